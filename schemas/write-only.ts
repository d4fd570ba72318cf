// Server-side only (reads schema files from disk): removes every value a JSON schema marks
// `"writeOnly": true` (the standard annotation for secrets a client may send but must never receive back:
// provider access tokens, API keys). The schema is walked together with the value, following `$ref`s across
// files, `allOf`/`anyOf`/`oneOf`, `if`/`then`/`else`, `properties`, `patternProperties`,
// `additionalProperties`, `items` and `additionalItems`. Conditions are not evaluated: a property that is
// writeOnly in any branch is removed (a secret must not survive because a condition did not hold); a
// writeOnly list element is left out of its list.
// Keys the schema does not describe are kept as they are (settings.json stays open for third-party groups).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type JsonSchemaNode = Record<string, unknown> | boolean;

const SCHEMAS_DIR = path.dirname(fileURLToPath(import.meta.url));
const BASE_URL = 'https://schemas.status.dev/';
const MAX_REF_DEPTH = 64;

/** A schema node with the file it was read from, so relative `$ref`s inside it resolve. */
interface Located {
  node: JsonSchemaNode;
  /** Absolute URL of the document the node sits in (`https://schemas.status.dev/settings/credit.json`). */
  base: string;
}

const documents = new Map<string, Record<string, unknown>>();

/** A schema document by URL, read from schemas/ once. */
function documentAt(url: string): Record<string, unknown> {
  let doc = documents.get(url);
  if (!doc) {
    if (!url.startsWith(BASE_URL)) throw new Error(`write-only: cannot load schema ${url} (only ${BASE_URL}…)`);
    const file = path.join(SCHEMAS_DIR, ...url.slice(BASE_URL.length).split('/'));
    if (!file.startsWith(SCHEMAS_DIR + path.sep)) throw new Error(`write-only: schema ${url} is outside schemas/`);
    doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    documents.set(url, doc);
  }
  return doc;
}

function pointer(doc: unknown, fragment: string): JsonSchemaNode {
  let node: unknown = doc;
  for (const raw of fragment.replace(/^\/?/, '').split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (typeof node !== 'boolean' && (node === null || typeof node !== 'object')) throw new Error(`write-only: no schema at #${fragment}`);
  return node as JsonSchemaNode;
}

/** Follows `$ref` chains to the node they name. */
export function derefSchema(located: Located, depth = 0): Located {
  const { node, base } = located;
  if (typeof node === 'boolean' || typeof node.$ref !== 'string') return located;
  if (depth > MAX_REF_DEPTH) throw new Error(`write-only: $ref chain too long at ${base}`);
  const target = new URL(node.$ref, base);
  const fragment = decodeURIComponent(target.hash.slice(1));
  target.hash = '';
  const doc = documentAt(target.href);
  return derefSchema({ node: pointer(doc, fragment), base: target.href }, depth + 1);
}

/** The node and every subschema that applies to the same value (combinators and conditions, refs followed). */
function applicable(located: Located, depth = 0): Located[] {
  const here = derefSchema(located);
  if (typeof here.node === 'boolean' || depth > MAX_REF_DEPTH) return [here];
  const out: Located[] = [here];
  const node = here.node;
  const sub = (value: unknown) => {
    if (typeof value === 'boolean' || (value && typeof value === 'object' && !Array.isArray(value))) {
      out.push(...applicable({ node: value as JsonSchemaNode, base: here.base }, depth + 1));
    }
  };
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(sub);
  for (const key of ['if', 'then', 'else'] as const) sub(node[key]);
  return out;
}

/** True when the schema (after refs) is annotated writeOnly. */
function isWriteOnly(located: Located): boolean {
  return applicable(located).some(({ node }) => typeof node !== 'boolean' && node.writeOnly === true);
}

/** The subschemas that describe `key` of an object matched by `schemas`. */
function propertySchemas(schemas: Located[], key: string): Located[] {
  const found: Located[] = [];
  for (const { node, base } of schemas) {
    if (typeof node === 'boolean') continue;
    const properties = node.properties as Record<string, JsonSchemaNode> | undefined;
    let named = false;
    if (properties && Object.hasOwn(properties, key)) {
      found.push({ node: properties[key]!, base });
      named = true;
    }
    const patterns = node.patternProperties as Record<string, JsonSchemaNode> | undefined;
    for (const [pattern, schema] of Object.entries(patterns ?? {})) {
      if (new RegExp(pattern, 'u').test(key)) {
        found.push({ node: schema, base });
        named = true;
      }
    }
    const additional = node.additionalProperties;
    if (!named && additional !== undefined && typeof additional === 'object' && additional !== null) {
      found.push({ node: additional as JsonSchemaNode, base });
    }
  }
  return found;
}

function itemSchemas(schemas: Located[], index: number): Located[] {
  const found: Located[] = [];
  for (const { node, base } of schemas) {
    if (typeof node === 'boolean') continue;
    const { items, additionalItems } = node;
    if (Array.isArray(items)) {
      if (index < items.length) found.push({ node: items[index] as JsonSchemaNode, base });
      else if (additionalItems && typeof additionalItems === 'object') found.push({ node: additionalItems as JsonSchemaNode, base });
    } else if (items !== undefined && (typeof items === 'object' || typeof items === 'boolean')) {
      found.push({ node: items as JsonSchemaNode, base });
    }
  }
  return found;
}

function strip(schemas: Located[], value: unknown): unknown {
  if (schemas.length === 0 || value === null || typeof value !== 'object') return value;
  const all = schemas.flatMap((s) => applicable(s));
  if (Array.isArray(value)) {
    // A writeOnly element (a list of secrets, a tuple position) is left out of the list.
    return value.flatMap((item, i) => {
      const described = itemSchemas(all, i);
      return described.some(isWriteOnly) ? [] : [strip(described, item)];
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const described = propertySchemas(all, key);
    if (described.some(isWriteOnly)) continue;
    out[key] = strip(described, child);
  }
  return out;
}

/**
 * A copy of `value` without any value its schema marks writeOnly. `schema` is a path under schemas/
 * (`settings.json`, `settings/credit.json#/…`) or a schema object whose relative refs resolve from schemas/.
 * The input is never changed; parts the schema does not describe are copied as they are.
 */
export function stripWriteOnly<T>(schema: string | JsonSchemaNode, value: T): T {
  return strip([rootOf(schema)], value) as T;
}

let inline = 0;
const inlineBases = new WeakMap<object, string>();

/** A path becomes a ref; a schema object becomes a document of its own (its `#/…` refs resolve in it). */
function rootOf(schema: string | JsonSchemaNode): Located {
  if (typeof schema === 'string') return { node: { $ref: schema }, base: BASE_URL };
  if (typeof schema === 'boolean') return { node: schema, base: BASE_URL };
  let base = inlineBases.get(schema);
  if (!base) {
    base = `${BASE_URL}inline-${++inline}.json`;
    inlineBases.set(schema, base);
    documents.set(base, schema);
  }
  return { node: schema, base };
}

/**
 * Every writeOnly location the schema declares, as paths like `credit.accessToken` or `links[].secret`
 * (for tests and audits). Recursive schemas are followed up to `maxDepth` levels.
 */
export function writeOnlyPaths(schema: string | JsonSchemaNode, maxDepth = 12): string[] {
  const root = rootOf(schema);
  const found = new Set<string>();
  const visit = (located: Located, at: string, depth: number) => {
    if (depth > maxDepth) return;
    const all = applicable(located);
    for (const { node, base } of all) {
      if (typeof node === 'boolean') continue;
      const children: [string, JsonSchemaNode][] = [
        ...Object.entries((node.properties as Record<string, JsonSchemaNode> | undefined) ?? {}).map(
          ([k, s]) => [at ? `${at}.${k}` : k, s] as [string, JsonSchemaNode],
        ),
        ...Object.entries((node.patternProperties as Record<string, JsonSchemaNode> | undefined) ?? {}).map(
          ([k, s]) => [`${at}[/${k}/]`, s] as [string, JsonSchemaNode],
        ),
      ];
      if (node.additionalProperties && typeof node.additionalProperties === 'object') {
        children.push([`${at}[*]`, node.additionalProperties as JsonSchemaNode]);
      }
      const items = node.items;
      if (Array.isArray(items)) items.forEach((s, i) => children.push([`${at}[${i}]`, s as JsonSchemaNode]));
      else if (items && typeof items === 'object') children.push([`${at}[]`, items as JsonSchemaNode]);
      for (const [childPath, child] of children) {
        const located = { node: child, base };
        if (isWriteOnly(located)) found.add(childPath);
        else visit(located, childPath, depth + 1);
      }
    }
  };
  visit(root, '', 0);
  return [...found].sort();
}
