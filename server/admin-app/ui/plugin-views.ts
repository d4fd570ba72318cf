// What both merchant admins show (the devstore's and the app's embedded one): the shop's settings from the API,
// each built-in plugin and each third-party plugin the shop added by URL as a PluginView (its switch, its
// settings forms generated from its groups' schemas), and what a switch's save said.
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JsonSchema, PublishedManifest } from '../boot.ts';
import type { CatalogueEntry } from '../catalogue.ts';
import { manifestUrlOf } from '../../admin/manifest-url.ts';
import type { AdminApi, PluginOutcomeReport } from './api.ts';
import type { PluginForm, PluginView } from './PluginCard.tsx';
import { formSchema, humanize, plain } from './schema-view.ts';

export type Settings = Record<string, unknown>;
type Group = Record<string, unknown>;

export interface PluginEntry {
  id: string;
  src: string;
  isActive?: boolean;
}

type ManifestState = { state: 'loading' } | { state: 'ok'; manifest: PublishedManifest } | { state: 'error'; message: string };

export const asGroup = (value: unknown): Group => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Group) : {});

export function entriesOf(settings: Settings): PluginEntry[] {
  const list = settings.plugins;
  return Array.isArray(list) ? list.filter((e): e is PluginEntry => !!e && typeof e === 'object' && typeof e.id === 'string' && typeof e.src === 'string') : [];
}

/** The default of a group's `isActive`, from its schema (true when it says nothing). */
function activeDefault(schema: Record<string, unknown> | undefined): boolean {
  const property = (schema?.properties as Record<string, { default?: unknown }> | undefined)?.isActive;
  return typeof property?.default === 'boolean' ? property.default : true;
}

function readManifest(value: unknown, entry: PluginEntry): PublishedManifest {
  const m = value as Partial<PublishedManifest> | null;
  if (!m || typeof m !== 'object') throw new Error('the manifest is not a JSON object');
  if (m.id !== entry.id) throw new Error(`the manifest names plugin "${String(m.id)}", the entry "${entry.id}"`);
  for (const key of ['name', 'version', 'provider'] as const) {
    if (typeof m[key] !== 'string' || !m[key]) throw new Error(`the manifest has no ${key}`);
  }
  if (m.settingsSchema !== undefined && (!m.settingsSchema || typeof m.settingsSchema !== 'object' || Array.isArray(m.settingsSchema))) {
    throw new Error('its settingsSchema is not a JSON schema object');
  }
  return m as PublishedManifest;
}

/** Fetches each entry's published manifest in the browser; a relative `src` is the storefront's (`base`). */
function useManifests(entries: PluginEntry[], base: string): Record<string, ManifestState> {
  const [manifests, setManifests] = useState<Record<string, ManifestState>>({});
  const key = JSON.stringify(entries.map((e) => [e.id, e.src]));
  useEffect(() => {
    const controller = new AbortController();
    const wanted: [string, string][] = JSON.parse(key);
    setManifests(Object.fromEntries(wanted.map(([id]) => [id, { state: 'loading' } as ManifestState])));
    for (const [id, src] of wanted) {
      const set = (state: ManifestState) => !controller.signal.aborted && setManifests((all) => ({ ...all, [id]: state }));
      const url = manifestUrlOf(src, base);
      if (!url) {
        set({ state: 'error', message: 'its src is not a URL of a .js module, so there is no manifest beside it' });
        continue;
      }
      fetch(url, { signal: controller.signal, credentials: 'omit', cache: 'no-store' })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
          set({ state: 'ok', manifest: readManifest(await response.json(), { id, src }) });
        })
        .catch((error: Error) => {
          if (controller.signal.aborted) return;
          const reason = error instanceof TypeError ? `${url} could not be fetched (network or CORS)` : error.message;
          set({ state: 'error', message: reason });
        });
    }
    return () => controller.abort();
  }, [key, base]);
  return manifests;
}

export interface PluginAdminOptions {
  api: AdminApi;
  builtins: readonly CatalogueEntry[];
  /** Bundled schema of every group a built-in plugin reads, plus `plugins`. */
  schemas: Record<string, JsonSchema>;
  /** What relative plugin URLs resolve against: the storefront. */
  manifestBase: string;
}

export interface PluginAdmin {
  settings: Settings | null;
  loadError: string | null;
  builtins: PluginView[];
  externals: PluginView[];
  /** The last switch's outcome, for a toast. */
  announcement: { text: string; error: boolean } | null;
  saveGroup(group: string, value: unknown): Promise<void>;
  /** Each enabled third-party plugin's own slots, from its manifest (for the dynamic pages editor). */
  pluginSlots: { id: string; name: string; slots: string[] }[];
}

export function usePluginAdmin({ api, builtins: catalogue, schemas, manifestBase }: PluginAdminOptions): PluginAdmin {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [announcement, setAnnouncement] = useState<{ text: string; error: boolean } | null>(null);
  // Per outside plugin, what its last settings save said when its manifest could not be read to check them.
  const [unchecked, setUnchecked] = useState<Record<string, string>>({});
  const latest = useRef<Settings>({});
  latest.current = settings ?? {};

  useEffect(() => {
    api.settings().then(setSettings, (error: Error) => setLoadError(error.message));
  }, [api]);

  /** Writes one group through the API; on success the page's copy follows. Throws SaveError when refused. */
  const saveGroup = useCallback(
    async (group: string, value: unknown) => {
      const { value: stored, warning } = await api.save(group, value);
      setSettings((current) => ({ ...current, [group]: stored }));
      setUnchecked(({ [group]: _before, ...rest }) => (warning ? { ...rest, [group]: warning } : rest));
    },
    [api],
  );

  // What the storefront did with each plugin added by URL (a failure to read it leaves the cards without it).
  const [outcomes, setOutcomes] = useState<Record<string, PluginOutcomeReport>>({});
  useEffect(() => {
    api.pluginOutcomes().then((list) => setOutcomes(Object.fromEntries(list.map((o) => [o.pluginId, o]))), () => {});
  }, [api]);

  const entries = useMemo(() => entriesOf(settings ?? {}), [settings]);
  const manifests = useManifests(entries, manifestBase);
  if (!settings) return { settings, loadError, builtins: [], externals: [], announcement, saveGroup, pluginSlots: [] };

  const toggle = (key: string, name: string, write: () => Promise<void>, on: boolean) => async () => {
    setBusy((b) => ({ ...b, [key]: true }));
    setAnnouncement(null);
    try {
      await write();
      setAnnouncement({ text: `${name} turned ${on ? 'on' : 'off'}. Saved.`, error: false });
    } catch (error) {
      setAnnouncement({ text: `${name} was not changed: ${(error as Error).message}`, error: true });
    } finally {
      setBusy((b) => ({ ...b, [key]: false }));
    }
  };

  const builtins: PluginView[] = catalogue.map((plugin) => {
    const activeBy = plugin.activeBy;
    const on = activeBy ? (asGroup(settings[activeBy]).isActive as boolean | undefined) ?? activeDefault(schemas[activeBy]) : true;
    const forms: PluginForm[] = [];
    for (const group of plugin.settings) {
      const source = schemas[group];
      const withoutActive = group === activeBy;
      const schema = source && formSchema(source, { withoutActive });
      if (!schema) continue;
      const stored = settings[group];
      const { isActive: _active, ...rest } = asGroup(stored);
      forms.push({
        group,
        title: humanize(group),
        saveText: `Save ${humanize(group).toLowerCase()}`,
        schema,
        value: withoutActive ? rest : stored,
        save: (value) => saveGroup(group, withoutActive ? { ...asGroup(value), isActive: asGroup(latest.current[group]).isActive } : value),
      });
    }
    return {
      key: `builtin-${plugin.id}`,
      id: plugin.id,
      name: plugin.name,
      version: plugin.version,
      provider: plugin.provider,
      ...(plugin.description ? { description: plain(plugin.description) } : {}),
      external: false,
      toggle: activeBy
        ? {
            on,
            busy: !!busy[`builtin-${plugin.id}`],
            set: (next) => toggle(`builtin-${plugin.id}`, plugin.name, () => saveGroup(activeBy, { ...asGroup(latest.current[activeBy]), isActive: next }), next)(),
          }
        : null,
      forms,
    };
  });

  const externals: PluginView[] = entries.map((entry) => {
    const state = manifests[entry.id] ?? { state: 'loading' };
    const manifest = state.state === 'ok' ? state.manifest : null;
    // The entry's switch is the plugin's one on/off: an isActive of its own group is neither shown nor read.
    const schema = manifest?.settingsSchema ? formSchema(manifest.settingsSchema, { withoutActive: true }) : null;
    const { isActive: storedActive, ...ownValue } = asGroup(settings[entry.id]);
    const key = `external-${entry.id}`;
    return {
      key,
      id: entry.id,
      name: manifest?.name ?? entry.id,
      version: manifest?.version ?? '',
      provider: manifest?.provider ?? '',
      ...(manifest?.description ? { description: plain(manifest.description) } : {}),
      external: true,
      src: entry.src,
      ...(outcomes[entry.id] ? { outcome: outcomes[entry.id] } : {}),
      ...(state.state === 'error'
        ? { notice: `The manifest could not be loaded: ${state.message}. Its settings cannot be edited here until it can.` }
        : unchecked[entry.id]
          ? { notice: unchecked[entry.id] }
          : {}),
      ...(state.state === 'loading' ? { loading: true } : {}),
      toggle: {
        on: entry.isActive !== false,
        busy: !!busy[key],
        set: (next) =>
          toggle(key, manifest?.name ?? entry.id, () => saveGroup('plugins', entriesOf(latest.current).map((e) => (e.id === entry.id ? { ...e, isActive: next } : e))), next)(),
      },
      forms: schema
        ? [
            {
              group: entry.id,
              title: `${manifest!.name} settings`,
              saveText: `Save ${manifest!.name} settings`,
              schema: schema as RJSFSchema,
              value: ownValue,
              save: (value) => saveGroup(entry.id, storedActive === undefined ? value : { ...asGroup(value), isActive: storedActive }),
            },
          ]
        : [],
    };
  });

  const pluginSlots = entries.flatMap((entry) => {
    const state = manifests[entry.id];
    const slots = state?.state === 'ok' && Array.isArray(state.manifest.slots) ? state.manifest.slots.filter((s): s is string => typeof s === 'string') : [];
    return entry.isActive !== false && slots.length > 0 ? [{ id: entry.id, name: state?.state === 'ok' ? state.manifest.name : entry.id, slots }] : [];
  });
  return { settings, loadError, builtins, externals, announcement, saveGroup, pluginSlots };
}
