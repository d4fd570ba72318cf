// Shopify's order status page URL, as the stand-in answers it, on the demo storefront: a redirect to the widget's
// order confirmation with the order's key; an unknown token or another shop's number is the store's 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusPageUrl } from '../shopify-admin/resolvers.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
});
afterAll(() => store?.stop());

describe('GET /{shopNumericId}/orders/{token}/authenticate', () => {
  it("sends the buyer to the widget's confirmation of that order, in its shop", async () => {
    const [order] = await store.db.query<{ id: string; shop_id: string; pass: string }>("select id, shop_id, pass from orders where shop_id = 'demo-store-de' limit 1");
    const url = new URL(statusPageUrl(store.url, order!.shop_id, order!));
    const response = await createClient(store.url).get(`${url.pathname}${url.search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/?shop=demo-store-de#status-confirmation:${order!.id}+${order!.pass}`);
  });

  it("answers 404 for a token no order has, another shop's number, or no key", async () => {
    const [order] = await store.db.query<{ id: string; shop_id: string; pass: string }>("select id, shop_id, pass from orders where shop_id = 'demo-store' limit 1");
    const url = new URL(statusPageUrl(store.url, order!.shop_id, order!));
    const other = new URL(statusPageUrl(store.url, 'demo-store-de', order!));
    const client = createClient(store.url);
    for (const path of [
      url.pathname.replace(/orders\/[0-9a-f]{32}/, `orders/${'0'.repeat(32)}`) + url.search,
      `${other.pathname}${other.search}`,
      url.pathname,
    ]) {
      expect((await client.get(path)).status, path).toBe(404);
    }
  });
});
