// The merchant admin: every plugin (built-in, and third-party ones the shop added by URL) with its enabled
// switch and the settings forms generated from its groups' schemas. Reads and writes go through the API.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminBoot, PublishedManifest } from '../boot.ts';
import { manifestUrlOf } from '../../../server/admin/manifest-url.ts';
import { type AdminApi, createAdminApi } from './api.ts';
import { PluginCard, type PluginForm, type PluginView } from './PluginCard.tsx';
import { formSchema, humanize, plain } from './schema-view.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { ShopifyInstall } from './ShopifyInstall.tsx';
import { TrackingEvents } from './TrackingEvents.tsx';
import { IdentityProvider } from './IdentityProvider.tsx';

type Settings = Record<string, unknown>;
type Group = Record<string, unknown>;

interface PluginEntry {
  id: string;
  src: string;
  isActive?: boolean;
}

type ManifestState = { state: 'loading' } | { state: 'ok'; manifest: PublishedManifest } | { state: 'error'; message: string };

const asGroup = (value: unknown): Group => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Group) : {});

function entriesOf(settings: Settings): PluginEntry[] {
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

/** Fetches each entry's published manifest in the browser (the admin runs on the merchant's machine). */
function useManifests(entries: PluginEntry[]): Record<string, ManifestState> {
  const [manifests, setManifests] = useState<Record<string, ManifestState>>({});
  const key = JSON.stringify(entries.map((e) => [e.id, e.src]));
  useEffect(() => {
    const controller = new AbortController();
    const wanted: [string, string][] = JSON.parse(key);
    setManifests(Object.fromEntries(wanted.map(([id]) => [id, { state: 'loading' } as ManifestState])));
    for (const [id, src] of wanted) {
      const set = (state: ManifestState) => !controller.signal.aborted && setManifests((all) => ({ ...all, [id]: state }));
      const url = manifestUrlOf(src, location.href);
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
  }, [key]);
  return manifests;
}

export function App({ boot }: { boot: AdminBoot }) {
  const api: AdminApi = useMemo(() => createAdminApi(boot.apiUrl, boot.token, boot.shopId), [boot]);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [announcement, setAnnouncement] = useState<{ text: string; error: boolean } | null>(null);
  const [toastVisible, setToastVisible] = useState(false);
  useEffect(() => {
    // The toast fades after a few seconds; its text stays for assistive technology until the next change.
    setToastVisible(!!announcement);
    if (!announcement || announcement.error) return;
    const timer = setTimeout(() => setToastVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [announcement]);
  const latest = useRef<Settings>({});
  latest.current = settings ?? {};

  useEffect(() => {
    api.settings().then(setSettings, (error: Error) => setLoadError(error.message));
  }, [api]);

  /** Writes one group through the API; on success the page's copy follows. Throws SaveError when refused. */
  const saveGroup = useCallback(
    async (group: string, value: unknown) => {
      const stored = await api.save(group, value);
      setSettings((current) => ({ ...current, [group]: stored }));
    },
    [api],
  );

  const entries = useMemo(() => entriesOf(settings ?? {}), [settings]);
  const manifests = useManifests(entries);

  if (loadError) {
    return (
      <Shell boot={boot}>
        <p className="notice notice-error" role="alert">
          The settings could not be loaded from the API: {loadError}
        </p>
      </Shell>
    );
  }
  if (!settings) {
    return (
      <Shell boot={boot}>
        <p className="loading" role="status">
          Loading settings…
        </p>
      </Shell>
    );
  }

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

  const builtins: PluginView[] = boot.builtins.map((plugin) => {
    const activeBy = plugin.activeBy;
    const on = activeBy ? (asGroup(settings[activeBy]).isActive as boolean | undefined) ?? activeDefault(boot.schemas[activeBy]) : true;
    const forms: PluginForm[] = [];
    for (const group of plugin.settings) {
      const source = boot.schemas[group];
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
        save: (value) =>
          saveGroup(group, withoutActive ? { ...asGroup(value), isActive: asGroup(latest.current[group]).isActive } : value),
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
            set: (next) =>
              toggle(`builtin-${plugin.id}`, plugin.name, () => saveGroup(activeBy, { ...asGroup(latest.current[activeBy]), isActive: next }), next)(),
          }
        : null,
      forms,
    };
  });

  const externals: PluginView[] = entries.map((entry) => {
    const state = manifests[entry.id] ?? { state: 'loading' };
    const manifest = state.state === 'ok' ? state.manifest : null;
    const schema = manifest?.settingsSchema ? formSchema(manifest.settingsSchema) : null;
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
      ...(state.state === 'error' ? { notice: `The manifest could not be loaded: ${state.message}. Its settings cannot be edited here until it can.` } : {}),
      ...(state.state === 'loading' ? { loading: true } : {}),
      toggle: {
        on: entry.isActive !== false,
        busy: !!busy[key],
        set: (next) =>
          toggle(
            key,
            manifest?.name ?? entry.id,
            () => saveGroup('plugins', entriesOf(latest.current).map((e) => (e.id === entry.id ? { ...e, isActive: next } : e))),
            next,
          )(),
      },
      forms: schema
        ? [
            {
              group: entry.id,
              title: `${manifest!.name} settings`,
              saveText: `Save ${manifest!.name} settings`,
              schema: schema as RJSFSchema,
              value: settings[entry.id],
              save: (value) => saveGroup(entry.id, value),
            },
          ]
        : [],
    };
  });

  const pluginsSchema = boot.schemas.plugins ? formSchema(boot.schemas.plugins) : null;

  return (
    <Shell boot={boot}>
      <p className={`toast${toastVisible ? ' toast-visible' : ''}${announcement?.error ? ' toast-error' : ''}`} role="status" aria-live="polite">
        {announcement?.text}
      </p>
      <section className="section" aria-labelledby="builtin-heading">
        <div className="section-head">
          <h2 id="builtin-heading">Built-in plugins</h2>
          <p className="section-note">Shipped with Status. A plugin that is off downloads nothing on the storefront.</p>
        </div>
        {boot.catalogueError ? (
          <p className="notice notice-error">The built-in plugins could not be read from app/plugins.ts: {boot.catalogueError}</p>
        ) : (
          <ul className="plugin-list">
            {builtins.map((plugin) => (
              <PluginCard key={plugin.key} plugin={plugin} />
            ))}
          </ul>
        )}
      </section>

      <section className="section" aria-labelledby="external-heading">
        <div className="section-head">
          <h2 id="external-heading">Third-party plugins</h2>
          <p className="section-note">Added by URL. Each one's manifest is read from beside its module.</p>
        </div>
        {externals.length === 0 ? (
          <p className="empty">No third-party plugins yet. Add one by its module URL below.</p>
        ) : (
          <ul className="plugin-list">
            {externals.map((plugin) => (
              <PluginCard key={plugin.key} plugin={plugin} />
            ))}
          </ul>
        )}
        {pluginsSchema && (
          <ManagePlugins>
            <SettingsForm
              // A switch changes an entry's isActive: the form starts again from what is stored.
              key={JSON.stringify(settings.plugins ?? [])}
              formId="group-plugins"
              title="Plugin URLs"
              saveText="Save plugin URLs"
              addText="Add a plugin"
              uiSchema={PLUGINS_UI}
              schema={pluginsSchema}
              value={settings.plugins ?? []}
              onSave={(value) => saveGroup('plugins', value)}
            />
          </ManagePlugins>
        )}
      </section>
      <TrackingEvents apiUrl={boot.apiUrl} token={boot.token} shopId={boot.shopId} />
      <ShopifyInstall token={boot.token} shopId={boot.shopId} />
      <IdentityProvider apiUrl={boot.apiUrl} token={boot.token} shopId={boot.shopId} />
    </Shell>
  );
}

/** The plugins list form: the switches own isActive; the rest reads as a merchant would say it. */
const PLUGINS_UI: UiSchema = {
  items: {
    'ui:title': 'Plugin',
    src: { 'ui:title': 'Module URL' },
    isActive: { 'ui:widget': 'hidden' },
  },
};

function ManagePlugins({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="card manage-card">
      <button
        type="button"
        className="disclosure"
        aria-expanded={open}
        aria-controls="manage-plugins"
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span className="disclosure-icon" aria-hidden="true" />
        Add or remove plugins by URL
      </button>
      <div id="manage-plugins" hidden={!open}>
        {opened && children}
      </div>
    </div>
  );
}

function Shell({ boot, children }: { boot: AdminBoot; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <p className="brand">
            Status <span className="brand-sub">Admin</span>
          </p>
          <nav aria-label="Shops" className="shops">
            <ul>
              {boot.shops.map((shop) => (
                <li key={shop.shopId}>
                  <a href={`?shop=${encodeURIComponent(shop.shopId)}`} aria-current={shop.shopId === boot.shopId ? 'page' : undefined}>
                    {shop.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="main">
        <div className="page-head">
          <div>
            <h1>Plugins</h1>
            <p className="lead">
              Turn features on or off and edit their settings for <strong>{boot.shopName}</strong>. The storefront shows changes on its next page load.
            </p>
          </div>
          <a className="button button-secondary" href={`/?shop=${encodeURIComponent(boot.shopId)}`}>
            View storefront
          </a>
        </div>
        {children}
      </main>
    </>
  );
}
