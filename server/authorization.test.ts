// Authorization over real HTTP: every route that takes an id of someone's data (saved items,
// wishlist, collections, customer, addresses, tags, personalizations, orders, order-with-pass, cancel,
// tracking, subscription link, gift card, check-customer's email) is tried against Jane (the victim) as another shopper
// (Sam), as an anonymous user, as another shop's customer (Klara, demo-store-de), and without a token, in
// Jane's shop and in the other shop. Each must be refused with the status server/README.md documents
// (other people's orders, private collections and saved items 404; other customers' accounts 403; no token
// 401), say nothing of Jane's data, and change nothing of it. Calls whose body names a customer but that
// serve the caller only (customerId in a body is never trusted) must answer with the caller's data alone.
// Also here: the attacks on ownership and secrets (a shared collection's owner uid, a merge by bare uid,
// secrets and login-only content in init-user).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../devstore/auth/test-tokens';
import { SEED_COLLECTIONS } from '../devstore/seed/seed';
import { getShop } from './db/shops';
import { giftCardFor } from '../devstore/storefront/providers';
import { type Harness, type Reply, startHarness } from './test-harness';

type Shopper = SignedIn & { customerId: string };
type Who = 'sam' | 'anon' | 'klara' | 'none';

const SHOP = 'demo-store';
const OTHER_SHOP = 'demo-store-de';
const JANE_ID = '6000000001';
const SAM_ID = '6000000002';

let h: Harness;
let jane: Shopper;
let sam: Shopper;
let klara: Shopper;
let anon: SignedIn;

beforeAll(async () => {
  // Generous write limits: this file makes many calls per user on purpose (the limits have their own test).
  h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
  [jane, sam, klara, anon] = await Promise.all([
    h.signIn('jane@example.com'),
    h.signIn('sam@example.com'),
    h.signIn('klara@example.com', { shopId: OTHER_SHOP }),
    h.anonymous(),
  ]);
});
afterAll(async () => {
  await h?.stop();
});

const tokenOf = (who: Who): string | undefined =>
  who === 'none' ? undefined : { sam: sam.idToken, anon: anon.idToken, klara: klara.idToken }[who];

const asJane = (method: string, path: string, data?: Record<string, unknown>) =>
  h.call(method, path, { token: jane.idToken, ...(data ? { data: { shopId: SHOP, ...data } } : {}) });

/** Everything of Jane's an attacker could want, read as Jane: compared before and after the attacks. */
async function janeState() {
  const customer = await asJane('GET', `/customer/${SHOP}/${JANE_ID}`);
  const personalizations = await asJane('GET', `/customer/${SHOP}/${JANE_ID}/personalizations`);
  const cart = await asJane('POST', '/saved/cart/items', {});
  const wishlist = await asJane('POST', '/saved/wishlist/items', {});
  const collections = await asJane('POST', '/saved/wishlist-collections', {});
  const orders = await h.db.query<{ id: string; name: string; pass: string; fulfillment_status: string; canceled_at: Date | null; latest_shipment: any }>(
    'select id, name, pass, fulfillment_status, canceled_at, latest_shipment from orders where customer_id = $1 order by id',
    [JANE_ID],
  );
  for (const reply of [customer, personalizations, cart, wishlist, collections]) expect(reply.status).toBe(200);
  return {
    customer: customer.body.customer,
    personalizations: personalizations.body.personalizations,
    // cacheUntil moves with the clock: the items themselves are compared.
    cart: (cart.body.items as { id: string; productId: number; cacheUntil?: string }[]).map(({ cacheUntil: _, ...item }) => item),
    wishlist: (wishlist.body.items as { id: string; productId: number; cacheUntil?: string }[]).map(({ cacheUntil: _, ...item }) => item),
    collections: collections.body.collections as { uuid: string; name: string; items: { id: string }[] }[],
    orders,
  };
}
type JaneState = Awaited<ReturnType<typeof janeState>>;

/** Strings that are Jane's alone: none may appear in an answer to someone else (unless they sent it). */
function janeMarkers(state: JaneState): string[] {
  const customer = state.customer as { email: string; addresses: { addressId: string; address1?: string; phone?: string }[] };
  return [
    jane.uid,
    customer.email,
    JANE_ID,
    giftCardFor(JANE_ID).code,
    `customer:${JANE_ID}`,
    ...customer.addresses.flatMap((a) => [a.addressId, a.address1 ?? '', a.phone ?? '']),
    ...state.cart.map((i) => i.id),
    ...state.wishlist.map((i) => i.id),
    ...state.collections.flatMap((c) => [c.uuid, c.name, ...c.items.map((i) => i.id)]),
    ...state.orders.flatMap((o) => [o.id, o.name, o.pass, o.latest_shipment?.trackingNumber ?? '']),
  ].filter((m) => m.length >= 4);
}

interface Attempt {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  data?: Record<string, unknown>;
  /** The documented refusal for each caller. */
  expected(who: Who): number;
}

/** The id-taking routes of server/routes/, aimed at Jane's data, in the given shop's paths and bodies. */
function attempts(state: JaneState, shop: string): Attempt[] {
  const c = state.customer as { addresses: { addressId: string }[] };
  const addressId = c.addresses[0]!.addressId;
  const privateItem = state.collections.find((x) => x.uuid === SEED_COLLECTIONS.janePrivate)!.items[0]!.id;
  const sharedItem = state.collections.find((x) => x.uuid === SEED_COLLECTIONS.janeShared)!.items[0]!.id;
  const order = state.orders[0]!;
  const cancelable = state.orders.find((o) => o.fulfillment_status === 'UNFULFILLED' && !o.canceled_at)!;
  const tracked = state.orders.find((o) => o.latest_shipment?.trackingUrl)!;
  const wishedProduct = state.wishlist[0]!.productId;
  const notFound = (who: Who) => (who === 'none' ? 401 : 404);
  const forbidden = (who: Who) => (who === 'none' ? 401 : 403);
  const address = { firstName: 'Mallory', lastName: 'X', address1: '1 Attacker Way', city: 'Nowhere', country: 'US', state: 'CA', postcode: '94000' };
  const customerPath = `/customer/${shop}/${JANE_ID}`;
  const orders = `/orders/${shop}`;
  const list: Attempt[] = [
    // Collections (uuid in the path): someone else's answers 404, as if missing; a shared one is read-only.
    { label: 'read private collection', method: 'GET', path: `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`, expected: () => 404 },
    { label: 'rename private collection', method: 'PUT', path: `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`, data: { collection: { name: 'Mine now' } }, expected: notFound },
    { label: 'rename/unshare shared collection', method: 'PUT', path: `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`, data: { collection: { name: 'Mine now', visibility: 'private' } }, expected: notFound },
    { label: 'delete private collection', method: 'DELETE', path: `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`, expected: notFound },
    { label: 'delete shared collection', method: 'DELETE', path: `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`, expected: notFound },
    { label: 'delete private collection item', method: 'DELETE', path: `/saved/wishlist-collection-item/${privateItem}`, expected: notFound },
    { label: 'delete shared collection item', method: 'DELETE', path: `/saved/wishlist-collection-item/${sharedItem}`, expected: notFound },
    // Adding into Jane's collection by uuid: 404 in her shop; the other shop has the wishlist off (403).
    ...[SEED_COLLECTIONS.janePrivate, SEED_COLLECTIONS.janeShared].map((uuid): Attempt => ({
      label: `add to collection ${uuid.slice(-4)}`,
      method: 'POST',
      path: '/saved/wishlist',
      data: { items: [{ productId: 7400000001 }], collectionUuid: uuid },
      expected: (who) => (who === 'none' ? 401 : shop === SHOP ? 404 : 403),
    })),
    // Saved items (uuid, or product id for the caller's own list).
    { label: 'delete saved-from-cart item', method: 'DELETE', path: `/saved/cart/${state.cart[0]!.id}`, expected: notFound },
    { label: 'delete wishlist item', method: 'DELETE', path: `/saved/wishlist/${state.wishlist[0]!.id}`, expected: notFound },
    { label: 'delete wishlist product', method: 'DELETE', path: `/saved/wishlist/${wishedProduct}?shopId=${shop}`, expected: notFound },
    // Jane's customer account: 403 for everyone else.
    { label: 'read customer', method: 'GET', path: customerPath, expected: forbidden },
    { label: 'update customer', method: 'PUT', path: customerPath, data: { customFields: { firstName: 'Mallory', email: 'mallory@example.com' } }, expected: forbidden },
    { label: 'set tags', method: 'PUT', path: `${customerPath}/tags`, data: { tags: ['pwned'] }, expected: forbidden },
    { label: 'read personalizations', method: 'GET', path: `${customerPath}/personalizations`, expected: forbidden },
    { label: 'add address', method: 'POST', path: `${customerPath}/address`, data: { address }, expected: forbidden },
    { label: 'update address', method: 'PUT', path: `${customerPath}/address/${addressId}`, data: { address }, expected: forbidden },
    { label: 'delete address', method: 'DELETE', path: `${customerPath}/address/${addressId}`, expected: forbidden },
    // Jane's address id under Sam's own account: Sam gets 404 (not his address), the others 403 (not theirs).
    {
      label: "update Jane's address via Sam's account",
      method: 'PUT',
      path: `/customer/${shop}/${SAM_ID}/address/${addressId}`,
      data: { address },
      expected: (who) => (who === 'none' ? 401 : who === 'sam' && shop === SHOP ? 404 : 403),
    },
    {
      label: "delete Jane's address via Sam's account",
      method: 'DELETE',
      path: `/customer/${shop}/${SAM_ID}/address/${addressId}`,
      expected: (who) => (who === 'none' ? 401 : who === 'sam' && shop === SHOP ? 404 : 403),
    },
    { label: 'subscription link', method: 'GET', path: `/integrations/${shop}/${JANE_ID}/subscription-link`, expected: forbidden },
    // Jane's gift card (its code is money): 403 for everyone else, before the provider is asked.
    { label: 'gift card', method: 'GET', path: `/credit/${shop}/${JANE_ID}`, expected: forbidden },
    // Jane's orders: 404 for everyone else (and in the other shop).
    { label: 'read order', method: 'GET', path: `${orders}/order/${order.id}`, expected: notFound },
    { label: 'one-click reorder', method: 'GET', path: `${orders}/order-one-click/${order.id}`, expected: notFound },
    { label: 'cancel order', method: 'POST', path: `${orders}/order/${cancelable.id}/cancel`, data: { reason: 'CUSTOMER' }, expected: notFound },
    { label: 'tracking link', method: 'GET', path: `/order-tracking/${shop}/link/${tracked.id}`, expected: notFound },
    // order-with-pass is for anyone holding the pass: a wrong pass (or another order's) is a 404 for all.
    { label: 'order with a wrong pass', method: 'GET', path: `${orders}/order-with-pass/${order.id}/${'0'.repeat(order.pass.length)}`, expected: () => 404 },
    { label: "order with another order's pass", method: 'GET', path: `${orders}/order-with-pass/${order.id}/${state.orders[1]!.pass}`, expected: () => 404 },
    // Claiming Jane's email links nobody to her account.
    {
      label: "check-customer with Jane's email",
      method: 'POST',
      path: '/member/check-customer',
      data: { customerEmail: 'jane@example.com', anonUserId: jane.uid, statusId: jane.uid },
      expected: forbidden,
    },
    // Tracking events in Jane's name (her uid as status_id): refused whole, whoever sends them.
    {
      label: 'track events as Jane',
      method: 'POST',
      path: '/tracking/event/inject',
      data: { events: { 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa': { id: 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa', event: 'logout', event_data: {}, created_at: new Date().toISOString(), customer_id: JANE_ID, status_id: jane.uid, shop_id: shop } } },
      expected: forbidden,
    },
  ];
  // Her pass is good in her own shop only.
  if (shop !== SHOP) list.push({ label: 'order with her pass in another shop', method: 'GET', path: `${orders}/order-with-pass/${order.id}/${order.pass}`, expected: () => 404 });
  return list;
}

/** The request as sent, to leave out of the leak check what the caller supplied itself. */
const sentText = (a: Attempt, shop: string) => `${a.path} ${JSON.stringify(a.data ? { shopId: shop, ...a.data } : {})}`;

describe('authorization: every id-taking route, aimed at another shopper', () => {
  it('refuses each with the documented status, says nothing of the victim and changes nothing', async () => {
    const before = await janeState();
    const markers = janeMarkers(before);
    expect(markers.length).toBeGreaterThan(40);
    const tally = { tried: 0, refused: 0, failures: [] as string[] };
    const routes = new Set<string>();
    for (const shop of [SHOP, OTHER_SHOP]) {
      for (const attempt of attempts(before, shop)) {
        routes.add(`${attempt.method} ${attempt.path.replace(/\?.*/, '').replace(/\/demo-store(-de)?\//, '/:shop/').replace(/\/[0-9a-f-]{36}|\/\d{10}/g, '/:id')}`);
        for (const who of ['sam', 'anon', 'klara', 'none'] as const) {
          tally.tried += 1;
          const token = tokenOf(who);
          const reply: Reply = await h.call(attempt.method, attempt.path, {
            ...(token ? { token } : {}),
            ...(attempt.data ? { data: { shopId: shop, ...attempt.data } } : {}),
          });
          const expected = attempt.expected(who);
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
          const sent = sentText(attempt, shop);
          const leaked = markers.filter((m) => text.includes(m) && !sent.includes(m));
          if (reply.status === expected && leaked.length === 0) tally.refused += 1;
          else tally.failures.push(`${who} ${attempt.label} (${attempt.method} ${attempt.path} in ${shop}): ${reply.status}, expected ${expected}${leaked.length ? `; leaked ${leaked.join(', ')}` : ''} ${text.slice(0, 160)}`);
        }
      }
    }
    const after = await janeState();
    expect(after).toEqual(before);
    // One line for the README's reliability table; the details only when something failed.
    console.info(`[authorization] ${routes.size} routes: tried ${tally.tried} / refused ${tally.refused} / failures ${tally.failures.length}`);
    expect(tally.failures).toEqual([]);
    expect(tally.refused).toBe(tally.tried);
  });

  it("answers calls that name Jane in the body with the caller's own data only (a body's customerId is never trusted)", async () => {
    const state = await janeState();
    const markers = janeMarkers(state).filter((m) => m !== JANE_ID);
    const calls: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/saved/cart/items', {}],
      ['POST', '/saved/wishlist/items', {}],
      ['POST', '/saved/wishlist-items', {}],
      ['POST', '/saved/wishlist-collections', {}],
      ['POST', '/saved/collections', {}],
      ['POST', '/init/for-you', {}],
      ['POST', `/orders/${SHOP}/orders`, {}],
      ['GET', `/init/${SHOP}/user`, undefined],
      ['GET', `/points/${SHOP}`, undefined],
    ];
    const problems: string[] = [];
    for (const who of ['sam', 'anon', 'klara'] as const) {
      for (const [method, path, data] of calls) {
        const reply = await h.call(method, path, { token: tokenOf(who)!, ...(data ? { data: { shopId: SHOP, customerId: JANE_ID, ...data } } : {}) });
        const text = JSON.stringify(reply.body);
        const leaked = markers.filter((m) => text.includes(m));
        // Points need the caller's own customer: an anonymous or unlinked caller gets 403 customer_required.
        const ok = reply.status === 200 || (path.startsWith('/points') && who !== 'sam' && reply.status === 403);
        if (!ok || leaked.length) problems.push(`${who} ${method} ${path}: ${reply.status}${leaked.length ? ` leaked ${leaked.join(', ')}` : ''}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a shared collection', () => {
  it("is readable by its link but names no owner: the creator check is a boolean for the caller", async () => {
    const path = `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`;
    for (const token of [undefined, anon.idToken, sam.idToken]) {
      const reply = await h.call('GET', path, token ? { token } : {});
      expect(reply.status).toBe(200);
      h.expectSchema('saved-wishlist-collection-get', reply.body);
      expect(reply.body.collection.isOwner).toBe(false);
      expect(reply.body.collection).not.toHaveProperty('userId');
      const text = JSON.stringify(reply.body);
      for (const secret of [jane.uid, JANE_ID, 'customer:', 'jane@example.com']) expect(text).not.toContain(secret);
    }
    expect((await h.call('GET', path, { token: jane.idToken })).body.collection.isOwner).toBe(true);
  });
});

describe('check-customer merges only a proven anonymous session', () => {
  const shopId = SHOP;
  /** A guest with a favorite and a private collection, as a victim's browser would have. */
  async function guestWithThings(productId = 7400000021, collection = 'Guest secrets') {
    const guest = await h.anonymous();
    const as = (path: string, data: Record<string, unknown>) => h.call('POST', path, { token: guest.idToken, data: { shopId, ...data } });
    expect((await as('/saved/wishlist', { items: [{ productId }] })).status).toBe(200);
    expect((await as('/saved/wishlist-collection', { collection: { name: collection, items: [{ productId: 7400000022 }] } })).status).toBe(200);
    return guest;
  }
  const guestStillHas = async (guest: SignedIn) => {
    const wishlist = await h.call('POST', '/saved/wishlist/items', { token: guest.idToken, data: { shopId } });
    const collections = await h.call('POST', '/saved/wishlist-collections', { token: guest.idToken, data: { shopId } });
    return { wishlist: wishlist.body.items.length, collections: collections.body.collections.length };
  };
  const checkCustomer = (user: SignedIn, email: string, extra: Record<string, unknown>) =>
    h.call('POST', '/member/check-customer', { token: user.idToken, data: { shopId, customerEmail: email, ...extra } });

  it('takes nothing with a bare uid, a foreign guest token, an identified token or garbage', async () => {
    const victim = await guestWithThings();
    const attacker = await h.signIn('mallory@example.com');
    const attackerGuest = await h.anonymous();
    const tries: [string, Record<string, unknown>][] = [
      ['bare anonUserId', { anonUserId: victim.uid }],
      ['bare statusId', { statusId: victim.uid }],
      ["the attacker's own guest token with the victim's uid", { anonUserId: victim.uid, anonIdToken: attackerGuest.idToken }],
      ["an identified token (the attacker's own)", { anonUserId: victim.uid, anonIdToken: attacker.idToken }],
      ['garbage', { anonUserId: victim.uid, anonIdToken: 'not-a-token' }],
    ];
    for (const [what, extra] of tries) {
      const reply = await checkCustomer(attacker, 'mallory@example.com', extra);
      expect(reply.status, what).toBe(200);
      h.expectSchema('member-check-customer', reply.body);
      expect(reply.body.merged, what).toEqual({ saved: 0, collections: 0 });
    }
    expect(await guestStillHas(victim)).toEqual({ wishlist: 1, collections: 1 });
    const mine = await h.call('POST', '/saved/wishlist-collections', { token: attacker.idToken, data: { shopId } });
    expect(JSON.stringify(mine.body)).not.toContain('Guest secrets');
  });

  it("moves the guest's things to the customer who proves the session with its own ID token", async () => {
    const guest = await guestWithThings();
    const user = await h.signIn('proven.guest@example.com', { anonymous: guest }); // sends anonIdToken: guest.idToken
    expect(await guestStillHas(guest)).toEqual({ wishlist: 0, collections: 0 });
    const collections = await h.call('POST', '/saved/wishlist-collections', { token: user.idToken, data: { shopId } });
    expect(collections.body.collections.map((c: { name: string }) => c.name)).toContain('Guest secrets');
    // A second guest proven by its token, with anonUserId left out, merges too.
    const second = await guestWithThings(7400000023, 'Second guest');
    const reply = await checkCustomer(user, 'proven.guest@example.com', { anonIdToken: second.idToken });
    expect(reply.body.merged).toEqual({ saved: 1, collections: 1 });
  });
});

describe('init-user sends no secret and no login-only content to a visitor', () => {
  it('strips writeOnly settings for everyone and login-only blocks for all but customers', async () => {
    const stored = (await getShop(h.db, SHOP))!.settings;
    const secret = (stored.credit as { accessToken: string }).accessToken;
    expect(secret).toBeTruthy();
    const guest = await h.anonymous();
    for (const [who, token, customer] of [['anonymous', guest.idToken, false], ['customer', sam.idToken, true]] as const) {
      const reply = await h.call('GET', `/init/${SHOP}/user`, { token });
      expect(reply.status).toBe(200);
      h.expectSchema('init-user', reply.body);
      const text = JSON.stringify(reply.body);
      expect(text, who).not.toContain(secret);
      expect(reply.body.settings.credit, who).not.toHaveProperty('accessToken');
      expect(text.includes('members-club'), who).toBe(customer);
    }
  });
});
