// The sample third-party providers on the storefront origin: Retextion login and pages, gift card, Stamp Club points.
import Multipassify from 'multipassify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../catalog/index.ts';
import { giftCardFor } from './providers.ts';
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

describe('GET /devstore/providers/gift-card (called by the reference API, server to server)', () => {
  const shopUrl = encodeURIComponent('https://demo-store.myshopify.com');
  const urlFor = (customerId: string, shop = 'demo-store') => `/devstore/providers/gift-card?customer_id=${customerId}&shop_url=${shopUrl}&shop=${shop}`;
  const tokenOf = (shopId: string) => (shops.find((s) => s.shopId === shopId)!.settings.credit as { accessToken: string }).accessToken;
  const withToken = (token = tokenOf('demo-store')) => ({ headers: { 'X-Access-Token': token } });

  it("answers a customer's card for the shop's own access token, the same every time", async () => {
    const client = createClient(store.url);
    const response = await client.get(urlFor('6000000001'), withToken());
    expect(response.status).toBe(200);
    const card = await response.json();
    expect(card).toEqual({
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      gift_card_id: expect.any(String),
      expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      code: expect.any(String),
    });
    expect(card).toEqual(giftCardFor('6000000001'));
    expect(await (await client.get(urlFor('6000000001'), withToken())).json()).toEqual(card);
  });

  it("refuses a missing or wrong token, another shop's token and the old shared demo token (401), a missing customer (400)", async () => {
    const client = createClient(store.url);
    const victimCode = giftCardFor('6000000001').code;
    for (const headers of [{}, withToken('nope'), withToken(tokenOf('demo-store-de')), withToken('demo-gift-token')]) {
      const response = await client.get(urlFor('6000000001'), headers);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(victimCode);
    }
    // A shop without a token (credit off) refuses every call.
    expect((await client.get(urlFor('6000000001', 'demo-store-nokey'), withToken())).status).toBe(401);
    expect((await client.get('/devstore/providers/gift-card?shop=demo-store', withToken())).status).toBe(400);
  });
});

describe('Retextion pages', () => {
  it('the login page and the subscriptions page (the customer’s own only)', async () => {
    const login = await createClient(store.url).get('/apps/retextion/login?store=devstore');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('Sign in to manage your subscriptions');
    const { client, customerId } = await loggedInClient('subscriber@example.com');
    expect(await (await client.get(`/devstore/providers/subscriptions?customerId=${customerId}`)).text()).toContain('Next delivery');
    expect(await (await client.get('/devstore/providers/subscriptions?customerId=6000000001')).text()).not.toContain('Next delivery');
  });
});

describe('GET /apps/stamp-club/points', () => {
  it('answers the logged-in customer a stable points balance, and nobody else', async () => {
    const { client, customerId } = await loggedInClient('jane@example.com');
    const url = `/apps/stamp-club/points?customer_id=${customerId}`;
    const first = await (await client.get(url)).json();
    expect(first).toEqual({ points: expect.any(Number) });
    expect(await (await client.get(url)).json()).toEqual(first);
    expect((await client.get('/apps/stamp-club/points')).status).toBe(400);
    expect((await createClient(store.url).get(url)).status).toBe(403);
    const { client: sam } = await loggedInClient('sam@example.com');
    expect((await sam.get(url)).status).toBe(403);
  });
});
