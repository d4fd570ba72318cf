// generateValidators on a scratch schemas folder: schemas dropped into a new subfolder (as schemas/api/ is)
// are picked up without a $id, refs between them resolve, function formats work through ajv-formats, stale
// output is removed, and a typo in a schema fails the build naming the file.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateValidators } from './build.ts';
import { SCHEMAS_DIR } from './codegen/schema-files.ts';
import { importedModules } from './codegen/standalone-esm.ts';
import type { Validator } from './validate.ts';

// Inside schemas/ so the generated code resolves ajv from node_modules; dot folders are never inputs.
const root = path.join(SCHEMAS_DIR, `.scratch-build-test-${process.pid}`);
const write = (rel: string, schema: unknown) => writeFile(path.join(root, rel), JSON.stringify(schema));

beforeEach(async () => {
  await mkdir(path.join(root, 'api'), { recursive: true });
  await write('api/common.json', { definitions: { id: { type: 'string', minLength: 1 } } });
  await write('api/event.json', {
    title: 'Tracking event',
    type: 'object',
    additionalProperties: false,
    required: ['id', 'created_at'],
    properties: {
      id: { $ref: 'common.json#/definitions/id' },
      created_at: { type: 'string', format: 'date-time' },
      status: { type: 'string', enum: ['queued', 'sent'], default: 'queued' },
    },
  });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('generateValidators', () => {
  it('generates validators and types for schemas without $id that reference each other', async () => {
    const { written } = await generateValidators({ schemasDir: root });
    expect(written.map((f) => path.relative(root, f)).sort()).toEqual([
      'generated/api/common.d.ts',
      'generated/api/common.js',
      'generated/api/event.d.ts',
      'generated/api/event.js',
    ]);
    const js = await readFile(path.join(root, 'generated/api/event.js'), 'utf8');
    expect(importedModules(js)).toContain('ajv-formats/dist/formats.js');

    const { default: validate } = (await import(pathToFileURL(path.join(root, 'generated/api/event.js')).href)) as { default: Validator };
    const event = { id: 'e1', created_at: '2024-05-01T10:00:00Z' };
    expect(validate(event)).toBe(true);
    expect(event).toEqual({ id: 'e1', created_at: '2024-05-01T10:00:00Z', status: 'queued' });
    expect(validate({ id: 'e1', created_at: '2024-13-45T99:00:00Z' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/created_at', keyword: 'format' });
    expect(validate({ id: '', created_at: '2024-05-01T10:00:00Z' })).toBe(false);

    const dts = await readFile(path.join(root, 'generated/api/event.d.ts'), 'utf8');
    expect(dts).toContain('export interface TrackingEvent {');
    expect(dts).toMatch(/status: "queued" \| "sent";/);
    expect(dts).toContain('(data: unknown): data is TrackingEvent;');
  });

  it('removes the output of a deleted schema and leaves unchanged files alone', async () => {
    await write('api/old.json', { type: 'string' });
    await generateValidators({ schemasDir: root });
    await rm(path.join(root, 'api/old.json'));
    const { written, removed } = await generateValidators({ schemasDir: root });
    expect(written).toEqual([]);
    expect(removed.map((f) => path.relative(root, f)).sort()).toEqual(['generated/api/old.d.ts', 'generated/api/old.js']);
  });

  it('fails on a schema typo (ajv strict mode), naming the file', async () => {
    await write('api/typo.json', { type: 'object', propertes: { a: { type: 'string' } } });
    await expect(generateValidators({ schemasDir: root })).rejects.toThrow(/api\/typo\.json.*unknown keyword: "propertes"/);
  });
});
