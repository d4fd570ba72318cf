// The sample third-party providers on the storefront origin: Retextion login, gift card, points.
import Multipassify from 'multipassify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../catalog/index.ts';
import { GIFT_CARD_ACCESS_TOKEN } from './providers.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
});
afterAll(() => store?.stop());

async function loggedInClient(email: string) {
  const client = createClient(store.url);
  const secret = shops.find((s) => s.shopId === 'demo-store')!.multipassSecret!;
  await client.get(`/account/login/multipass/${new Multipassify(secret).encode({ email })}`);
  const [row] = await store.db.query<{ id: string }>("select id from customers where shop_id = 'demo-store' and email = $1", [email]);
  return { client, customerId: row!.id };
}

describe('POST /apps/retextion/login', () => {
  it('gives the logged-in shop customer a token', async () => {
    const { client, customerId } = await loggedInClient('subscriber@example.com');
    const response = await client.postJson('/apps/retextion/login', { customerId });
    expect(response.status).toBe(200);
    expect((await response.json()).token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 to anonymous visitors and for another customer id', async () => {
    const anonymous = await createClient(store.url).postJson('/apps/retextion/login', { customerId: '6000000001' });
    expect(anonymous.status).toBe(401);
    const { client } = await loggedInClient('someone@example.com');
    expect((await client.postJson('/apps/retextion/login', { customerId: '6000000001' })).status).toBe(401);
  });
});

describe('GET /devstore/providers/gift-card', () => {
  const url = `/devstore/providers/gift-card?customer_id=6000000001&shop_url=${encodeURIComponent('https://demo-store.myshopify.com')}`;

  it('answers the card for a valid access token, the same every time', async () => {
    const client = createClient(store.url);
    const response = await client.get(url, { headers: { 'X-Access-Token': GIFT_CARD_ACCESS_TOKEN } });
    expect(response.status).toBe(200);
    const card = await response.json();
    expect(card).toEqual({
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      gift_card_id: expect.any(String),
      expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      code: expect.any(String),
    });
    const again = await (await client.get(url, { headers: { 'X-Access-Token': GIFT_CARD_ACCESS_TOKEN } })).json();
    expect(again).toEqual(card);
  });

  it('accepts the access token configured in the shop credit settings', async () => {
    const token = (shops.find((s) => s.shopId === 'demo-store')!.settings.credit as { accessToken: string }).accessToken;
    expect((await createClient(store.url).get(url, { headers: { 'X-Access-Token': token } })).status).toBe(200);
  });

  it('refuses a missing or wrong token (401) and a missing customer (400)', async () => {
    const client = createClient(store.url);
    expect((await client.get(url)).status).toBe(401);
    expect((await client.get(url, { headers: { 'X-Access-Token': 'nope' } })).status).toBe(401);
    const noCustomer = await client.get('/devstore/providers/gift-card', { headers: { 'X-Access-Token': GIFT_CARD_ACCESS_TOKEN } });
    expect(noCustomer.status).toBe(400);
  });
});

describe('GET /devstore/providers/points', () => {
  it('answers a stable points balance per customer', async () => {
    const client = createClient(store.url);
    const first = await (await client.get('/devstore/providers/points?customer_id=6000000001')).json();
    expect(first).toEqual({ points: expect.any(Number) });
    expect(await (await client.get('/devstore/providers/points?customer_id=6000000001')).json()).toEqual(first);
    expect((await client.get('/devstore/providers/points')).status).toBe(400);
  });
});
