// The init sequence: public API and queue → wait for init data → global enabled flag → links,
// hash routes, prefetch triggers and the page-type record on leave → `status:ready` → open when the page was
// loaded with a status hash. The local disabled flags and the previous page type live in localStorage, which
// the loader leaves alone until the widget is used (disabled.ts): an open, or an intent that preloads it,
// reads the flags first. The entry (status.ts) passes the real window and chunk URL; tests pass a fake panel
// import.
import type { StatusApi } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { createEmit } from './events';
import { isStatusHash } from '../dom/hash';
import { initDataDisabledReason, localFlagsCheck } from './disabled';
import { ELEMENT_TAGS, installElements, type ElementsLoader, type ImportElements } from './elements';
import { waitForInitData } from './init-data';
import { groupActive, pageReading, pluginOn, type PluginSwitch } from '../dom/page-data';
import { installLinkHandling } from './links';
import type { ExtrasModule } from './extras';
import type { FrameLoginModule } from './frame';
import { pageTypeFromPath, recordPageTypeOnLeave } from '../dom/page-type';
import { recordViewOnLeave } from '../dom/recently-viewed';
import { createPanelController, type ImportPanel, type PanelController, type PendingPlugin } from './panel';
import { createPrefetch, installPrefetchTriggers, runWhenIdle } from './prefetch';
import { createPublicApi, drainQueue } from './public-api';
import { reportError } from './report';
import { createTracking } from './tracking';
import { readStorage, writeStorage } from '../dom/storage';
import { STATUS_VERSION } from './version';

export interface LoaderOptions {
  win: HostWindow;
  /** Absolute URL of the panel chunk. */
  panelUrl: string;
  /** Absolute URLs of the chunks the panel chunk imports statically (preloaded with it). */
  panelDependencyUrls?: readonly string[];
  /** Built-in plugins' code (setup, English messages, validators): preloaded with the panel when enabled. */
  pluginPreloads?: readonly PluginPreload[];
  importPanel: ImportPanel;
  /** Absolute URL of the theme elements' chunk, imported when the first element connects (or saveItem). */
  elementsUrl: string;
  importElements: ImportElements;
  /** Absolute URL of the extras chunk (extras.ts: me button, notification triggers), imported when the settings turn one on. */
  extrasUrl?: string;
  /**
   * Absolute URL of the elements chunk built with the extras (build/elements.ts), imported instead of both on a
   * page that has theme elements when the extras are on: one file compresses smaller than the two.
   */
  elementsExtrasUrl?: string;
  importExtras?: (url: string) => Promise<ExtrasModule>;
  /** Absolute URL of a guest's login card for the panel's frame (app/frame-login.ts). */
  frameLoginUrl?: string;
  importFrameLogin?: (url: string) => Promise<FrameLoginModule>;
  /** Removes the loader's listeners when aborted (tests: one page, many loaders). */
  signal?: AbortSignal;
}

/**
 * One built-in plugin's lazy chunks, as absolute URLs. A plugin the page's settings turn off is not preloaded
 * (pluginOn, the registry's rule): its code is never downloaded. A group's validator is preloaded only when the
 * page's settings have something in that group (the runtime needs none otherwise); the guest's chunks (login's
 * section) only on a page that knows no customer.
 */
export interface PluginPreload extends PluginSwitch {
  /** Its code: the setup module and English messages, with what they import statically. */
  urls: readonly string[];
  /** Each settings group's validator. */
  validators?: readonly { group: string; urls: readonly string[] }[];
  /** What its setup imports at once for a guest. */
  guest?: readonly string[];
}

const hasContent = (value: unknown): boolean =>
  value !== undefined && value !== null && (typeof value !== 'object' || Object.keys(value).length > 0);

export function enabledPluginUrls(preloads: readonly PluginPreload[], settings: Record<string, unknown> | undefined, isGuest = false): string[] {
  return preloads.flatMap((plugin) => {
    if (!pluginOn(plugin, settings ?? {})) return [];
    const { urls, validators = [], guest = [] } = plugin;
    return [...urls, ...validators.flatMap(({ group, urls }) => (hasContent(settings?.[group]) ? urls : [])), ...(isGuest ? guest : [])];
  });
}

/** Marks the rejection of a disabled widget: logged with console.info, not reported as an error. */
class DisabledError extends Error {}

/** Starts the widget; returns the public API. */
export function startStatus(options: LoaderOptions): StatusApi {
  const { win, panelUrl, panelDependencyUrls = [], pluginPreloads = [], importPanel, signal } = options;
  const emit = createEmit(win);
  const pendingPlugins: PendingPlugin[] = [];
  const isOff = localFlagsCheck(win);
  let elements: ElementsLoader | undefined;

  const controllerReady = waitForInitData(win).then((initData): PanelController => {
    const off = initDataDisabledReason(initData);
    // The page data as read here, handed to the elements and the extras, which then carry no copy of its rules.
    const reading = pageReading(initData);
    const pageSettings = reading.settings;
    if (off) throw new DisabledError(`Status: disabled (${off})`);
    // One tracking queue for the page: the panel, the theme elements and loader code (`tracking.track(name, data)`) feed it.
    const tracking = createTracking(win, initData, signal);
    const settings = { ...pageSettings, content: initData.content ?? pageSettings.content };
    const isGuest = !reading.customerId;
    // A guest's first open shows the login section (the one plugin with a guest's chunk: build/preloads.ts): the
    // frame draws its card, so the shopper can type before the panel is there.
    const { frameLoginUrl: cardUrl = '', importFrameLogin } = options;
    const card = isGuest && importFrameLogin && pluginPreloads.some((plugin) => plugin.guest?.length && pluginOn(plugin, settings)) ? cardUrl : '';
    const controller = createPanelController({
      win, initData, panelUrl, importPanel, isOff, emit, pendingPlugins, track: tracking.track,
      ...(card ? { frameLogin: () => importFrameLogin!(card) } : {}),
    });
    installLinkHandling(win, controller, signal);
    // The me button and the notification triggers: their own chunk, fetched only by shops that turn one on. On a
    // page with theme elements (the deferred loader runs after parsing: they are in the document now) that file is
    // the elements chunk built with them, which the elements import then too: one request, not two.
    const extrasOn = !!options.importExtras && ['meButton', 'notificationTriggers'].some((group) => groupActive(pageSettings, group));
    const both = extrasOn && win.document.querySelector(ELEMENT_TAGS.join(',')) ? options.elementsExtrasUrl : undefined;
    // Theme elements: stubs reserve their size; the first one connected loads the elements chunk.
    const loaded = installElements({ win, initData, reading, emit, signal, track: tracking.track, url: both ?? options.elementsUrl, importElements: options.importElements });
    elements = loaded;
    if (extrasOn) {
      options.importExtras!(both ?? options.extrasUrl ?? '').then(
        (extras) =>
          signal?.aborted ||
          extras.startExtras({
            win, initData, signal, ...reading, readStorage, writeStorage, pageTypeFromPath, runWhenIdle,
            track: tracking.track,
            notify: loaded.notify,
          }),
        (error: unknown) => reportError(emit, error),
      );
    }
    // The enabled plugins' code with the panel's: the mount needs both, and one round of preloads beats a
    // second round of requests that the panel would only start after it ran.
    // A guest's too (the page knows no customer, as the runtime's config decides): login's section, which their
    // first open shows, would otherwise be requested only once the panel graph ran and login's setup asked.
    // Not the card: an intent that mounts the panel (a hover) needs no frame, and the card would count in its open.
    const preloadPanel = createPrefetch(win, [panelUrl, ...panelDependencyUrls]);
    const preloadPlugins = createPrefetch(win, enabledPluginUrls(pluginPreloads, settings, isGuest));
    // On intent the panel also mounts, closed, when the browser is next idle: the pointer's travel to the
    // click pays for evaluating the chunk and starting the runtime, not the click. The preloads start here, in
    // the touchstart's task, not after the tap's frame painted: deferred so, a tap reached interactive ~60 ms
    // later in each of three interleaved comparisons, for a frame painted sooner in only two.
    const intent = (): void => {
      if (isOff()) return;
      preloadPanel();
      // The plugins' code (~10 files for a guest) from a task of its own, which a tap's click comes before: each
      // preload costs its task ~0.3–1.4 ms at 4× CPU, and the intent's task, with the frame's stylesheet, was the
      // tap's longest (up to 55 ms of thread time in a slow phase, over the 50 ms budget). They still arrive before
      // the panel's graph has compiled, which the mount waits for anyway.
      win.setTimeout(() => signal?.aborted || preloadPlugins(), 0);
      // The frame's stylesheet too, not in the click's own task, which on a tap draws the frame and is often the
      // open's longest task: that task went 24.1 → 18.5 ms of thread time at 4× CPU (median of 16 traced taps,
      // interleaved) and the intent's 19.3 → 26.9. A finger's touch lasts long enough for the intent's task to
      // run before the click; the bench's tap (down and up at once) runs it just before.
      controller.prepare();
      runWhenIdle(win, () => {
        if (!signal?.aborted) controller.warm();
      });
    };
    installPrefetchTriggers(win, intent, signal);
    recordPageTypeOnLeave(win, signal);
    // A product page's product joins the recently viewed list when the page is left (in memory till then).
    recordViewOnLeave(win, initData.page, signal);
    return controller;
  });

  const api = createPublicApi(win, controllerReady, controllerReady.then(() => elements!));
  win.Status = api;
  drainQueue(win, api);

  controllerReady.then(
    (controller) => {
      emit('status:ready', { version: STATUS_VERSION });
      if (isStatusHash(win.location.hash)) controller.open(win.location.hash, null);
    },
    (error: unknown) => {
      if (error instanceof DisabledError) console.info(error.message);
      else reportError(emit, error);
    },
  );
  return api;
}
