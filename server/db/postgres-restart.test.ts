// The PostgreSQL driver when the server goes away under it (a restart, a failover): the process keeps running,
// the requests caught in it get 503 database_unavailable at once, and the same pool works again as soon as the
// server answers, without restarting anything. On a throwaway server (tests/postgres-server.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, postgresMissing, type PostgresServer, startPostgres } from '../../tests/postgres-server';
import { HttpError } from '../errors';
import { CONNECT_TIMEOUT_MS, openPostgres } from './drivers';
import type { Db } from './types';

const missing = postgresMissing('the driver through a PostgreSQL restart');

describe.skipIf(missing !== null)('the PostgreSQL driver through a restart', () => {
  let server: PostgresServer;
  let db: Db;
  beforeAll(async () => {
    server = await startPostgres();
    db = await openPostgres(`${await server.createDatabase('restart')}?application_name=status-restart-test`, 3);
    await db.exec('create table notes (id int primary key)');
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it('answers 503 for a transaction whose connection is cut between two statements, and goes on', async () => {
    let cut!: () => void;
    let inserted!: () => void;
    const between = new Promise<void>((resolve) => (cut = resolve));
    const first = new Promise<void>((resolve) => (inserted = resolve));
    // Its outcome is taken at once: a rejection must never be left without a handler, even for a moment.
    const transaction = db
      .transaction(async (q) => {
        await q('insert into notes values (1)');
        inserted();
        await between; // the connection ends here, while the client is checked out of the pool
        await q('insert into notes values (2)');
      })
      .catch((e: unknown) => e);
    await first; // cut after a statement of the transaction ran, not before it was sent
    await adminQuery(server.adminUrl, "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'status-restart-test' and state like 'idle in transaction%'");
    await new Promise((r) => setTimeout(r, 100)); // the client sees its socket close
    cut();
    const error = await transaction;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: 'database_unavailable', retryAfter: 1 });
    // Nothing of it was committed, and the pool serves the next transaction.
    await db.transaction(async (q) => void (await q('insert into notes values (3)')));
    expect(await db.query('select id from notes order by id')).toEqual([{ id: 3 }]);
  });

  it('answers 503 fast while the server restarts, then the same pool works again', async () => {
    const restarting = server.restart();
    const replies: { ok: boolean; status?: number; ms: number }[] = [];
    const until = Date.now() + 15_000;
    let recovered = false;
    while (!recovered && Date.now() < until) {
      const at = Date.now();
      try {
        await db.query('select count(*) from notes');
        replies.push({ ok: true, ms: Date.now() - at });
        recovered = replies.some((r) => !r.ok);
      } catch (error) {
        expect(error).toMatchObject({ status: 503, code: 'database_unavailable' });
        replies.push({ ok: false, ms: Date.now() - at });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await restarting;
    // The restart was seen (some queries failed), each failure was quick, and queries work again.
    expect(replies.some((r) => !r.ok)).toBe(true);
    expect(Math.max(...replies.filter((r) => !r.ok).map((r) => r.ms))).toBeLessThan(2_000);
    expect(await db.query('select count(*)::int as n from notes')).toEqual([{ n: 1 }]);
  });

  it('answers 503 to a query that waited CONNECT_TIMEOUT_MS for a connection, instead of holding it', async () => {
    const single = await openPostgres(await server.createDatabase('pool-wait'), 1);
    try {
      let release!: () => void;
      const held = single.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      const at = Date.now();
      const error = await single.query('select 1').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(Date.now() - at).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      expect(Date.now() - at).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
      release();
      await held;
      expect(await single.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await single.close();
    }
  });
});
