// The panel chunk's entry: the loader imports this module on first open and calls `mount`.
// It builds the runtime (config from cached settings, page init data and the shop locale), registers the
// built-in and queued plugins, starts them, renders the shell into a shadow root on the host element and
// hands back the PanelHandle the loader drives (runtime/dom/contract.ts).
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { builtinPlugins, dynamicPageLoader } from './plugins.ts';
import { exposeHostModules } from './host-modules.ts';
import { refreshConfig } from './remote-config.ts';
import type { MountOptions, PanelHandle } from '../runtime/dom/contract.ts';
import { installErrorReports } from '../runtime/dom/error-reports.ts';
import { customerIdOf } from '../runtime/dom/page-data.ts';
import { pageTypeFromPath } from '../runtime/dom/page-type.ts';
import type { AnyPlugin } from '../runtime/plugin.ts';
import type { PluginOutcome } from '../runtime/registry.ts';
import { createRuntime, type Runtime } from '../runtime/runtime.ts';
import { afterFirstOpen } from '../runtime/after-first-open.ts';
import type { ErrorReport } from '../runtime/types.ts';
import { RuntimeProvider } from '../runtime/react/context.tsx';
import { createAuthService } from '../runtime/react/shell/boot/auth.ts';
import { attachShadow } from '../runtime/react/shell/boot/shadow.ts';
import { readCachedConfig, readShopLocale } from '../runtime/react/shell/boot/sources.ts';
import { usableStorage } from '../runtime/dom/storage.ts';
import { Panel } from '../runtime/react/shell/Panel.tsx';
import { addUtmOnClick, type UtmSettings } from '../runtime/utm.ts';

export async function mount(options: MountOptions): Promise<PanelHandle> {
  const win = options.host.ownerDocument.defaultView ?? window;
  // The first open runs in separate tasks (evaluating the chunk, starting the runtime, rendering), so no
  // single task blocks input for their sum (budget: no task > 50 ms).
  await yieldToMain(win);
  // What the runtime reports, and uncaught errors thrown in our chunks, also go to the API (error-reports.ts).
  const reportError = installErrorReports(win, { shopId: options.initData.shopId, apiBaseUrl: options.initData.apiBaseUrl, base: new URL('.', import.meta.url).href });
  const onError = (report: ErrorReport) => {
    options.emit('status:error', { message: describe(report) });
    reportError(report.error, report.where, report.pluginId);
  };
  const storage = usableStorage(win);
  const runtime = createRuntime({
    initData: options.initData,
    cached: readCachedConfig(win),
    shopLocale: readShopLocale(win),
    auth: createAuthService(options.initData.firebase),
    plugins: builtinPlugins,
    trustedPlugins: true,
    dynamicPageLoader,
    loadHttp: () => import('../runtime/http/index.ts').then((m) => m.createPluginHttp),
    onError,
    emit: options.emit, // ctx.emit: status:saved-change for the theme's favorite hearts (runtime/plugin-context.ts)
    ...(storage ? { storage } : {}),
  });
  for (const plugin of options.plugins) register(runtime, plugin);
  // The shopper's sign-in and sign-out as DOM events (status:login, status:logout) for the host page.
  runtime.hooks.login.tap('core', (login) => options.emit('status:login', { customerId: login.customerId, email: login.email }));
  runtime.hooks.logout.tap('core', () => options.emit('status:logout', {}));
  // ctx.track (and the session's login/logout events) reach the loader's one tracking queue, with the customer
  // the panel knows (it may have signed in since the page's init data was printed).
  const track = options.track;
  if (track) runtime.hooks.track.tap('core', (e) => track(e.event, e.data, runtime.store.customer?.customerId ?? null));
  // Merchant-added plugins download beside the built-ins' code (taking React and the public entry from this
  // page); a route of theirs works once they arrive. The code that loads them, and reports what became of each
  // to the merchant admin, is fetched only on a shop that lists some (app/external-plugins.ts).
  exposeHostModules(win);
  const loadExternal = (): Promise<void> | undefined =>
    Array.isArray(runtime.store.settings.plugins) && runtime.store.settings.plugins.length
      ? import('./external-plugins.ts').then((m) => m.loadAndReportExternalPlugins(runtime, win, options.initData))
      : undefined;
  // They load once the first open is interactive (status:open), so their scripts, validator and setup do not run
  // beside the open's render; a session started without an open (initUserAuth) loads them at once.
  let startExternal!: () => void;
  const external = new Promise<void>((resolve) => (startExternal = resolve)).then(loadExternal);
  afterFirstOpen({ open: { tap: (fn) => runtime.hooks.open.tap('core:external-plugins', fn) } }, startExternal, { delayMs: 0 });
  await runtime.start();
  runtime.hooks.pageView.call({
    pageType: pageTypeFromPath(win.location.pathname),
    previousPageType: options.previousPageType,
    productId: options.initData.page?.productId ?? null,
    url: win.location.href,
  });
  await yieldToMain(win);

  // Route changes while open are announced; the opening route is announced by status:open.
  runtime.router.subscribe((route) => {
    if (route && runtime.store.ui.isOpen) options.emit('status:route', { route: route.hash });
  });

  const { container, shadow } = attachShadow(options.host);
  // UTM parameters on every outbound link a plugin renders (runtime/utm.ts), added when it is clicked.
  addUtmOnClick(shadow, () => runtime.store.settings.utmTracking as UtmSettings | undefined, () => win.location.href);
  // The closed shell commits in a task of its own, before the loader asks for the open: otherwise React
  // batches both renders into one task over the 50 ms budget.
  await new Promise<void>((committed) =>
    createRoot(container).render(
      <RuntimeProvider runtime={runtime}>
        <Panel
          onOpened={(route) => options.emit('status:open', { route: route.hash })}
          onClosed={() => {
            options.emit('status:close', {});
            options.onClosed();
          }}
        />
        <OnCommit run={committed} />
      </RuntimeProvider>,
    ),
  );
  await yieldToMain(win);
  // The automatic anonymous sign-in, in the background, from the first open: the loader may mount the panel
  // ahead of a click that never comes (a hover), which must not create a user. The session mirrors the user
  // into store.auth.
  let sessionStarted = false;
  const startSession = (): void => {
    if (sessionStarted) return;
    sessionStarted = true;
    runtime.session
      .start()
      // The API's config needs the session's token; it arrives after the first paint and never blocks it.
      .catch((error: unknown) => runtime.report({ error, where: 'session start' }))
      .then(() => external)
      // Only with a user: the call needs an identity token (a shop without identity config has none).
      .then(() => (runtime.store.auth.user ? refreshConfig(runtime, storage) : undefined))
      .then(loadExternal)
      .catch((error: unknown) => runtime.report({ error, where: 'config refresh' }));
  };

  const isOpen = () => runtime.store.ui.isOpen;
  const handle: PanelHandle = {
    open(hash = '#status') {
      startSession();
      if (isOpen()) handle.navigate(hash);
      else runtime.open(hash);
    },
    close() {
      // Closed or already closing: the loader forwards both popstate and hashchange for one history step.
      if (isOpen()) runtime.close();
    },
    navigate(hash) {
      startSession();
      if (!isOpen()) runtime.open(hash);
      // The route already shown changes nothing (same reason as close); one not known yet (a deferred plugin's,
      // asked for while those start) is not the fallback page it resolves to for now.
      else {
        const { route, redirect } = runtime.router.resolve(hash);
        if (runtime.router.current?.hash !== (redirect?.from ?? route.hash)) runtime.navigate(hash);
      }
    },
    isOpen,
    // Resolves with what became of the plugin: loaded, or skipped and why (a refused id included).
    registerPlugin(plugin) {
      return runtime.use(plugin as AnyPlugin).then(
        () => runtime.registry.outcome((plugin as AnyPlugin).id)!,
        (error: unknown): PluginOutcome => {
          runtime.report({ error, where: 'plugin registration' });
          return { status: 'skipped', reason: error instanceof Error ? error.message : String(error) };
        },
      );
    },
    // Auth actions and cache clearing, for the page's `Status` (runtime/loader/public-api.ts).
    async initUserAuth() {
      startExternal();
      startSession();
      await runtime.session.start();
      return handle.getUser();
    },
    getUser() {
      const user = runtime.store.auth.user ?? runtime.auth.currentUser();
      if (!user) return null;
      const customerId = runtime.store.customer?.customerId ?? customerIdOf(options.initData);
      return { uid: user.uid, email: user.email ?? null, isAnonymous: user.isAnonymous, customerId: customerId ? String(customerId) : null };
    },
    logout: () => runtime.session.signOut(),
    clearCache: () => runtime.products.clearCache(),
  };
  return handle;
}

const yieldToMain = (win: Window): Promise<void> => new Promise((resolve) => win.setTimeout(resolve, 0));

function OnCommit({ run }: { run: () => void }): null {
  useEffect(run, [run]);
  return null;
}

/** A bad plugin from the page (not an object, bad or taken id) is reported, never fatal. */
function register(runtime: Runtime, plugin: unknown): boolean {
  try {
    runtime.registry.register(plugin as AnyPlugin);
    return true;
  } catch (error) {
    runtime.report({ error, where: 'plugin registration' });
    return false;
  }
}

function describe({ error, pluginId, where }: ErrorReport): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${where}${pluginId ? ` (plugin ${pluginId})` : ''}: ${message}`;
}
