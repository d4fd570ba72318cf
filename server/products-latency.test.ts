// The products batch's latency through the API test harness: For you's batch (12 popular today and 8 recently
// viewed products, 20 ids) and a batch of 5 variants, 50 calls each after 5 warm-up calls; median, its 90%
// interval, p10/p90 and min/max. A measurement, not a check: it runs only with PRODUCTS_LATENCY=1
// (`PRODUCTS_LATENCY=1 npx vitest run --project node server/products-latency.test.ts`). With
// PRODUCTS_LATENCY_UNCACHED=1 every call first drops the process's copy of the products (server/products.ts), so each
// one reads the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../devstore/catalog/index';
import { describeLatencies } from '../tests/bench/stats';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const CALLS = 50;

describe.skipIf(!process.env.PRODUCTS_LATENCY)('products batch latency', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const forYou = products.slice(0, 20).map((p) => ({ id: p.id, size: 200 }));
  const variants = products.slice(20, 25).map((p) => ({ id: p.variants.at(-1)!.id, type: 'variant' as const }));

  const uncached = process.env.PRODUCTS_LATENCY_UNCACHED === '1';
  async function timed(items: object[], expected: number): Promise<number> {
    if (uncached) (await import('./products')).clearProductCache(h.db);
    const started = performance.now();
    const reply = await h.call('POST', '/products/batch', { data: { shopId, items } });
    const ms = performance.now() - started;
    expect(reply.status).toBe(200);
    expect(reply.body.items).toHaveLength(expected);
    return ms;
  }

  it(`times ${CALLS} For you batches and ${CALLS} variant batches`, async () => {
    for (let i = 0; i < 5; i++) await timed(forYou, 20);
    const twenty: number[] = [];
    const five: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      twenty.push(await timed(forYou, 20));
      five.push(await timed(variants, 5));
    }
    console.log(describeLatencies('products batch, 20 products', twenty, 2));
    console.log(describeLatencies('products batch, 5 variants', five, 2));
  }, 120_000);
});
