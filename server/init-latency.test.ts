// The init calls' latency through the API test harness: For you as Jane with 5 viewed products, For you without a
// token, GET /init/{shopId}/user as Jane and as an anonymous user; 50 calls each after 5 warm-up calls; median, its
// 90% interval, p10/p90 and min/max. A measurement, not a check: it runs only with INIT_LATENCY=1
// (`INIT_LATENCY=1 npx vitest run --project node server/init-latency.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../devstore/catalog/index';
import { describeLatencies } from '../tests/bench/stats';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const CALLS = 50;

describe.skipIf(!process.env.INIT_LATENCY)('init calls latency', () => {
  let h: Harness;
  let jane: string;
  let anon: string;
  beforeAll(async () => {
    h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
    jane = (await h.signIn('jane@example.com')).idToken;
    anon = (await h.anonymous()).idToken;
  });
  afterAll(async () => {
    await h?.stop();
  });

  const viewed = products.slice(0, 5).map((p) => p.id);

  async function timed(method: 'GET' | 'POST', path: string, o: { token?: string; data?: Record<string, unknown> }): Promise<number> {
    const started = performance.now();
    const reply = await h.call(method, path, o);
    const ms = performance.now() - started;
    expect(reply.status).toBe(200);
    return ms;
  }

  const calls: [string, () => Promise<number>][] = [
    ['for-you, Jane, 5 viewed', () => timed('POST', '/init/for-you', { token: jane, data: { shopId, viewed } })],
    ['for-you, no token', () => timed('POST', '/init/for-you', { data: { shopId } })],
    ['init/user, Jane', () => timed('GET', `/init/${shopId}/user`, { token: jane })],
    ['init/user, anonymous', () => timed('GET', `/init/${shopId}/user`, { token: anon })],
  ];

  it(`times ${CALLS} calls of each init call`, async () => {
    for (const [label, call] of calls) {
      for (let i = 0; i < 5; i++) await call();
      const values: number[] = [];
      for (let i = 0; i < CALLS; i++) values.push(await call());
      console.log(describeLatencies(label, values));
    }
  }, 240_000);
});
