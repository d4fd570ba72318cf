// The customer routes over the shop's store (Commerce, here the devstore's Admin API stand-in): what reaches
// Shopify for the profile, tags, consent, addresses, check-customer, the app proxy and the Multipass login; what
// stays in Status's own row; how the store's refusals (400 store_refused, field by field), throttling and outages
// reach the widget. The routes' everyday answers are in cases/customer.cases.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedProxyQuery } from '../devstore/storefront/app-proxy';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { readMultipassToken } from './multipass';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const address = { firstName: 'Ada', lastName: 'Lee', address1: '1 Ferry Building', city: 'San Francisco', country: 'US', state: 'CA', postcode: '94111' };
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } }, storageLimits: { addressesPerCustomer: 3 } } });
});
afterAll(async () => {
  await h?.stop();
});

const operations = () => h.shopifyAdmin.costs.map((c) => c.operationName ?? '');
/** The operations a call sent to the store. */
async function sent<T>(call: () => Promise<T>): Promise<{ reply: T; ops: string[] }> {
  const before = h.shopifyAdmin.costs.length;
  const reply = await call();
  return { reply, ops: operations().slice(before) };
}
let n = 0;
const newEmail = (name: string) => `${name}-${Date.now()}-${++n}@example.com`;

describe('customer through the store', () => {
  it("reads the customer from Shopify's Admin API, and birthday, custom fields and answers from Status's row", async () => {
    const ada = await h.signIn(newEmail('ada'));
    await h.db.query(`update customers set birthday = '1990-04-12', custom_fields = '{"shoeSize": 41}', personalizations = '{"color": "red"}' where id = $1`, [ada.customerId]);
    const { reply, ops } = await sent(() => h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken }));
    expect(reply.status).toBe(200);
    h.expectSchema('customer-get', reply.body);
    expect(ops).toEqual(['Customer']);
    expect(reply.body.customer).toMatchObject({ customerId: ada.customerId, birthday: '1990-04-12', customFields: { shoeSize: 41 }, personalizations: { color: 'red' }, addresses: [] });
  });

  it('sends names and phone to customerUpdate, consent to its own mutation; keeps birthday and custom fields in Status', async () => {
    const ada = await h.signIn(newEmail('ada'));
    const { reply, ops } = await sent(() =>
      h.call('PUT', `/customer/${shopId}/${ada.customerId}`, {
        token: ada.idToken,
        data: { shopId, customFields: { firstName: ' Ada ', lastName: 'Lovelace', phone: '(555) 123-4567', birthday: '1815-12-10', acceptsMarketing: true, shoeSize: 41 } },
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    h.expectSchema('customer-update', reply.body);
    expect(ops).toEqual(['CustomerUpdate', 'CustomerEmailMarketingConsentUpdate']);
    expect(reply.body.customer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '(555) 123-4567', birthday: '1815-12-10', acceptsMarketing: true, customFields: { shoeSize: 41 } });
    // Preferences alone touch only Status's row, then read the customer back.
    const prefs = await sent(() => h.call('PUT', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken, data: { shopId, personalizations: { color: 'blue' } } }));
    expect(prefs.ops).toEqual(['Customer']);
    expect(prefs.reply.body.customer.personalizations).toEqual({ color: 'blue' });
    // Tags: the customer is read first (the store's own tags stay), then the answer tags are written.
    const tags = await sent(() => h.call('PUT', `/customer/${shopId}/${ada.customerId}/tags`, { token: ada.idToken, data: { shopId, tags: ['interests:home', 'vip'] } }));
    expect([tags.reply.status, tags.reply.body, tags.ops]).toEqual([200, { tags: ['interests:home'] }, ['Customer', 'CustomerUpdate']]);
  });

  it("answers the store's refusal of personal info as 400 store_refused, the API's words and the field, nothing saved", async () => {
    const ada = await h.signIn(newEmail('ada'));
    const reply = await h.call('PUT', `/customer/${shopId}/${ada.customerId}`, {
      token: ada.idToken,
      data: { shopId, customFields: { phone: 'call me maybe', shoeSize: 40 } },
    });
    expect(reply.status).toBe(400);
    h.expectSchema('error', reply.body);
    expect(reply.body.error).toEqual({ code: 'store_refused', message: 'Unable to save personal info', fields: [{ path: 'data.customFields.phone', message: 'Phone is invalid' }] });
    const after = await h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken });
    expect(after.body.customer.customFields).toEqual({});
  });
});

describe('addresses through the store', () => {
  it('creates, edits, makes default and deletes with the address mutations', async () => {
    const ada = await h.signIn(newEmail('ada'));
    const base = `/customer/${shopId}/${ada.customerId}/address`;
    const created = await sent(() => h.call('POST', base, { token: ada.idToken, data: { shopId, address: { ...address, state: 'California', phone: '' } } }));
    expect(created.reply.status, JSON.stringify(created.reply.body)).toBe(200);
    h.expectSchema('customer-address-create', created.reply.body);
    expect(created.ops).toEqual(['Customer', 'CustomerAddressCreate', 'CustomerDefaultAddress']);
    expect(created.reply.body.address).toEqual({ ...address, addressId: created.reply.body.address.addressId, isDefault: true }); // the state's name became its code
    const second = await h.call('POST', base, { token: ada.idToken, data: { shopId, address: { ...address, address1: '2 Pier' } } });
    expect(second.body.address.isDefault).toBe(false);
    const edited = await sent(() => h.call('PUT', `${base}/${second.body.address.addressId}`, { token: ada.idToken, data: { shopId, address: { ...address, address1: '3 Pier', isDefault: true } } }));
    expect(edited.ops).toEqual(['CustomerAddressUpdate', 'CustomerDefaultAddress']);
    expect(edited.reply.body.address).toMatchObject({ address1: '3 Pier', isDefault: true });
    const deleted = await sent(() => h.call('DELETE', `${base}/${second.body.address.addressId}`, { token: ada.idToken }));
    expect([deleted.reply.status, deleted.ops]).toEqual([200, ['CustomerAddressDelete']]);
    const customer = (await h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken })).body.customer;
    expect(customer.addresses.map((a: { address1: string }) => a.address1)).toEqual(['1 Ferry Building']);
    expect(customer.defaultAddressId).toBe(created.reply.body.address.addressId);
    // Unknown addresses, in either id form, are 404s (the store says it has none, or the id is not one).
    for (const id of ['00000000-0000-4000-8000-000000000000', '123456']) {
      expect((await h.call('DELETE', `${base}/${id}`, { token: ada.idToken })).status).toBe(404);
    }
    expect((await h.call('DELETE', `${base}/not-an-id`, { token: ada.idToken })).status).toBe(404);
  });

  it("answers an address the store holds without the form's required fields (a merchant's) without them, schema-valid", async () => {
    const ada = await h.signIn(newEmail('ada'));
    // Entered in the store, not through the form: no last name, city or postcode.
    await h.db.query(`insert into addresses (customer_id, fields, is_default) values ($1, '{"firstName": "Ada", "address1": "1 Quay", "country": "GB"}', true)`, [ada.customerId]);
    const reply = await h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken });
    expect(reply.status).toBe(200);
    h.expectSchema('customer-get', reply.body);
    expect(reply.body.customer.addresses).toEqual([{ firstName: 'Ada', address1: '1 Quay', country: 'GB', addressId: expect.any(String), isDefault: true }]);
  });

  it("answers an address Shopify rejects with 400 store_refused: 'Unable to save address' and each field in the form's names", async () => {
    const ada = await h.signIn(newEmail('ada'));
    const { reply, ops } = await sent(() =>
      h.call('POST', `/customer/${shopId}/${ada.customerId}/address`, { token: ada.idToken, data: { shopId, address: { ...address, state: 'ZZ', postcode: '9411' } } }),
    );
    expect(reply.status).toBe(400);
    h.expectSchema('error', reply.body);
    expect(reply.body.error).toEqual({
      code: 'store_refused',
      message: 'Unable to save address',
      fields: [
        { path: 'data.address.state', message: 'Province is not valid for United States' },
        { path: 'data.address.postcode', message: 'Zip is invalid for United States' },
      ],
    });
    expect(ops).toEqual(['Customer', 'CustomerAddressCreate']);
    // A country the form does not offer is refused before the store is asked.
    const unknown = await sent(() => h.call('POST', `/customer/${shopId}/${ada.customerId}/address`, { token: ada.idToken, data: { shopId, address: { ...address, country: 'Atlantis' } } }));
    expect([unknown.reply.status, unknown.reply.body.error.message, unknown.ops]).toEqual([400, 'data.address.country: not a country of GET /init/countries', []]);
  });

  it("keeps Status's cap (3 here) before calling the store: the 4th address is 409 without a mutation", async () => {
    const ada = await h.signIn(newEmail('ada'));
    const post = (i: number) => h.call('POST', `/customer/${shopId}/${ada.customerId}/address`, { token: ada.idToken, data: { shopId, address: { ...address, address1: `${i} Pier` } } });
    // Sent together: one creation at a time per customer, so they cannot pass the cap together.
    const replies = await Promise.all([1, 2, 3, 4, 5].map(post));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    const { reply, ops } = await sent(() => post(6));
    expect([reply.status, reply.body.error.code, ops]).toEqual([409, 'limit_reached', ['Customer']]);
  });
});

describe('sign-in links through the store', () => {
  it('check-customer finds the store customer by email, or creates it there, and records a consent there', async () => {
    const email = newEmail('new');
    const first = await sent(() => h.signIn(email));
    expect(first.ops).toEqual(['CustomerByEmail', 'CustomerCreate']);
    const again = await sent(() => h.signIn(email, { acceptsMarketing: true }));
    expect(again.ops).toEqual(['CustomerByEmail', 'CustomerEmailMarketingConsentUpdate']);
    expect(again.reply.customerId).toBe(first.reply.customerId);
    const customer = await h.call('GET', `/customer/${shopId}/${again.reply.customerId}`, { token: again.reply.idToken });
    expect(customer.body.customer).toMatchObject({ email, acceptsMarketing: true });
  });

  it("the app proxy looks the logged-in customer up in the store; Multipass logs in with the store's names", async () => {
    const email = newEmail('ada');
    const ada = await h.signIn(email);
    const query = signedProxyQuery(new URLSearchParams({ source: 'widget' }), { shop: `${shopId}.myshopify.com`, customerId: ada.customerId, now: Date.now() }, DEV_APP_PROXY_SECRET);
    const link = await sent(() => h.call('POST', `/proxy/link?${query}`, { body: JSON.stringify({ idToken: ada.idToken }) }));
    expect([link.reply.status, link.reply.body, link.ops]).toEqual([200, { linked: true, customerId: ada.customerId }, ['Customer']]);

    await h.call('PUT', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken, data: { shopId, customFields: { firstName: 'Ada', lastName: 'Byron' } } });
    const login = await sent(() => h.call('POST', `/member/${shopId}/shopify/login`, { token: ada.idToken, data: { shopId } }));
    expect([login.reply.status, login.ops]).toEqual([200, ['Customer']]);
    const [shop] = await h.db.query<{ multipass_secret: string }>('select multipass_secret from shops where id = $1', [shopId]);
    const token = decodeURIComponent(String(login.reply.body.url).split('/multipass/')[1]!);
    expect(readMultipassToken(shop!.multipass_secret, token)).toMatchObject({ email, first_name: 'Ada', last_name: 'Byron', identifier: ada.customerId });
  });
});

describe("the store's failures", () => {
  it('answers 503 store_busy while Shopify throttles, 502 store_unavailable while it cannot be reached', async () => {
    const ada = await h.signIn(newEmail('ada'));
    h.shopifyAdmin.throttleNext(5); // the first try and all 4 retries
    const busy = await h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken });
    expect([busy.status, busy.body.error.code]).toEqual([503, 'store_busy']);
    h.expectSchema('error', busy.body);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await h.shopifyAdmin.stop();
    const down = await h.call('POST', `/customer/${shopId}/${ada.customerId}/address`, { token: ada.idToken, data: { shopId, address } });
    expect([down.status, down.body.error.code]).toEqual([502, 'store_unavailable']);
    h.expectSchema('error', down.body);
    await h.restart(); // a new stand-in
    expect((await h.call('GET', `/customer/${shopId}/${ada.customerId}`, { token: ada.idToken })).status).toBe(200);
  });
});
