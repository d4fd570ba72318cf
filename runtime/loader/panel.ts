// Loads and drives the panel chunk: one import, one mount into a host element, then open/navigate/close.
// Tracks the element that opened the widget and gives it focus back when the panel reports it closed.
// An open that has to wait for the chunk draws the panel's frame at once (frame.ts); the panel takes it over.
import type { PanelHandle, PanelModule, TrackFn } from '../dom/contract';
import type { Emit } from './events';
import type { HostWindow } from '../dom/host-window';
import type { ReadyInitData } from './init-data';
import { drawFrame, TAB_HASH, type FrameLoginModule, type PanelFrame } from './frame';
import { ensureFrameStyle } from '../dom/styles/frame.ts';
import { isStatusHash } from '../dom/hash';
import { whenIdle } from '../dom/after-next-frame.ts';
import { readPreviousPageType } from '../dom/page-type';
import { reportError } from './report';

export type ImportPanel = (url: string) => Promise<PanelModule>;
type PluginOutcome = Awaited<ReturnType<PanelHandle['registerPlugin']>>;
/** A plugin the page registered before the panel was mounted, and the resolver of its outcome. */
export type PendingPlugin = [plugin: unknown, settle: (outcome: Promise<PluginOutcome>) => void];

/** The element the panel attaches its shadow root to (reused when the theme placed one, e.g. standalone). */
export const HOST_ELEMENT_ID = 'status-widget-root';

/** The longest an open's history entry waits for the browser to be idle (pushHash). */
export const PUSH_TIMEOUT_MS = 250;

export interface PanelControllerOptions {
  win: HostWindow;
  initData: ReadyInitData;
  panelUrl: string;
  importPanel: ImportPanel;
  /** The local disabled flags (disabled.ts), asked before anything loads or opens. */
  isOff: () => boolean;
  emit: Emit;
  /** Plugins registered through the public API before mount, each with what settles its outcome. */
  pendingPlugins: PendingPlugin[];
  /** The tracking queue (tracking.ts), handed to the panel. */
  track?: TrackFn;
  /** A guest's page with the login plugin on: imports the login card a tab page's frame draws. */
  frameLogin?: () => Promise<FrameLoginModule>;
}

export interface PanelController {
  /**
   * Opens at `hash` (navigates when already open), pushing the hash as a history entry when it differs.
   * False, doing nothing, when the local flags switch the widget off.
   */
  open(hash: string, opener: Element | null): boolean;
  close(): void;
  /** Registers through the mounted panel (waiting for a mount); resolves with the plugin's outcome. */
  registerPlugin(plugin: unknown): Promise<PluginOutcome>;
  /**
   * Loads and mounts the panel, closed, ahead of a likely click (the intent), so the click only renders the
   * open frame. A failure stays quiet: the click tries again and reports it. Called only after an intent that
   * found the widget switched on.
   */
  warm(): void;
  /**
   * Puts the frame's stylesheet in the widget's shadow root (the host element and its shadow root made if
   * missing), ahead of a likely click (the intent): the click that has to draw the frame then only adds its
   * markup. Called only after an intent that found the widget switched on.
   */
  prepare(): void;
  /** The mounted panel (closed unless opened), mounting it when needed; rejects when the local flags are off. */
  whenMounted(): Promise<PanelHandle>;
  /** The panel when it is mounted, else null. */
  mounted(): PanelHandle | null;
}

type Focusable = Element & { focus(options?: FocusOptions): void };

export function createPanelController(options: PanelControllerOptions): PanelController {
  const { win, emit, pendingPlugins } = options;
  const { document: doc, history, location } = win;
  let handle: PanelHandle | null = null;
  let loading: Promise<PanelHandle> | null = null;
  /** Hash to open once mounted; null when nothing is waiting (or the wait was cancelled by close). */
  let wanted: string | null = null;
  let opener: Focusable | null = null;
  /** Whether the panel itself emitted status:close for the current close: the loader emits it otherwise. */
  let closeEmitted = false;
  /** The frame drawn while the chunk loads; the panel removes it when its open frame commits. */
  let frame: PanelFrame | null = null;

  const panelEmit: Emit = (name, detail) => {
    if (name === 'status:open') closeEmitted = false;
    if (name === 'status:close') closeEmitted = true;
    // Each page shown is an entry: status:route's a new one; status:open's (the opening route) takes the open's
    // entry over, waiting or pushed. After back/forward the address is there already.
    const route = (detail as { route?: string }).route;
    if (route && location.hash !== route) {
      if (name !== 'status:open' || pushing !== null) pushHash(route);
      else replace(route);
    }
    // The panel took the frame over before either; a frame still there (a panel that opened nothing) goes.
    frame?.remove();
    frame = null;
    emit(name, detail);
  };

  const setBusy = (busy: boolean): void => {
    if (busy) opener?.setAttribute('aria-busy', 'true');
    else opener?.removeAttribute('aria-busy');
  };

  /**
   * The open's hash, pushed as a history entry once the browser is idle after the open (at the latest
   * PUSH_TIMEOUT_MS after it; after the next frame where there is no requestIdleCallback). pushState costs
   * ~1.5 ms of main thread, ~6 ms at 4× CPU: inside the tap it delayed the panel's frame, and in a task right
   * after the frame it ran just where the shopper's next input comes. Null when none is waiting.
   */
  let pushing: string | null = null;
  /**
   * History inside the panel: every page it moves to is an entry (`#status-{page}:{param}`), so back and forward
   * step through it and a page can be reloaded or shared. Each entry the panel pushed carries its depth (entries
   * since the one before the open); closing goes back that many, so the store's own history is as it was (after a
   * reload on a panel page that step loads the store's page again). The loader's size budget keeps this small.
   */
  const depth = (): number => (history.state as { status?: number } | null)?.status ?? 0;
  const url = (hash: string): string => location.pathname + location.search + hash;
  const replace = (hash: string): void => history.replaceState(history.state, '', url(hash));

  const pushHash = (hash: string): void => {
    const scheduled = pushing !== null;
    pushing = hash;
    if (scheduled) return;
    const push = (): void => {
      const target = pushing;
      pushing = null;
      // Path + query + hash: a bare '#…' would resolve against a theme's <base href>.
      if (target === null || location.hash === target) return;
      // The entry the panel started from (a page loaded on a shared `#status-order:…`) becomes the store's page:
      // closing goes back to it, and must not open the panel there again.
      if (!depth() && isStatusHash(location.hash)) replace('');
      history.pushState({ status: depth() + 1 }, '', url(target));
    };
    whenIdle(win, push, PUSH_TIMEOUT_MS);
  };

  /** replaceState: the hash goes without a new history entry, a hashchange event or a scroll jump. */
  const clearHash = (): void => {
    pushing = null; // closed before its entry was pushed: none is
    const back = depth();
    if (isStatusHash(location.hash)) replace('');
    if (back > 0) history.go(-back); // back to the entry before the open; its popstate finds no status hash
  };

  const restoreFocus = (): void => {
    const element = opener;
    opener = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  };

  const onClosed = (): void => {
    clearHash();
    restoreFocus();
    if (!closeEmitted) emit('status:close', {});
    closeEmitted = false;
  };

  const hostElement = (): HTMLElement => {
    let host = doc.getElementById(HOST_ELEMENT_ID);
    if (!host) {
      host = doc.createElement('div');
      host.id = HOST_ELEMENT_ID;
      doc.body.appendChild(host);
    }
    return host;
  };

  /**
   * The host element, its shadow root holding the frame's stylesheet. That stylesheet is the loader's (it draws the
   * frame with it): the panel chunk does not carry it again.
   */
  const prepare = (): HTMLElement => {
    const host = hostElement();
    ensureFrameStyle(host.shadowRoot ?? host.attachShadow({ mode: 'open' }), options.initData.theme?.vars);
    return host;
  };

  const mount = async (): Promise<PanelHandle> => {
    const panel = await options.importPanel(options.panelUrl);
    const host = prepare();
    const mounted = await panel.mount({
      initData: options.initData,
      host,
      emit: panelEmit,
      onClosed,
      // The page's plugins go through the handle after the mount: it answers each one's outcome.
      plugins: [],
      // Read at mount, not at page load: storage is not touched before the widget is used (page-type.ts).
      previousPageType: readPreviousPageType(win),
      ...(options.track ? { track: options.track } : {}),
    });
    handle = mounted;
    for (const [plugin, settle] of pendingPlugins.splice(0)) settle(mounted.registerPlugin(plugin));
    return mounted;
  };

  const openWhenMounted = (hash: string): void => {
    wanted = hash;
    setBusy(true);
    if (!frame) {
      const { root } = (frame = drawFrame(prepare(), options.initData, hash, () => controller.close()));
      // A guest can type at once: the card (a small file) arrives with the panel's first chunks, into a frame
      // still showing. The panel's import does not wait for it (docs/decisions.md); a card that comes after the
      // panel took the frame over is not drawn.
      if (options.frameLogin && TAB_HASH.test(hash)) {
        options.frameLogin().then(
          (module) => {
            if (root.isConnected) module.drawLogin(root, options.initData, hash);
          },
          () => {},
        );
      }
    }
    loading ??= mount();
    loading.then(
      (mounted) => {
        setBusy(false);
        const target = wanted;
        wanted = null;
        if (target !== null) mounted.open(target);
      },
      (error: unknown) => {
        loading = null; // a later click tries again
        setBusy(false);
        frame?.remove();
        frame = null;
        wanted = null;
        opener = null;
        clearHash();
        reportError(emit, new Error(`Status: the panel could not be loaded (${error instanceof Error ? error.message : String(error)})`));
      },
    );
  };

  const controller: PanelController = {
    open(hash, from) {
      if (options.isOff()) return false;
      if (location.hash !== hash || pushing !== null) pushHash(hash);
      if (handle?.isOpen()) handle.navigate(hash);
      else {
        if (!opener && from && from !== doc.body && 'focus' in from) opener = from as Focusable;
        if (handle) handle.open(hash);
        else openWhenMounted(hash);
      }
      return true;
    },
    close() {
      if (handle) {
        if (handle.isOpen()) handle.close(); // the panel calls onClosed when its transition ended
      } else if (wanted !== null) {
        wanted = null;
        setBusy(false);
        frame?.dismiss();
        frame = null;
        clearHash();
        restoreFocus();
      }
    },
    registerPlugin: (plugin) => handle?.registerPlugin(plugin) ?? new Promise((settle) => pendingPlugins.push([plugin, settle])),
    prepare() {
      prepare();
    },
    whenMounted() {
      if (options.isOff()) return Promise.reject(new Error('Status is off'));
      const mounting = (loading ??= mount());
      mounting.catch(() => loading === mounting && (loading = null)); // the next call tries again
      return mounting;
    },
    mounted: () => handle,
    warm() {
      if (loading) return;
      const mounting = mount();
      loading = mounting;
      mounting.catch(() => {
        // A click meanwhile handles the failure itself (openWhenMounted); otherwise the next click retries.
        if (wanted === null && loading === mounting) loading = null;
      });
    },
  };
  return controller;
}
