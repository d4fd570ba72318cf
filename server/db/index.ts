// Opens the server's database: PGlite in a data folder by default, a PostgreSQL server when a URL is given
// (opts.databaseUrl or env DATABASE_URL). Same SQL either way; migrations (and the devstore's seed, when given)
// run on every open and are no-ops once applied, so restarting keeps every change.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolderError, isPgliteCrash, openPglite, openPostgres } from './drivers';
import { migrate } from './migrate';
import type { Db } from './types';

export type { Db, QueryFn } from './types';
export { getShop, listShops, type Shop } from './shops';
export { migrate } from './migrate';
export { DataFolderError } from './drivers';
export { FolderLockedError, folderLockHolder, lockPathOf } from './lock';

export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../.devstore-data/pglite');

export interface OpenDatabaseOptions {
  /** PGlite data folder (created if missing), or 'memory://'. Default: .devstore-data/pglite under the repo. */
  dataDir?: string;
  /** postgres://… ; wins over dataDir. Default: env DATABASE_URL; null ignores the env (tests want PGlite). */
  databaseUrl?: string | null;
  /** Runs after the migrations on every open (the devstore's seed data; none in production). */
  seed?: ((db: Db) => Promise<unknown>) | false;
  /** A server's connections at most from this process (DATABASE_POOL_SIZE in production). */
  poolSize?: number;
  /** PGlite only: keep a copy of the folder from the last start that opened it here (see openPglite). */
  backupDir?: string;
  /** PGlite only: a new data folder starts as a copy of this closed one (see openPglite). */
  template?: string;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const databaseUrl = opts.databaseUrl === undefined ? process.env.DATABASE_URL : opts.databaseUrl;
  // A PGlite folder is locked while open (a second process is refused with FolderLockedError, naming the
  // holder) and one that does not open throws DataFolderError, which says what to do.
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const db = databaseUrl
    ? await openPostgres(databaseUrl, opts.poolSize)
    : await openPglite(dataDir, { ...(opts.backupDir ? { backupDir: opts.backupDir } : {}), ...(opts.template ? { template: opts.template } : {}) });
  try {
    await migrate(db);
    if (opts.seed) await opts.seed(db);
  } catch (error) {
    // A PGlite whose wasm aborted may never settle its close(): do not wait for it long.
    await Promise.race([db.close().catch(() => undefined), new Promise((res) => setTimeout(res, 2000).unref())]);
    // Damage that only shows past the first query ends the same way: PGlite's wasm aborts.
    if (db.kind === 'pglite' && !dataDir.startsWith('memory://') && isPgliteCrash(error)) {
      throw dataFolderError(resolve(dataDir), error, opts.backupDir && resolve(opts.backupDir));
    }
    throw error;
  }
  return db;
}
