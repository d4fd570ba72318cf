// The built-in plugins as the merchant admin lists them: the manifest fields of app/plugins.ts
// (builtinPlugins), without their code. app/plugins.ts is imported lazily, on the first admin page, so the
// devstore starts (and its other pages work) even while the composition root is broken mid-edit; plugin code
// itself sits behind lazy import()s there and never runs here.
import type { PluginManifest } from '../../schemas/generated/plugin-manifest.js';
import type { SettingsSchemas } from '../admin/settings-schemas.ts';
import pluginGroups from '../../app/plugin-groups.json' with { type: 'json' };

/** A section of the admin's plugin list (app/plugin-groups.json): its id, heading and the words under it. */
export interface PluginGroup {
  id: string;
  label: string;
  note: string;
}

/** The sections in order, and each built-in plugin's section. */
export const PLUGIN_GROUPS: readonly PluginGroup[] = pluginGroups.groups;
const GROUP_OF: Readonly<Record<string, string>> = pluginGroups.plugins;
/** The admin's words for a built-in plugin whose manifest has no description. */
const ADMIN_DESCRIPTIONS: Readonly<Record<string, string>> = pluginGroups.descriptions;

/** What the admin shows of a plugin (a built-in one, or a third-party one from its published manifest). */
export type CatalogueEntry = Pick<PluginManifest, 'id' | 'name' | 'version' | 'provider' | 'description' | 'activeBy'> & {
  /** Core settings groups it reads that have a schema (activeBy first when it has one). */
  settings: string[];
  /** Its section of the admin's list (a PluginGroup id); a plugin app/plugin-groups.json does not name is shopping. */
  group: string;
};

interface ManifestLike {
  id?: unknown;
  name?: unknown;
  version?: unknown;
  provider?: unknown;
  description?: unknown;
  activeBy?: unknown;
  settings?: unknown;
  slots?: unknown;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** Manifest → entry; groups without a schema in schemas/settings.json are left out (nothing to edit). */
export function toCatalogueEntry(plugin: ManifestLike, schemas: Pick<SettingsSchemas, 'has'>): CatalogueEntry {
  const activeBy = typeof plugin.activeBy === 'string' ? plugin.activeBy : undefined;
  const read = Array.isArray(plugin.settings) ? plugin.settings.filter((g): g is string => typeof g === 'string') : [];
  const settings = [...new Set([...(activeBy ? [activeBy] : []), ...read])].filter((g) => schemas.has(g));
  const description = text(plugin.description) || (ADMIN_DESCRIPTIONS[text(plugin.id)] ?? '');
  return {
    id: text(plugin.id),
    name: text(plugin.name, text(plugin.id)),
    version: text(plugin.version),
    provider: text(plugin.provider),
    ...(description ? { description } : {}),
    ...(activeBy ? { activeBy } : {}),
    settings,
    group: GROUP_OF[text(plugin.id)] ?? 'shopping',
  };
}

let cached: Promise<readonly ManifestLike[]> | undefined;

/** app/plugins.ts's builtinPlugins, imported once. A failed import is retried on the next call. */
export async function loadBuiltinManifests(): Promise<readonly ManifestLike[]> {
  cached ??= import('../../app/plugins.ts').then((m) => (m as { builtinPlugins: readonly ManifestLike[] }).builtinPlugins);
  try {
    return await cached;
  } catch (error) {
    cached = undefined;
    throw error;
  }
}

export async function loadBuiltinCatalogue(schemas: Pick<SettingsSchemas, 'has'>): Promise<CatalogueEntry[]> {
  return (await loadBuiltinManifests()).map((plugin) => toCatalogueEntry(plugin, schemas));
}

/** What an admin page hands its UI about the plugins: the built-in list (or why it is missing) and the schemas. */
export interface AdminCatalogue {
  builtins: CatalogueEntry[];
  /** The list's sections in order (app/plugin-groups.json). */
  groups: PluginGroup[];
  catalogueError?: string;
  /** Bundled schema of every group a built-in plugin reads, plus `look` and `plugins`. */
  schemas: Record<string, Record<string, unknown>>;
}

export async function adminCatalogue(schemas: Pick<SettingsSchemas, 'has' | 'bundled'>): Promise<AdminCatalogue> {
  let builtins: CatalogueEntry[] = [];
  let catalogueError: string | undefined;
  try {
    builtins = await loadBuiltinCatalogue(schemas);
  } catch (error) {
    catalogueError = error instanceof Error ? error.message : String(error);
    console.error('[admin] app/plugins.ts cannot be imported:', error);
  }
  // The look group belongs to no plugin: the page data carries it (runtime/dom/look.ts).
  const groups = new Set([...builtins.flatMap((p) => p.settings), 'look', 'plugins'].filter((g) => schemas.has(g)));
  return {
    builtins,
    groups: [...PLUGIN_GROUPS],
    ...(catalogueError ? { catalogueError } : {}),
    schemas: Object.fromEntries([...groups].map((g) => [g, schemas.bundled(g)])),
  };
}
