// Migration 016: a plugin added by URL had two switches (its entry's isActive and its own group's); the entry's
// is now the only one. A shop whose group said off keeps the plugin off, every group loses its isActive, and
// nothing else of the settings changes. Run on PGlite over data written the old way.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../../devstore/seed/index';
import { getShop } from './shops';
import type { Db } from './types';

let db: Db;
const migration = await readFile(path.join(import.meta.dirname, 'migrations/016_one_plugin_switch.sql'), 'utf8');

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
});
afterAll(async () => {
  await db?.close();
});

const OLD = {
  plugins: [
    { id: 'acme-points', src: 'https://cdn.acme.example/acme-points.js', isActive: true },
    { id: 'stamp-club', src: '/apps/stamps/stamp-club.js', isActive: true },
    { id: 'quiet-one', src: '/apps/quiet/quiet-one.js', isActive: false },
    { id: 'no-group', src: '/apps/no-group/no-group.js' },
  ],
  'acme-points': { isActive: false, apiUrl: 'https://api.acme.example' },
  'stamp-club': { isActive: true, name: 'Stamps' },
  'quiet-one': { isActive: true },
  wishlist: { isActive: false },
};

it('turns off an entry whose group said off, drops the groups’ isActive and leaves everything else', async () => {
  await db.query(`update shops set settings = settings || $2::jsonb where id = $1`, ['demo-store', JSON.stringify(OLD)]);
  const other = (await getShop(db, 'demo-store-de'))?.settings;
  await db.exec(migration);
  const settings = (await getShop(db, 'demo-store'))!.settings;
  expect(settings.plugins).toEqual([
    { id: 'acme-points', src: 'https://cdn.acme.example/acme-points.js', isActive: false },
    { id: 'stamp-club', src: '/apps/stamps/stamp-club.js', isActive: true },
    { id: 'quiet-one', src: '/apps/quiet/quiet-one.js', isActive: false },
    { id: 'no-group', src: '/apps/no-group/no-group.js' },
  ]);
  expect(settings['acme-points']).toEqual({ apiUrl: 'https://api.acme.example' });
  expect(settings['stamp-club']).toEqual({ name: 'Stamps' });
  expect(settings['quiet-one']).toEqual({});
  // A core group's isActive is its plugin's switch: untouched.
  expect(settings.wishlist).toEqual({ isActive: false });
  // Another shop (the seeded Acme Loyalty entry, on): only its group's isActive goes.
  const { isActive: _was, ...acme } = other!['acme-loyalty'] as Record<string, unknown>;
  expect((await getShop(db, 'demo-store-de'))?.settings).toEqual({ ...other, 'acme-loyalty': acme });
  expect(other!.plugins).toEqual([expect.objectContaining({ id: 'acme-loyalty' })]);

  // Running it again changes nothing.
  await db.exec(migration);
  expect((await getShop(db, 'demo-store'))!.settings).toEqual(settings);
});
