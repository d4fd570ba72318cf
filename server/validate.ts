// Request validation against schemas/api/<name>.request.json, compiled once at server start.
// The server may use ajv at runtime (only the widget must not: it never compiles code). Failures become
// 400 { error: { code: 'invalid_request', message: 'data.items[0].productId: must be integer or string' } }.
// Text: every string the API stores carries one of the TEXT patterns below (no C0 control characters but tab,
// newline and carriage return, no DEL, no unpaired surrogate: PostgreSQL cannot store NUL, jsonb cannot store a
// lone surrogate, and no form types the others); after the schema, a last check refuses NUL and lone surrogates
// anywhere in the body, keys included, so an ignored or future field cannot carry them to the database either.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { badRequest } from './errors';

export const API_SCHEMAS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../schemas/api');

// ajv-formats is CommonJS; depending on the loader its default export sits one level deeper.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** Characters no stored text may hold ([^…] of the TEXT patterns; ajv compiles patterns with the `u` flag, so a
 *  lone surrogate is one code point in \uD800-\uDFFF while a pair is one astral code point outside it). */
const UNSAFE = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF';

/** The `pattern`s of text fields in schemas/api (JSON strings hold them with doubled backslashes). */
export const TEXT = {
  /** Any text, possibly empty. */
  safe: `^[^${UNSAFE}]*$`,
  /** Required text: not blank ("First name required"). */
  nonBlank: `^(?=[^${UNSAFE}]*$)\\s*\\S`,
  /** A customer tag: no commas (tags are a comma-separated list at Shopify). */
  tag: `^[^,${UNSAFE}]+$`,
} as const;

const TEXT_PROBLEM = 'must not contain control characters or unpaired surrogates';

/** One Ajv with every schema of schemas/api loaded (shared $refs resolve through their $id). */
export function createSchemaRegistry(dir = API_SCHEMAS_DIR): {
  ajv: Ajv;
  get(name: string): ValidateFunction;
  names: string[];
} {
  // verbose: errors carry the failing value, so a TEXT.nonBlank failure can say "blank" or "control characters".
  const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: true, verbose: true });
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
      // '\\S' and TEXT.nonBlank are how the schemas say "not blank" ("First name required" and friends).
      if (params.pattern === '\\S') return `${path}: must not be blank`;
      if (params.pattern === TEXT.nonBlank) return `${path}: ${typeof error.data === 'string' && /^\s*$/.test(error.data) ? 'must not be blank' : TEXT_PROBLEM}`;
      if (params.pattern === TEXT.safe) return `${path}: ${TEXT_PROBLEM}`;
      if (params.pattern === TEXT.tag) return `${path}: must not be empty or contain commas, control characters or unpaired surrogates`;
      return `${path}: must match ${String(params.pattern)}`;
    case 'enum':
      return `${path}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${path}: ${error.message ?? 'is invalid'}`;
  }
}

const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first place in a parsed JSON body where a string or key holds NUL or a lone surrogate ('data.x[2]'),
 *  or null. Iterative: a body nested 50,000 arrays deep must not overflow the stack. */
export function unstorableText(body: unknown): string | null {
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (NUL_OR_LONE_SURROGATE.test(node)) return path || 'body';
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}[${i}]`]);
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        const at = path ? `${path}.${key}` : key;
        if (NUL_OR_LONE_SURROGATE.test(key)) return `${path || 'body'} (a key)`;
        stack.push([(node as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** Validates `body` with the named request schema; throws a 400 HttpError with a readable message. */
export function assertValid<T>(validate: ValidateFunction, body: unknown): T {
  if (!validate(body)) {
    const first = validate.errors?.[0];
    throw badRequest('invalid_request', first ? describeError(first) : 'body: is invalid');
  }
  const unsafe = unstorableText(body);
  if (unsafe) throw badRequest('invalid_request', `${unsafe}: ${TEXT_PROBLEM}`);
  return body as T;
}
