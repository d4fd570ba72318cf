import type { HostWindow } from './host-window';
import { createPrefetch, installPrefetchTriggers } from './prefetch';
import { createFakePanel, PANEL_DEPENDENCY_URL, PANEL_URL, resetPage, SHOP, startLoader } from './test-support';

const win = window as HostWindow;
const preloads = (): HTMLLinkElement[] => Array.from(document.querySelectorAll('link[rel="modulepreload"]'));

const DEPENDENCY = PANEL_DEPENDENCY_URL;
const prefetch = () => createPrefetch(win, PANEL_URL, [DEPENDENCY]);

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

  it('preloads the panel chunk and its imports once, on the first intent over a status link, not for other links', () => {
    installPrefetchTriggers(win, prefetch(), controller.signal);
    document.getElementById('reviews')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toHaveLength(0);
    document.querySelector('#account span')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('account')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
  });

  it.each(['focusin', 'touchstart'])('%s counts as intent', (type) => {
    installPrefetchTriggers(win, prefetch(), controller.signal);
    document.getElementById('account')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(preloads()).toHaveLength(2);
  });

  it('preloads the panel chunk alone when idle after load (setTimeout without requestIdleCallback), its imports on intent', async () => {
    vi.useFakeTimers();
    expect(win.requestIdleCallback).toBeUndefined();
    installPrefetchTriggers(win, prefetch(), controller.signal);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL]);
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
  });

  it('uses requestIdleCallback when there is one', () => {
    const idle = vi.fn((run: () => void) => (run(), 1));
    win.requestIdleCallback = idle as unknown as typeof win.requestIdleCallback;
    try {
      installPrefetchTriggers(win, prefetch(), controller.signal);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      expect(preloads().map((link) => link.href)).toEqual([PANEL_URL]);
    } finally {
      delete (win as Partial<HostWindow>).requestIdleCallback;
    }
  });

  it('skips a chunk the theme already preloads', () => {
    document.head.innerHTML = `<link rel="modulepreload" href="${PANEL_URL}">`;
    prefetch().intent();
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
  });

  it('the loader wires it to the panel chunk and its imports once init is done', async () => {
    win.StatusInitData = SHOP;
    const { api, stop } = startLoader(createFakePanel());
    await api!.ready;
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
    stop();
  });
});
