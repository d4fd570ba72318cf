// `window.Status` and `window.StatusQueue` (the public JS API). The API exists as soon as the loader
// runs; calls made before init finished wait for it (and are dropped when init fails or the widget is off).
import type { PanelHandle, StatusApi, StatusQueueCallback } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import type { ElementsLoader } from './elements';
import type { PanelController } from './panel';
import { listen } from './events';
import { routeToHash } from '../dom/hash';
import { removeStored } from '../dom/storage';
import { STATUS_VERSION } from './version';

const ignore = (): void => {};
/** What clearCache removes: the product data (runtime/api/products.ts) and the cached settings (`status:cache`). */
export const CACHE_PREFIXES = ['status:product:', 'status:cache'];

export function createPublicApi(
  win: HostWindow,
  controllerReady: Promise<PanelController>,
  elementsReady: Promise<ElementsLoader>,
): StatusApi {
  let controller: PanelController | null = null;
  controllerReady.then((ready) => (controller = ready), ignore);
  const withController = (call: (ready: PanelController) => void): void => {
    if (controller) call(controller);
    else controllerReady.then(call, ignore);
  };
  // Open and navigate are one operation: open at a route, or go there when already open.
  const show = (route?: string): void => {
    const opener = win.document.activeElement;
    withController((ready) => ready.open(routeToHash(route), opener));
  };

  // The auth actions need the panel's runtime: its code loads (closed) on the first call.
  const withPanel = <T>(call: (panel: PanelHandle) => T | Promise<T>): Promise<T> =>
    controllerReady.then((ready) => ready.whenMounted()).then(call);

  // Before init finished the call waits for it; a failed or disabled init answers false.
  const setSaved = (item: unknown, saved: boolean): Promise<boolean> =>
    elementsReady.then((elements) => elements.setSaved(item, saved), () => false);
  elementsReady.catch(ignore);

  const api: StatusApi = {
    version: STATUS_VERSION,
    ready: controllerReady.then(() => api),
    open: show,
    navigate: show,
    close: () => withController((ready) => ready.close()),
    on: (name, listener) => listen(win, name, listener),
    // Settles once the panel is mounted (an intent, an open or an auth action loads it); rejects as `ready` does.
    registerPlugin: (plugin) => controllerReady.then((ready) => ready.registerPlugin(plugin)),
    saveItem: (item) => setSaved(item, true),
    removeItem: (item) => setSaved(item, false),
    initUserAuth: () => withPanel((panel) => panel.initUserAuth()),
    getUser: () => withPanel((panel) => panel.getUser()),
    logout: () => withPanel((panel) => panel.logout()),
    clearCache() {
      removeStored(win, CACHE_PREFIXES);
      controller?.mounted()?.clearCache();
    },
  };
  // Failures are reported as status:error; whoever awaits `ready` still sees the rejection.
  api.ready.catch(ignore);
  return api;
}

/**
 * Runs the callbacks the page queued before the loader arrived, in order, then makes `push` run callbacks
 * at once. A throwing callback is logged and does not stop the others.
 */
export function drainQueue(win: HostWindow, api: StatusApi): void {
  const run = (callback: unknown): void => {
    try {
      if (typeof callback === 'function') (callback as StatusQueueCallback)(api);
    } catch (error) {
      console.error('Status: a StatusQueue callback failed', error);
    }
  };
  const queue: unknown[] = Array.isArray(win.StatusQueue) ? win.StatusQueue : [];
  // Callbacks pushed while draining land in the array (native push) and keep their order.
  while (queue.length) run(queue.shift());
  queue.push = (...callbacks: unknown[]): number => {
    callbacks.forEach(run);
    return queue.length;
  };
  win.StatusQueue = queue;
}
