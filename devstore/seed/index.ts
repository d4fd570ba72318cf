// The devstore's database: the server's (migrated) with the demo shops, catalogue, customers and orders seeded.
// Seeding is idempotent, so every start runs it and keeps what shoppers changed.
import { openDatabase, type OpenDatabaseOptions } from '../../server/db/index';
import type { Db } from '../../server/db/types';
import { seed } from './seed';

export { seed, SEED_COLLECTIONS } from './seed';
export { JANE_ID, SAM_ID, KLARA_ID, seedCustomers } from './seed-customers';

/**
 * Env STATUS_PGLITE_TEMPLATE: a closed PGlite folder, already migrated and seeded, that a new devstore folder
 * starts as a copy of (the seed then finds its steps done). The test processes set it
 * (tests/pglite-template.global.ts): a fresh folder costs about 1.75 s of CPU (initdb in wasm, the migrations
 * and the seed), a copy a few milliseconds.
 */
export const PGLITE_TEMPLATE_ENV = 'STATUS_PGLITE_TEMPLATE';

export function openDevstoreDatabase(opts: Omit<OpenDatabaseOptions, 'seed'> = {}): Promise<Db> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return openDatabase({ ...(template ? { template } : {}), ...opts, seed });
}
