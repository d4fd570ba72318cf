// Nothing a shopper or a script sends grows without bound: every shopper write takes a slot of the per-user
// write limit, each stored field and row has a size, each list a length, and fresh anonymous users are counted
// per client IP (server/README.md, "Limits" and "Sizes"). Refusals name the field and the limit and
// leave everything as it was. The collection and saved-list caps are lowered here so a test stays small.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAnonymously } from '../devstore/auth/test-tokens';
import { collections } from '../devstore/catalog/collections';
import { signedProxyQuery } from '../devstore/storefront/app-proxy';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { DEFAULT_STORAGE_LIMITS } from './limits';
import { DEFAULT_LIMITS } from './rate-limit';
import { describeTally, type Harness, type Reply, startHarness } from './test-harness';

// The per-IP rule of fresh anonymous users (rate-limit.ts anonymousUidsPerIp).
const ANON_LIMIT = (DEFAULT_LIMITS as Record<string, { limit: number }>).anonymousUidsPerIp?.limit ?? 20;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ api: { trustProxy: true, storageLimits: { collectionsPerOwner: 3, itemsPerCollection: 4, savedItemsPerList: 5 } } });
});
afterAll(async () => {
  console.log(describeTally('storage limits', h.tally));
  await h?.stop();
});

const shopId = 'demo-store';
let ipCounter = 0;
/** A client IP of its own (TEST-NET-2), sent as the proxy would. */
const newIp = () => `198.51.100.${++ipCounter}`;
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const anonymous = () => signInAnonymously(h.emulator.host);
const address = { firstName: 'Sam', lastName: 'Lee', address1: '1 Ferry Building', city: 'San Francisco', country: 'US', state: 'CA', postcode: '94111' };

function expectRefused(reply: Reply, status: number, code: string, ...mentions: (string | number)[]): void {
  expect([reply.status, reply.body?.error?.code], JSON.stringify(reply.body)).toEqual([status, code]);
  h.expectSchema('error', reply.body);
  for (const part of mentions) expect(reply.body.error.message).toContain(String(part));
}

async function customer(name: string) {
  const user = await h.signIn(unique(name));
  const path = `/customer/${shopId}/${user.customerId}`;
  return {
    ...user,
    put: (data: Record<string, unknown>) => h.call('PUT', path, { token: user.idToken, data: { shopId, ...data } }),
    get: async () => (await h.call('GET', path, { token: user.idToken })).body.customer,
    addAddress: (fields: Record<string, unknown> = address) => h.call('POST', `${path}/address`, { token: user.idToken, data: { shopId, address: fields } }),
  };
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const fields = (prefix: string, n: number, value: (i: number) => unknown = (i) => i) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, value(i)]));

describe('every shopper write takes a slot of the write limit', () => {
  it('refuses the 61st POST /saved/collections of one user within a minute with 429', async () => {
    const user = await anonymous();
    const ip = newIp();
    const post = () => h.call('POST', '/saved/collections', { token: user.idToken, data: { shopId, collectionId: collections[0]!.id }, headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.writesPerUser.limit; i++) statuses.push((await post()).status);
    expect(statuses.filter((s) => s !== 200), JSON.stringify(statuses)).toEqual([]);
    expectRefused(await post(), 429, 'rate_limited');
    console.log(`POST /saved/collections: tried ${statuses.length + 1}, 200: ${statuses.length}, 429: 1`);
    // The collection views stored are one per collection, not one per call.
    const [row] = await h.db.query<{ n: number }>('select count(*)::int as n from collection_views where owner = $1', [`user:${user.uid}`]);
    expect(row!.n).toBe(1);
  });

  it(`counts address creation: 50 addresses, then 409 limit_reached, then 429 once the customer's 60 writes are used`, async () => {
    const sam = await customer('addresses'); // its check-customer was one write
    const statuses: number[] = [];
    for (let i = 1; i < DEFAULT_LIMITS.writesPerUser.limit; i++) statuses.push((await sam.addAddress({ ...address, address1: `${i} Ferry Building` })).status);
    const limit = DEFAULT_STORAGE_LIMITS.addressesPerCustomer;
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 409)).toBe(true);
    const full = await sam.addAddress();
    expectRefused(full, 429, 'rate_limited');
    console.log(`POST …/address: tried ${statuses.length + 1}, 200: ${limit}, 409: ${statuses.length - limit}, 429: 1`);
    expect((await sam.get()).addresses).toHaveLength(limit);
  });
  it('counts POST /proxy/link (the app proxy link, whose token is in the body) against the same limit', async () => {
    const ann = await customer('proxy-link');
    const query = signedProxyQuery(new URLSearchParams({ source: 'widget' }), { shop: 'demo-store.myshopify.com', customerId: ann.customerId, now: Date.now() }, DEV_APP_PROXY_SECRET);
    const link = () => h.call('POST', `/proxy/link?${query}`, { body: JSON.stringify({ idToken: ann.idToken }) });
    const statuses: number[] = [];
    for (let i = 1; i < DEFAULT_LIMITS.writesPerUser.limit; i++) statuses.push((await link()).status); // check-customer was one
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expectRefused(await link(), 429, 'rate_limited');
  });
});

describe('custom fields (PUT /customer/{shopId}/{customerId} customFields)', () => {
  it(`keeps at most ${DEFAULT_STORAGE_LIMITS.customFieldsKeys} fields: the 51st is refused whole (409), null removes one`, async () => {
    const jo = await customer('fields');
    expect((await jo.put({ customFields: fields('f', 25) })).status).toBe(200);
    expect((await jo.put({ customFields: fields('g', 25) })).status).toBe(200);
    const refused = await jo.put({ customFields: { extra: 1, firstName: 'Jo' }, personalizations: { colour: 'red' } });
    expectRefused(refused, 409, 'limit_reached', 'data.customFields', DEFAULT_STORAGE_LIMITS.customFieldsKeys);
    const after = await jo.get();
    expect(Object.keys(after.customFields)).toHaveLength(50);
    expect(after.firstName).toBeNull(); // nothing of the refused request was saved
    expect(after.personalizations).toEqual({});
    // Updating a field already kept is fine; null removes a custom field and makes room.
    expect((await jo.put({ customFields: { f0: 'changed' } })).status).toBe(200);
    const freed = await jo.put({ customFields: { f1: null, extra: 1 } });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    expect(freed.body.customer.customFields).not.toHaveProperty('f1');
    expect(freed.body.customer.customFields).toMatchObject({ f0: 'changed', extra: 1 });
  });

  it(`caps the stored fields at ${DEFAULT_STORAGE_LIMITS.customFieldsBytes} bytes: 55 PUTs of new 2,000-character fields leave the row under it`, async () => {
    const kim = await customer('bytes');
    // One request over the cap by itself is a bad request; the attack's pattern is many small ones.
    expectRefused(await kim.put({ customFields: fields('big', 9, () => 'x'.repeat(2000)) }), 400, 'invalid_request', 'data.customFields', DEFAULT_STORAGE_LIMITS.customFieldsBytes);
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) statuses.push((await kim.put({ customFields: fields(`r${i}_`, 7, () => 'x'.repeat(2000)) })).status);
    const stored = (await kim.get()).customFields;
    const [row] = await h.db.query<{ n: number }>('select octet_length(custom_fields::text)::int as n from customers where id = $1', [kim.customerId]);
    console.log(`customFields flood: tried 55, 200: ${statuses.filter((s) => s === 200).length}, 409: ${statuses.filter((s) => s === 409).length}; stored ${bytes(stored)} bytes (${row!.n} as jsonb text)`);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 409)).toBe(true);
    expect(bytes(stored)).toBeLessThanOrEqual(DEFAULT_STORAGE_LIMITS.customFieldsBytes);
    expect(Object.keys(stored)).toHaveLength(7);
  });

  it('keeps a field name and a value short (the request schema: 100 and 2,000 characters)', async () => {
    const al = await customer('lengths');
    expectRefused(await al.put({ customFields: { ['k'.repeat(101)]: 1 } }), 400, 'invalid_request', 'data.customFields');
    expectRefused(await al.put({ customFields: { note: 'x'.repeat(2001) } }), 400, 'invalid_request', 'data.customFields.note');
  });
});

describe('personalizations (PUT /customer/{shopId}/{customerId} personalizations)', () => {
  it(`keeps at most ${DEFAULT_STORAGE_LIMITS.personalizationsKeys} answers and ${DEFAULT_STORAGE_LIMITS.personalizationsBytes} bytes`, async () => {
    const lu = await customer('answers');
    expectRefused(await lu.put({ personalizations: fields('q', 101) }), 400, 'invalid_request', 'data.personalizations');
    expect((await lu.put({ personalizations: fields('q', 60) })).status).toBe(200);
    expect((await lu.put({ personalizations: fields('p', 40) })).status).toBe(200);
    expectRefused(await lu.put({ personalizations: { extra: 'yes' } }), 409, 'limit_reached', 'data.personalizations', DEFAULT_STORAGE_LIMITS.personalizationsKeys);
    expect((await lu.put({ personalizations: { q0: null, extra: 'yes' } })).status).toBe(200);
    expect(Object.keys((await lu.get()).personalizations)).toHaveLength(100);

    const mo = await customer('answer-bytes');
    const long = (i: number) => Array.from({ length: 10 }, (_, j) => `${i}-${j}-${'a'.repeat(990)}`);
    expectRefused(await mo.put({ personalizations: fields('big', 4, long) }), 400, 'invalid_request', 'data.personalizations', DEFAULT_STORAGE_LIMITS.personalizationsBytes);
    expect((await mo.put({ personalizations: fields('a', 3, long) })).status).toBe(200);
    expectRefused(await mo.put({ personalizations: fields('b', 1, long) }), 409, 'limit_reached', 'data.personalizations', DEFAULT_STORAGE_LIMITS.personalizationsBytes);
    expect(bytes((await mo.get()).personalizations)).toBeLessThanOrEqual(DEFAULT_STORAGE_LIMITS.personalizationsBytes);
  });
});

describe('addresses', () => {
  it('stores the form fields only: unknown keys in an address are dropped, not kept', async () => {
    const ed = await customer('address-keys');
    const reply = await ed.addAddress({ ...address, note: 'x'.repeat(5000), [`k${'y'.repeat(50)}`]: 'z' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.address).not.toHaveProperty('note');
    expect(Object.keys(reply.body.address).sort()).toEqual([...Object.keys(address), 'addressId', 'isDefault'].sort());
  });
});

describe('collections and saved lists (caps lowered to 3 collections, 4 items, 5 saved)', () => {
  const as = (user: SignedIn, ip: string) => ({ token: user.idToken, headers: { 'x-forwarded-for': ip } });
  const create = (user: SignedIn, ip: string, name: string, items: number[] = []) =>
    h.call('POST', '/saved/wishlist-collection', { ...as(user, ip), data: { shopId, collection: { name, items: items.map((productId) => ({ productId })) } } });

  it('refuses a collection past the owner\'s cap, and items past a collection\'s, with 409 and nothing saved', async () => {
    const [user, ip] = [await anonymous(), newIp()];
    expect((await create(user, ip, 'One', [7400000001, 7400000002, 7400000003, 7400000004])).status).toBe(200);
    expectRefused(await create(user, ip, 'Two', [7400000001, 7400000002, 7400000003, 7400000004, 7400000005]), 409, 'limit_reached', 'data.collection.items', 4);
    expect((await create(user, ip, 'Two')).status).toBe(200);
    expect((await create(user, ip, 'Three')).status).toBe(200);
    expectRefused(await create(user, ip, 'Four'), 409, 'limit_reached', 'collection', 3);
    const list = await h.call('POST', '/saved/wishlist-collections', { ...as(user, ip), data: { shopId } });
    expect(list.body.collections.map((c: { name: string }) => c.name).sort()).toEqual(['One', 'Three', 'Two']);

    // A full collection takes no more items through POST /saved/wishlist; the wishlist itself is left as it was.
    const one = list.body.collections.find((c: { name: string }) => c.name === 'One');
    const add = (productId: number) => h.call('POST', '/saved/wishlist', { ...as(user, ip), data: { shopId, items: [{ productId }], collectionUuid: one.uuid } });
    expectRefused(await add(7400000009), 409, 'limit_reached', 'items', 4);
    const wishlist = await h.call('POST', '/saved/wishlist/items', { ...as(user, ip), data: { shopId } });
    expect(wishlist.body.items.map((i: { productId: number }) => i.productId)).not.toContain(7400000009);
    expect((await add(7400000001)).status).toBe(200); // already in it: nothing grows
  });

  it('refuses a saved item past the list\'s cap (409); saving one again is fine', async () => {
    const [user, ip] = [await anonymous(), newIp()];
    const save = (productIds: number[]) => h.call('POST', '/saved/cart', { ...as(user, ip), data: { shopId, items: productIds.map((productId) => ({ productId })) } });
    expect((await save([7400000001, 7400000002, 7400000003, 7400000004, 7400000005])).status).toBe(200);
    expectRefused(await save([7400000006]), 409, 'limit_reached', 'data.items', 5);
    expect((await save([7400000001])).status).toBe(200);
    expect((await save([7400000001])).body.items).toHaveLength(5);
  });
});

describe('fresh anonymous users per client IP', () => {
  it(`lets ${ANON_LIMIT} new anonymous users write from one IP in an hour; the next is refused 429 until the hour has passed`, async () => {
    const ip = newIp();
    const limit = ANON_LIMIT;
    const users = await Promise.all(Array.from({ length: limit + 1 }, anonymous));
    const view = (user: SignedIn, from = ip) => h.call('POST', '/init/for-you', { token: user.idToken, data: { shopId, viewed: [7400000001] }, headers: { 'x-forwarded-for': from } });
    for (const user of users.slice(0, limit)) expect((await view(user)).status).toBe(200);
    const late = users.at(-1)!;
    expectRefused(await view(late), 429, 'rate_limited');
    expectRefused(await h.call('POST', '/saved/cart', { token: late.idToken, data: { shopId, items: [{ productId: 7400000001 }] }, headers: { 'x-forwarded-for': ip } }), 429, 'rate_limited');
    const event = { id: randomUUID(), event: 'foryou_tab_viewed', created_at: new Date().toISOString(), status_id: late.uid, shop_id: shopId };
    expectRefused(await h.call('POST', '/tracking/event/inject', { token: late.idToken, data: { shopId, events: { [event.id]: event } }, headers: { 'x-forwarded-for': ip } }), 429, 'rate_limited');
    // The ones already seen keep writing; another IP is not affected; a signed-in customer is not counted.
    expect((await view(users[0]!)).status).toBe(200);
    expect((await view(late, newIp())).status).toBe(200);
    const customer = await h.signIn(unique('behind-the-same-ip'));
    expect((await view(customer, ip)).status).toBe(200);
    // Neither the bookkeeping nor the limiter keeps the raw address.
    const stored = JSON.stringify([...(await h.db.query('select * from anonymous_writers')), ...(await h.db.query('select bucket from rate_limits'))]);
    expect(stored).not.toContain(ip);
    console.log(`fresh anonymous users from one IP: tried ${limit + 1}, 200: ${limit}, 429: 1`);
    try {
      h.setClockOffset(3_600_000 + 1000);
      expect((await view(await anonymous())).status).toBe(200);
    } finally {
      h.setClockOffset(0);
    }
  });
});
