// The settings groups of schemas/settings.json, for the merchant admin (server side): every schema file of
// schemas/ registered in one ajv (so `content.json#/definitions/block` resolves), a validator per group that
// reports every failing field, and each group's schema bundled into one self-contained document for the
// admin's generated forms (rjsf resolves only `#/…` references).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { AJV_OPTIONS, ANNOTATION_KEYWORDS } from '../../schemas/codegen/ajv.ts';
import { plainPageErrors } from './page-errors.ts';
import { loadSchemaFiles, SCHEMA_BASE_URL, type JsonSchema, type SchemaFile } from '../../schemas/codegen/schema-files.ts';

// ajv-formats is CommonJS; depending on the loader its default export sits one level deeper.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** One failing field: `path` is relative to the group's value (`''` is the value itself), e.g. `links[0].url`. */
export interface FieldError {
  path: string;
  message: string;
}

export interface SettingsSchemas {
  /** Group names, in schemas/settings.json order. */
  readonly groups: readonly string[];
  has(group: string): boolean;
  /** `[]` when valid. Never changes `value` (no defaults are written). */
  validate(group: string, value: unknown): FieldError[];
  /** One entry of `dynamicPages` against the page schema, its errors in plain words (page-errors.ts). */
  validatePage(value: unknown): FieldError[];
  /** The group's schema with every reference inside it, ready for a browser form. */
  bundled(group: string): JsonSchema;
}

/** '/links/0/url' → 'links[0].url' (JSON pointer of ajv to the path the admin's form understands). */
export function fieldPath(instancePath: string, property?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) parts.push(property);
  return parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    const params = error.params as Record<string, unknown>;
    // `if`/`then` failures repeat what the `then` branch already said; skip the wrapper message.
    if (error.keyword === 'if') continue;
    let path = fieldPath(error.instancePath);
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      path = fieldPath(error.instancePath, String(params.missingProperty));
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      path = fieldPath(error.instancePath, String(params.additionalProperty));
      message = 'is not allowed';
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    }
    const key = `${path}\0${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ path, message });
    }
  }
  return out;
}

/** A strict ajv like the generator's (schemas/codegen/ajv.ts), but validating only: no defaults written. */
export function createValidatingAjv(files: readonly SchemaFile[]): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: {}, useDefaults: false });
  addFormats(ajv);
  ajv.addVocabulary(ANNOTATION_KEYWORDS);
  for (const file of files) ajv.addSchema(file.schema, file.id);
  return ajv;
}

/** Pointer '/definitions/block' of `schema`, or undefined. */
function resolvePointer(schema: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return schema;
  let node: unknown = schema;
  for (const raw of pointer.split('/').slice(1)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The schema of `root` with every reference to another file copied into its `definitions` (under a name made
 * from the file and pointer) and rewritten to `#/definitions/<name>`; its own `#/…` references stay. `$id` and
 * `$schema` are dropped: the browser compiles many of these in one ajv.
 */
export function bundleSchema(root: SchemaFile, byId: ReadonlyMap<string, SchemaFile>): JsonSchema {
  const definitions: Record<string, unknown> = {};
  const keyOf = new Map<string, string>();

  const rewrite = (node: unknown, file: SchemaFile): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.$ref = refTo(value, file);
      else if (key === '$id' || key === '$schema') continue;
      else out[key] = rewrite(value, file);
    }
    return out;
  };

  const refTo = (ref: string, file: SchemaFile): string => {
    const url = new URL(ref, file.id || SCHEMA_BASE_URL);
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const target = byId.get(url.href);
    if (!target) throw new Error(`admin: ${root.relPath}: cannot resolve $ref ${ref} (in ${file.relPath})`);
    if (target === root) return `#${pointer}`;
    const id = `${target.relPath}#${pointer}`;
    let key = keyOf.get(id);
    if (!key) {
      key = `${target.relPath.replace(/\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_')}${pointer.replace(/^\/definitions/, '').replace(/[^A-Za-z0-9]+/g, '_')}`;
      keyOf.set(id, key);
      const node = resolvePointer(target.schema, pointer);
      if (node === undefined) throw new Error(`admin: ${root.relPath}: $ref ${ref} points at nothing`);
      definitions[key] = true; // placeholder first: a reference cycle ends here
      definitions[key] = rewrite(node, target);
    }
    return `#/definitions/${key}`;
  };

  const bundled = rewrite(root.schema, root) as JsonSchema;
  if (Object.keys(definitions).length > 0) bundled.definitions = { ...(bundled.definitions as object | undefined), ...definitions };
  return bundled;
}

let shared: Promise<SettingsSchemas> | undefined;

/** loadSettingsSchemas() once per process, on first use (the admin page and the admin API share it); retried after a failure. */
export function settingsSchemas(): Promise<SettingsSchemas> {
  shared ??= loadSettingsSchemas().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Reads schemas/. */
export async function loadSettingsSchemas(): Promise<SettingsSchemas> {
  const files = await loadSchemaFiles();
  const byId = new Map(files.map((f) => [f.id, f]));
  const settings = files.find((f) => f.relPath === 'settings.json');
  if (!settings) throw new Error('admin: schemas/settings.json is missing');
  const groupFiles = new Map<string, SchemaFile>();
  for (const [name, property] of Object.entries((settings.schema.properties ?? {}) as Record<string, { $ref?: string }>)) {
    const file = property.$ref ? byId.get(new URL(property.$ref, settings.id).href) : undefined;
    if (file) groupFiles.set(name, file);
  }
  const ajv = createValidatingAjv(files);
  const validators = new Map<string, ValidateFunction>();
  const bundles = new Map<string, JsonSchema>();
  const groups = [...groupFiles.keys()];
  return {
    groups,
    has: (group) => groupFiles.has(group),
    validate(group, value) {
      const file = groupFiles.get(group);
      if (!file) return [{ path: '', message: `unknown settings group '${group}'` }];
      let validate = validators.get(group);
      if (!validate) {
        validate = ajv.getSchema(file.id)!;
        validators.set(group, validate);
      }
      if (validate(value)) return [];
      return group === 'dynamicPages' ? plainPageErrors(validate.errors, value, true) : toFieldErrors(validate.errors);
    },
    validatePage(value) {
      const file = groupFiles.get('dynamicPages');
      const validate = file && ajv.getSchema(`${file.id}#/definitions/page`);
      if (!validate) return [{ path: '', message: 'dynamic pages have no schema' }];
      return validate(value) ? [] : plainPageErrors(validate.errors, value, false);
    },
    bundled(group) {
      let schema = bundles.get(group);
      if (!schema) {
        const file = groupFiles.get(group);
        if (!file) throw new Error(`admin: unknown settings group '${group}'`);
        schema = bundleSchema(file, byId);
        bundles.set(group, schema);
      }
      return schema;
    },
  };
}
