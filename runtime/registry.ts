// The plugin registry: validated manifests, duplicate detection, merchant toggles, lazy code,
// settings validated before setup, `requires` ordering. A disabled plugin downloads nothing; an invalid or
// failing plugin is skipped and reported while the others start (like Grafana extensions).
import { absentSettings, groupValidators } from '../schemas/generated/settings-groups.js';
import { formatErrors } from '../schemas/validate.ts';
import type { I18n } from './i18n/index.ts';
import { manifestOf, PLUGIN_ID_PATTERN, type AnyPlugin, type PluginSetup, type SettingsValidator, type Teardown } from './plugin.ts';
import type { PluginContext } from './plugin-context-types.ts';
import type { Reporter } from './types.ts';
import { pluginOn } from './dom/page-data.ts';

export type PluginStatus = 'registered' | 'started' | 'skipped' | 'disabled';

export interface SkippedPlugin {
  id: string;
  reason: string;
}

export interface StartReport {
  started: string[];
  skipped: SkippedPlugin[];
  /** Turned off by the merchant (their `activeBy` group's isActive is false): none of their code loaded. */
  disabled: string[];
}

export interface Registry {
  /**
   * Throws on a bad or taken id or a plugin without code: a programming error of the plugin author. A
   * `trusted` plugin (built in: its manifest is checked against the schema by a test) starts without the
   * schema check; any other plugin's manifest is validated against schemas/plugin-manifest.json when it starts,
   * with the validator loaded then (it stays out of the first open), and an invalid one is skipped and reported.
   */
  register(plugin: AnyPlugin, options?: { trusted?: boolean }): void;
  /**
   * Starts every enabled plugin not started yet, in `requires` order. With `refresh` (the settings changed),
   * it also stops the plugins now disabled, restarts those whose settings changed and retries skipped ones.
   */
  /** `deferred`: start the manifests marked deferred too (the runtime asks once the first open settled). */
  start(options?: { refresh?: boolean; deferred?: boolean }): Promise<StartReport>;
  status(id: string): PluginStatus | undefined;
  /**
   * What became of a registered plugin: at once when it started, was skipped or disabled, else once a start
   * settles it (a deferred one starts after the first open). Undefined for an id never registered.
   */
  outcome(id: string): Promise<PluginOutcome> | undefined;
  /** A started plugin's context (what usePlugin() hands its pages and fills); undefined when it is not running. */
  context(id: string): PluginContext | undefined;
  /** Every registered plugin's manifest and status, in registration order (the admin and the bench list them). */
  list(): { plugin: AnyPlugin; status: PluginStatus }[];
  dispose(): void;
}

/** Loads a core group's generated validator (lazily: it downloads with the plugin that reads the group). */
export type GroupValidatorLoader = (group: string) => Promise<SettingsValidator<unknown>> | undefined;

type ManifestValidator = SettingsValidator<unknown>;

export interface RegistryDeps {
  /** The generated validator of schemas/plugin-manifest.json, loaded when an untrusted plugin starts. */
  manifestValidator?: () => Promise<ManifestValidator>;
  settings(): Readonly<Record<string, unknown>>;
  createContext(plugin: AnyPlugin, settings: Record<string, unknown>): PluginContext;
  i18n: Pick<I18n, 'add'>;
  /** Namespaces a plugin id may not take: the core message namespaces. */
  reservedIds: ReadonlySet<string>;
  report: Reporter;
  groupValidator?: GroupValidatorLoader;
  /** The hosts this page answers to (its hostname and the shop's Shopify domain), for manifests with `hosts`. */
  hosts?: () => readonly string[];
  /**
   * What a plugin's declared capabilities need before its setup runs (the http module for 'http'), loaded with
   * its code, only for a plugin this start starts: a deferred or disabled plugin's capabilities stay out of the
   * first open. A failure is the runtime's to report; the setup runs anyway.
   */
  loadCapabilities?: (plugin: AnyPlugin) => Promise<void> | undefined;
}

/** A core group's value when the shop's settings leave it out (generated: its validator's defaults). */
const absentValue = (group: string): { isActive?: boolean } | undefined =>
  (absentSettings as Record<string, { isActive?: boolean } | undefined>)[group];

/** The group's validated value when validating it would change nothing: absent, empty, or its defaults as they are. */
function withoutValidator(group: string, value: unknown): unknown {
  const absent = absentValue(group);
  if (absent === undefined) return undefined;
  const json = value === undefined ? '{}' : JSON.stringify(value);
  return json === '{}' || json === '[]' || json === JSON.stringify(absent) ? absent : undefined;
}

const defaultGroupValidator: GroupValidatorLoader = (group) =>
  (groupValidators as Record<string, (() => Promise<{ default: SettingsValidator<unknown> }>) | undefined>)[group]?.().then((m) => m.default);

interface Entry {
  def: AnyPlugin;
  status: PluginStatus;
  /** Its manifest still needs the schema check (not built in). */
  unchecked: boolean;
  teardown: Teardown | null;
  context: PluginContext | null;
  /** The settings it was started with (JSON), to restart it when they change. */
  started: string | null;
  /** Why it was skipped. */
  reason?: string;
  /** Who waits for its outcome (`outcome(id)` while it is registered). */
  waiting?: ((outcome: PluginOutcome) => void)[];
}

export function createRegistry(deps: RegistryDeps): Registry {
  const plugins = new Map<string, Entry>();
  const groupValidator = deps.groupValidator ?? defaultGroupValidator;
  const code = new Map<string, Promise<PluginSetup>>();
  /** Entries whose setup is running: a start that overlaps (the deferred one, a plugin added meanwhile) skips them. */
  const starting = new Set<Entry>();
  const loadManifestValidator = deps.manifestValidator ?? (() => import('../schemas/generated/plugin-manifest.js').then((m) => m.default as ManifestValidator));

  /** The schema's verdict on a manifest (the definition without its code and bundles); null when valid. */
  async function manifestProblem(def: AnyPlugin): Promise<string | null> {
    const validate = await loadManifestValidator();
    return validate(manifestOf(def)) ? null : `invalid manifest: ${formatErrors(validate.errors ?? [], 'manifest')}`;
  }

  function fail(entry: Entry, reason: string, report: StartReport, error?: unknown) {
    entry.status = 'skipped';
    entry.context = null;
    entry.reason = reason;
    settle(entry);
    report.skipped.push({ id: entry.def.id, reason });
    deps.report({ error: error ?? new Error(`Plugin "${entry.def.id}" skipped: ${reason}`), pluginId: entry.def.id, where: 'plugin start' });
  }

  /**
   * On or off by its `activeBy` group (isActive). A plugin the merchant added by URL has one switch, its entry's
   * isActive in settings.plugins (what decides whether its module downloads): its group's isActive is not read.
   */
  function isEnabled(def: AnyPlugin): boolean {
    const entries = deps.settings().plugins;
    const entry = Array.isArray(entries) ? entries.find((e: { id?: unknown }) => e?.id === def.id) : undefined;
    if (entry && (entry as { isActive?: unknown }).isActive === false) return false;
    // A store-specific plugin (keyed by host) runs only on its own hosts.
    if (def.hosts) {
      const here = (deps.hosts?.() ?? []).map((host) => host.toLowerCase());
      if (!def.hosts.some((host) => here.includes(host.toLowerCase()))) return false;
    }
    if (entry) return true;
    const activeByDefault = def.activeBy ? (absentValue(def.activeBy)?.isActive ?? true) : true;
    return pluginOn({ activeBy: def.activeBy, activeByDefault }, deps.settings());
  }

  /** The code, its messages and its validators download together, only for an enabled plugin. */
  function loadCode(def: AnyPlugin): Promise<PluginSetup> {
    let loading = code.get(def.id);
    if (!loading) {
      const setup = def.setup ? Promise.resolve(def.setup as PluginSetup) : def.load!().then((m) => m.default as PluginSetup);
      const { en, ...others } = def.messages ?? {};
      const messages = en ? en().then((m) => deps.i18n.add(def.id, { en: m.default, load: others as never })) : Promise.resolve();
      loading = Promise.all([setup, messages, deps.loadCapabilities?.(def)]).then(([s]) => s);
      code.set(def.id, loading);
      loading.catch(() => code.delete(def.id)); // a failed download may be retried on the next start
    }
    return loading;
  }

  /**
   * Each declared group's validator (and the plugin's own), loading in parallel with its code. A core group
   * the shop's settings leave out or leave empty needs none: its value is the schema's defaults, known at build
   * time (content blocks on a shop without content: 2.3 KB gzip less in the first open).
   */
  function loadValidators(def: AnyPlugin): Promise<[string, SettingsValidator<unknown> | null, own?: boolean][]> | string {
    const checks: [string, Promise<SettingsValidator<unknown>> | SettingsValidator<unknown> | null, own?: boolean][] = [];
    const all = deps.settings();
    for (const group of def.settings ?? []) {
      const loader = withoutValidator(group, all[group]) === undefined ? groupValidator(group) : null;
      if (loader === undefined) return `reads unknown settings group "${group}"`;
      checks.push([group, loader]);
    }
    if (def.validateSettings) checks.push([def.id, def.validateSettings, true]);
    return Promise.all(checks.map(async ([group, v, own]) => [group, await v, own] as [string, SettingsValidator<unknown> | null, boolean?]));
  }

  async function validatedSettings(def: AnyPlugin, loading = loadValidators(def)): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; reason: string }> {
    if (typeof loading === 'string') return { ok: false, reason: loading };
    const all = deps.settings();
    const value: Record<string, unknown> = {};
    for (const [group, loaded, own] of await loading) {
      const absent = loaded === null ? withoutValidator(group, all[group]) : undefined;
      // Settings that arrived after the validators were chosen (the API's config) still get their validator.
      const validate = loaded ?? (absent === undefined ? ((await groupValidator(group)) ?? null) : null);
      // A plain copy (settings are JSON; the store's are proxies): validators fill defaults in place.
      // An absent group is its empty value: an object group's defaults, or an empty list.
      const raw = absent ?? all[group] ?? (validate?.({}) ? {} : []);
      const copy: unknown = JSON.parse(JSON.stringify(raw));
      if (validate && !validate(copy)) return { ok: false, reason: `invalid settings "${group}": ${formatErrors(validate.errors ?? [], group)}` };
      // A core group keeps its name even when the plugin is named like it (saved); `own` is its validateSettings'.
      value[own ? 'own' : group] = copy;
    }
    return { ok: true, value };
  }

  async function startOne(entry: Entry, setup: Promise<PluginSetup>, validators: ReturnType<typeof loadValidators>, report: StartReport) {
    const { def } = entry;
    const missing = (def.requires ?? []).filter((r) => plugins.get(r)?.status !== 'started');
    if (missing.length) return fail(entry, `requires ${missing.map((m) => `"${m}"`).join(', ')} which did not start`, report);
    try {
      const [run, settings] = await Promise.all([setup, validatedSettings(def, validators)]);
      // Another start (the deferred one, a plugin added meanwhile) got here first: set up once.
      if (entry.status !== 'registered' || starting.has(entry)) return;
      if (!settings.ok) return fail(entry, settings.reason, report);
      starting.add(entry);
      let teardown: void | Teardown;
      try {
        entry.context = deps.createContext(def, settings.value);
        teardown = await run(entry.context as never);
      } finally {
        starting.delete(entry);
      }
      entry.teardown = typeof teardown === 'function' ? teardown : null;
      entry.started = JSON.stringify(settings.value);
      entry.status = 'started';
      settle(entry);
      report.started.push(def.id);
    } catch (error) {
      fail(entry, `${entry.status === 'registered' ? 'setup failed' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`, report, error);
    }
  }

  /** Hands the entry's outcome to whoever waits for it. */
  function settle(entry: Entry) {
    const waiting = entry.waiting ?? [];
    entry.waiting = [];
    for (const resolve of waiting) resolve(outcomeOf(entry));
  }

  function stop(entry: Entry) {
    const teardown = entry.teardown;
    entry.teardown = null;
    entry.context = null;
    entry.started = null;
    if (!teardown) return;
    try {
      teardown();
    } catch (error) {
      deps.report({ error, pluginId: entry.def.id, where: 'plugin teardown' });
    }
  }

  return {
    register(plugin, { trusted = false } = {}) {
      const def = plugin as AnyPlugin;
      if (!def || typeof def !== 'object') throw new Error(`A plugin must be an object made by definePlugin(), got ${String(def)}.`);
      if (typeof def.id !== 'string' || !PLUGIN_ID_PATTERN.test(def.id)) throw new Error(`Plugin id "${String(def.id)}" is not kebab-case (e.g. "my-loyalty").`);
      if (deps.reservedIds.has(def.id)) throw new Error(`Plugin id "${def.id}" is reserved for the runtime's own messages; choose another.`);
      if (plugins.has(def.id)) throw new Error(`Plugin id "${def.id}" is already registered.`);
      if (typeof def.setup !== 'function' && typeof def.load !== 'function') {
        throw new Error(`Plugin "${def.id}" has no code: give it load: () => import('./setup.ts') or a setup function.`);
      }
      if (def.messages && typeof def.messages.en !== 'function') throw new Error(`Plugin "${def.id}" messages need an English loader (messages.en).`);
      plugins.set(def.id, { def, status: 'registered', unchecked: !trusted, teardown: null, context: null, started: null });
    },

    async start({ refresh = false, deferred = false } = {}) {
      const report: StartReport = { started: [], skipped: [], disabled: [] };
      const entries = ordered([...plugins.values()]);
      // Settings changed since a plugin started (the API's config arrived): stop what is now off or changed.
      for (const entry of refresh ? entries : []) {
        if (entry.status === 'skipped' || entry.status === 'disabled') entry.status = 'registered';
        if (entry.status !== 'started') continue;
        const now = isEnabled(entry.def) ? await validatedSettings(entry.def) : null;
        if (now?.ok && JSON.stringify(now.value) === entry.started) continue;
        stop(entry);
        entry.status = 'registered';
      }
      const toStart = entries.filter((entry) => entry.status === 'registered');
      // Untrusted manifests are checked before anything of theirs downloads (or counts as disabled).
      await Promise.all(
        toStart.filter((entry) => entry.unchecked).map(async (entry) => {
          const problem = await manifestProblem(entry.def);
          if (problem) fail(entry, problem, report);
          else entry.unchecked = false;
        }),
      );
      for (const entry of toStart) {
        if (entry.status !== 'registered') continue;
        if (!isEnabled(entry.def)) {
          entry.status = 'disabled';
          settle(entry);
          report.disabled.push(entry.def.id);
        }
      }
      // Every enabled plugin's code, messages and validators download at once; setups then run one by one in
      // `requires` order.
      // A deferred plugin (on no opening screen) waits for a start with `deferred`; disabled ones are reported now.
      const loads = toStart.filter((e) => e.status === 'registered' && (deferred || !e.def.deferred)).map((e) => [e, loadCode(e.def), loadValidators(e.def)] as const);
      for (const [, code, validators] of loads) {
        code.catch(() => {});
        if (typeof validators !== 'string') validators.catch(() => {});
      }
      for (const [entry, code, validators] of loads) await startOne(entry, code, validators, report);
      return report;
    },

    status: (id) => plugins.get(id)?.status,
    outcome(id) {
      const entry = plugins.get(id);
      if (!entry) return undefined;
      return entry.status === 'registered' ? new Promise((resolve) => (entry.waiting ??= []).push(resolve)) : Promise.resolve(outcomeOf(entry));
    },
    context: (id) => plugins.get(id)?.context ?? undefined,
    list: () => [...plugins.values()].map(({ def, status }) => ({ plugin: def, status })),

    dispose() {
      for (const entry of [...plugins.values()].reverse()) stop(entry);
    },
  };
}

/** A settled entry's outcome (one stopped since started or waiting again counts as loaded). */
function outcomeOf(entry: Entry): PluginOutcome {
  if (entry.status === 'skipped') return { status: 'skipped', reason: entry.reason ?? 'skipped' };
  return entry.status === 'disabled' ? { status: 'skipped', reason: 'disabled' } : { status: 'loaded' };
}

/** Dependencies first, registration order otherwise; cycles fall through and fail their `requires` check. */
function ordered(entries: Entry[]): Entry[] {
  const byId = new Map(entries.map((e) => [e.def.id, e]));
  const out: Entry[] = [];
  const visiting = new Set<string>();
  const visit = (e: Entry) => {
    if (out.includes(e) || visiting.has(e.def.id)) return;
    visiting.add(e.def.id);
    for (const r of e.def.requires ?? []) {
      const dep = byId.get(r);
      if (dep) visit(dep);
    }
    out.push(e);
  };
  entries.forEach(visit);
  return out;
}

/** What became of one plugin a start was asked for: `registerPlugin` resolves with it, the admin shows it. */
export type PluginOutcome = { status: 'loaded' } | { status: 'skipped'; reason: string };
