// The admin's plugin list as a merchant reads it: the built-in plugins in sections (app/plugin-groups.json,
// through the catalogue) and the third-party ones after them, narrowed by the search box to the plugins whose
// name, description, section or setting names hold every word typed.
import type { CatalogueEntry, PluginGroup } from '../catalogue.ts';
import type { PluginView } from './PluginCard.tsx';

export interface PluginSection extends PluginGroup {
  plugins: PluginView[];
}

/** The words a plugin is found by: its name, description, section, and its forms' titles, labels and help. */
function wordsOf(plugin: PluginView, section: string): string {
  const fields = plugin.forms.flatMap((form) => [
    form.title,
    ...Object.values((form.schema.properties ?? {}) as Record<string, { title?: unknown; description?: unknown }>).flatMap((field) => [field?.title, field?.description]),
  ]);
  return [plugin.name, plugin.description, plugin.external ? plugin.provider : null, section, ...fields].filter((word): word is string => typeof word === 'string').join(' ').toLowerCase();
}

/** Whether every word of the query is in `haystack` (an empty query matches all). */
const hasEvery = (haystack: string, query: string) =>
  query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.toLowerCase().includes(word));

/** Whether every word of the query is in what the plugin is found by (an empty query matches all). */
export const matches = (plugin: PluginView, query: string, section = ''): boolean => hasEvery(wordsOf(plugin, section), query);

/**
 * The sections in their order with the built-in plugins that match the query; a section matching by its own
 * name keeps all its plugins. `extra` names sections to keep though empty (the look section has its own card).
 */
export function pluginSections(groups: readonly PluginGroup[], catalogue: readonly CatalogueEntry[], plugins: readonly PluginView[], query: string): PluginSection[] {
  const groupOf = new Map(catalogue.map((entry) => [entry.id, entry.group]));
  return groups.map((group) => ({
    ...group,
    plugins: plugins.filter((plugin) => (groupOf.get(plugin.id) ?? 'shopping') === group.id && matches(plugin, query, group.label)),
  }));
}

/** Whether the look's card matches the query (its section's name, or what it sets). */
export const lookMatches = (query: string, section: string) => hasEvery(`${section} look colours colour accent text background dark light font corners radius placement flyout sheet centred brand`, query);

/** The third-party plugins' section heading, and the words that keep all of it (and its URL form) shown. */
export const THIRD_PARTY = { label: 'Third-party plugins', words: 'third-party outside provider added url module manifest' } as const;

/**
 * The third-party plugins the query keeps (all of them when it names their section), and whether the section
 * shows at all: with a match, or with an empty query (it then offers to add the first one).
 */
export function thirdPartyShown(externals: readonly PluginView[], query: string): { show: boolean; plugins: PluginView[] } {
  const section = hasEvery(`${THIRD_PARTY.label} ${THIRD_PARTY.words}`, query);
  const plugins = section ? [...externals] : externals.filter((plugin) => matches(plugin, query, THIRD_PARTY.label));
  return { show: section || plugins.length > 0, plugins };
}
