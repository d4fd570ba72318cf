// The load test's run: the local cluster (tests/load/cluster.ts: PostgreSQL, N instances, HAProxy) under
// autocannon, against 127.0.0.1 only, for a bounded time. Every connection is a signed-in customer (Jane or Sam,
// the seeded customers with orders) repeating one cycle: a widget open (init, for-you, products batch, saved ids,
// orders), a save and its removal, and a tracking batch of 3 events. Measured: throughput, p50/p95/p99, errors,
// the instances' database connections (peak) and CPU per request (instances, PostgreSQL, HAProxy).
//
// A fault happens a third of the way in (the rolling restart at 3 s) and, where it ends by itself, ends at two
// thirds. Afterwards the run checks that nothing acknowledged was lost: every tracking event answered 200 is
// stored, and each connection's save or removal answered 2xx last is what its customer's saved list shows.
// The CLI is run.ts (`npm run load`), the opt-in fault test faults.test.ts; figures in docs/scaling.md.
import { randomUUID } from 'node:crypto';
import autocannon, { type Request, type Result } from 'autocannon';
import { childPids } from '../postgres-server';
import { type Cluster, cpuMsOf, startCluster } from './cluster';

const shopId = 'demo-store';
const PRODUCTS = [7400000001, 7400000002, 7400000003, 7400000004, 7400000005, 7400000010];

export const FAULTS = ['db-restart', 'slow-commerce', 'commerce-errors', 'rolling-restart', 'kill-instance', 'smtp-down'] as const;
export type Fault = (typeof FAULTS)[number];

export interface LoadOptions {
  instances: number;
  seconds: number;
  connections: number;
  poolSize: number;
  fault?: Fault | null;
}

export interface LoadResult {
  instances: number;
  connections: number;
  total: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers of 400 and above, by status; and the connection errors and timeouts (10 s). */
  failures: { at: number; status: number; ms: number }[];
  /** The same answers by status and error code: "503 database_unavailable" → count. */
  refused: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
  peakConnections: number;
  cpuPerRequest: { instances: string; postgres: string; haproxy: string };
  /** Tracking events answered 200, and how many of them are not in the database afterwards. */
  events: { acknowledged: number; lost: number };
  /** Connections whose last save or removal was answered 2xx, and how many of those the saved list contradicts. */
  saves: { checked: number; lost: number };
  /** What the fault did, when (s from the start): lines for the report. */
  notes: string[];
  /** kill-instance: ms from the kill until HAProxy counted the instance DOWN. */
  downAfterMs?: number;
  /** smtp-down: each code request during and after the outage. */
  codeRequests?: { at: number; status: number; ms: number; code?: string; mailed?: boolean }[];
}

/** A customer and the one product her cycles save and remove: one cycle at a time has it, so none race. */
interface Shopper {
  token: string;
  uid: string;
  product: number;
  busy: boolean;
  /** The last save (true) or removal (false) sent, and the last one answered, with its status. */
  sent?: { seq: number; saved: boolean };
  answered?: { seq: number; saved: boolean; status: number };
  seq: number;
}

interface Tally {
  events: number;
  shoppers: Shopper[];
  /** Answers of 400 and above: the call and its error code, counted. */
  refused: Map<string, number>;
}

/** One cycle of a shopper, as autocannon requests. autocannon starts each cycle with a fresh context, so a cycle
 *  takes a free customer-and-product pair at its first request and gives it back at its last. */
function cycle(users: { idToken: string; uid: string }[], tally: Tally): Request[] {
  tally.shoppers = users.flatMap((user) => PRODUCTS.map((product) => ({ token: user.idToken, uid: user.uid, product, busy: false, seq: 0 })));
  let next = 0;
  const take = (): Shopper => {
    for (let n = 0; n < tally.shoppers.length; n++) {
      const who = tally.shoppers[next++ % tally.shoppers.length]!;
      if (!who.busy) return Object.assign(who, { busy: true });
    }
    throw new Error('more connections than customer-and-product pairs');
  };
  const as = (method: string, path: string | ((who: Shopper) => string), data?: (who: Shopper) => Record<string, unknown>): Request => ({
    method,
    path: typeof path === 'string' ? path : '/',
    setupRequest(request, context) {
      context.who ??= take();
      const who = context.who as Shopper;
      return {
        ...request,
        path: typeof path === 'string' ? path : path(who),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        ...(data ? { body: JSON.stringify({ data: { shopId, ...data(who) } }) } : {}),
      };
    },
    // By status and error code, not by call: after HAProxy closes a connection (its 502), autocannon pairs the
    // connection's later answers with the request before theirs.
    onResponse(status, body) {
      // Tracking answers count their events, whichever request they are paired with.
      if (status === 200 && body.startsWith('{"received"')) tally.events += (JSON.parse(body) as { received: number }).received;
      if (status < 400) return;
      const key = `${status}${errorCode(body) ? ` ${errorCode(body)}` : ''}`;
      tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
    },
  });
  /** A save (true) or a removal (false): which was sent last and which was answered last, per connection. */
  const write = (request: Request, saved: boolean): Request => ({
    ...request,
    setupRequest(r, context) {
      const built = request.setupRequest!(r, context);
      const who = context.who as Shopper;
      who.sent = { seq: ++who.seq, saved };
      return built;
    },
    onResponse(status, body, context) {
      request.onResponse!(status, body, context);
      const who = context.who as Shopper;
      if (who.sent?.saved !== saved) return;
      // The answer must be the write's own (see above): a save answers the list, a removal how many it removed.
      const own = status >= 300 || (saved ? body.includes('"items"') : body.includes('"deleted"'));
      if (who.sent) who.answered = { seq: who.sent.seq, saved: who.sent.saved, status: own ? status : 0 };
    },
  });
  const event = (who: Shopper, name: string) => {
    const id = randomUUID();
    return [id, { id, event: name, event_data: { route: '#status-orders' }, created_at: new Date().toISOString(), customer_id: null, status_id: who.uid, shop_id: shopId }];
  };
  const tracking = as('POST', '/tracking/event/inject', (who) => ({ events: Object.fromEntries(['orders_tab_viewed', 'wishlist_viewed', 'panel_opened'].map((name) => event(who, name))) }));
  return [
    as('GET', `/init/${shopId}/user`),
    as('POST', '/init/for-you', () => ({ viewed: PRODUCTS.slice(0, 3) })),
    as('POST', '/products/batch', () => ({ items: PRODUCTS.map((id) => ({ id })) })),
    as('POST', '/saved/wishlist-items', () => ({})),
    as('POST', `/orders/${shopId}/orders`, () => ({})),
    write(as('POST', '/saved/wishlist', (who) => ({ items: [{ productId: who.product }] })), true),
    write(as('DELETE', (who) => `/saved/wishlist/${who.product}`, () => ({})), false),
    {
      ...tracking,
      // The cycle's writes are answered (one request at a time per connection): the pair is free again.
      setupRequest(request, context) {
        const built = tracking.setupRequest!(request, context);
        (context.who as Shopper).busy = false;
        return built;
      },
      onResponse: tracking.onResponse!,
    },
  ];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    return ''; // HAProxy's own answers are HTML
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

interface FaultRun {
  cluster: Cluster;
  seconds: number;
  log: (line: string) => void;
  elapsed: () => number;
  result: Partial<LoadResult>;
}

async function injectFault(kind: Fault, { cluster, seconds, log, elapsed, result }: FaultRun): Promise<void> {
  const third = (seconds * 1000) / 3;
  if (kind === 'db-restart') {
    const at = Date.now();
    await cluster.postgres.restart();
    log(`PostgreSQL restarted (pg_ctl restart -m fast) in ${Date.now() - at} ms`);
  } else if (kind === 'slow-commerce' || kind === 'commerce-errors') {
    const faults = kind === 'slow-commerce' ? { delayMs: 2_000 } : { errorRate: 0.5, errorStatus: 503 as const };
    await cluster.setCommerceFaults(faults);
    log(`Shopify stand-in ${kind === 'slow-commerce' ? 'slow (2 s a call)' : 'answering 503 to half the calls'} on every instance`);
    await sleep(third);
    await cluster.setCommerceFaults({});
    log('Shopify stand-in back to normal');
  } else if (kind === 'kill-instance') {
    const i = cluster.instances.length - 1;
    const killedAt = Date.now();
    cluster.killInstance(i);
    log(`instance ${i + 1} killed (SIGKILL)`);
    for (;;) {
      const { status } = await cluster.balancerState(i);
      if (status.startsWith('DOWN')) break;
      if (Date.now() - killedAt > 20_000) throw new Error(`HAProxy still counts instance ${i + 1} ${status} 20 s after the kill`);
      await sleep(50);
    }
    result.downAfterMs = Date.now() - killedAt;
    log(`HAProxy counts instance ${i + 1} DOWN ${result.downAfterMs} ms after the kill`);
  } else if (kind === 'smtp-down') {
    // One shopper asks for codes (a new address each time) while the mail server is down, and once it is back.
    const anonymous = await cluster.anonymous();
    const codeRequests: NonNullable<LoadResult['codeRequests']> = (result.codeRequests = []);
    const ask = async () => {
      const email = `load.${randomUUID().slice(0, 8)}@example.com`;
      const at = elapsed();
      const started = performance.now();
      const reply = await fetch(`${cluster.url}/authentication/create-otc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.idToken}` },
        body: JSON.stringify({ data: { shopId, email, statusId: anonymous.uid } }),
      });
      const body = (await reply.json()) as { error?: { code: string } };
      const ms = performance.now() - started;
      let mailed = false;
      try {
        mailed = !!cluster.lastCode(email);
      } catch {
        // nothing mailed
      }
      codeRequests.push({ at, status: reply.status, ms, ...(body.error ? { code: body.error.code } : {}), mailed });
    };
    await cluster.smtp.stop();
    log('SMTP server stopped');
    const until = Date.now() + third;
    while (Date.now() < until) await ask();
    await cluster.smtp.start();
    log('SMTP server listening again');
    for (let n = 0; n < 3; n++) await ask();
  } else {
    for (let i = 0; i < cluster.instances.length; i++) {
      const { drainedMs, downMs } = await cluster.restartInstance(i);
      log(`instance ${i + 1} drained in ${drainedMs} ms, restarted and back in HAProxy in ${downMs} ms`);
      // The next one only once this one has warmed up and has its full share (HAProxy's slowstart).
      if (i < cluster.instances.length - 1) await sleep(5_000);
    }
  }
}

/** The saved ids of one customer, through the first instance still running. */
async function savedProducts(cluster: Cluster, token: string): Promise<Set<number>> {
  const reply = await fetch(`${cluster.url}/saved/wishlist-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { shopId } }),
  });
  if (!reply.ok) throw new Error(`saved ids after the run: ${reply.status}`);
  return new Set(((await reply.json()) as { products: number[] }).products);
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const { instances, seconds, connections, poolSize, fault = null } = opts;
  const cluster = await startCluster({ instances, poolSize, limits: 'roomy' });
  try {
    const [jane, sam] = await Promise.all([cluster.signIn('jane@example.com'), cluster.signIn('sam@example.com')]);
    // Warm-up, not counted: JIT, the products copy, pools filled.
    await new Promise((done) => autocannon({ url: cluster.url, connections, duration: 3, requests: cycle([jane, sam], { events: 0, shoppers: [], refused: new Map() }) }, done));

    const tally: Tally = { events: 0, shoppers: [], refused: new Map() };
    const requests = cycle([jane, sam], tally);
    const storedEvents = async () => (await cluster.db.query<{ n: number }>('select count(*)::int as n from tracking_events'))[0]!.n;
    const eventsBefore = await storedEvents();
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    const times: number[] = [];
    const failures: LoadResult['failures'] = [];
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
    const log = (line: string) => void notes.push(`t=${(elapsed() / 1000).toFixed(1)} s: ${line}`);
    const run = autocannon({ url: cluster.url, connections, duration: seconds, timeout: 10, requests });
    run.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 400) failures.push({ at: elapsed(), status, ms });
    });
    const partial: Partial<LoadResult> = {};
    let faultDone: Promise<void> = Promise.resolve();
    const faultAt = fault === 'rolling-restart' ? 3_000 : (seconds * 1000) / 3;
    if (fault) {
      setTimeout(() => {
        faultDone = injectFault(fault, { cluster, seconds, log, elapsed, result: partial }).catch((error) => log(`fault failed: ${error}`));
      }, faultAt);
    }
    const result = await new Promise<Result>((done) => run.on('done', done));
    await faultDone;
    clearInterval(sampler);
    const cpuAfter = cpu();
    // Requests still in flight when autocannon stopped may be stored without being counted: lost is what is short.
    const lost = Math.max(0, tally.events - ((await storedEvents()) - eventsBefore));
    // A connection's last write answered 2xx with nothing sent after it: its product is saved, or not, as answered.
    const lists = new Map<string, Set<number>>();
    for (const user of [jane, sam]) lists.set(user.uid, await savedProducts(cluster, user.idToken));
    const settled = tally.shoppers.filter((who) => who.answered && who.answered.seq === who.sent?.seq && who.answered.status < 300);
    const savesLost = settled.filter((who) => lists.get(who.uid)!.has(who.product) !== who.answered!.saved).length;

    const sorted = times.sort((a, b) => a - b);
    const pidsAfter = pids();
    const total = times.length;
    const perRequest = (ms: number, same = true) => (same ? (ms / Math.max(1, total)).toFixed(2) : 'n/a');
    return {
      instances,
      connections,
      total,
      requestsPerSecond: total / (result.duration || seconds),
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      failures,
      refused: Object.fromEntries(tally.refused),
      connectionErrors: result.errors,
      timeouts: result.timeouts,
      peakConnections,
      // A restarted (or killed) process's CPU time is gone with it: no figure then.
      cpuPerRequest: {
        instances: perRequest(cpuAfter.instances - cpuBefore.instances, pidsAfter.instances === pidsBefore.instances && fault !== 'kill-instance'),
        postgres: perRequest(cpuAfter.postgres - cpuBefore.postgres, pidsAfter.postgres === pidsBefore.postgres),
        haproxy: perRequest(cpuAfter.haproxy - cpuBefore.haproxy),
      },
      events: { acknowledged: tally.events, lost },
      saves: { checked: settled.length, lost: savesLost },
      notes,
      ...partial,
    };
  } finally {
    await cluster.stop();
  }
}

/** The report's lines: the table row, then the failures, what was lost and what the fault did. */
export function describeLoad(r: LoadResult, poolSize: number): string[] {
  const failed = r.failures.length + r.connectionErrors + r.timeouts;
  const lines = [
    `| ${r.instances} | ${r.connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} / ${r.p99.toFixed(0)} | ${failed} of ${r.total} | ${r.peakConnections} (pool ${poolSize} each) | ${r.cpuPerRequest.instances} / ${r.cpuPerRequest.postgres} / ${r.cpuPerRequest.haproxy} |`,
  ];
  if (failed) {
    const window = r.failures.length
      ? `between t=${(r.failures[0]!.at / 1000).toFixed(1)} s and t=${(r.failures.at(-1)!.at / 1000).toFixed(1)} s, slowest ${Math.max(...r.failures.map((f) => f.ms)).toFixed(0)} ms`
      : '';
    lines.push(`  failed: ${Object.entries(r.refused).map(([what, n]) => `${n}× ${what}`).join(', ')}${r.connectionErrors ? `, ${r.connectionErrors} connection errors` : ''}${r.timeouts ? `, ${r.timeouts} timeouts (10 s)` : ''} ${window}`);
  }
  lines.push(`  tracking events acknowledged ${r.events.acknowledged}, lost ${r.events.lost}; saves checked ${r.saves.checked}, lost ${r.saves.lost}`);
  for (const c of r.codeRequests ?? []) {
    lines.push(`  code request at t=${(c.at / 1000).toFixed(1)} s: ${c.status}${c.code ? ` ${c.code}` : ''} in ${c.ms.toFixed(0)} ms${c.mailed ? ', mailed' : ''}`);
  }
  return [...lines, ...r.notes.map((n) => `  ${n}`)];
}
