// Build step (called by esbuild.config.ts and schemas/generate.ts): every JSON schema under schemas/ becomes
// a standalone ajv validator in schemas/generated/<same path>.js plus a .d.ts with its TypeScript type.
// Validators are generated at build time because the widget must never compile code at runtime.
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, withoutAnnotations } from './codegen/ajv.ts';
import { loadSchemaFiles, SCHEMAS_DIR, type SchemaFile } from './codegen/schema-files.ts';
import { GENERATED_HEADER, toEsModule } from './codegen/standalone-esm.ts';
import { settingsGroupsModule } from './codegen/settings-groups.ts';
import { generateTypes } from './codegen/types.ts';
import { removeStale, writeIfChanged } from './codegen/write.ts';

export interface GenerateResult {
  /** Generated files (absolute paths) that were written because their content changed. */
  written: string[];
  /** Generated files removed because their schema is gone. */
  removed: string[];
}

/** A fresh ajv per output: its generated names (validate10, schema21, …) then depend only on this schema's
 *  own refs, so adding an unrelated schema does not rewrite every validator. */
function validatorCode(files: readonly SchemaFile[], file: SchemaFile): string {
  try {
    // Annotations stripped: they do not validate, and the code may embed the schema (an enum's error).
    const ajv = createAjv(files.map((f) => ({ ...f, schema: withoutAnnotations(f.schema) as typeof f.schema })), { checkSchemas: false });
    const validate = ajv.getSchema(file.id);
    if (!validate) throw new Error('schema not registered');
    return toEsModule(standaloneCode(ajv, validate), file.relPath);
  } catch (error) {
    throw new Error(`schemas: cannot compile ${file.relPath}: ${(error as Error).message}`);
  }
}

async function declarationCode(file: SchemaFile, files: readonly SchemaFile[]): Promise<string> {
  const { rootName, declarations } = await generateTypes(file, files);
  return [
    GENERATED_HEADER,
    `// Source: schemas/${file.relPath}`,
    "import type { ErrorObject } from 'ajv';",
    '',
    declarations,
    '',
    `/** Validates data against schemas/${file.relPath}, filling in defaults (it mutates data). */`,
    'declare const validate: {',
    `  (data: unknown): data is ${rootName};`,
    '  /** Errors of the last call; null when it passed. */',
    '  errors?: ErrorObject[] | null;',
    '};',
    'export default validate;',
    `export { validate };`,
    '',
  ].join('\n');
}

export interface GenerateOptions {
  /** Defaults to schemas/; tests point it at a scratch folder. Output goes to its generated/ folder. */
  schemasDir?: string;
}

export async function generateValidators({ schemasDir = SCHEMAS_DIR }: GenerateOptions = {}): Promise<GenerateResult> {
  const generatedDir = path.join(schemasDir, 'generated');
  const files = await loadSchemaFiles(schemasDir);
  createAjv(files); // checks every schema against the meta-schema once, naming the bad file
  const outputs = await Promise.all(
    files.map(async (file) => {
      const base = path.join(generatedDir, file.relPath.replace(/\.json$/, ''));
      return [
        [`${base}.js`, validatorCode(files, file)],
        [`${base}.d.ts`, await declarationCode(file, files)],
      ] as const;
    }),
  );
  const groups = settingsGroupsModule(files);
  // The settings-groups index exists where settings.json does (test folders may have none).
  if (files.some((f) => f.relPath === 'settings.json')) outputs.push([
    [`${path.join(generatedDir, 'settings-groups')}.js`, groups.js],
    [`${path.join(generatedDir, 'settings-groups')}.d.ts`, groups.dts],
  ]);
  const written: string[] = [];
  for (const [target, content] of outputs.flat()) if (await writeIfChanged(target, content)) written.push(target);
  const removed = await removeStale(generatedDir, new Set(outputs.flat().map(([target]) => target)));
  return { written, removed };
}
