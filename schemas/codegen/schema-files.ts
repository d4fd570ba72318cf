// Finds and reads every JSON schema under schemas/ (the generator's input). Other folders of the team drop
// schemas in here too (schemas/api/), so discovery is by walking the tree, never by a hand-kept list.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** schemas/ itself. */
export const SCHEMAS_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Output folder; never read as input. */
export const GENERATED_DIR = path.join(SCHEMAS_DIR, 'generated');
/** `$id` of a schema without one is this plus its path, so relative `$ref`s work like file paths. */
export const SCHEMA_BASE_URL = 'https://schemas.status.dev/';

export type JsonSchema = Record<string, unknown>;

export interface SchemaFile {
  /** Path relative to schemas/, with forward slashes, e.g. `settings/wishlist.json`. */
  relPath: string;
  /** The schema's `$id`, or the one derived from relPath. */
  id: string;
  schema: JsonSchema;
}

async function walk(dir: string, skip: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip && entry.name !== 'node_modules' && !entry.name.startsWith('.')) found.push(...(await walk(full, skip)));
    } else if (entry.isFile() && entry.name.endsWith('.json')) {
      found.push(full);
    }
  }
  return found;
}

/** Every schema file, sorted by path so output order never depends on the file system. */
export async function loadSchemaFiles(root = SCHEMAS_DIR): Promise<SchemaFile[]> {
  const files = (await walk(root, path.join(root, 'generated'))).sort();
  return Promise.all(
    files.map(async (file) => {
      const relPath = path.relative(root, file).split(path.sep).join('/');
      let schema: unknown;
      try {
        schema = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new Error(`schemas: ${relPath} is not valid JSON: ${(error as Error).message}`);
      }
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw new Error(`schemas: ${relPath} is not a schema object`);
      const own = (schema as JsonSchema).$id;
      const id = typeof own === 'string' ? own : SCHEMA_BASE_URL + relPath;
      return { relPath, id, schema: schema as JsonSchema };
    }),
  );
}
