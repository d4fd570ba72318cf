// Global setup of the node and e2e test processes: one PGlite folder, migrated and seeded, that every new
// devstore database of the process starts as a copy of (devstore/seed/index.ts), instead of each test file
// paying PostgreSQL's initdb in wasm and the whole seed (docs/testing.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDevstoreDatabase, PGLITE_TEMPLATE_ENV } from '../devstore/seed/index.ts';

export default async function setup(): Promise<() => void> {
  if (process.env[PGLITE_TEMPLATE_ENV]) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'status-pglite-template-'));
  const folder = join(dir, 'pglite');
  const db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null });
  await db.close();
  process.env[PGLITE_TEMPLATE_ENV] = folder;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
