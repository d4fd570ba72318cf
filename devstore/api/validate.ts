// Request validation against schemas/api/<name>.request.json, compiled once at server start.
// The server may use ajv at runtime (only the widget must not, DESIGN §3). Failures become
// 400 { error: { code: 'invalid_request', message: 'data.items[0].productId: must be integer or string' } }.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { badRequest } from './errors';

export const API_SCHEMAS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas/api');

// ajv-formats is CommonJS; depending on the loader its default export sits one level deeper.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** One Ajv with every schema of schemas/api loaded (shared $refs resolve through their $id). */
export function createSchemaRegistry(dir = API_SCHEMAS_DIR): {
  ajv: Ajv;
  get(name: string): ValidateFunction;
  names: string[];
} {
  const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: true });
  addFormats(ajv);
  const names: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { $id?: string };
    const name = file.replace(/\.json$/, '');
    if (!schema.$id) throw new Error(`schemas/api/${file} has no $id`);
    ajv.addSchema(schema, name);
    names.push(name);
  }
  const cache = new Map<string, ValidateFunction>();
  return {
    ajv,
    names,
    get(name) {
      let fn = cache.get(name);
      if (!fn) {
        fn = ajv.getSchema(name);
        if (!fn) throw new Error(`No schema schemas/api/${name}.json`);
        cache.set(name, fn);
      }
      return fn;
    },
  };
}

/** '/data/items/0/productId' → 'data.items[0].productId' */
function readablePath(instancePath: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length === 0) return 'body';
  return parts.reduce((out, part, i) => (/^\d+$/.test(part) ? `${out}[${part}]` : i === 0 ? part : `${out}.${part}`), '');
}

export function describeError(error: ErrorObject): string {
  const path = readablePath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${path === 'body' ? '' : `${path}.`}${String(params.missingProperty)}: is required`;
    case 'additionalProperties':
      return `${path === 'body' ? '' : `${path}.`}${String(params.additionalProperty)}: is not allowed`;
    case 'type':
      return `${path}: must be ${String(params.type).replace(',', ' or ')}`;
    case 'pattern':
      // '\\S' is how the schemas say "not blank" (SPEC §5: "First name required" and friends).
      return params.pattern === '\\S' ? `${path}: must not be blank` : `${path}: must match ${String(params.pattern)}`;
    case 'enum':
      return `${path}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${path}: ${error.message ?? 'is invalid'}`;
  }
}

/** Validates `body` with the named request schema; throws a 400 HttpError with a readable message. */
export function assertValid<T>(validate: ValidateFunction, body: unknown): T {
  if (!validate(body)) {
    const first = validate.errors?.[0];
    throw badRequest('invalid_request', first ? describeError(first) : 'body: is invalid');
  }
  return body as T;
}
