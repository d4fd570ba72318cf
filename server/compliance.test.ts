// What Status keeps about a customer and a shop, exported and removed (compliance.ts): a shopper makes data in
// every table through the API, then the export lists it without secrets, and the redactions leave no row of any
// table mentioning them (a scan of every text and JSON column, so a new table cannot be forgotten) while other
// customers and shops keep theirs. Uninstall turns a shop off for its grace period; a reinstall turns it back on.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../devstore/auth/test-tokens';
import { canonicalEmail } from './email-canonical';
import {
  COMPLIANCE_TOPICS,
  customerDataExport,
  handleComplianceWebhook,
  pruneUninstalledShops,
  startUninstallPruning,
  redactCustomer,
  redactShop,
  SHOP_REDACT_DELAY_MS,
  UNINSTALL_GRACE_MS,
  uninstallShop,
} from './compliance';
import type { Db } from './db/types';
import { connectShop } from './shop-connections';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const TEE = 7400000001;
const TEE_M = 41000000001;
const MUG = 7400000010;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** Rows per table (and column) whose text or JSON holds any needle, compared lower-case. */
async function mentions(db: Db, needles: string[], skipTables: string[] = []): Promise<Record<string, number>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid', 'ARRAY')
     order by c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: Record<string, number> = {};
  const lowered = needles.map((n) => n.toLowerCase());
  for (const { table_name: table, column_name: column } of columns) {
    if (skipTables.includes(table)) continue;
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where exists (select 1 from unnest($1::text[]) needle where strpos(lower("${column}"::text), needle) > 0)`,
      [lowered],
    );
    if (row!.n > 0) found[`${table}.${column}`] = row!.n;
  }
  return found;
}

const tablesOf = (found: Record<string, number>) => [...new Set(Object.keys(found).map((k) => k.split('.')[0]))].sort();

interface Shopper {
  anon: SignedIn;
  user: SignedIn & { customerId: string };
  email: string;
  /** Every string that identifies the shopper: customer id, addresses (as typed, stored, canonical), uids. */
  needles: string[];
}

/** A shopper who uses every part of the widget: anonymous first, then signed in (the anonymous data merges). */
async function shopperWithEverything(email: string, opts: { shop?: string; variant?: string; products?: boolean } = {}): Promise<Shopper> {
  const shop = opts.shop ?? shopId;
  const anon = await h.anonymous();
  const as = (who: SignedIn) => (method: string, path: string, data: Record<string, unknown> = {}) =>
    h.call(method, path, { token: who.idToken, data: { shopId: shop, ...data } });
  const event = (who: SignedIn, name: string) => {
    const id = randomUUID();
    return { [id]: { id, event: name, event_data: { route: '#status-orders' }, created_at: new Date().toISOString(), customer_id: null, status_id: who.uid, shop_id: shop } };
  };
  const ok = async (reply: Promise<{ status: number; body: unknown }>) => {
    const r = await reply;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  };
  await ok(as(anon)('POST', '/tracking/event/inject', { events: event(anon, 'widget_opened') }));
  if (opts.products !== false) {
    await ok(as(anon)('POST', '/saved/wishlist', { items: [{ productId: MUG }] }));
    await ok(as(anon)('POST', '/init/for-you', { viewed: [TEE] }));
  }
  const user = await h.signIn(email, { shopId: shop, anonymous: anon });
  const call = as(user);
  if (opts.products !== false) {
    await ok(call('POST', '/saved/cart', { items: [{ productId: TEE, variantId: TEE_M }] }));
    await ok(call('POST', '/saved/wishlist', { items: [{ productId: TEE }] }));
    await ok(call('POST', '/saved/wishlist-collection', { collection: { name: `Summer of ${email}`, items: [{ productId: TEE }] } }));
    await ok(call('POST', '/init/for-you', { viewed: [MUG] }));
    await ok(call('POST', '/saved/collections', { statusId: user.uid, collectionId: 'kitchen' }));
  }
  await ok(call('POST', '/tracking/event/inject', { events: event(user, 'orders_tab_viewed') }));
  await ok(call('PUT', `/customer/${shop}/${user.customerId}`, { customFields: { shoeSize: 44, note: `for ${email}` }, personalizations: { favoriteColor: 'black' } }));
  await ok(call('PUT', `/customer/${shop}/${user.customerId}/tags`, { tags: ['status-vip'] }));
  // Another spelling of the same mailbox, unverified, and a magic link to it (never used).
  const variant = opts.variant ?? email.toUpperCase();
  await ok(call('POST', '/member/unverified', { email: variant }));
  await ok(as(anon)('POST', '/authentication/create-magic-link', { email: variant, statusId: anon.uid, returnUrl: '/collections/all' }));
  const uids = (await h.db.query<{ uid: string }>('select uid from customer_logins where shop_id = $1 and customer_id = $2', [shop, user.customerId])).map((r) => r.uid);
  const stored = email.trim().toLowerCase();
  const needles = [...new Set([user.customerId, stored, canonicalEmail(stored), variant.toLowerCase(), user.uid, anon.uid, ...uids])];
  return { anon, user, email, needles };
}

/** Rows per table that mention the shopper (for "untouched" checks). */
const footprint = (s: Shopper) => mentions(h.db, s.needles);

describe('a customer: export and redaction', () => {
  let pat: Shopper;
  let sam: Shopper;

  beforeAll(async () => {
    // The address's canonical form differs from what is typed (tag, dots), and a variant spelling is stored too.
    pat = await shopperWithEverything('Pat.Redact+status@gmail.com', { variant: 'patredact@googlemail.com' });
    sam = await shopperWithEverything('sam.keeps@example.com');
  });

  it('finds the shopper in every table the widget writes to (the scan sees what it must)', async () => {
    const tables = tablesOf(await footprint(pat));
    for (const table of [
      'anonymous_writers', 'collection_views', 'customer_logins', 'customers', 'inbox', 'login_codes', 'magic_links',
      'product_views', 'rate_limits', 'saved_items', 'sign_in_trust', 'tracking_events', 'unverified_emails', 'wishlist_collections',
    ]) {
      expect(tables, table).toContain(table);
    }
  });

  it('exports everything kept about the customer as one JSON document, with ISO dates and no secrets', async () => {
    const { document, bytes } = await customerDataExport(h.db, shopId, { customerId: pat.user.customerId, email: 'PAT.REDACT+status@gmail.com' });
    const text = JSON.stringify(document);
    expect(bytes).toBe(Buffer.byteLength(text));
    expect(document).toMatchObject({
      format: 'status-customer-data',
      shop: { id: shopId },
      request: { customerId: pat.user.customerId, email: 'pat.redact+status@gmail.com' },
      customer: { id: pat.user.customerId, email: 'pat.redact+status@gmail.com', customFields: { shoeSize: 44 }, personalizations: { favoriteColor: 'black' } },
    });
    expect(document.accountLinks.map((l) => l.uid)).toContain(pat.user.uid);
    expect(document.savedFromCart).toEqual([expect.objectContaining({ productId: TEE, variantId: TEE_M })]);
    expect(document.favorites.map((f) => f.productId).sort()).toEqual([TEE, MUG]);
    expect(document.wishlistCollections).toEqual([expect.objectContaining({ name: 'Summer of Pat.Redact+status@gmail.com', items: [expect.objectContaining({ productId: TEE })] })]);
    expect(document.productViews.map((v) => v.productId).sort()).toEqual([TEE, MUG]);
    expect(document.collectionViews).toHaveLength(1);
    // The anonymous session's event too: its uid proved the mailbox by using the code.
    expect(document.trackingEvents.map((e) => e.event).sort()).toEqual(['orders_tab_viewed', 'widget_opened']);
    expect(document.signIn.codes.length).toBeGreaterThan(0);
    expect(document.signIn.magicLinks.map((l) => l.email)).toEqual(['patredact@googlemail.com']);
    expect(document.signIn.unverifiedEmails.map((u) => u.email)).toEqual(['patredact@googlemail.com']);
    expect(document.signIn.trustedRequesters.length).toBeGreaterThan(0);
    expect(document.mails.length).toBeGreaterThanOrEqual(2);
    // Dates are ISO strings.
    expect(document.generatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(document.savedFromCart[0]!.savedAt).toMatch(/Z$/);
    // No secrets: neither codes, link tokens nor their hashes, nor the keyed hashes of networks.
    for (const mail of h.mails.filter((m) => m.to.includes('redact'))) {
      if (mail.code) expect(text).not.toContain(mail.code);
      if (mail.link) expect(text).not.toContain(mail.link.split('#status-magic-link:')[1]);
    }
    const hashes = await h.db.query<{ token_hash: string }>('select token_hash from magic_links');
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    expect(text).not.toMatch(/"ip:/);
    // Nobody else's things.
    expect(text).not.toContain('sam.keeps');
  });

  it('removes every row that mentions the customer, its addresses or its uids; other customers keep theirs', async () => {
    const samBefore = await footprint(sam);
    const samExport = (await customerDataExport(h.db, shopId, { customerId: sam.user.customerId })).document;
    const removed = await redactCustomer(h.db, shopId, { customerId: Number(pat.user.customerId), email: 'Pat.Redact+status@GMAIL.com' });
    expect(removed.customers).toBe(1);
    expect(removed.saved_items).toBe(3);
    expect(await footprint(pat)).toEqual({});
    expect(await h.db.query('select 1 from wishlist_collection_items i left join wishlist_collections c on c.uuid = i.collection_uuid where c.uuid is null')).toEqual([]);

    expect(await footprint(sam)).toEqual(samBefore);
    expect({ ...(await customerDataExport(h.db, shopId, { customerId: sam.user.customerId })).document, generatedAt: samExport.generatedAt }).toEqual(samExport);
    // A second request (Shopify retries) removes nothing more and does not fail.
    expect(Object.values(await redactCustomer(h.db, shopId, { customerId: pat.user.customerId, email: pat.email })).every((n) => n === 0)).toBe(true);
  });

  it('leaves the same person\'s account in another shop as it was', async () => {
    const de = 'demo-store-de';
    const dana = await shopperWithEverything('dana.two@example.com');
    const danaDe = await h.signIn('dana.two@example.com', { shopId: de });
    const inDe = () =>
      h.db.query<{ customer_id: string; uid: string }>('select customer_id, uid from customer_logins where shop_id = $1 and customer_id = $2', [de, danaDe.customerId]);
    const before = await inDe();
    expect(before).toHaveLength(1);
    await redactCustomer(h.db, shopId, { customerId: dana.user.customerId, email: dana.email });
    expect(await inDe()).toEqual(before);
    expect(await h.db.query('select 1 from customers where shop_id = $1 and id = $2', [de, danaDe.customerId])).toHaveLength(1);
    expect(await h.db.query('select 1 from customers where shop_id = $1 and id = $2', [shopId, dana.user.customerId])).toEqual([]);
  });

  it("removes Status's rows of a customer with orders and leaves the store's orders to Shopify", async () => {
    const de = 'demo-store-de';
    const klara = await h.signIn('klara@example.com', { shopId: de });
    const ordersOf = () => h.db.query<{ id: string }>('select id from orders where shop_id = $1 and customer_id = $2 order by id', [de, klara.customerId]);
    const orders = await ordersOf();
    expect(orders.length).toBeGreaterThan(0);
    const result = await handleComplianceWebhook(h.db, {
      shopId: de,
      topic: 'customers/redact',
      payload: { customer: { id: Number(klara.customerId), email: 'klara@example.com' }, orders_to_redact: orders.map((o) => Number(o.id)) },
      now: new Date(),
    });
    expect(result).toMatchObject({ topic: 'customers/redact', removed: { customers: 1, customer_logins: 1 } });
    expect(Object.keys((result as { removed: object }).removed)).not.toContain('orders');
    expect(await h.db.query('select 1 from customer_logins where shop_id = $1 and customer_id = $2', [de, klara.customerId])).toEqual([]);
    expect(await ordersOf()).toEqual(orders);
  });

  it('keeps a data request for the merchant until the customer is redacted', async () => {
    const kept = await handleComplianceWebhook(h.db, {
      shopId,
      topic: 'customers/data_request',
      payload: { customer: { id: Number(sam.user.customerId), email: 'sam.keeps@example.com' }, data_request: { id: 9999 } },
      now: new Date(),
    });
    expect(kept).toMatchObject({ topic: 'customers/data_request', bytes: expect.any(Number) });
    const [row] = await h.db.query<{ document: { customer: { id: string } }; request_id: string }>('select document, request_id from customer_data_exports');
    expect(row).toMatchObject({ request_id: '9999', document: { customer: { id: sam.user.customerId } } });
    await handleComplianceWebhook(h.db, { shopId, topic: 'customers/redact', payload: { customer: { id: Number(sam.user.customerId), email: sam.email }, orders_to_redact: [] }, now: new Date() });
    expect(await footprint(sam)).toEqual({});
    expect(await h.db.query('select 1 from customer_data_exports')).toEqual([]);
  });
});

describe('a shop: redaction, uninstall and the grace period', () => {
  const key = randomBytes(32);

  it('removes everything of the shop; other shops keep theirs', async () => {
    const de = 'demo-store-de';
    const klaus = await shopperWithEverything('klaus.shop@example.com', { shop: de, products: false });
    await handleComplianceWebhook(h.db, { shopId: de, topic: 'customers/data_request', payload: { customer: { id: klaus.user.customerId } }, now: new Date() });
    const ownRows = async () => {
      const counts: Record<string, number> = {};
      for (const table of ['customers', 'customer_logins', 'saved_items', 'wishlist_collections', 'product_views', 'tracking_events', 'login_codes', 'inbox', 'orders', 'products']) {
        const [row] = await h.db.query<{ n: number }>(`select count(*)::int as n from ${table} where shop_id = $1`, [shopId]);
        counts[table] = row!.n;
      }
      return counts;
    };
    const demoBefore = await ownRows();
    const before = tablesOf(await mentions(h.db, [de]));
    expect(before).toEqual(expect.arrayContaining(['customers', 'customer_logins', 'login_codes', 'shops', 'tracking_events', 'customer_data_exports']));

    await redactShop(h.db, de);
    // Webhook ids are kept (replay protection; no shop data, pruned after a day).
    expect(await mentions(h.db, [de], ['webhook_deliveries'])).toEqual({});
    expect(await ownRows()).toEqual(demoBefore);
    expect(await h.db.query('select id from shops where id = $1', [shopId])).toHaveLength(1);
  });

  it('uninstall: token deleted, widget and API off with a clear 403, data kept; a reinstall turns it back on', async () => {
    const shop = 'grace-shop';
    await connectShop(h.db, key, { shopId: shop, accessToken: 'shpat_grace', storefrontUrl: 'https://grace.example.com' });
    const anon = await h.anonymous();
    await h.db.query(`insert into tracking_events (id, shop_id, event, created_at, status_id) values ('kept', $1, 'widget_opened', now(), $2)`, [shop, anon.uid]);
    expect((await h.call('GET', `/init/${shop}/user`, { token: anon.idToken })).status).toBe(200);

    const uninstalledAt = new Date();
    const eventId = randomUUID();
    expect(await uninstallShop(h.db, shop, uninstalledAt)).toBe(true);
    expect(await h.db.query('select 1 from shop_connections where shop_id = $1', [shop])).toEqual([]);
    for (const [method, path, data] of [
      ['GET', `/init/${shop}/user`, undefined],
      ['POST', '/init/for-you', { shopId: shop }],
      ['POST', '/saved/wishlist', { shopId: shop, items: [{ productId: TEE }] }],
      ['POST', '/tracking/event/inject', { shopId: shop, events: { [eventId]: { id: eventId, event: 'widget_opened', event_data: {}, created_at: new Date().toISOString(), customer_id: null, status_id: anon.uid, shop_id: shop } } }],
    ] as const) {
      const reply = await h.call(method, path, { token: anon.idToken, ...(data ? { data } : {}) });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body.error.code).toBe('shop_uninstalled');
    }
    // Kept through Shopify's 48 hours and the rest of the grace period.
    expect(await pruneUninstalledShops(h.db, new Date(uninstalledAt.getTime() + SHOP_REDACT_DELAY_MS))).toEqual([]);
    expect(await h.db.query('select 1 from tracking_events where shop_id = $1', [shop])).toHaveLength(1);

    // Reinstalled within the grace period: on again, with its data.
    await connectShop(h.db, key, { shopId: shop, accessToken: 'shpat_again', storefrontUrl: 'https://grace.example.com' });
    expect((await h.call('GET', `/init/${shop}/user`, { token: anon.idToken })).status).toBe(200);
    expect(await pruneUninstalledShops(h.db, new Date(uninstalledAt.getTime() + UNINSTALL_GRACE_MS + 1))).toEqual([]);
    expect(await h.db.query('select 1 from tracking_events where shop_id = $1', [shop])).toHaveLength(1);

    // Uninstalled again and no shop/redact: removed once the grace period has passed, not before.
    const again = new Date();
    await handleComplianceWebhook(h.db, { shopId: shop, topic: 'app/uninstalled', payload: {}, now: again });
    expect(await pruneUninstalledShops(h.db, new Date(again.getTime() + UNINSTALL_GRACE_MS - 60_000))).toEqual([]);
    expect(await pruneUninstalledShops(h.db, new Date(again.getTime() + UNINSTALL_GRACE_MS + 60_000))).toEqual([shop]);
    expect(await mentions(h.db, [shop], ['webhook_deliveries'])).toEqual({});
    expect((await h.call('GET', `/init/${shop}/user`, { token: anon.idToken })).body.error.code).toBe('unknown_shop');
    // A shop Status never knew: nothing to do, no failure.
    expect(await uninstallShop(h.db, 'never-installed', new Date())).toBe(false);

    // The server's timer does the same: a shop uninstalled long ago is removed at start, and logged.
    await connectShop(h.db, key, { shopId: 'old-shop', accessToken: 'shpat_old', storefrontUrl: 'https://old.example.com' });
    await uninstallShop(h.db, 'old-shop', new Date(Date.now() - UNINSTALL_GRACE_MS - 60_000));
    const lines: string[] = [];
    const stop = startUninstallPruning(h.db, () => new Date(), 60_000, (line) => lines.push(line));
    await expect.poll(() => lines).toEqual([expect.stringContaining('old-shop')]);
    stop();
    expect(await h.db.query('select 1 from shops where id = $1', ['old-shop'])).toEqual([]);
    expect(COMPLIANCE_TOPICS).toEqual(['customers/data_request', 'customers/redact', 'shop/redact', 'app/uninstalled']);
  });
});
