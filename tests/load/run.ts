// The load test: the local cluster (tests/load/cluster.ts: PostgreSQL, N instances, HAProxy) under autocannon,
// against 127.0.0.1 only, for a bounded time. Every connection is a signed-in customer (Jane or Sam, the seeded
// customers with orders) repeating one cycle: a widget open (init, for-you, products batch, saved ids, orders),
// a save and its removal, and a tracking batch of 3 events. Prints, per instance count: throughput, p50/p95/p99,
// errors, the instances' database connections (peak) and CPU per request (instances, PostgreSQL, HAProxy).
//
//   npm run load -- [--instances 1,2] [--seconds 20] [--connections 10] [--pool 10]
//                   [--fault db-restart|slow-commerce|rolling-restart]
//
// A fault happens a third of the way in (the slow Shopify stand-in recovers at two thirds; the rolling restart
// starts at 3 s); the run then says which requests failed, when, how long the slowest took, and whether every
// tracking event the API acknowledged is stored. Figures: docs/scaling.md.
import { randomUUID } from 'node:crypto';
import autocannon, { type Request, type Result } from 'autocannon';
import { childPids } from '../postgres-server';
import { type Cluster, cpuMsOf, startCluster } from './cluster';

const shopId = 'demo-store';
const PRODUCTS = [7400000001, 7400000002, 7400000003, 7400000004, 7400000005, 7400000010];
type Fault = 'db-restart' | 'slow-commerce' | 'rolling-restart';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const seconds = Math.min(30, Number(arg('seconds', '20')));
const connections = Number(arg('connections', '10'));
const poolSize = Number(arg('pool', '10'));
const counts = arg('instances', '1,2').split(',').map(Number);
const fault = (process.argv.includes('--fault') ? arg('fault', '') : null) as Fault | null;
if (fault && !['db-restart', 'slow-commerce', 'rolling-restart'].includes(fault)) throw new Error(`unknown fault ${fault}`);

/** Tracking events the API answered 200 for: each must be in the database afterwards, whatever the fault. */
const acknowledged = { events: 0 };

interface Shopper {
  token: string;
  uid: string;
  /** The product this connection saves and removes (its own, so two connections of one customer do not race). */
  product: number;
}

/** One cycle of a shopper, as autocannon requests; each connection is one of `users`, in turn. */
function cycle(users: { idToken: string; uid: string }[]): Request[] {
  let next = 0;
  const as = (method: string, path: string | ((who: Shopper) => string), data?: (who: Shopper) => Record<string, unknown>): Request => ({
    method,
    path: typeof path === 'string' ? path : '/',
    setupRequest(request, context) {
      if (!context.who) {
        const n = next++;
        const user = users[n % users.length]!;
        context.who = { token: user.idToken, uid: user.uid, product: PRODUCTS[Math.floor(n / users.length) % PRODUCTS.length]! } satisfies Shopper;
      }
      const who = context.who as Shopper;
      return {
        ...request,
        path: typeof path === 'string' ? path : path(who),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        ...(data ? { body: JSON.stringify({ data: { shopId, ...data(who) } }) } : {}),
      };
    },
  });
  const event = (who: Shopper, name: string) => {
    const id = randomUUID();
    return [id, { id, event: name, event_data: { route: '#status-orders' }, created_at: new Date().toISOString(), customer_id: null, status_id: who.uid, shop_id: shopId }];
  };
  return [
    as('GET', `/init/${shopId}/user`),
    as('POST', '/init/for-you', () => ({ viewed: PRODUCTS.slice(0, 3) })),
    as('POST', '/products/batch', () => ({ items: PRODUCTS.map((id) => ({ id })) })),
    as('POST', '/saved/wishlist-items', () => ({})),
    as('POST', `/orders/${shopId}/orders`, () => ({})),
    as('POST', '/saved/wishlist', (who) => ({ items: [{ productId: who.product }] })),
    as('DELETE', (who) => `/saved/wishlist/${who.product}`, () => ({})),
    {
      ...as('POST', '/tracking/event/inject', (who) => ({ events: Object.fromEntries(['orders_tab_viewed', 'wishlist_viewed', 'panel_opened'].map((name) => event(who, name))) })),
      onResponse: (status: number) => void (status === 200 && (acknowledged.events += 3)),
    },
  ];
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

async function injectFault(cluster: Cluster, kind: Fault, log: (line: string) => void): Promise<void> {
  if (kind === 'db-restart') {
    const at = Date.now();
    await cluster.postgres.restart();
    log(`PostgreSQL restarted (pg_ctl restart -m fast) in ${Date.now() - at} ms`);
  } else if (kind === 'slow-commerce') {
    cluster.instances.forEach((_, i) => cluster.toggleSlowCommerce(i));
    log('Shopify stand-in slow (2 s a call) on every instance');
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
    cluster.instances.forEach((_, i) => cluster.toggleSlowCommerce(i));
    log('Shopify stand-in back to normal');
  } else {
    for (let i = 0; i < cluster.instances.length; i++) {
      const { drainedMs, downMs } = await cluster.restartInstance(i);
      log(`instance ${i + 1} drained in ${drainedMs} ms, restarted and back in HAProxy in ${downMs} ms`);
      // The next one only once this one has warmed up and has its full share (HAProxy's slowstart).
      if (i < cluster.instances.length - 1) await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

async function measure(instances: number): Promise<string> {
  const cluster = await startCluster({ instances, poolSize, limits: 'roomy' });
  try {
    const [jane, sam] = await Promise.all([cluster.signIn('jane@example.com'), cluster.signIn('sam@example.com')]);
    const requests = cycle([jane, sam]);
    // Warm-up, not counted: JIT, the products copy, pools filled.
    await new Promise((done) => autocannon({ url: cluster.url, connections, duration: 3, requests }, done));

    const storedEvents = async () => (await cluster.db.query<{ n: number }>('select count(*)::int as n from tracking_events'))[0]!.n;
    const eventsBefore = await storedEvents();
    acknowledged.events = 0;
    const started = Date.now();
    const times: number[] = [];
    const failures: { at: number; status: number; ms: number }[] = [];
    // PostgreSQL's backends come and go (a restart): summed over the postmaster and its children of the moment.
    const postgresMs = () => {
      const pid = cluster.postgres.postmasterPid();
      return pid ? [pid, ...childPids(pid)].reduce((sum, each) => sum + cpuMsOf(each), 0) : 0;
    };
    const cpu = () => ({
      instances: cluster.instances.reduce((sum, i) => sum + cpuMsOf(i.pid), 0),
      postgres: postgresMs(),
      haproxy: cluster.balancerPid ? cpuMsOf(cluster.balancerPid) : 0,
    });
    const cpuBefore = cpu();
    const pids = () => ({ instances: cluster.instances.map((i) => i.pid).join(), postgres: cluster.postgres.postmasterPid() });
    const pidsBefore = pids();
    let peakConnections = 0;
    const sampler = setInterval(() => {
      cluster.db
        .query<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name like 'status-instance-%'")
        .then(([row]) => (peakConnections = Math.max(peakConnections, row!.n)))
        .catch(() => undefined); // PostgreSQL restarting
    }, 250);
    const notes: string[] = [];
    const log = (line: string) => void notes.push(`  t=${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
    const run = autocannon({ url: cluster.url, connections, duration: seconds, timeout: 10, requests });
    run.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 400) failures.push({ at: Date.now() - started, status, ms });
    });
    let faultDone: Promise<void> = Promise.resolve();
    // A rolling restart takes about 10 s an instance here (node and tsx starting on a busy machine): it starts
    // at 3 s so both instances restart under load; the other faults a third of the way in.
    const faultAt = fault === 'rolling-restart' ? 3_000 : (seconds * 1000) / 3;
    if (fault) setTimeout(() => (faultDone = injectFault(cluster, fault, log).catch((error) => log(`fault failed: ${error}`))), faultAt);
    const result = await new Promise<Result>((done) => run.on('done', done));
    await faultDone;
    clearInterval(sampler);
    const cpuAfter = cpu();
    // Requests still in flight when autocannon stopped may be stored without being counted: lost is what is short.
    const lost = Math.max(0, acknowledged.events - ((await storedEvents()) - eventsBefore));
    const total = times.length;
    const sorted = times.sort((a, b) => a - b);
    // A restarted process's CPU time starts again from 0: no figure then.
    const pidsAfter = pids();
    const perRequest = (ms: number, same = true) => (same ? (ms / Math.max(1, total)).toFixed(2) : 'n/a');
    const failed = failures.length + result.errors + result.timeouts;
    const lines = [
      `| ${instances} | ${connections} | ${(total / (result.duration || seconds)).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(0)} / ${percentile(sorted, 0.95).toFixed(0)} / ${percentile(sorted, 0.99).toFixed(0)} | ${failed} of ${total} | ${peakConnections} (pool ${poolSize} each) | ${perRequest(cpuAfter.instances - cpuBefore.instances, pidsAfter.instances === pidsBefore.instances)} / ${perRequest(cpuAfter.postgres - cpuBefore.postgres, pidsAfter.postgres === pidsBefore.postgres)} / ${perRequest(cpuAfter.haproxy - cpuBefore.haproxy)} |`,
    ];
    if (failed) {
      const byStatus = new Map<number, number>();
      for (const f of failures) byStatus.set(f.status, (byStatus.get(f.status) ?? 0) + 1);
      const window = failures.length ? `between t=${(failures[0]!.at / 1000).toFixed(1)} s and t=${(failures.at(-1)!.at / 1000).toFixed(1)} s, slowest ${Math.max(...failures.map((f) => f.ms)).toFixed(0)} ms` : '';
      lines.push(`  failed: ${[...byStatus].map(([s, n]) => `${n}× ${s}`).join(', ')}${result.errors ? `, ${result.errors} connection errors` : ''}${result.timeouts ? `, ${result.timeouts} timeouts (10 s)` : ''} ${window}`);
    }
    lines.push(`  tracking events acknowledged ${acknowledged.events}, lost ${lost}`);
    return [...lines, ...notes].join('\n');
  } finally {
    await cluster.stop();
  }
}

console.log(`load: ${seconds} s a run, ${connections} connections, one cycle = 8 requests (open: init, for-you, products batch, saved ids, orders; save, unsave; tracking batch of 3)${fault ? `; fault: ${fault}` : ''}`);
console.log('| instances | connections | requests/s | p50 / p95 / p99 ms | failed | database connections, peak | CPU ms per request: instances / PostgreSQL / HAProxy |');
console.log('|---|---|---|---|---|---|---|');
for (const n of counts) console.log(await measure(n));
