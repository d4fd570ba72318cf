// The two ways to reach PostgreSQL: PGlite embedded in a data folder (zero set-up) or a real server via `pg`.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type QueryFn } from './types';

/** dataDir 'memory://' keeps everything in memory (fast, for tests that need no restart). */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create({
    dataDir,
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
  let closed = false;
  const query: QueryFn = async <T>(sql: string, params?: unknown[]) =>
    (await lite.query<T>(sql, params as unknown[] | undefined)).rows;
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction(fn) {
      // PGlite has one connection; its transaction() serialises other queries until this one ends.
      return lite.transaction((tx) => fn(async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows));
    },
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}

export async function openPostgres(databaseUrl: string): Promise<Db> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, types: types as pg.CustomTypesConfig });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('[devstore db] idle client error:', error.message));
  await pool.query('select 1'); // fail fast with a clear error when the URL is wrong
  let closed = false;
  const query: QueryFn = async <T>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params as unknown[] | undefined)).rows as T[];
  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[]);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
