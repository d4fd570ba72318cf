// Opens the devstore database: PGlite in a data folder by default, a PostgreSQL server when a URL is given
// (opts.databaseUrl or env DATABASE_URL). Same SQL either way; migrations and seeds run on every open and
// are no-ops once applied, so restarting keeps every change.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from './drivers';
import { migrate } from './migrate';
import { seed } from './seed';
import type { Db } from './types';

export type { Db, QueryFn } from './types';
export { getShop, listShops, type Shop } from './shops';
export { migrate } from './migrate';
export { seed, SEED_COLLECTIONS } from './seed';
export { JANE_ID, SAM_ID, KLARA_ID, seedCustomers } from './seed-customers';

export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../.devstore-data/pglite');

export interface OpenDatabaseOptions {
  /** PGlite data folder (created if missing), or 'memory://'. Default: .devstore-data/pglite under the repo. */
  dataDir?: string;
  /** postgres://… ; wins over dataDir. Default: env DATABASE_URL; null ignores the env (tests want PGlite). */
  databaseUrl?: string | null;
  /** Skip seeding (an empty schema for tests of the migration runner). */
  seed?: boolean;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const databaseUrl = opts.databaseUrl === undefined ? process.env.DATABASE_URL : opts.databaseUrl;
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(opts.dataDir ?? DEFAULT_DATA_DIR);
  try {
    await migrate(db);
    if (opts.seed !== false) await seed(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
