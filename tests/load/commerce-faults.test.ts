// Shopify slow or failing, through the API over real HTTP (PGlite, the devstore's Admin API stand-in and its
// fault switch): a signed-in customer's widget open (init, for-you, products batch, saved ids) answers from what
// the server has, as fast as without the fault; her orders wait for Shopify (2 s slow) or fail within the
// stated time with the error the widget turns into its 'Try again' card, and work again once Shopify recovers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInFaults } from '../../devstore/shopify-admin/server';
import { type Harness, startHarness } from '../../server/test-harness';

const shopId = 'demo-store';

describe('Shopify slow or failing', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
    token = (await h.signIn('jane@example.com')).idToken;
  });
  afterAll(async () => {
    h?.shopifyAdmin.setFaults({});
    await h?.stop();
  });

  const timed = async (method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) => {
    const started = performance.now();
    const reply = await h.call(method, path, { token, ...(method === 'POST' ? { data: { shopId, ...data } } : {}) });
    return { ...reply, ms: performance.now() - started };
  };
  const open = async () => {
    const replies = [
      await timed('GET', `/init/${shopId}/user`),
      await timed('POST', '/init/for-you', { viewed: [7400000001] }),
      await timed('POST', '/products/batch', { items: [{ id: 7400000001 }, { id: 7400000002 }] }),
      await timed('POST', '/saved/wishlist-items'),
    ];
    return { statuses: replies.map((r) => r.status), slowest: Math.max(...replies.map((r) => r.ms)) };
  };
  const orders = () => timed('POST', `/orders/${shopId}/orders`);
  const withFaults = async <T>(faults: StandInFaults, run: () => Promise<T>): Promise<T> => {
    h.shopifyAdmin.setFaults(faults);
    try {
      return await run();
    } finally {
      h.shopifyAdmin.setFaults({});
    }
  };

  it('answering in 2 s: the widget opens as fast as before, the orders arrive after the 2 s', async () => {
    const before = await open();
    expect(before.statuses).toEqual([200, 200, 200, 200]);
    const { during, list } = await withFaults({ delayMs: 2_000 }, async () => ({ during: await open(), list: await orders() }));
    console.log(`open without the fault: slowest call ${before.slowest.toFixed(0)} ms; with Shopify at 2 s: ${during.slowest.toFixed(0)} ms; orders ${list.ms.toFixed(0)} ms`);
    expect(during.statuses).toEqual([200, 200, 200, 200]);
    expect(during.slowest).toBeLessThan(1_500);
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.ms).toBeGreaterThanOrEqual(2_000);
  });

  it('not answering at all: orders answer 502 store_unavailable at the deadline (10 s, 11 with the client pause)', async () => {
    const list = await withFaults({ delayMs: 30_000 }, orders);
    console.log(`Shopify silent: orders ${list.status} in ${list.ms.toFixed(0)} ms`);
    expect(list.status).toBe(502);
    expect(list.body.error.code).toBe('store_unavailable');
    expect(list.ms).toBeGreaterThanOrEqual(9_900);
    expect(list.ms).toBeLessThan(12_500);
  });

  for (const [status, expected] of [
    [503, { status: 502, code: 'store_unavailable' }],
    [500, { status: 502, code: 'store_unavailable' }],
    [429, { status: 503, code: 'store_busy' }],
    ['throttled', { status: 503, code: 'store_busy' }],
  ] as const) {
    it(`answering ${status} every time: the widget opens; orders answer ${expected.status} ${expected.code} in time; then work again`, async () => {
      const { during, list } = await withFaults({ errorRate: 1, errorStatus: status }, async () => ({ during: await open(), list: await orders() }));
      console.log(`Shopify answering ${status}: open's slowest call ${during.slowest.toFixed(0)} ms; orders ${list.status} in ${list.ms.toFixed(0)} ms`);
      expect(during.statuses).toEqual([200, 200, 200, 200]);
      expect(list.status).toBe(expected.status);
      expect(list.body.error.code).toBe(expected.code);
      expect(list.ms).toBeLessThan(10_500);
      if (expected.status === 503) expect(Number(list.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const recovered = await orders();
      expect(recovered.status).toBe(200);
      expect(recovered.body.items.length).toBeGreaterThan(0);
    });
  }
});
