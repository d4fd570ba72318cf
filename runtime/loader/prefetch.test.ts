import type { HostWindow } from './host-window';
import { createPrefetch, installPrefetchTriggers } from './prefetch';
import { createFakePanel, PANEL_URL, resetPage, SHOP, startLoader } from './test-support';

const win = window as HostWindow;
const preloads = (): HTMLLinkElement[] => Array.from(document.querySelectorAll('link[rel="modulepreload"]'));

describe('intent prefetch', () => {
  let controller: AbortController;
  beforeEach(() => {
    resetPage();
    controller = new AbortController();
    document.body.innerHTML = '<a id="reviews" href="#reviews">Reviews</a><a id="account" href="#status"><span>Me</span></a>';
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });

  it('adds one modulepreload link on the first intent over a status link, none for other links', () => {
    installPrefetchTriggers(win, createPrefetch(win, [PANEL_URL]), controller.signal);
    document.getElementById('reviews')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toHaveLength(0);
    document.querySelector('#account span')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('account')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL]);
  });

  it.each(['focusin', 'touchstart'])('%s counts as intent', (type) => {
    installPrefetchTriggers(win, createPrefetch(win, [PANEL_URL]), controller.signal);
    document.getElementById('account')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(preloads()).toHaveLength(1);
  });

  it('prefetches when idle after load (setTimeout fallback without requestIdleCallback), once', async () => {
    vi.useFakeTimers();
    expect(win.requestIdleCallback).toBeUndefined();
    installPrefetchTriggers(win, createPrefetch(win, [PANEL_URL]), controller.signal);
    await vi.advanceTimersByTimeAsync(3000);
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toHaveLength(1);
  });

  it('uses requestIdleCallback when there is one', () => {
    const idle = vi.fn((run: () => void) => (run(), 1));
    win.requestIdleCallback = idle as unknown as typeof win.requestIdleCallback;
    try {
      installPrefetchTriggers(win, createPrefetch(win, [PANEL_URL]), controller.signal);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      expect(preloads()).toHaveLength(1);
    } finally {
      delete (win as Partial<HostWindow>).requestIdleCallback;
    }
  });

  it('preloads the panel chunk with its dependencies, skipping one the theme already preloads', () => {
    const dependency = 'https://cdn.example/dist/chunks/chunk-A.js';
    document.head.innerHTML = `<link rel="modulepreload" href="${PANEL_URL}">`;
    const prefetch = createPrefetch(win, [PANEL_URL, dependency]);
    prefetch();
    prefetch();
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, dependency]);
  });

  it('the loader wires it to the panel chunk URL once init is done', async () => {
    win.StatusInitData = SHOP;
    const { api, stop } = startLoader(createFakePanel());
    await api!.ready;
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL]);
    stop();
  });
});
