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
  // `type: ["string", "number"]` is plain draft-07 and API payloads need it (ids are strings or numbers,
  // SPEC §5); strict mode stays on for everything else (unknown keywords, ignored defaults, …).
  allowUnionTypes: true,
};

/** Keywords json-schema-to-typescript reads; declared so strict mode accepts them as annotations. */
const TYPE_ANNOTATIONS = ['tsType', 'tsEnumNames'];

/**
 * An ajv instance holding every schema, so `$ref`s between files resolve. `checkSchemas: false` skips the
 * meta-schema check of each file, for callers that already made one checked instance of the same files.
 */
export function createAjv(files: readonly SchemaFile[], { checkSchemas = true } = {}): Ajv {
  const ajv = new Ajv(AJV_OPTIONS);
  addFormats(ajv);
  ajv.addVocabulary(TYPE_ANNOTATIONS);
  for (const file of files) {
    try {
      ajv.addSchema(file.schema, file.id, undefined, checkSchemas);
    } catch (error) {
      throw new Error(`schemas: cannot add ${file.relPath}: ${(error as Error).message}`);
    }
  }
  return ajv;
}
