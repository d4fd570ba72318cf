// Hostile requests for every route of the API, generated from the request schemas (schemas/api/*.request.json):
// a valid body per route is sampled from its schema, then every value, key, array, path parameter, query and
// the body as a whole is replaced by something an attacker would send (wrong types, control characters, lone
// surrogates, huge and unicode strings, Object.prototype names as keys, bad cursors, absurd numbers, deep
// nesting). Used by fuzz.test.ts; deterministic for a seed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_SCHEMAS_DIR } from './validate';

export type TokenKind = 'customer' | 'anonymous' | 'none' | 'garbage' | 'forged';

export interface FuzzRoute {
  method: string;
  /** Hono path, e.g. /customer/:shopId/:customerId */
  path: string;
  /** schemas/api/<schema>.request.json; absent for calls without a body. */
  schema?: string;
  /** Admin calls take the admin token instead of a shopper's. */
  admin?: boolean;
}

export interface FuzzCase {
  route: FuzzRoute;
  /** What was changed, for the failure report: "data.address.city ← NUL inside". */
  what: string;
  /** Path segments already percent-encoded. */
  params: Record<string, string>;
  query?: string;
  /** Built when sent (some are a megabyte). */
  body?: string | Uint8Array | (() => string);
  contentType?: string | null;
  token: TokenKind;
}

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32)

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Schemas: loading, $ref resolution, a valid sample

type Schema = Record<string, any>;

export function loadApiSchemas(dir = API_SCHEMAS_DIR): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out.set(file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Schema);
  }
  return out;
}

/** Values the sampler uses by property name, so a sample reaches the handler's logic (real ids, own email…). */
export type Known = Record<string, unknown>;

class Sampler {
  constructor(
    private readonly files: Map<string, Schema>,
    private readonly known: Known,
  ) {}

  resolve(schema: Schema | boolean, file: string): { schema: Schema; file: string } {
    let s: Schema | boolean = schema;
    let f = file;
    for (let i = 0; i < 20 && typeof s === 'object' && typeof s.$ref === 'string'; i++) {
      const [target, pointer = ''] = (s.$ref as string).split('#');
      if (target) f = target;
      let node: any = this.files.get(f);
      if (!node) throw new Error(`fuzz: no schema file ${f} (from ${file})`);
      for (const part of pointer.split('/').filter(Boolean)) node = node[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      s = node;
    }
    return { schema: typeof s === 'object' ? s : {}, file: f };
  }

  sample(raw: Schema | boolean, file: string, name: string): unknown {
    const { schema, file: f } = this.resolve(raw, file);
    // A schema's own example wins (a map keyed by id, whose entries must repeat their key: tracking-event-inject).
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (Object.hasOwn(this.known, name)) return this.known[name];
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((s: Schema) => this.sample(s, f, name));
      return parts.every((p: unknown) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
    }
    const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : ['string'];
    const type = types.find((t) => t !== 'null') ?? 'null';
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return false;
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
      case 'string': {
        const pattern = schema.pattern as string | undefined;
        let text = pattern === '^[0-9]{4}$' ? '1234' : pattern?.includes('[0-9a-fA-F]{8}') ? '00000000-0000-4000-8000-000000000000' : 'Fuzz';
        const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
        while (text.length < min) text += 'z';
        return text;
      }
      case 'array': {
        const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
        return Array.from({ length: count }, () => this.sample(schema.items ?? {}, f, `${name}[]`));
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
          const value = this.sample(sub, f, key);
          if (value !== undefined) out[key] = value;
        }
        for (const key of (schema.required ?? []) as string[]) if (!(key in out)) out[key] = this.sample({}, f, key);
        if (Object.keys(out).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
          out.fuzzKey = this.sample(schema.additionalProperties, f, 'fuzzKey');
        }
        return out;
      }
      default:
        return null;
    }
  }

  /** maxLength of the string at a body path, walking the schema alongside (for "one over the limit"). */
  maxLengthAt(file: string, path: (string | number)[]): number | undefined {
    let { schema, file: f } = this.resolve(this.files.get(file)!, file);
    for (const part of path) {
      if (Array.isArray(schema.allOf)) schema = Object.assign({}, ...schema.allOf.map((s: Schema) => this.resolve(s, f).schema));
      const next: Schema | undefined =
        typeof part === 'number' ? schema.items : (schema.properties?.[part] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined));
      if (!next) return undefined;
      ({ schema, file: f } = this.resolve(next, f));
    }
    return typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const RAW = '\u0001raw:'; // marks a value replaced by raw JSON text after stringify (numbers JSON.stringify cannot write)

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'valueOf',
  'toString',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  'then',
  'toJSON',
  'length',
];

/** Strings an attacker or a broken client sends; `limit` is the field's maxLength when known. */
function hostileStrings(base: string, limit: number | undefined): [string, string][] {
  const out: [string, string][] = [
    ['NUL inside', `${base}\u0000x`],
    ['NUL alone', '\u0000'],
    ['lone high surrogate', `${base}\ud800`],
    ['lone low surrogate', `\udc00${base}`],
    ['reversed surrogate pair', '\udc00\ud800'],
    ['noncharacter U+FFFF', `${base}\uffff`],
    ['BOM', `\ufeff${base}`],
    ['emoji ZWJ family', '👩‍👩‍👧‍👦'],
    ['RTL override', `\u202e${base}gnp.exe`],
    ['combining marks', `e${'\u0301'.repeat(300)}`],
    ['zero-width', '\u200b\u200c\u200d'],
    ['empty', ''],
    ['blank', '   '],
    ['SQL', "' or '1'='1'; drop table customers; --"],
    ['placeholder', '$1'],
    ['percent NUL', '%00'],
    ['escaped NUL text', '\\u0000'],
    ['path traversal', '../../../etc/passwd'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['proto name', '__proto__'],
    ['constructor name', 'constructor'],
    ['10 kB', 'a'.repeat(10_000)],
    ['60 kB of 2-byte chars', 'é'.repeat(30_000)],
    ['~1 MB', 'x'.repeat(1_000_000)],
  ];
  for (const c of CONTROL.slice(1)) out.push([`control U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, `${base}${c}`]);
  if (limit !== undefined) {
    out.push(['one over maxLength', 'a'.repeat(limit + 1)]);
    out.push(['maxLength of emoji', '😀'.repeat(limit)]);
  }
  return out;
}

const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['float', 1.5],
  ['huge number', 1e21],
  ['2^53+1', 2 ** 53 + 1],
  ['max double', Number.MAX_VALUE],
  ['tiny float', 5e-324],
  ['Infinity (1e999)', `${RAW}1e999`],
  ['-Infinity (-1e999)', `${RAW}-1e999`],
  ['-0', `${RAW}-0`],
  ['exponent string', '1e5'],
  ['numeric string', '7400000001'],
  ['empty array', []],
  ['empty object', {}],
  ['nested arrays', [[[[['x']]]]]],
  ['array of nulls', [null, null]],
  ['nested objects', { a: { b: { c: { d: {} } } } }],
];

const PROTO_VALUES: [string, unknown][] = [
  ['{}', {}],
  ['string', 'x'],
  ['null', null],
  ['number', 1],
  ['object with polluting keys', { polluted: true, isAdmin: true }],
];

const HOSTILE_KEYS = ['', 'a\u0000b', '\ud800', 'a'.repeat(500), '$where', 'a.b.c', 'a"b', "a'b", '😀', '\u202ekey'];

/** Page cursors: garbage, and well-formed ones whose date or id is out of range. */
export function hostileCursors(): [string, string][] {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  return [
    ['cursor garbage', 'not-a-cursor'],
    ['cursor empty', ''],
    ['cursor NUL', '\u0000'],
    ['cursor year 275760', b64('+275760-09-13T00:00:00.000Z|5100000001')],
    ['cursor year -271821', b64('-271821-04-20T00:00:00.000Z|5100000001')],
    ['cursor year 0', b64('0000-01-01T00:00:00.000Z|5100000001')],
    ['cursor 4713 BC', b64('-004714-11-24T00:00:00.000Z|5100000001')],
    ['cursor year 10000', b64('+010000-01-01T00:00:00.000Z|5100000001')],
    ['cursor epoch digits', b64('8640000000000000|5100000001')],
    ['cursor date words', b64('Sat, 13 Sep 275760 00:00:00 GMT|5100000001')],
    ['cursor leap second', b64('2024-12-31T23:59:60.000Z|5100000001')],
    ['cursor no id', b64('2024-01-01T00:00:00.000Z')],
    ['cursor id NUL', b64('2024-01-01T00:00:00.000Z|51\u00000')],
    ['cursor id huge', b64('2024-01-01T00:00:00.000Z|9999999999999999999999')],
    ['cursor extra fields', b64('2024-01-01T00:00:00.000Z|5100000001|x|y')],
    ['cursor lone surrogate', b64('2024-01-01T00:00:00.000Z|5100000001') + '\ud800'],
    ['cursor invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7c, 0x35]).toString('base64url')],
    ['cursor standard base64', Buffer.from('2024-01-01T00:00:00.000Z|5100000001').toString('base64')],
    ['cursor 200 chars', 'A'.repeat(200)],
  ];
}

/** Path segments (raw, as they appear in the URL). */
export const HOSTILE_SEGMENTS: [string, string][] = [
  ['%00', '%00'],
  ['a%00b', 'a%00b'],
  ['encoded lone surrogate (invalid UTF-8)', '%ED%A0%80'],
  ['overlong slash', '%C0%AF'],
  ['bare percent', '%'],
  ['bad escape', '%zz'],
  ['encoded slash', '..%2F..%2Fadmin'],
  ['dot dot', '..'],
  ['constructor', 'constructor'],
  ['__proto__', '__proto__'],
  ['toString', 'toString'],
  ['negative', '-1'],
  ['zero', '0'],
  ['float', '1.5'],
  ['exponent', '1e5'],
  ['20 digits', '99999999999999999999'],
  ['16 digits', '9999999999999999'],
  ['max 15 digits', '999999999999999'],
  ['unknown uuid', '00000000-0000-4000-8000-000000000000'],
  ['nil uuid upper', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'],
  ['uuid with NUL', '00000000-0000-4000-8000-00000000000%00'],
  ['5000 chars', 'a'.repeat(5000)],
  ['emoji', encodeURIComponent('😀')],
  ['RTL', encodeURIComponent('\u202eabc')],
  ['gid', encodeURIComponent('gid://shopify/Product/99999999999999999999')],
  ['gid huge', 'gid:%2F%2Fshopify%2FProduct%2F999999999999999'],
  ['space', '%20'],
  ['SQL', encodeURIComponent("1' or '1'='1")],
  ['upper shop', 'DEMO-STORE'],
];

export const HOSTILE_QUERIES: [string, string][] = [
  ['shopId=%00', 'shopId=%00'],
  ['shopId=a%00b', 'shopId=demo-store%00'],
  ['shopId lone surrogate', 'shopId=%ED%A0%80'],
  ['shopId bad escape', 'shopId=%zz'],
  ['shopId 5000 chars', `shopId=${'a'.repeat(5000)}`],
  ['shopId constructor', 'shopId=constructor'],
  ['shopId __proto__', 'shopId=__proto__'],
  ['shopId twice', 'shopId=demo-store&shopId=other'],
  ['shopId[]', 'shopId[]=demo-store'],
  ['empty shopId', 'shopId='],
  ['__proto__ param', '__proto__[x]=1&constructor=1'],
];

/** Whole bodies, as text or bytes. */
export const HOSTILE_BODIES: [string, string | Uint8Array, string | null][] = [
  ['empty body', '', 'application/json'],
  ['whitespace body', ' \n', 'application/json'],
  ['body null', 'null', 'application/json'],
  ['body true', 'true', 'application/json'],
  ['body number', '1e999', 'application/json'],
  ['body string', '"data"', 'application/json'],
  ['body array', '[{"data":{"shopId":"demo-store"}}]', 'application/json'],
  ['data null', '{"data":null}', 'application/json'],
  ['data array', '{"data":[]}', 'application/json'],
  ['data string', '{"data":"demo-store"}', 'application/json'],
  ['truncated JSON', '{"data":{"shopId":"demo-store"', 'application/json'],
  ['trailing garbage', '{"data":{"shopId":"demo-store"}} x', 'application/json'],
  ['single quotes', "{'data':{'shopId':'demo-store'}}", 'application/json'],
  ['JSON with BOM', '\ufeff{"data":{"shopId":"demo-store"}}', 'application/json'],
  ['duplicate keys', '{"data":{"shopId":"other","shopId":"demo-store"}}', 'application/json'],
  ['__proto__ data', '{"__proto__":{"data":{"shopId":"demo-store"}}}', 'application/json'],
  ['NUL byte body', '\u0000', 'application/json'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x64, 0x61, 0x74, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d]), 'application/json'],
  ['deep arrays (40k)', `{"data":{"shopId":"demo-store","x":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`, 'application/json'],
  ['deep objects (8k)', `{"data":{"shopId":"demo-store","x":${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}}}`, 'application/json'],
  ['unclosed deep arrays', '['.repeat(90_000), 'application/json'],
  ['1 MB body', `{"data":{"shopId":"demo-store","x":"${'x'.repeat(1_000_000)}"}}`, 'application/json'],
  ['text/plain', '{"data":{"shopId":"demo-store"}}', 'text/plain'],
  ['form encoded', 'data[shopId]=demo-store', 'application/x-www-form-urlencoded'],
  ['no content type', '{"data":{"shopId":"demo-store"}}', null],
];

// ---------------------------------------------------------------------------------------------------------
// Mutating a body

type Path = (string | number)[];
const show = (path: Path) => path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${p}` : p), '') || 'body';

function slots(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const out = [{ path, value }];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...slots(v, [...path, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...slots(v, [...path, k]));
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(root)) as any;
  let node = copy;
  for (const p of path.slice(0, -1)) node = node[p];
  Object.defineProperty(node, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withKey(root: unknown, path: Path, key: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as any;
  let node = copy;
  for (const p of path) node = node[p];
  // defineProperty: an own "__proto__" key, as JSON.parse makes one (assignment would set the prototype).
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withoutKey(root: unknown, path: Path, key: string): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as any;
  let node = copy;
  for (const p of path) node = node[p];
  delete node[key];
  return copy;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

export interface Generated {
  /** Cases that always run: every issue-12 class at every place it applies. */
  essential: FuzzCase[];
  /** The rest of the space, sampled at random to fill the budget. */
  pool: FuzzCase[];
}

export interface GenerateInput {
  routes: FuzzRoute[];
  files: Map<string, Schema>;
  known: Known;
  /** Valid path parameters by name (shopId, customerId, addressId…). */
  params: (route: FuzzRoute) => Record<string, string>;
  /** Overrides of the sampled baseline for one schema (e.g. a body that must name the caller's email). */
  baseline?: (schema: string, sampled: Record<string, any>) => Record<string, any>;
}

export function baselineBody(input: GenerateInput, schema: string): Record<string, any> {
  const sampler = new Sampler(input.files, input.known);
  const file = `${schema}.request.json`;
  const sampled = sampler.sample(input.files.get(file)!, file, '') as Record<string, any>;
  return input.baseline ? input.baseline(schema, sampled) : sampled;
}

export function generate(input: GenerateInput): Generated {
  const sampler = new Sampler(input.files, input.known);
  const essential: FuzzCase[] = [];
  const pool: FuzzCase[] = [];
  const tokens: TokenKind[] = ['customer', 'anonymous', 'none', 'garbage', 'forged'];
  let n = 0;
  const token = (): TokenKind => tokens[n++ % tokens.length]!;

  for (const route of input.routes) {
    const params = input.params(route);
    const add = (list: FuzzCase[], c: Omit<FuzzCase, 'route' | 'params' | 'token'> & { params?: Record<string, string>; token?: TokenKind }) =>
      list.push({ route, params: c.params ?? params, token: c.token ?? (route.admin ? 'customer' : token()), what: c.what, query: c.query, body: c.body, contentType: c.contentType });
    const base = route.schema ? baselineBody(input, route.schema) : route.admin ? { data: { isActive: true } } : undefined;
    const baseText = base ? toJson(base) : undefined;

    // The valid request itself, with every kind of caller.
    for (const t of tokens) add(essential, { what: 'baseline', body: baseText, token: t });

    // Path parameters and queries.
    for (const name of Object.keys(params)) {
      for (const [label, segment] of HOSTILE_SEGMENTS) {
        const target = ['%00', 'encoded lone surrogate (invalid UTF-8)', 'constructor', '20 digits', 'uuid with NUL', 'gid huge'].includes(label) ? essential : pool;
        add(target, { what: `path :${name} ← ${label}`, params: { ...params, [name]: segment }, body: baseText, token: 'customer' });
      }
    }
    for (const [label, query] of HOSTILE_QUERIES) {
      add(route.method === 'GET' || route.method === 'DELETE' ? essential : pool, { what: `query ${label}`, query, body: baseText, token: 'customer' });
    }

    // Whole bodies.
    if (route.method !== 'GET') {
      for (const [label, body, contentType] of HOSTILE_BODIES) add(label.startsWith('deep') ? essential : pool, { what: label, body, contentType });
    }

    if (!base || !route.schema) continue;
    const file = `${route.schema}.request.json`;

    // Every value, key and array of the body.
    for (const { path, value } of slots(base)) {
      const at = show(path);
      const put = (list: FuzzCase[], label: string, replacement: unknown, t?: TokenKind) =>
        add(list, { what: `${at} ← ${label}`, body: () => toJson(setAt(base, path, replacement)), token: t });
      if (path.length > 0) {
        for (const [label, v] of WRONG_TYPES) put(pool, label, v);
        const limit = sampler.maxLengthAt(file, path);
        const text = typeof value === 'string' ? value : String(value ?? 'x');
        for (const [label, v] of hostileStrings(text, limit)) {
          const isEssential = ['NUL inside', 'lone high surrogate', 'lone low surrogate', 'control U+001b', 'one over maxLength'].includes(label);
          put(isEssential ? essential : pool, label, v, isEssential ? 'customer' : undefined);
        }
        const key = path[path.length - 1];
        if (key === 'pageCursor' || (typeof key === 'string' && /cursor/i.test(key))) {
          for (const [label, v] of hostileCursors()) put(essential, label, v, 'customer');
        }
      }
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const key of PROTO_KEYS) {
          for (const [label, v] of PROTO_VALUES) {
            add(label === 'string' || label === '{}' ? essential : pool, {
              what: `${at}.${key} ← ${label}`,
              body: () => toJson(withKey(base, path, key, v)),
              token: 'customer',
            });
          }
        }
        for (const key of HOSTILE_KEYS) add(pool, { what: `${at}[${JSON.stringify(key).slice(0, 20)}] added`, body: () => toJson(withKey(base, path, key, 'x')) });
        for (const key of Object.keys(value)) add(pool, { what: `${at}.${key} removed`, body: () => toJson(withoutKey(base, path, key)) });
        if (path.length > 0) {
          // The object replaced by one made only of prototype names (a customFields of them, an address of them).
          const protoOnly = Object.fromEntries(PROTO_KEYS.filter((k) => k !== '__proto__').map((k) => [k, 'x']));
          Object.defineProperty(protoOnly, '__proto__', { value: 'x', enumerable: true, writable: true, configurable: true });
          put(essential, 'only prototype names', protoOnly, 'customer');
        }
      }
      if (Array.isArray(value) && value.length > 0) {
        put(pool, '1000 copies', Array.from({ length: 1000 }, () => value[0]));
        put(pool, 'nested', [value]);
        put(pool, 'mixed types', [value[0], null, 1.5, 'x', [], {}]);
        put(pool, 'duplicates', [value[0], value[0]]);
      }
    }
  }
  return { essential, pool };
}

/** Picks `count` cases: all essential ones, then a seeded sample of the pool (without repeats while it lasts). */
export function pick(generated: Generated, count: number, seed: number): FuzzCase[] {
  const random = rng(seed);
  const pool = [...generated.pool];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const chosen = [...generated.essential];
  const tokens: TokenKind[] = ['customer', 'customer', 'anonymous', 'none', 'garbage', 'forged'];
  for (let i = 0; chosen.length < count; i++) {
    const base = pool[i % Math.max(1, pool.length)];
    if (!base) break;
    // Past the pool's end, the same mutations again with other callers.
    chosen.push(i < pool.length ? base : { ...base, token: tokens[Math.floor(random() * tokens.length)]! });
  }
  return chosen;
}
