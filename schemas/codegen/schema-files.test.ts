// Discovery must find schemas in any subfolder (schemas/api/ is written by someone else) and skip output.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSchemaFiles, SCHEMA_BASE_URL } from './schema-files.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'schemas-'));
  await mkdir(path.join(root, 'api'));
  await mkdir(path.join(root, 'generated'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('loadSchemaFiles', () => {
  it('walks subfolders, skips generated/ and non-JSON, and derives a missing $id from the path', async () => {
    await writeFile(path.join(root, 'a.json'), JSON.stringify({ $id: 'https://example.com/a.json', type: 'object' }));
    await writeFile(path.join(root, 'api', 'login.json'), JSON.stringify({ type: 'object' }));
    await writeFile(path.join(root, 'generated', 'a.json'), '{}');
    await writeFile(path.join(root, 'notes.md'), '# not a schema');
    const files = await loadSchemaFiles(root);
    expect(files.map((f) => [f.relPath, f.id])).toEqual([
      ['a.json', 'https://example.com/a.json'],
      ['api/login.json', `${SCHEMA_BASE_URL}api/login.json`],
    ]);
  });

  it('names the file that is not valid JSON', async () => {
    await writeFile(path.join(root, 'api', 'broken.json'), '{ "type": ');
    await expect(loadSchemaFiles(root)).rejects.toThrow(/api\/broken\.json is not valid JSON/);
  });
});
