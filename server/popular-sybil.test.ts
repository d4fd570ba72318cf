// "Popular today" against Sybil shoppers: many fresh anonymous users viewing one product, from one client IP,
// from many IPs in one network, and from as many networks. Every scenario starts from the same honest day
// (12 shoppers on 12 networks viewing five products) and prints where the attacked product ends up (the figures
// in server/README.md, "Limits"): npx vitest run --project node server/popular-sybil.test.ts
// Fresh anonymous users from one address are refused past anonymousUidsPerIp; views count once per network
// (IPv4 /24), and a product needs 3 networks to be popular.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAnonymously } from '../devstore/auth/test-tokens';
import { DEFAULT_LIMITS } from './rate-limit';
import { describeTally, type Harness, type Reply, startHarness } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ api: { trustProxy: true } });
});
afterAll(async () => {
  console.log(describeTally('popular today Sybils', h.tally));
  await h?.stop();
});

const shopId = 'demo-store';
/** Viewed by 8, 6, 5, 4 and 3 of the 12 honest shoppers (none of them a staff pick, nor the target). */
const HONEST = [7400000002, 7400000003, 7400000005, 7400000006, 7400000009];
const HONEST_VIEWERS = [8, 6, 5, 4, 3];
const TARGET = 7400000047;

interface Outcome {
  scenario: string;
  accepted: number;
  refused: number;
  /** 1-based place of the target in popular today; 0 when absent. */
  rank: number;
  top: number;
  ms: number;
}

const outcomes: Outcome[] = [];

async function inBatches<T>(items: T[], size: number, each: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((item, j) => each(item, i + j)));
}

const forYou = (user: SignedIn | null, viewed: number[], ip: string): Promise<Reply> =>
  h.call('POST', '/init/for-you', { ...(user ? { token: user.idToken } : {}), data: { shopId, ...(viewed.length ? { viewed } : {}) }, headers: { 'x-forwarded-for': ip } });

let round = 0;

/** A fresh day: no views, no limits used; then the honest shoppers, each from a network of its own. */
async function honestDay(): Promise<void> {
  round++;
  await h.db.query('delete from product_views where shop_id = $1', [shopId]);
  await h.db.query('delete from rate_limits');
  const shoppers = await Promise.all(Array.from({ length: 12 }, () => signInAnonymously(h.emulator.host)));
  await inBatches(shoppers, 6, async (shopper, i) => {
    const viewed = HONEST.filter((_, p) => i < HONEST_VIEWERS[p]!);
    expect((await forYou(shopper, viewed, `100.${64 + round}.${i}.10`)).status).toBe(200);
  });
}

async function popular(): Promise<number[]> {
  const reply = await forYou(null, [], '192.0.2.1');
  expect(reply.status).toBe(200);
  return reply.body.popularToday as number[];
}

async function attack(scenario: string, count: number, ipOf: (i: number) => string): Promise<Outcome> {
  await honestDay();
  const before = await popular();
  expect(before.slice(0, HONEST.length)).toEqual(HONEST);
  expect(before).not.toContain(TARGET);
  const sybils = await Promise.all(Array.from({ length: count }, () => signInAnonymously(h.emulator.host)));
  const started = Date.now();
  let accepted = 0;
  let refused = 0;
  await inBatches(sybils, 10, async (sybil, i) => {
    const reply = await forYou(sybil, [TARGET], ipOf(i));
    if (reply.status === 200) accepted++;
    else if (reply.status === 429) refused++;
    else throw new Error(`${scenario}: ${reply.status} ${JSON.stringify(reply.body)}`);
  });
  const ms = Date.now() - started;
  const after = await popular();
  const outcome = { scenario, accepted, refused, rank: after.indexOf(TARGET) + 1, top: after[0]!, ms };
  outcomes.push(outcome);
  return outcome;
}

// 1,270 anonymous sign-ins at the emulator and as many calls: beside npm test's other lanes, past the 60 s default.
describe('popular today against Sybil anonymous users', { timeout: 180_000 }, () => {
  it('measures 30 and 300 fresh users from one IP, from many IPs of one network, and from as many networks', async () => {
    const limit = DEFAULT_LIMITS.anonymousUidsPerIp.limit;
    // [scenario, users, their IPs, views accepted, target rank]
    const scenarios: [string, number, (i: number) => string, number, number][] = [
      ['5 users, 1 IP', 5, () => '198.18.0.9', 5, 0],
      // Five networks are five shoppers: the same as five real ones (third, behind 8 and 6 honest viewers).
      ['5 users, 5 /24 networks', 5, (i) => `10.200.${i}.7`, 5, 3],
      ['30 users, 1 IP', 30, () => '198.18.0.1', limit, 0],
      ['300 users, 1 IP', 300, () => '198.18.0.2', limit, 0],
      ['30 users, 30 IPs in one /24', 30, (i) => `198.18.1.${i + 1}`, 30, 0],
      ['300 users, 300 IPs in two /24s', 300, (i) => `198.18.${2 + (i % 2)}.${Math.floor(i / 2) + 1}`, 300, 0],
      // Not stopped by counting: that many networks look like that many shoppers (README "Limits").
      ['30 users, 30 /24 networks', 30, (i) => `10.1.${i}.7`, 30, 1],
      ['300 users, 300 /24 networks', 300, (i) => `10.${2 + Math.floor(i / 256)}.${i % 256}.7`, 300, 1],
    ];
    for (const [scenario, count, ipOf] of scenarios) await attack(scenario, count, ipOf);
    console.log(
      ['scenario | views accepted | refused (429) | target rank (0 = absent) | top product | ms', ...outcomes.map((o) => `${o.scenario} | ${o.accepted} | ${o.refused} | ${o.rank} | ${o.top} | ${o.ms}`)].join('\n'),
    );
    expect(outcomes.map((o) => [o.scenario, o.accepted, o.refused, o.rank])).toEqual(scenarios.map(([scenario, count, , accepted, rank]) => [scenario, accepted, count - accepted, rank]));
    // Views keep a keyed hash of the network, never the address.
    const networks = await h.db.query<{ network: string | null }>('select distinct network from product_views where shop_id = $1', [shopId]);
    expect(networks.length).toBeGreaterThan(1);
    expect(JSON.stringify(networks)).not.toMatch(/\d+\.\d+\.\d+/);
  });
});
