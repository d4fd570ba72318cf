// Sign-in over real HTTP: login codes, magic links, check-customer (with the anonymous merge), Multipass.
// One Auth emulator and one PGlite for the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../devstore/auth/emulator';
import { signInWithCustomToken } from '../devstore/auth/test-tokens';
import { getShop } from './db/shops';
import { readMultipassToken } from './multipass';
import { listInbox } from './inbox';
import { type Harness, startHarness, storefrontUrl } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  console.info(`[auth.test] Auth emulator started in ${h.emulator.startupMs} ms`);
});
afterAll(async () => {
  await h?.stop();
});

const shopId = 'demo-store';

async function requestCode(token: string, email: string, shop = shopId) {
  const reply = await h.call('POST', '/authentication/create-otc', { token, data: { shopId: shop, email, statusId: 'status-1' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  h.expectSchema('authentication-create-otc', reply.body);
  return { codeId: reply.body.codeId as string, code: h.lastCode(email) };
}

const validate = (token: string, codeId: string, otp: string | number) =>
  h.call('POST', '/authentication/validate-otc', { token, data: { shopId, otp, ids: { codeId } } });

describe('login codes', () => {
  it('emails a 4-digit code, keeps it in the inbox and reports the pending state', async () => {
    const anon = await h.anonymous();
    const { codeId, code } = await requestCode(anon.idToken, 'Code.Person@Example.com');
    expect(code).toMatch(/^\d{4}$/);
    const [mail] = await listInbox(h.db, { to: 'code.person@example.com' });
    expect(mail).toMatchObject({ to: 'code.person@example.com', code, shopId });
    expect(mail!.subject).toContain(code);

    const state = await h.call('GET', '/authentication/create-otc', { token: anon.idToken });
    expect(state.body).toMatchObject({ codeId, email: 'code.person@example.com' });
    h.expectSchema('authentication-create-otc-state', state.body);
    const other = await h.call('GET', '/authentication/create-otc', { token: (await h.anonymous()).idToken });
    expect(other.body).toEqual({});
    h.expectSchema('authentication-create-otc-state', other.body);
  });

  it.each([
    ['not-an-email', 100, /not a valid email/],
    ['jane@gmial.com', 101, /^Did you mean jane@gmail\.com\?$/],
    ['sam@hotmial.com', 101, /^Did you mean sam@hotmail\.com\?$/],
    ['pat@gmail.con', 101, /^Did you mean pat@gmail\.com\?$/],
    ['temp@mailinator.com', 102, /not accepted/],
  ])('rejects %s with code %i', async (email, code, message) => {
    const anon = await h.anonymous();
    const reply = await h.call('POST', '/authentication/create-otc', { token: anon.idToken, data: { shopId, email } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(code);
    expect(reply.body.error.message).toMatch(message);
    h.expectSchema('error', reply.body);
  });

  it('refuses a wrong code, accepts the right one once, and the custom token carries the email', async () => {
    const anon = await h.anonymous();
    const { codeId, code } = await requestCode(anon.idToken, 'right.after.wrong@example.com');
    const wrong = await validate(anon.idToken, codeId, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_code', message: 'The code you entered is incorrect' });

    const right = await validate(anon.idToken, codeId, Number(code)); // digits as a number work too
    expect(right.status).toBe(200);
    h.expectSchema('authentication-validate-otc', right.body);
    const user = await signInWithCustomToken(h.emulator.host, right.body.token);
    const init = await h.call('GET', `/init/${shopId}/user`, { token: user.idToken });
    expect(init.body.user).toMatchObject({ email: 'right.after.wrong@example.com', isAnonymous: false, customerId: null });

    const again = await validate(anon.idToken, codeId, code);
    expect(again.body.error.code).toBe('used_code');
    const pending = await h.call('GET', '/authentication/create-otc', { token: anon.idToken });
    expect(pending.body).toEqual({});
  });

  it('burns a code after 5 wrong attempts (429), even for the right code', async () => {
    const anon = await h.anonymous();
    const { codeId, code } = await requestCode(anon.idToken, 'guesser@example.com');
    const wrongCode = code === '9999' ? '9998' : '9999';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await validate(anon.idToken, codeId, wrongCode)).status).toBe(400);
    }
    const fifth = await validate(anon.idToken, codeId, wrongCode);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error.code).toBe('too_many_attempts');
    expect((await validate(anon.idToken, codeId, code)).status).toBe(429);
  });

  it('expires codes after 10 minutes, and a new code replaces the pending one', async () => {
    const anon = await h.anonymous();
    const first = await requestCode(anon.idToken, 'slow@example.com');
    const second = await requestCode(anon.idToken, 'slow@example.com');
    expect((await validate(anon.idToken, first.codeId, first.code)).body.error.code).toBe('expired_code');
    h.setClockOffset(10 * 60_000 + 1000);
    try {
      expect((await validate(anon.idToken, second.codeId, second.code)).body.error.code).toBe('expired_code');
    } finally {
      h.setClockOffset(0);
    }
  });

  it('needs a valid ID token', async () => {
    const data = { shopId, email: 'someone@example.com' };
    const missing = await h.call('POST', '/authentication/create-otc', { data });
    expect([missing.status, missing.body.error.code]).toEqual([401, 'unauthenticated']);
    const garbage = await h.call('POST', '/authentication/create-otc', { data, token: 'not.a.token' });
    expect([garbage.status, garbage.body.error.code]).toEqual([401, 'invalid_token']);
    const badScheme = await h.call('POST', '/authentication/create-otc', { data, headers: { authorization: 'Basic abc' } });
    expect(badScheme.status).toBe(401);
  });
});

describe('magic links', () => {
  const deShop = 'demo-store-de';
  const linkToken = (link: string) => link.split('#status-magic-link:')[1]!;

  it('emails a single-use link into the storefront', async () => {
    const anon = await h.anonymous();
    const made = await h.call('POST', '/authentication/create-magic-link', {
      token: anon.idToken,
      data: { shopId: deShop, email: 'klara@example.com', statusId: anon.uid, returnUrl: '/collections/all' },
    });
    expect(made.status).toBe(200);
    h.expectSchema('authentication-create-magic-link', made.body);
    const mail = h.mails.at(-1)!;
    expect(mail.link).toMatch(new RegExp(`^${storefrontUrl(deShop)}/#status-magic-link:[A-Za-z0-9_-]{43}$`));
    expect(mail.subject).toMatch(/Anmeldelink/); // the German shop writes German mail

    const data = { shopId: deShop, token: linkToken(mail.link!) };
    const first = await h.call('POST', '/authentication/validate-magic-link', { token: anon.idToken, data });
    expect(first.status).toBe(200);
    h.expectSchema('authentication-validate-magic-link', first.body);
    expect(first.body).toMatchObject({ email: 'klara@example.com', returnUrl: `${storefrontUrl(deShop)}/collections/all` });
    const second = await h.call('POST', '/authentication/validate-magic-link', { token: anon.idToken, data });
    expect([second.status, second.body.error.code]).toEqual([400, 'used_link']);
  });

  it('refuses unknown, expired and foreign-return links', async () => {
    const anon = await h.anonymous();
    const unknown = await h.call('POST', '/authentication/validate-magic-link', {
      token: anon.idToken,
      data: { shopId: deShop, token: 'x'.repeat(43) },
    });
    expect(unknown.body.error.code).toBe('invalid_link');

    await h.call('POST', '/authentication/create-magic-link', { token: anon.idToken, data: { shopId: deShop, email: 'late@example.com' } });
    h.setClockOffset(16 * 60_000);
    try {
      const late = await h.call('POST', '/authentication/validate-magic-link', {
        token: anon.idToken,
        data: { shopId: deShop, token: linkToken(h.mails.at(-1)!.link!) },
      });
      expect(late.body.error.code).toBe('expired_link');
    } finally {
      h.setClockOffset(0);
    }

    const evil = await h.call('POST', '/authentication/create-magic-link', {
      token: anon.idToken,
      data: { shopId: deShop, email: 'x@example.com', returnUrl: 'https://evil.example/steal' },
    });
    expect([evil.status, evil.body.error.code]).toEqual([400, 'invalid_return_url']);
  });
});

describe('check-customer', () => {
  it('merges the anonymous saves into the customer without losing or doubling anything', async () => {
    const anon = await h.anonymous();
    const as = (path: string, data: Record<string, unknown>) => h.call('POST', path, { token: anon.idToken, data: { shopId, ...data } });
    const blanket = 7400000015; // Jane already favorites it: must not be doubled
    const yogaMat = 7400000035;
    const mug = 7400000010;
    expect((await as('/saved/wishlist', { items: [{ productId: blanket }, { productId: String(yogaMat) }] })).status).toBe(200);
    expect((await as('/saved/cart', { items: [{ productId: mug, variantId: 41000000090 }] })).status).toBe(200);
    const gifts = await as('/saved/wishlist-collection', { collection: { name: 'gift ideas', items: [{ productId: yogaMat }] } });
    const own = await as('/saved/wishlist-collection', { collection: { name: 'Anon picks', items: [{ productId: mug }] } });
    expect([gifts.status, own.status]).toEqual([200, 200]);

    const jane = await h.signIn('jane@example.com', { anonymous: anon });
    const mine = (path: string) => h.call('POST', path, { token: jane.idToken, data: { shopId } });
    const wishlist = (await mine('/saved/wishlist/items')).body.items as { productId: number }[];
    const ids = wishlist.map((i) => i.productId);
    expect(ids).toEqual(expect.arrayContaining([blanket, yogaMat]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(5); // 4 seeded + the yoga mat
    const cart = (await mine('/saved/cart/items')).body.items as { productId: number; variantId: number }[];
    expect(cart).toContainEqual(expect.objectContaining({ productId: mug, variantId: 41000000090 }));

    const collections = (await mine('/saved/wishlist-collections')).body.collections as any[];
    h.expectSchema('saved-wishlist-collections', { collections });
    const byName = Object.fromEntries(collections.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Anon picks', 'Gift ideas', 'Kitchen wishlist']);
    expect(byName['Gift ideas'].items.map((i: any) => i.productId)).toContain(yogaMat);
    expect(byName['Anon picks']).toMatchObject({ uuid: own.body.collection.uuid, isOwner: true });

    // The anonymous identity no longer holds anything.
    const left = await h.call('POST', '/saved/wishlist/items', { token: anon.idToken, data: { shopId } });
    expect(left.body.items).toEqual([]);
  });

  it('creates a new customer on first sign-in and reports it', async () => {
    const anon = await h.anonymous();
    const user = await h.signIn('new.shopper@example.com', { anonymous: anon, acceptsMarketing: true });
    expect(user.customerId).toMatch(/^\d+$/);
    const customer = await h.call('GET', `/customer/${shopId}/${user.customerId}`, { token: user.idToken });
    expect(customer.body.customer).toMatchObject({ email: 'new.shopper@example.com', acceptsMarketing: true, addresses: [] });
  });

  it('requires a signed-in user whose email matches', async () => {
    const anon = await h.anonymous();
    const data = { shopId, customerEmail: 'jane@example.com', anonUserId: anon.uid };
    const anonymous = await h.call('POST', '/member/check-customer', { token: anon.idToken, data });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([403, 'sign_in_required']);
    const sam = await h.signIn('sam@example.com');
    const mismatch = await h.call('POST', '/member/check-customer', { token: sam.idToken, data });
    expect([mismatch.status, mismatch.body.error.code]).toEqual([403, 'email_mismatch']);
    const ok = await h.call('POST', '/member/check-customer', { token: sam.idToken, data: { shopId, customerEmail: 'SAM@example.com' } });
    expect(ok.status).toBe(200);
    h.expectSchema('member-check-customer', ok.body);
    expect(ok.body).toMatchObject({ customerId: '6000000002', email: 'sam@example.com', created: false });
  });
});

describe('shop login (Multipass) and unverified emails', () => {
  it('returns a Multipass URL the storefront can read', async () => {
    const jane = await h.signIn('jane@example.com');
    const reply = await h.call('POST', `/member/${shopId}/shopify/login`, { token: jane.idToken, data: { shopId, returnUrl: '/account' } });
    expect(reply.status).toBe(200);
    h.expectSchema('member-shopify-login', reply.body);
    const prefix = `${storefrontUrl(shopId)}/account/login/multipass/`;
    expect(reply.body.url.startsWith(prefix)).toBe(true);
    const secret = (await getShop(h.db, shopId))!.multipassSecret!;
    const customer = readMultipassToken(secret, reply.body.url.slice(prefix.length));
    expect(customer).toMatchObject({ email: 'jane@example.com', identifier: '6000000001', return_to: `${storefrontUrl(shopId)}/account` });
  });

  it('answers 401 multipass_key_missing for a shop without a key, 403 without a customer', async () => {
    const user = await h.signIn('nokey.shopper@example.com', { shopId: 'demo-store-nokey' });
    const noKey = await h.call('POST', '/member/demo-store-nokey/shopify/login', { token: user.idToken, data: { shopId: 'demo-store-nokey' } });
    expect([noKey.status, noKey.body.error.code]).toEqual([401, 'multipass_key_missing']);
    h.expectSchema('error', noKey.body);
    const notLinked = await h.call('POST', '/member/demo-store-de/shopify/login', { token: user.idToken, data: { shopId: 'demo-store-de' } });
    expect([notLinked.status, notLinked.body.error.code]).toEqual([403, 'customer_required']);
    const anon = await h.anonymous();
    expect((await h.call('POST', `/member/${shopId}/shopify/login`, { token: anon.idToken, data: { shopId } })).status).toBe(403);
  });

  it('records unverified emails with the same checks', async () => {
    const anon = await h.anonymous();
    const ok = await h.call('POST', '/member/unverified', { token: anon.idToken, data: { shopId, email: 'later@example.com' } });
    expect(ok.body).toEqual({ ok: true });
    h.expectSchema('member-unverified', ok.body);
    const bad = await h.call('POST', '/member/unverified', { token: anon.idToken, data: { shopId, email: 'later@' } });
    expect(bad.body.error.code).toBe(100);
  });
});

describe('auth emulator', () => {
  it('stops with its whole process group', async () => {
    const own = await startAuthEmulator({ own: true });
    await expect(fetch(`http://${own.host}/`, { signal: AbortSignal.timeout(2000) })).resolves.toHaveProperty('ok', true);
    await own.stop();
    await expect(fetch(`http://${own.host}/`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });
});
