// schemas/generated/settings-groups.js: the runtime's index of settings groups. For each group of
// schemas/settings.json it names a lazy loader of the group's generated validator (so a plugin's validators
// download with the plugin, never in the first open), and it lists each group's `isActive` default, so the
// registry can tell a disabled plugin without downloading anything, and the value an absent group
// validates to (its defaults), so a plugin reading a group the shop's settings leave out starts without
// downloading that group's validator (content blocks on a shop without content: 2.3 KB gzip of the first open).
import { createAjv } from './ajv.ts';
import { SCHEMA_BASE_URL, type SchemaFile } from './schema-files.ts';
import { GENERATED_HEADER } from './standalone-esm.ts';

interface GroupInfo {
  name: string;
  relPath: string;
  activeDefault: boolean | undefined;
  /** What the group's validator makes of an absent group (`{}` with defaults, else `[]`); undefined if neither validates. */
  absent: unknown;
}

function groupsOf(files: readonly SchemaFile[]): GroupInfo[] {
  const settings = files.find((f) => f.relPath === 'settings.json');
  if (!settings) return [];
  const properties = (settings.schema.properties ?? {}) as Record<string, { $ref?: string }>;
  const byId = new Map(files.map((f) => [f.id, f]));
  const ajv = createAjv(files, { checkSchemas: false });
  return Object.entries(properties).map(([name, property]) => {
    const ref = property.$ref;
    const file = ref ? byId.get(new URL(ref, settings.id || SCHEMA_BASE_URL).href) : undefined;
    if (!file) throw new Error(`schemas: settings.json group "${name}" has no schema file ($ref ${String(ref)})`);
    const isActive = ((file.schema.properties ?? {}) as Record<string, { default?: unknown }>).isActive;
    const validate = ajv.getSchema(file.id);
    const absent = [{}, []].find((empty) => validate?.(empty));
    return { name, relPath: file.relPath, activeDefault: typeof isActive?.default === 'boolean' ? isActive.default : undefined, absent };
  });
}

export function settingsGroupsModule(files: readonly SchemaFile[]): { js: string; dts: string } {
  const groups = groupsOf(files);
  const loaders = groups.map((g) => `  ${JSON.stringify(g.name)}: () => import(${JSON.stringify(`./${g.relPath.replace(/\.json$/, '.js')}`)}),`);
  const defaults = groups.filter((g) => g.activeDefault !== undefined).map((g) => `  ${JSON.stringify(g.name)}: ${String(g.activeDefault)},`);
  const absent = groups.filter((g) => g.absent !== undefined).map((g) => `  ${JSON.stringify(g.name)}: ${JSON.stringify(g.absent)},`);
  const js = [
    GENERATED_HEADER,
    '// Source: schemas/settings.json and schemas/settings/*.json (schemas/codegen/settings-groups.ts)',
    '/** Lazy loaders of each settings group\'s validator. */',
    'export const groupValidators = {',
    ...loaders,
    '};',
    '/** The `isActive` default of each group that has one. */',
    'export const activeDefaults = {',
    ...defaults,
    '};',
    "/** An absent group's value (its validator's defaults): no validator needs to download for it. */",
    'export const absentSettings = {',
    ...absent,
    '};',
    '',
  ].join('\n');
  const dts = [
    GENERATED_HEADER,
    "import type { Settings } from './settings.js';",
    '',
    `export type SettingsGroupName = ${groups.map((g) => JSON.stringify(g.name)).join(' | ') || 'never'};`,
    'type Validator<T> = { (data: unknown): data is T; errors?: { instancePath?: string; message?: string }[] | null };',
    'export declare const groupValidators: { readonly [K in SettingsGroupName]: () => Promise<{ default: Validator<Settings[K]> }> };',
    'export declare const activeDefaults: Readonly<Partial<Record<SettingsGroupName, boolean>>>;',
    'export declare const absentSettings: Readonly<Partial<{ [K in SettingsGroupName]: Settings[K] }>>;',
    '',
  ].join('\n');
  return { js, dts };
}
