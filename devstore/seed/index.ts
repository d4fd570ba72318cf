// The devstore's database: the server's (migrated) with the demo shops, catalogue, customers and orders seeded.
// Seeding is idempotent, so every start runs it and keeps what shoppers changed.
import { openDatabase, type OpenDatabaseOptions } from '../../server/db/index';
import type { Db } from '../../server/db/types';
import { seed } from './seed';

export { seed, SEED_COLLECTIONS } from './seed';
export { JANE_ID, SAM_ID, KLARA_ID, seedCustomers } from './seed-customers';

export function openDevstoreDatabase(opts: Omit<OpenDatabaseOptions, 'seed'> = {}): Promise<Db> {
  return openDatabase({ ...opts, seed });
}
