// A new PGlite data folder can start as a copy of a closed one (openDatabase's `template`, which the test
// processes use for the devstore's seeded database): the copy holds the template's rows and takes writes of
// its own, and a folder that already has a database is opened as it is, never overwritten by the template.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index';

const root = mkdtempSync(join(tmpdir(), 'status-template-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const notes = async (dataDir: string, template?: string) => {
  const db = await openDatabase({ dataDir, databaseUrl: null, seed: false, ...(template ? { template } : {}) });
  try {
    await db.exec('create table if not exists notes (text text not null)');
    return { db, read: async () => (await db.query<{ text: string }>('select text from notes order by text')).map((row) => row.text) };
  } catch (error) {
    await db.close();
    throw error;
  }
};

describe('a data folder from a template', () => {
  it('starts as a copy of the template, keeps its own writes, and is not overwritten on the next open', async () => {
    const template = join(root, 'template');
    const made = await notes(template);
    await made.db.query("insert into notes (text) values ('from the template')");
    await made.db.close();

    const folder = join(root, 'copy');
    const first = await notes(folder, template);
    expect(await first.read()).toEqual(['from the template']);
    await first.db.query("insert into notes (text) values ('the copy''s own')");
    await first.db.close();

    const again = await notes(folder, template);
    expect(await again.read()).toEqual(['from the template', "the copy's own"]);
    await again.db.close();

    const untouched = await notes(template);
    expect(await untouched.read()).toEqual(['from the template']);
    await untouched.db.close();
  }, 60_000);
});
