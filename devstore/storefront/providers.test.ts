// The sample third-party providers on the storefront origin: Retextion login, gift card, points.
import Multipassify from 'multipassify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../catalog/index.ts';
import { GIFT_CARD_ACCESS_TOKEN, giftCardFor } from './providers.ts';
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
  const shopUrl = encodeURIComponent('https://demo-store.myshopify.com');
  const urlFor = (customerId: string) => `/devstore/providers/gift-card?customer_id=${customerId}&shop_url=${shopUrl}`;
  const withToken = (token = GIFT_CARD_ACCESS_TOKEN) => ({ headers: { 'X-Access-Token': token } });

  it('answers the logged-in customer their own card for a valid access token, the same every time', async () => {
    const { client, customerId } = await loggedInClient('jane@example.com');
    const response = await client.get(urlFor(customerId), withToken());
    expect(response.status).toBe(200);
    const card = await response.json();
    expect(card).toEqual({
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      gift_card_id: expect.any(String),
      expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      code: expect.any(String),
    });
    expect(card).toEqual(giftCardFor(customerId));
    const again = await (await client.get(urlFor(customerId), withToken())).json();
    expect(again).toEqual(card);
  });

  it('accepts the access token configured in the shop credit settings', async () => {
    const { client, customerId } = await loggedInClient('jane@example.com');
    const token = (shops.find((s) => s.shopId === 'demo-store')!.settings.credit as { accessToken: string }).accessToken;
    expect((await client.get(urlFor(customerId), withToken(token))).status).toBe(200);
  });

  it("never hands out another customer's card, even with the shared token: 403 for a visitor and for someone else", async () => {
    const victim = '6000000001';
    const victimCode = giftCardFor(victim).code;
    const anonymous = await createClient(store.url).get(urlFor(victim), withToken());
    const { client: sam, customerId: samId } = await loggedInClient('sam@example.com');
    expect(samId).not.toBe(victim);
    const other = await sam.get(urlFor(victim), withToken());
    for (const response of [anonymous, other]) {
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain(victimCode);
    }
    // Sam still gets his own.
    expect((await sam.get(urlFor(samId), withToken())).status).toBe(200);
  });

  it('refuses a missing or wrong token (401) and a missing customer (400)', async () => {
    const { client, customerId } = await loggedInClient('jane@example.com');
    expect((await client.get(urlFor(customerId))).status).toBe(401);
    expect((await client.get(urlFor(customerId), withToken('nope'))).status).toBe(401);
    const noCustomer = await client.get('/devstore/providers/gift-card', withToken());
    expect(noCustomer.status).toBe(400);
  });
});

describe('GET /devstore/providers/points', () => {
  it('answers the logged-in customer a stable points balance, and nobody else', async () => {
    const { client, customerId } = await loggedInClient('jane@example.com');
    const url = `/devstore/providers/points?customer_id=${customerId}`;
    const first = await (await client.get(url)).json();
    expect(first).toEqual({ points: expect.any(Number) });
    expect(await (await client.get(url)).json()).toEqual(first);
    expect((await client.get('/devstore/providers/points')).status).toBe(400);
    expect((await createClient(store.url).get(url)).status).toBe(403);
    const { client: sam } = await loggedInClient('sam@example.com');
    expect((await sam.get(url)).status).toBe(403);
  });
});
