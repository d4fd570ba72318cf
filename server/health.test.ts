// /healthz and /readyz over HTTP on a production-mode API (no emulator; nothing verifies a token here):
// healthz answers without the database; readyz is 200 only when the database answers and every migration in
// server/db/migrations is applied, 503 with a JSON reason when one is missing (a row deleted, a database
// migrated from a folder with fewer files, one never migrated) or the database is closed or does not answer.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isShopperWrite } from './app';
import { openDatabase } from './db/index';
import { openPglite } from './db/drivers';
import { listMigrations, migrate, MIGRATIONS_DIR } from './db/migrate';
import type { Db } from './db/types';
import { READY_TIMEOUT_MS } from './routes/health';
import { type ApiServer, startApi } from './server';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ALL = listMigrations().map((m) => m.name);

async function apiOn(db: Db): Promise<ApiServer> {
  const api = await startApi({
    db,
    storefrontOrigins: ['http://127.0.0.1:4599'],
    authEmulatorHost: null,
    projectId: 'status-health-test',
    appProxySecret: 'the-apps-own-secret',
    storefrontUrl: () => 'http://127.0.0.1:4599',
    identity: { publicKeysUrl: 'http://127.0.0.1:9/certs' }, // never asked: no token is verified here
    log: () => undefined,
  });
  cleanups.push(() => api.close());
  return api;
}

async function migratedDb(): Promise<Db> {
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
  cleanups.push(() => db.close());
  return db;
}
// One migrated database for the tests that leave it as they found it (a PGlite start takes seconds).
let shared: Promise<Db> | undefined;
const sharedDb = () => (shared ??= migratedDb());

async function get(api: ApiServer, path: string) {
  const response = await fetch(`${api.url}${path}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as any };
}

describe('healthz and readyz', () => {
  it('answers 200 on a database with every migration applied, uncached, as often as asked', async () => {
    const api = await apiOn(await sharedDb());
    expect(await get(api, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { ok: true } });
    expect(await get(api, '/readyz')).toEqual({ status: 200, cacheControl: 'no-store', body: { ok: true, migrations: ALL.length } });
    // No rate limit: a probe every few seconds for hours, or 200 at once.
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${api.url}/${i % 2 ? 'healthz' : 'readyz'}`).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await fetch(`${api.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
    // Never a shopper write, whatever the method.
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect([method, isShopperWrite(method, '/readyz'), isShopperWrite(method, '/healthz')]).toEqual([method, false, false]);
  });

  it('answers 503 migrations_pending when a migration row is deleted, and 200 once it is back', async () => {
    const db = await sharedDb();
    const api = await apiOn(db);
    const last = ALL[ALL.length - 1]!;
    await db.query('delete from schema_migrations where name = $1', [last]);
    expect(await get(api, '/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { ok: false, error: { code: 'migrations_pending', message: `1 migration(s) not applied: ${last}` }, missing: [last] },
    });
    await db.query('insert into schema_migrations (name) values ($1)', [last]);
    expect((await get(api, '/readyz')).status).toBe(200);
  });

  it('answers 503 on a database migrated from a folder with fewer files, and on one never migrated', async () => {
    const fewer = mkdtempSync(join(tmpdir(), 'status-migrations-'));
    cleanups.push(() => rmSync(fewer, { recursive: true, force: true }));
    for (const name of ALL.slice(0, 3)) copyFileSync(join(MIGRATIONS_DIR, `${name}.sql`), join(fewer, `${name}.sql`));
    const older = await openPglite('memory://');
    cleanups.push(() => older.close());
    expect(await migrate(older, fewer)).toEqual(ALL.slice(0, 3));
    const reply = await get(await apiOn(older), '/readyz');
    expect([reply.status, reply.body.error.code, reply.body.missing]).toEqual([503, 'migrations_pending', ALL.slice(3)]);

    const empty = await openPglite('memory://');
    cleanups.push(() => empty.close());
    const never = await get(await apiOn(empty), '/readyz');
    expect([never.status, never.body.error.code, never.body.missing]).toEqual([503, 'migrations_pending', ALL]);
  });

  it('answers 503 database_unavailable when the database is closed, while healthz stays 200', async () => {
    const db = await migratedDb();
    const api = await apiOn(db);
    expect((await get(api, '/readyz')).status).toBe(200);
    await db.close();
    expect(await get(api, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { ok: true } });
    expect(await get(api, '/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { ok: false, error: { code: 'database_unavailable', message: 'The database did not answer the query' } },
    });
  });

  it('answers 503 within its timeout when the database does not answer at all', async () => {
    const real = await sharedDb();
    // A PostgreSQL behind a dropped network: queries neither succeed nor fail.
    const hanging: Db = { ...real, query: () => new Promise(() => undefined) };
    const api = await apiOn(hanging);
    const started = Date.now();
    const reply = await get(api, '/readyz');
    const took = Date.now() - started;
    expect(reply).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { ok: false, error: { code: 'database_unavailable', message: `The database did not answer within ${READY_TIMEOUT_MS} ms` } },
    });
    expect(took).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READY_TIMEOUT_MS + 3000);
    expect((await get(api, '/healthz')).status).toBe(200);
    console.info(`[health] readyz on a silent database: 503 after ${took} ms`);
  });
});
