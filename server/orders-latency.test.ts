// The orders list call's latency through the API test harness: 50 calls of Jane's first page (after 5 warm-up
// calls), then 50 of her second page; median, its 90% interval, p10/p90 and min/max. A measurement, not a check:
// it runs only with ORDERS_LATENCY=1 (`ORDERS_LATENCY=1 npx vitest run --project node server/orders-latency.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLatencies } from '../tests/bench/stats';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const CALLS = 50;

describe.skipIf(!process.env.ORDERS_LATENCY)('orders list latency', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
    token = (await h.signIn('jane@example.com')).idToken;
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function timedCall(pageCursor: string | null): Promise<{ ms: number; next: string | null }> {
    const started = performance.now();
    const reply = await h.call('POST', `/orders/${shopId}/orders`, { token, data: { shopId, ...(pageCursor ? { pageCursor } : {}) } });
    const ms = performance.now() - started;
    expect(reply.status).toBe(200);
    return { ms, next: reply.body.nextCursor };
  }

  it(`times ${CALLS} calls of the first and the second page`, async () => {
    for (let i = 0; i < 5; i++) await timedCall(null);
    const first: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < CALLS; i++) {
      const { ms, next } = await timedCall(null);
      first.push(ms);
      cursor = next;
    }
    const second: number[] = [];
    for (let i = 0; i < CALLS; i++) second.push((await timedCall(cursor)).ms);
    console.log(describeLatencies('orders list, page 1', first));
    console.log(describeLatencies('orders list, page 2', second));
  }, 120_000);
});
