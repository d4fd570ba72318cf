// GET /customer's latency through the API test harness: 50 calls of Jane's customer (after 5 warm-up calls);
// median, its 90% interval, p10/p90 and min/max. A measurement, not a check: it runs only with CUSTOMER_LATENCY=1
// (`CUSTOMER_LATENCY=1 npx vitest run --project node server/customer-latency.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLatencies } from '../tests/bench/stats';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const CALLS = 50;

describe.skipIf(!process.env.CUSTOMER_LATENCY)('GET /customer latency', () => {
  let h: Harness;
  let token: string;
  let customerId: string;
  beforeAll(async () => {
    h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
    const jane = await h.signIn('jane@example.com');
    token = jane.idToken;
    customerId = jane.customerId;
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function timedCall(): Promise<number> {
    const started = performance.now();
    const reply = await h.call('GET', `/customer/${shopId}/${customerId}`, { token });
    const ms = performance.now() - started;
    expect(reply.status).toBe(200);
    expect(reply.body.customer.addresses).toHaveLength(3);
    return ms;
  }

  it(`times ${CALLS} calls of Jane's customer`, async () => {
    for (let i = 0; i < 5; i++) await timedCall();
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await timedCall());
    console.log(describeLatencies('GET /customer', times));
  }, 120_000);
});
