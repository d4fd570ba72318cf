// The two ways to reach PostgreSQL: PGlite embedded in a data folder (zero set-up) or a real server via `pg`.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { HttpError } from '../errors';
import { lockFolder } from './lock';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type QueryFn } from './types';

export interface OpenPgliteOptions {
  /**
   * Keep a copy of the folder as it was when it last opened: copied before the open (the folder is closed
   * then, and ours: we hold its lock), kept only when the open succeeds, replacing the previous copy.
   */
  backupDir?: string;
  /**
   * A closed PGlite folder that a new (empty) data folder starts as a copy of, instead of PostgreSQL's initdb
   * in wasm (the test processes make one migrated and seeded: tests/pglite-template.global.ts).
   */
  template?: string;
}

/** A PGlite data folder that does not open (damaged), with what to do about it in the message. */
export class DataFolderError extends Error {
  readonly code = 'folder_unreadable';
  constructor(
    readonly folder: string,
    readonly reason: string,
    readonly backupDir: string | null,
  ) {
    super(describeDataFolderError(folder, reason, backupDir));
    this.name = 'DataFolderError';
  }
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly: a folder it cannot read ends in the wasm module's abort,
 * a RuntimeError 'Aborted(). Build with -sASSERTIONS for more info.' (or 'unreachable'), or its exit(1)
 * (ExitStatus). PGlite prints nothing itself (its printErr is a no-op unless `debug` is set): the bare line
 * people saw was our own catch-all printing that message.
 */
export function isPgliteCrash(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'ExitStatus' || name === 'RuntimeError';
}

export function dataFolderError(folder: string, error: unknown, backupDir?: string): DataFolderError {
  const reason = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
  const backup = backupDir && existsSync(join(backupDir, 'PG_VERSION')) ? backupDir : null;
  return new DataFolderError(folder, reason, backup);
}

function describeDataFolderError(folder: string, reason: string, backupDir: string | null): string {
  const aside = `${folder}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const lines = [
    `The database folder ${folder} cannot be opened (PGlite: ${reason.split('\n')[0]}).`,
    'It is damaged: for example two devstores had it open at once, or the disk filled up.',
    `To start fresh, move it aside or delete it: mv '${folder}' '${aside}' (the next start creates and seeds a new one).`,
  ];
  if (backupDir) {
    lines.push(`A copy taken at the last start that opened it is in ${backupDir}; to go back to it instead:`);
    lines.push(`  mv '${folder}' '${aside}' && cp -a '${backupDir}' '${folder}'`);
  }
  return lines.join('\n');
}

/** dataDir 'memory://' keeps everything in memory (fast, for tests that need no restart). */
export async function openPglite(dataDir: string, opts: OpenPgliteOptions = {}): Promise<Db> {
  if (dataDir.startsWith('memory://')) return wrapPglite(await createPglite(dataDir), () => undefined);
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  // One process per folder: two PGlite instances on one folder overwrite each other's files.
  const lock = lockFolder(folder);
  const backupDir = opts.backupDir ? resolve(opts.backupDir) : undefined;
  const staged = backupDir ? `${backupDir}.new` : null;
  try {
    if (existsSync(join(folder, 'PG_VERSION'))) {
      if (staged) {
        rmSync(staged, { recursive: true, force: true });
        mkdirSync(dirname(staged), { recursive: true });
        cpSync(folder, staged, { recursive: true });
      }
    } else if (opts.template) cpSync(opts.template, folder, { recursive: true });
    let lite: PGlite;
    try {
      lite = await createPglite(folder);
      // On by default; pinned here because it is what keeps acknowledged writes through a SIGKILL: off, the
      // commit record waits in wasm memory and a kill loses every write it acknowledged
      // (server/db/killed-mid-write.test.ts: 60 of 60 lost with it off, none with it on).
      await lite.exec('set synchronous_commit = on');
    } catch (error) {
      throw isPgliteCrash(error) ? dataFolderError(folder, error, backupDir) : error;
    }
    if (backupDir && staged && existsSync(staged)) {
      rmSync(backupDir, { recursive: true, force: true });
      renameSync(staged, backupDir);
    }
    return wrapPglite(lite, () => lock.release());
  } catch (error) {
    if (staged) rmSync(staged, { recursive: true, force: true });
    lock.release();
    throw error;
  }
}

function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    // Every commit is on disk (the OS's, at least) before the query resolves: PostgreSQL runs with fsync and
    // synchronous_commit on, and relaxedDurability (PGlite's "do not wait for the file system") stays off.
    relaxedDurability: false,
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
}

function wrapPglite(lite: PGlite, onClosed: () => void): Db {
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
      try {
        await lite.close();
      } finally {
        onClosed();
      }
    },
  };
}

// The connection, not the statement, failed: PostgreSQL shutting down or restarting (57P01-57P03), refused or
// cut (08xxx, socket errors). The request gets 503 at once, and the pool's next connection works again.
const CONNECTION_LOST = /^(57P0[123]|08\d{3}|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
function unavailable(error: unknown): never {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = error instanceof Error ? error.message : '';
  if (CONNECTION_LOST.test(code) || /^Connection terminated|^timeout exceeded when trying to connect/.test(message)) {
    throw new HttpError(503, 'database_unavailable', 'The database is not answering; try again in a moment', undefined, 1);
  }
  throw error;
}

/** How long a query waits for a connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5000;

/** pg's pool size when none is given (the devstore and tests on a server). */
export const DEFAULT_POOL_SIZE = 5;

/** poolSize: at most this many connections at once; further queries wait in the pool's queue for one. */
export async function openPostgres(databaseUrl: string, poolSize = DEFAULT_POOL_SIZE): Promise<Db> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  // A database that hangs instead of refusing fails a query within CONNECT_TIMEOUT_MS (503), rather than holding
  // the request; so does a query that waited that long for one of the pool's connections.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, types: types as pg.CustomTypesConfig });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('[devstore db] idle client error:', error.message));
  await pool.query('select 1'); // fail fast with a clear error when the URL is wrong
  let closed = false;
  const query: QueryFn = async <T>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params as unknown[] | undefined).catch(unavailable)).rows as T[];
  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql).catch(unavailable);
    },
    async transaction(fn) {
      const client = await pool.connect().catch(unavailable);
      // A checked-out client is no longer watched by the pool: without a listener, its connection ending
      // between two statements (PostgreSQL restarting) is an unhandled 'error' event that ends the process.
      let lost: Error | undefined;
      const onError = (error: Error) => void (lost = error);
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[]);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        unavailable(lost ?? error);
      } finally {
        client.off('error', onError);
        // A broken connection is closed, not returned to the pool.
        client.release(lost);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
