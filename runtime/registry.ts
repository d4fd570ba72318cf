// The plugin registry: validated ids, duplicate detection, `requires` ordering, settings validated before
// setup. An invalid or failing plugin is skipped and reported; the others start (like Grafana extensions).
import { formatErrors } from '../schemas/validate.ts';
import { PLUGIN_ID_PATTERN, type AnyPlugin, type PluginContext, type PluginDefinition, type Teardown } from './plugin.ts';
import type { Reporter } from './types.ts';

export type PluginStatus = 'registered' | 'started' | 'skipped';

export interface SkippedPlugin {
  id: string;
  reason: string;
}

export interface StartReport {
  started: string[];
  skipped: SkippedPlugin[];
}

export interface Registry {
  /** Throws on a bad or duplicate id: that is a programming error of the plugin author. */
  register(plugin: AnyPlugin): void;
  /** Starts every registered plugin not started yet, in `requires` order. */
  start(): Promise<StartReport>;
  status(id: string): PluginStatus | undefined;
  dispose(): void;
}

export interface RegistryDeps {
  settings(): Readonly<Record<string, unknown>>;
  createContext(plugin: PluginDefinition<unknown>, settings: unknown): PluginContext<unknown>;
  report: Reporter;
}

export function createRegistry(deps: RegistryDeps): Registry {
  const plugins = new Map<string, { def: PluginDefinition<unknown>; status: PluginStatus }>();
  const teardowns: Teardown[] = [];

  function skip(id: string, reason: string, report: StartReport, error?: unknown) {
    plugins.get(id)!.status = 'skipped';
    report.skipped.push({ id, reason });
    deps.report({ error: error ?? new Error(`Plugin "${id}" skipped: ${reason}`), pluginId: id, where: 'plugin start' });
  }

  function validatedSettings(def: PluginDefinition<unknown>): { ok: true; value: unknown } | { ok: false; reason: string } {
    if (!def.settingsKey) return { ok: true, value: {} };
    // Validate a plain copy (settings are JSON; the store's are proxies): the generated validator fills
    // defaults in place and the shared settings must stay as merged.
    const value: unknown = JSON.parse(JSON.stringify(deps.settings()[def.settingsKey] ?? {}));
    if (!def.validateSettings || def.validateSettings(value)) return { ok: true, value };
    return { ok: false, reason: `invalid settings "${def.settingsKey}": ${formatErrors(def.validateSettings.errors ?? [])}` };
  }

  async function startOne(def: PluginDefinition<unknown>, report: StartReport) {
    const missing = (def.requires ?? []).filter((r) => plugins.get(r)?.status !== 'started');
    if (missing.length) return skip(def.id, `requires ${missing.map((m) => `"${m}"`).join(', ')} which did not start`, report);
    const settings = validatedSettings(def);
    if (!settings.ok) return skip(def.id, settings.reason, report);
    try {
      const teardown = await def.setup(deps.createContext(def, settings.value));
      if (typeof teardown === 'function') teardowns.push(teardown);
      plugins.get(def.id)!.status = 'started';
      report.started.push(def.id);
    } catch (error) {
      skip(def.id, `setup failed: ${error instanceof Error ? error.message : String(error)}`, report, error);
    }
  }

  return {
    register(plugin) {
      const def = plugin as PluginDefinition<unknown>;
      if (typeof def?.id !== 'string' || !PLUGIN_ID_PATTERN.test(def.id)) {
        throw new Error(`Plugin id "${String(def?.id)}" is not kebab-case (e.g. "my-loyalty").`);
      }
      if (plugins.has(def.id)) throw new Error(`Plugin id "${def.id}" is already registered.`);
      if (typeof def.setup !== 'function') throw new Error(`Plugin "${def.id}" has no setup function.`);
      plugins.set(def.id, { def, status: 'registered' });
    },
    async start() {
      const report: StartReport = { started: [], skipped: [] };
      for (const def of ordered([...plugins.values()].filter((p) => p.status === 'registered').map((p) => p.def))) {
        await startOne(def, report);
      }
      return report;
    },
    status: (id) => plugins.get(id)?.status,
    dispose() {
      for (const teardown of teardowns.splice(0).reverse()) {
        try {
          teardown();
        } catch (error) {
          deps.report({ error, where: 'plugin teardown' });
        }
      }
    },
  };
}

/** Dependencies first, registration order otherwise; cycles fall through and fail their `requires` check. */
function ordered(defs: PluginDefinition<unknown>[]): PluginDefinition<unknown>[] {
  const byId = new Map(defs.map((d) => [d.id, d]));
  const out: PluginDefinition<unknown>[] = [];
  const visiting = new Set<string>();
  const visit = (d: PluginDefinition<unknown>) => {
    if (out.includes(d) || visiting.has(d.id)) return;
    visiting.add(d.id);
    for (const r of d.requires ?? []) {
      const dep = byId.get(r);
      if (dep) visit(dep);
    }
    out.push(d);
  };
  defs.forEach(visit);
  return out;
}
