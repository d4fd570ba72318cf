// Start-up calls (countries, For you, user init, product batch) and robustness: malformed bodies across
// endpoints are 4xx with a clear message (never 500), CORS for the storefront only, unknown routes 404.
import { describe, expect, it } from 'vitest';
import { STOREFRONT, type Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shopId = 'demo-store';

// Every call with a body; paths use ids that exist so a valid body would get past routing.
const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/authentication/create-otc'],
  ['POST', '/authentication/validate-otc'],
  ['POST', '/authentication/create-magic-link'],
  ['POST', '/authentication/validate-magic-link'],
  ['POST', '/member/check-customer'],
  ['POST', `/member/${shopId}/shopify/login`],
  ['POST', '/member/unverified'],
  ['PUT', `/customer/${shopId}/6000000001`],
  ['PUT', `/customer/${shopId}/6000000001/tags`],
  ['POST', `/customer/${shopId}/6000000001/address`],
  ['POST', '/init/for-you'],
  ['POST', '/products/batch'],
  ['POST', '/saved/collections'],
  ['POST', '/saved/cart'],
  ['POST', '/saved/cart/items'],
  ['POST', '/saved/wishlist'],
  ['POST', '/saved/wishlist/items'],
  ['POST', '/saved/wishlist-items'],
  ['POST', '/saved/wishlist-collections'],
  ['POST', '/saved/wishlist-collection'],
  ['POST', `/orders/${shopId}/orders`],
  ['POST', `/orders/${shopId}/order/5100000001/cancel`],
];

const MALFORMED: [string, string][] = [
  ['empty body', ''],
  ['not JSON', '{"data": '],
  ['an array', '[]'],
  ['a string', '"data"'],
  ['data null', '{"data":null}'],
  ['data without shopId', '{"data":{}}'],
  ['numeric shopId', '{"data":{"shopId":42}}'],
  ['shopId with spaces', '{"data":{"shopId":"demo store"}}'],
  ['wrong payload types', '{"data":{"shopId":"demo-store","email":7,"items":"x","otp":[1],"ids":1,"collection":[],"address":"x","tags":{},"customFields":[],"token":1,"customerEmail":false,"viewed":1,"pageCursor":5,"reason":"WHY"}}'],
  ['operator injection', '{"data":{"shopId":"demo-store","__proto__":{"x":1},"pageCursor":{"$ne":null},"items":[{"productId":{"$gt":1}}]}}'],
];

export function platformCases(get: () => Harness, who: () => Shoppers): void {
  describe('start-up calls', () => {
    it('lists countries with states, cached for years', async () => {
      const reply = await get().call('GET', '/init/countries');
      get().expectSchema('init-countries', reply.body);
      expect(Number(/max-age=(\d+)/.exec(reply.headers.get('cache-control') ?? '')?.[1])).toBeGreaterThanOrEqual(5 * 365 * 24 * 3600);
      const us = reply.body.countries.find((c: any) => c.code === 'US');
      expect(us.states).toContainEqual({ code: 'CA', name: 'California' });
    });

    it('records views and answers For you lists', async () => {
      const { anon } = who();
      const viewed = [7400000003, '7400000005', 'gid://shopify/Product/7400000007', 999];
      const reply = await get().call('POST', '/init/for-you', { token: anon.idToken, data: { shopId, viewed } });
      expect(reply.status).toBe(200);
      get().expectSchema('init-for-you', reply.body);
      expect(reply.body.recentlyViewed).toHaveLength(3);
      expect(reply.body.popularToday).toHaveLength(12);
      // One shopper's views make nothing popular (a product needs viewers on 3 networks, README "Limits").
      expect(reply.body.popularToday).not.toContain(7400000003);
      expect(reply.body.popularToday).not.toContain(7400000005);
    });

    it('answers popular today to a visitor without an identity, recording nothing', async () => {
      const before = await get().call('POST', '/init/for-you', { data: { shopId } });
      const guest = await get().call('POST', '/init/for-you', { data: { shopId, viewed: [7400000011, 7400000012] } });
      expect(guest.status).toBe(200);
      get().expectSchema('init-for-you', guest.body);
      expect(guest.body.recentlyViewed).toEqual([]);
      expect(guest.body.popularToday).toHaveLength(12);
      expect(guest.body.popularToday).toEqual(before.body.popularToday); // its views were not counted
      // A bad token is still refused, never taken for "no identity".
      expect((await get().call('POST', '/init/for-you', { token: 'forged', data: { shopId } })).status).toBe(401);
    });

    it('inits the user with saved lists, settings and the content they may see', async () => {
      const { jane, anon } = who();
      const anonymous = await get().call('GET', `/init/${shopId}/user`, { token: anon.idToken });
      get().expectSchema('init-user', anonymous.body);
      expect(anonymous.body.settings.wishlist.isActive).toBe(true);
      const blockIds = (body: any) => body.customizations.content.map((b: any) => b.id);
      expect(blockIds(anonymous.body)).not.toContain('members-club');
      // Login-only blocks and secrets reach no visitor: not in allContent, not in settings.
      expect(JSON.stringify(anonymous.body)).not.toContain('members-club');
      expect(anonymous.body.settings.credit).toEqual({ isActive: true, name: 'Store credit' });

      const signedIn = await get().call('GET', `/init/${shopId}/user`, { token: jane.idToken });
      expect(blockIds(signedIn.body)).toContain('members-club');
      expect(signedIn.body.allContent.map((b: any) => b.id)).toContain('members-club');
      expect(signedIn.body.settings.credit).not.toHaveProperty('accessToken');
      expect(signedIn.body.saved.cart.length).toBeGreaterThan(0);
      expect(signedIn.body.user).toMatchObject({ email: 'jane@example.com', customerId: jane.customerId });

      const de = await get().call('GET', '/init/demo-store-de/user', { token: anon.idToken });
      expect(de.body.settings).toMatchObject({ wishlist: { isActive: false }, authMethod: { method: 'magicLink' } });
      expect(de.body.locale).toEqual({ language: 'de', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 0.92 });
      expect((await get().call('GET', '/init/no-such-shop/user', { token: anon.idToken })).body.error.code).toBe('unknown_shop');
    });

    it('batches product data, leaving unknown ids out', async () => {
      const items = [{ id: 7400000001, size: 300 }, { id: '41000000002', type: 'variant' }, { id: 1 }];
      const reply = await get().call('POST', '/products/batch', { data: { shopId, items } });
      expect(reply.status).toBe(200);
      get().expectSchema('products-batch', reply.body);
      expect(reply.body.items).toHaveLength(2);
      const [product, variant] = reply.body.items;
      expect(product.data).toMatchObject({ title: 'Everyday Cotton Tee', price: '$24.00', image: `${STOREFRONT}/demo-store/devstore/images/everyday-cotton-tee.svg?width=300` });
      expect(variant).toMatchObject({ id: '41000000002', type: 'variant', size: 200, data: { variantTitle: 'L', prices: [{ price: { currencyCode: 'USD', amount: '28.00' } }] } });
      expect(Date.parse(product.cacheUntil) - Date.now()).toBeGreaterThan(23 * 3600_000);
      const tooMany = await get().call('POST', '/products/batch', { data: { shopId, items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1 })) } });
      expect(tooMany.body.error).toEqual({ code: 'invalid_request', message: 'data.items: must NOT have more than 100 items' });
    });
  });

  describe('robustness', () => {
    it('answers malformed bodies on every endpoint with 400 and a readable message, never a 500', async () => {
      const token = who().anon.idToken;
      for (const [method, path] of BODY_ENDPOINTS) {
        for (const [what, body] of MALFORMED) {
          const reply = await get().call(method, path, { token, body });
          const label = `${method} ${path} with ${what}: ${reply.status} ${JSON.stringify(reply.body)}`;
          expect(reply.status, label).toBe(400);
          get().expectSchema('error', reply.body);
          expect(reply.body.error.message, label).toMatch(/^(body|data|path)[.:\s[]/);
        }
      }
    });

    it('answers junk paths and tokens with 4xx', async () => {
      const token = who().anon.idToken;
      for (const path of ['/nope', '/orders/demo-store/order/%E0%A4%A', '/saved/wishlist-collection/../../etc', '/customer/demo-store/abc', `/points/${'x'.repeat(300)}`]) {
        const reply = await get().call('GET', path, { token });
        expect(reply.status, path).toBeGreaterThanOrEqual(400);
        expect(reply.status, path).toBeLessThan(500);
      }
      const long = await get().call('GET', `/init/${shopId}/user`, { token: 'x'.repeat(10_000) });
      expect(long.status).toBe(401);
      const huge = await get().call('POST', '/saved/cart', { token, body: JSON.stringify({ data: { shopId, pad: 'x'.repeat(200_000) } }) });
      expect([huge.status, huge.body.error.code]).toEqual([413, 'body_too_large']);
    });

    it('allows CORS for the storefront origin only, with Authorization', async () => {
      const preflight = (origin: string) =>
        get().call('OPTIONS', '/saved/cart', {
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
        });
      const ok = await preflight(STOREFRONT);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
      expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      const evil = await preflight('https://evil.example');
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await get().call('GET', '/init/countries', { headers: { origin: STOREFRONT } });
      expect(simple.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    });
  });
}
