// Third-party plugins a merchant added by URL (settings.plugins, schemas/settings/plugins.json):
// each active entry's `src` is an ES module whose default export is a definePlugin() result, built with the
// SDK's preset so it takes React and the runtime's public entry from this page. Only active entries are
// downloaded; a module that fails to load, exports no plugin or a plugin with another id is reported and
// skipped, never fatal.
import { safeUrl, type AnyPlugin } from '../runtime/public.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { PluginOutcome } from '../runtime/registry.ts';
import type { HostWindow } from '../runtime/dom/host-window.ts';
import { reportPluginOutcomes } from './plugin-outcomes.ts';

interface PluginEntry {
  id: string;
  src: string;
  isActive?: boolean;
}

/** `import()` of a URL; a parameter so tests can stand in for the network. */
export type ImportModule = (url: string) => Promise<{ default?: unknown }>;

// The URL is only known at run time: esbuild must leave this import alone (no chunk is made for it).
const importUrl: ImportModule = (url) => import(/* @vite-ignore */ url);

/** The active entries not registered yet. */
export function wantedExternalPlugins(runtime: Runtime): PluginEntry[] {
  const entries = Array.isArray(runtime.store.settings.plugins) ? (runtime.store.settings.plugins as PluginEntry[]) : [];
  return entries.filter((e) => e && e.isActive !== false && typeof e.src === 'string' && runtime.registry.status(e.id) === undefined);
}

/** Imports and registers every active entry not registered yet; resolves when all have been tried. */
export async function loadExternalPlugins(runtime: Runtime, baseUrl: string, importModule: ImportModule = importUrl): Promise<ExternalOutcome[]> {
  const wanted = wantedExternalPlugins(runtime);
  const outcomes = await Promise.all(
    wanted.map(async (entry): Promise<ExternalOutcome | null> => {
      try {
        // The URL policy: http(s) or a path on the shop; backslash and protocol-relative tricks are refused.
        const src = safeUrl(entry.src, { base: baseUrl });
        if (!src) throw new Error(`${entry.src} is not an http(s) URL or a path on the shop`);
        const module = await importModule(new URL(src, baseUrl).href);
        const plugin = module.default as AnyPlugin | undefined;
        if (!plugin || typeof plugin !== 'object') throw new Error(`${entry.src} has no default export made by definePlugin()`);
        if (plugin.id !== entry.id) throw new Error(`${entry.src} exports plugin "${String(plugin.id)}", but the settings entry names "${entry.id}"`);
        await runtime.use(plugin);
        // Asked of the registry, not this start's report: two modules arriving together start in one go, and the
        // other start may be the one that settled this plugin. A deferred plugin settles after the first open.
        if (plugin.deferred && runtime.registry.status(entry.id) === 'registered') return null;
        const outcome = await runtime.registry.outcome(entry.id);
        return outcome ? { id: entry.id, ...outcome } : null;
      } catch (error) {
        runtime.report({ error, pluginId: entry.id, where: 'external plugin' });
        return { id: entry.id, status: 'skipped', reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return outcomes.filter((outcome): outcome is ExternalOutcome => outcome !== null);
}

/** Loads the active entries not registered yet and tells the merchant admin what became of each. */
export async function loadAndReportExternalPlugins(runtime: Runtime, win: HostWindow, shop: { shopId: string; apiBaseUrl?: string | undefined }): Promise<void> {
  reportPluginOutcomes(win, shop, await loadExternalPlugins(runtime, win.document.baseURI));
}

/** A plugin added by URL and what became of it (reported to the API for the merchant admin: app/plugin-outcomes.ts). */
export type ExternalOutcome = { id: string } & PluginOutcome;
