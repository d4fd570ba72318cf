// Test helpers for the loader's jsdom tests: a fake panel chunk and a page reset. Not part of the bundle
// (status.ts never imports it).
import { vi } from 'vitest';
import type { InitData, MountOptions, PanelHandle, PanelModule, StatusApi } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { startStatus, type LoaderOptions } from '../loader/start';

/** The user the fake panel's auth actions answer. */
export const FAKE_USER = { uid: 'user-1', email: 'jane@example.com', isAnonymous: false, customerId: '42' };

export const PANEL_URL = 'https://shop.test/cdn/chunks/panel-TEST.js';
/** A chunk the panel chunk imports statically. */
export const PANEL_DEPENDENCY_URL = 'https://shop.test/cdn/chunks/chunk-TEST.js';

export interface FakePanel {
  importPanel: ReturnType<typeof vi.fn<(url: string) => Promise<PanelModule>>>;
  mount: ReturnType<typeof vi.fn<(options: MountOptions) => Promise<PanelHandle>>>;
  /** What the panel was asked to do, in order: 'open #status', 'navigate #status-orders', 'close', 'plugin x'. */
  calls: string[];
  options(): MountOptions;
  /** Whether the fake emits status:close itself before calling onClosed (a real panel may or may not). */
  emitsClose: boolean;
}

export function createFakePanel(): FakePanel {
  const calls: string[] = [];
  let mounted: MountOptions | null = null;
  let open = false;
  const fake: FakePanel = {
    calls,
    emitsClose: true,
    options: () => {
      if (!mounted) throw new Error('fake panel: not mounted');
      return mounted;
    },
    mount: vi.fn(async (options: MountOptions): Promise<PanelHandle> => {
      mounted = options;
      return handle;
    }),
    importPanel: vi.fn(async () => ({ mount: fake.mount })),
  };
  const handle: PanelHandle = {
    open(hash) {
      calls.push(`open ${hash}`);
      open = true;
      fake.options().emit('status:open', { route: hash ?? '#status' });
    },
    navigate: (hash) => void calls.push(`navigate ${hash}`),
    close() {
      calls.push('close');
      open = false;
      if (fake.emitsClose) fake.options().emit('status:close', {});
      fake.options().onClosed();
    },
    isOpen: () => open,
    registerPlugin: async (plugin) => (calls.push(`plugin ${(plugin as { id: string }).id}`), { status: 'loaded' as const }),
    initUserAuth: async () => (calls.push('initUserAuth'), FAKE_USER),
    getUser: () => (calls.push('getUser'), FAKE_USER),
    logout: async () => void calls.push('logout'),
    clearCache: () => void calls.push('clearCache'),
  };
  return fake;
}

/** Fresh page state: URL, storage, globals, DOM. */
export function resetPage(path = '/products/aurora-jacket'): void {
  const win = window as HostWindow;
  history.replaceState(null, '', path);
  localStorage.clear();
  delete win.Status;
  delete win.StatusInitData;
  delete win.StatusQueue;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

export const SHOP: InitData = { shopId: 'shop-1', customerId: null };

export const ELEMENTS_URL = 'https://cdn.example/chunks/elements-test.js';
export const EXTRAS_URL = 'https://cdn.example/chunks/extras-test.js';

/**
 * Starts a loader on the test page; `stop()` removes its listeners. The extras chunk is the real module
 * (runtime/loader/extras.ts); `extras()` resolves once it was imported and started (at once when the page's
 * settings did not ask for it), `extrasImports` lists the URLs the loader imported it from.
 */
export function startLoader(panel: FakePanel, options: Pick<LoaderOptions, 'pluginPreloads' | 'frameLoginUrl' | 'importFrameLogin'> = {}): { api: StatusApi; stop: () => void; extras: () => Promise<void>; extrasImports: string[] } {
  const controller = new AbortController();
  const extrasImports: string[] = [];
  let extras: Promise<unknown> = Promise.resolve();
  const api = startStatus({
    win: window as HostWindow,
    panelUrl: PANEL_URL,
    panelDependencyUrls: [PANEL_DEPENDENCY_URL],
    ...options,
    importPanel: panel.importPanel,
    elementsUrl: ELEMENTS_URL,
    importElements: () => Promise.reject(new Error('no elements chunk')),
    extrasUrl: EXTRAS_URL,
    importExtras: (url) => {
      extrasImports.push(url);
      return (extras = import('../loader/extras.ts'));
    },
    signal: controller.signal,
  });
  return { api, stop: () => controller.abort(), extras: async () => (await api.ready, await extras, await settle()), extrasImports };
}

/**
 * Lets promise chains and zero-delay timers run, and what the loader does after the next paint (the open's
 * history entry: panel.ts).
 */
export const settle = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
