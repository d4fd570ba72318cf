// createRuntime builds one runtime: config, store, hooks, registry, router, api, auth, i18n, slots.
// Nothing lives at module level, so tests and several mounts never share state.
import { subscribe } from 'valtio/vanilla';
import { mergeConfig, type ConfigSources } from './config.ts';
import { createHooks, STAGE } from './hooks.ts';
import { afterFirstOpen } from './after-first-open.ts';
import { createI18n } from './i18n/index.ts';
import { en as coreMessages } from './i18n/en.ts';
import { localized, type LocalizedText } from './i18n/localized.ts';
import { createRegistry, type GroupValidatorLoader, type StartReport } from './registry.ts';
import { createRouter } from './router/index.ts';
import { createStore, routeRef } from './store.ts';
import { createApiClient } from './api/client.ts';
import { createLazyProductClient } from './api/lazy-products.ts';
import { createPluginContext, type ContextBase } from './plugin-context.ts';
import { createSlotRegistry } from './slots/fills.ts';
import type { AuthService } from './auth/service.ts';
import { AUTH_NAMESPACE } from './auth/messages.ts';
import { createSession, type SignInNext } from './auth/session.ts';
import { browserSessionEnvironment, type SessionEnvironment } from './auth/session-env.ts';
import { createShopLoginRegistry } from './auth/shop-login.ts';
import type { PluginHttp } from './http/types.ts';
import type { AnyPlugin } from './plugin.ts';
import { FALLBACK_ROUTE, type PageLoader } from './router/routes.ts';
import type { DynamicPageSettings } from './router/index.ts';
import type { ErrorReport } from './types.ts';

export interface RuntimeOptions extends ConfigSources {
  auth: AuthService;
  plugins?: readonly AnyPlugin[];
  /** The `plugins` are built in, their manifests checked by a test: no schema check at run time (the validator stays out of the first open). */
  trustedPlugins?: boolean;
  /** Error-reporting service; every report is also logged. */
  onError?: (report: ErrorReport) => void;
  /** The page that renders merchant dynamic pages (settings.dynamicPages); without it they are ignored. */
  dynamicPageLoader?: PageLoader;
  /** Storage for the product cache (localStorage in the browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The host page as the session sees it (navigation, cart, storage); tests replace parts of it. */
  sessionEnv?: Partial<SessionEnvironment>;
  /** Builds `ctx.http` for plugins that declare the 'http' capability (runtime/http, loaded with them). */
  loadHttp?: () => Promise<(plugin: AnyPlugin, getToken: () => Promise<string | null>) => PluginHttp>;
  /** Dispatches the status:* DOM events plugins may emit (ctx.emit): the loader's emit; without it they go nowhere. */
  emit?: ContextBase['emit'];
  /** Tests: where settings validators come from (default: the generated ones, loaded lazily). */
  groupValidator?: GroupValidatorLoader;
}

/** Message namespaces of the core: no plugin may take one as its id (it would overwrite core messages). */
const RESERVED_NAMESPACES: ReadonlySet<string> = new Set([AUTH_NAMESPACE, ...Object.keys(coreMessages).map((key) => key.split('.')[0]!)]);

export function createRuntime(options: RuntimeOptions) {
  const sources: ConfigSources = { initData: options.initData, cached: options.cached ?? null, shopLocale: options.shopLocale ?? null };
  const { config, settings: merged } = mergeConfig(sources);
  const report = (r: ErrorReport) => {
    console.error(`[status] ${r.where}${r.pluginId ? ` (plugin ${r.pluginId})` : ''}:`, r.error);
    options.onError?.(r);
  };
  const hooks = createHooks(report);
  const store = createStore(config, merged);
  const i18n = createI18n(config.locale.language);
  const slots = createSlotRegistry();
  const auth = options.auth;
  const api = createApiClient({
    ...(config.apiBaseUrl ? { baseUrl: config.apiBaseUrl } : {}),
    getShopId: () => store.config.shopId,
    getCustomerId: () => store.customer?.customerId ?? null,
    getToken: () => auth.getIdToken(),
    onRequest: (r) => hooks.request.call({ method: r.method, path: r.path, data: r.body?.data, ...(r.pluginId ? { pluginId: r.pluginId } : {}) }),
    onResponse: (r) => hooks.response.call({ method: r.request.method, path: r.request.path, status: r.status }),
    onError: (error) => report({ error, where: 'api hook' }),
  });
  const products = createLazyProductClient(api, options.storage ? { storage: options.storage } : {});
  const router = createRouter({
    getState: () => ({ settings: store.settings, isSignedIn: store.auth.isSignedIn, customerId: store.customer?.customerId ?? null }),
    resolveHook: (resolution) => hooks.resolveRoute.call(resolution),
  });
  const track = (event: string, data?: Record<string, unknown>) => hooks.track.call({ event, ...(data ? { data } : {}) });

  // Shop login strategies (Multipass today) are added by plugins; the session drives sign-in and sign-out.
  const shopLogin = createShopLoginRegistry();
  const session = createSession({
    store, hooks, api, auth, router, shopLogin, products, i18n, track, report,
    env: browserSessionEnvironment(options.sessionEnv),
    follow: (next) => followSignIn(next),
  });
  /** Where a finished sign-in leads (auth decides, the core moves the panel): the open panel shows `hash`; a closed one opens only on `openTo`. */
  function followSignIn(next: SignInNext): void {
    if (store.ui.isOpen) {
      if (next.hash) void runtime.navigate(next.hash);
    } else if (next.openTo) {
      void runtime.open(next.openTo);
    }
  }

  let http: ((plugin: AnyPlugin, getToken: () => Promise<string | null>) => PluginHttp) | undefined;
  let httpLoading: Promise<void> | undefined;
  /** Loads the http module once (a failure is reported, ctx.http then throws for the plugin that asks, and the next start tries again). */
  const loadHttpOnce = (): Promise<void> | undefined =>
    options.loadHttp
      ? (httpLoading ??= options.loadHttp().then(
          (create) => void (http = create),
          (error: unknown) => {
            httpLoading = undefined; // the next start tries again
            report({ error, where: 'http module' });
          },
        ))
      : undefined;
  const base: ContextBase = {
    store, hooks, slots, router, api, products, auth, i18n, session, shopLogin, track, report,
    navigate: (hash, options) => void (store.ui.isOpen ? runtime.navigate(hash, options) : runtime.open(hash)),
    ...(options.emit ? { emit: options.emit } : {}),
    http: (plugin) => {
      if (!http) throw new Error(`Plugin "${plugin.id}": ctx.http is unavailable (the http module did not load; see the 'http module' report).`);
      return http(plugin, () => auth.getIdToken());
    },
  };
  const registry = createRegistry({
    settings: () => store.settings,
    createContext: (plugin, settings) => createPluginContext(base, plugin, settings),
    i18n,
    reservedIds: RESERVED_NAMESPACES,
    report,
    hosts: () => [globalThis.location?.hostname ?? '', config.shopifyDomain ?? ''].filter(Boolean),
    // The http module (axios, ~23 KB gzip) downloads with the first plugin that declares 'http' and starts.
    loadCapabilities: (plugin) => (plugin.capabilities?.includes('http') ? loadHttpOnce() : undefined),
    ...(options.groupValidator ? { groupValidator: options.groupValidator } : {}),
  });
  for (const plugin of options.plugins ?? []) registry.register(plugin, { trusted: options.trustedPlugins === true });

  // The store mirrors the router so React renders the route and its transition.
  router.subscribe((route, transition) => {
    store.ui.route = routeRef(route);
    store.ui.transition = transition;
  });

  function mergeDynamicPages(): void {
    const pages = store.settings.dynamicPages;
    if (!options.dynamicPageLoader) return;
    // A heading written per language is read in the shopper's language each time the shell shows it.
    const list = (Array.isArray(pages) ? pages : []).map((page: DynamicPageSettings & { heading?: LocalizedText }) => {
      const heading = page?.heading;
      return heading && typeof heading === 'object' ? { ...page, heading: () => localized(heading, i18n.language) ?? '' } : page;
    });
    router.mergeDynamicPages(list as DynamicPageSettings[], options.dynamicPageLoader);
  }

  /** Starts what the settings enable. */
  async function startPlugins(refresh: boolean): Promise<StartReport> {
    return registry.start({ refresh, deferred: deferredStart !== null });
  }

  // Plugins with nothing on the opening screen (manifest `deferred`) start once the first open settled, so
  // they add nothing to it; a route none of the started plugins has may be theirs, so asking for one starts
  // them at once and moves there when they are up.
  let deferredStart: Promise<StartReport> | null = null;
  let deferredDone = false;
  const startDeferred = () => (deferredStart ??= Promise.resolve().then(() => startPlugins(false)).finally(() => (deferredDone = true)));
  afterFirstOpen({ open: { tap: (fn) => hooks.open.tap({ name: 'core:deferred-plugins', stage: STAGE.core }, fn) } }, () => void startDeferred());
  // Until they are up the panel shows a page skeleton, not the fallback's page (a receipt link from an email
  // must not flash For you first). Also while their start is under way (a tab tapped just after the first open).
  function towardDeferred(hash: string): void {
    store.ui.pendingRoute = null;
    if (deferredDone || !registry.list().some(({ plugin, status }) => plugin.deferred && status === 'registered')) return;
    if (router.resolve(hash).redirect?.reason !== 'unavailable') return;
    store.ui.pendingRoute = hash;
    void startDeferred().then(() => {
      if (store.ui.pendingRoute !== hash) return; // the shopper went elsewhere meanwhile
      store.ui.pendingRoute = null;
      // Still on the page the unknown route fell back to: go where the shopper asked.
      if (store.ui.isOpen && router.current?.definition.name === FALLBACK_ROUTE) runtime.navigate(hash, { replace: true });
    });
  }

  const runtime = {
    ...base,
    router,
    registry,
    /** Starts the enabled plugins (their code downloads now), merges dynamic pages, then runs the init hook. */
    async start(): Promise<StartReport> {
      const started = await startPlugins(false);
      mergeDynamicPages();
      await i18n.setLanguage(config.locale.language);
      await hooks.init.promise();
      return started;
    },
    /** Registers a plugin after start (public API) and starts it at once. */
    async use(plugin: AnyPlugin): Promise<StartReport> {
      registry.register(plugin);
      return startPlugins(false);
    },
    /**
     * New cached settings arrived (the `/init/{shopId}/user` response): merge them under the page's,
     * re-validate every plugin's groups, start what is now enabled, stop what is not, restart what changed.
     */
    async applyCachedConfig(cached: NonNullable<ConfigSources['cached']>): Promise<StartReport> {
      const next = mergeConfig({ ...sources, cached }).settings;
      // The same settings (the page data already had them, as on the devstore): nothing re-renders or restarts.
      if (JSON.stringify(next) === JSON.stringify(store.settings)) return { started: [], skipped: [], disabled: [] };
      store.settings = next;
      const report = await startPlugins(true);
      mergeDynamicPages();
      return report;
    },
    open(hash = '#status') {
      towardDeferred(hash);
      const route = router.navigate(hash);
      store.ui.isOpen = true;
      hooks.open.call(route);
      return route;
    },
    /** Moves to a route; `replace` leaves the current one off the back stack (a page that redirects). */
    navigate(hash: string, options?: { replace?: boolean }) {
      towardDeferred(hash);
      const route = router.navigate(hash, options);
      hooks.routeChange.call(route);
      return route;
    },
    /** Opens at a route, or moves there when open (what plugins' ctx.navigate does). */
    show(hash: string, options?: { replace?: boolean }) {
      return store.ui.isOpen ? runtime.navigate(hash, options) : runtime.open(hash);
    },
    back() {
      const route = router.back();
      hooks.routeChange.call(route);
      return route;
    },
    close() {
      if (!store.ui.isOpen) return;
      store.ui.isOpen = false;
      router.reset();
      hooks.close.call();
    },
    /** Plain modules observe the store through valtio's subscribe. */
    subscribe: (listener: () => void) => subscribe(store, listener),
    dispose() {
      session.dispose();
      registry.dispose();
    },
  };
  return runtime;
}

export type Runtime = ReturnType<typeof createRuntime>;
