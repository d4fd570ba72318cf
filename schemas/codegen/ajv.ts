// The one ajv configuration used both to generate validators and, in tests, to check them against a live
// compile: if the two ever differ, the comparison test is meaningless.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { SchemaFile } from './schema-files.ts';

export const AJV_OPTIONS: Options = {
  code: { source: true, esm: true },
  useDefaults: true,
  allErrors: true,
  strict: true,
  // `type: ["string", "number"]` is plain draft-07 and API payloads need it (ids are strings or
  // numbers); strict mode stays on for everything else (unknown keywords, ignored defaults, …).
  allowUnionTypes: true,
  // `discriminator` picks a oneOf branch by a property's value: a dynamic page's block is checked (and
  // reported) against its own type's schema only.
  discriminator: true,
};

/**
 * Keywords strict mode accepts as annotations: the ones json-schema-to-typescript reads, and the merchant
 * admin's: `label` (a field's name in its form; `title` names TypeScript types), `enumLabels` (what it shows
 * for each `enum` value, in the same order) and `visibleWhen` (`[sibling, value]`: the field has an effect, so
 * the form shows it, only while that sibling holds that value).
 */
export const ANNOTATION_KEYWORDS = ['tsType', 'tsEnumNames', 'label', 'enumLabels', 'visibleWhen'];

/** Keywords that only annotate (no effect on validation or on `useDefaults`). */
const ANNOTATIONS = new Set(['description', '$comment', 'title', 'examples', ...ANNOTATION_KEYWORDS]);
/** Keywords whose value is data, not a schema: nothing inside them is touched. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum']);

/**
 * The schema without its annotations, for the validators the widget downloads: ajv embeds a schema in the
 * generated code where an error names its allowed values (`enum`), descriptions and all (the plugin-manifest
 * validator carried its 15 descriptions). Only keywords in schema positions go: a property named
 * `description` (an object, under `properties`) stays, and `default`, `const` and `enum` values are data.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // An annotation's value is a string or an array; a property of that name (under `properties`) is a schema.
    if (ANNOTATIONS.has(key) && (typeof value === 'string' || Array.isArray(value))) continue;
    out[key] = DATA_KEYWORDS.has(key) ? value : withoutAnnotations(value);
  }
  return out;
}

/**
 * An ajv instance holding every schema, so `$ref`s between files resolve. `checkSchemas: false` skips the
 * meta-schema check of each file, for callers that already made one checked instance of the same files.
 */
export function createAjv(files: readonly SchemaFile[], { checkSchemas = true } = {}): Ajv {
  const ajv = new Ajv(AJV_OPTIONS);
  addFormats(ajv);
  ajv.addVocabulary(ANNOTATION_KEYWORDS);
  for (const file of files) {
    try {
      ajv.addSchema(file.schema, file.id, undefined, checkSchemas);
    } catch (error) {
      throw new Error(`schemas: cannot add ${file.relPath}: ${(error as Error).message}`);
    }
  }
  return ajv;
}
