// Faults under load, on the local cluster (two instances behind HAProxy on one PostgreSQL server, 10 connections
// of the load test's cycle, 15 s each): what the shopper sees and that nothing acknowledged is lost. Opt-in: it
// needs HAProxy and takes about three minutes of both cores (`npm run test:faults`, or STATUS_LOAD_FAULTS=1).
// Also the one state each instance keeps for itself: its 60 s copy of products. Figures: docs/scaling.md.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAPROXY, startCluster } from './cluster';
import { describeLoad, type Fault, type LoadResult, runLoad } from './load';

const enabled = !!process.env.STATUS_LOAD_FAULTS;
if (enabled && !existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy`);

const CONNECTIONS = 10;
const run = async (fault: Fault): Promise<LoadResult> => {
  const result = await runLoad({ instances: 2, seconds: 15, connections: CONNECTIONS, poolSize: 10, fault });
  console.log([`${fault}:`, ...describeLoad(result, 10)].join('\n'));
  // Nothing acknowledged is lost, whatever the fault.
  expect(result.events.acknowledged).toBeGreaterThan(0);
  expect(result.events.lost).toBe(0);
  expect(result.saves.lost).toBe(0);
  expect(result.timeouts).toBe(0);
  return result;
};
const failed = (r: LoadResult) => r.failures.length + r.connectionErrors;

describe.skipIf(!enabled)('faults under load', () => {
  it('one instance killed (SIGKILL): only the requests it had in flight fail; HAProxy takes it out at once', { timeout: 180_000 }, async () => {
    const r = await run('kill-instance');
    // At most one request in flight per connection, all on the killed instance; and their failed saves' removals.
    expect(failed(r)).toBeLessThanOrEqual(2 * CONNECTIONS);
    expect(Object.keys(r.refused).every((what) => ['502', '404 not_found'].includes(what))).toBe(true);
    const killedAt = Number(/t=([\d.]+) s: instance 2 killed/.exec(r.notes.join('\n'))![1]) * 1000;
    expect(r.failures.every((f) => f.at - killedAt < 2_000)).toBe(true);
    expect(r.downAfterMs).toBeLessThan(3_500);
  });

  it('Shopify answering 503 to half the calls: only orders fail, as 502 store_unavailable', { timeout: 180_000 }, async () => {
    const r = await run('commerce-errors');
    expect(failed(r)).toBeGreaterThan(0);
    expect(Object.keys(r.refused)).toEqual(['502 store_unavailable']);
    expect(r.p99).toBeLessThan(11_000);
  });

  it('the SMTP server down: a code request answers 503 mail_unavailable within 5 s; back up, the code is mailed', { timeout: 180_000 }, async () => {
    const r = await run('smtp-down');
    const codes = r.codeRequests!;
    const down = codes.slice(0, -3);
    const back = codes.slice(-3);
    expect(down.length).toBeGreaterThan(0);
    for (const c of down) {
      expect(c).toMatchObject({ status: 503, code: 'mail_unavailable', mailed: false });
      expect(c.ms).toBeLessThan(5_000);
    }
    for (const c of back) expect(c).toMatchObject({ status: 200, mailed: true });
    // The rest of the widget did not notice.
    expect(failed(r)).toBe(0);
  });

  it('a product changed through one instance: the other answers the old title for at most the 60 s of its copy', { timeout: 180_000 }, async () => {
    const cluster = await startCluster({ instances: 2, balancer: false });
    try {
      const [a, b] = cluster.instances.map((i) => i.url) as [string, string];
      const anonymous = await cluster.anonymous();
      const title = async (base: string) => {
        const reply = await fetch(`${base}/products/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.idToken}` },
          body: JSON.stringify({ data: { shopId: 'demo-store', items: [{ id: 7400000001 }] } }),
        });
        return ((await reply.json()) as { items: { data: { title: string } }[] }).items[0]!.data.title;
      };
      const before = await title(b);
      const copiedAt = Date.now();
      // What a products/update webhook applied by the first instance does: the row changes and only that
      // instance's copy is cleared (it never read the product, so it has none).
      await cluster.db.query("update products set title = 'Renamed tee' where shop_id = 'demo-store' and id = 7400000001");
      expect(await title(a)).toBe('Renamed tee');
      expect(await title(b)).toBe(before);
      while ((await title(b)) !== 'Renamed tee') {
        expect(Date.now() - copiedAt).toBeLessThan(62_000);
        await new Promise((r) => setTimeout(r, 1_000));
      }
      const staleMs = Date.now() - copiedAt;
      console.log(`the other instance answered the new title ${staleMs} ms after it copied the product`);
      expect(staleMs).toBeGreaterThan(55_000);
    } finally {
      await cluster.stop();
    }
  });
});
