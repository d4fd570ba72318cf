// The schema as json-schema-to-typescript should see it. Validation uses the schema untouched; only the
// copy handed to the type generator is reshaped, so the emitted type describes data *after* validation:
// - a property with a `default` is required (ajv's useDefaults has filled it in);
// - `if`/`then`/`else` and constraint-only `allOf` members go: json2ts cannot express them and would
//   otherwise widen the type to `{ [k: string]: unknown }`;
// - every external `$ref` becomes an absolute URL that the resolver in types.ts serves from memory.
import { SCHEMA_BASE_URL, type JsonSchema, type SchemaFile } from './schema-files.ts';

/** Keywords that give a schema a shape json2ts can turn into a type. */
const SHAPE_KEYWORDS = ['properties', 'additionalProperties', 'patternProperties', 'items', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'tsType'];
/** Keywords holding one subschema, or a map of them. */
const SUBSCHEMA = ['additionalProperties', 'additionalItems', 'items', 'contains', 'propertyNames', 'not'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];

/** Absolute URL that identifies a schema file for the resolver (relative `$id`s made absolute). */
export function fileUrl(file: SchemaFile): string {
  return new URL(file.id, SCHEMA_BASE_URL + file.relPath).href.replace(/#.*$/, '');
}

/** A valid TypeScript identifier for the root type: PascalCase title, else the file name. */
export function rootTypeName(file: SchemaFile): string {
  const title = typeof file.schema.title === 'string' ? file.schema.title : file.relPath.replace(/\.json$/, '').split('/').pop()!;
  const name = title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Za-z]/.test(name) ? name : `T${name}`;
}

function isSchema(value: unknown): value is JsonSchema {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** False for constraint-only members such as `{ type: 'object', properties: { slot: true }, required: ['slot'] }`
 *  (the `true` entries exist only to satisfy ajv's strictRequired). */
function hasShape(schema: JsonSchema): boolean {
  return SHAPE_KEYWORDS.some((key) => {
    if (!(key in schema)) return false;
    if (key !== 'properties' || !isSchema(schema.properties)) return true;
    return Object.values(schema.properties).some((sub) => sub !== true);
  });
}

function reshape(node: JsonSchema, base: string): JsonSchema {
  const out: JsonSchema = { ...node };
  if (typeof out.$id === 'string' && !out.$id.startsWith('#')) base = new URL(out.$id, base).href;
  if (typeof out.$ref === 'string' && !out.$ref.startsWith('#')) out.$ref = new URL(out.$ref, base).href;
  delete out.if;
  delete out.then;
  delete out.else;

  for (const key of SUBSCHEMA) if (isSchema(out[key])) out[key] = reshape(out[key], base);
  for (const key of SUBSCHEMA_MAPS) {
    if (!isSchema(out[key])) continue;
    const map: JsonSchema = {};
    for (const [name, sub] of Object.entries(out[key])) map[name] = isSchema(sub) ? reshape(sub, base) : sub;
    out[key] = map;
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((sub) => (isSchema(sub) ? reshape(sub, base) : sub));
  }

  if (Array.isArray(out.allOf)) {
    const shaped = out.allOf.filter((sub) => isSchema(sub) && hasShape(sub));
    if (shaped.length) out.allOf = shaped;
    else delete out.allOf;
  }
  if (isSchema(out.properties)) {
    const defaulted = Object.entries(out.properties)
      .filter(([, sub]) => isSchema(sub) && 'default' in sub)
      .map(([name]) => name);
    const required = Array.isArray(out.required) ? (out.required as string[]) : [];
    const merged = [...new Set([...required, ...defaulted])];
    if (merged.length) out.required = merged;
  }
  return out;
}

/** The reshaped copy of a file's schema; the root title is forced to `rootTypeName` so callers know it. */
export function typeView(file: SchemaFile): JsonSchema {
  const view = reshape(file.schema, fileUrl(file));
  view.title = rootTypeName(file);
  return view;
}
