import type { HostWindow } from './host-window';
import { createPrefetch, installPrefetchTriggers } from './prefetch';
import { createFakePanel, PANEL_DEPENDENCY_URL, PANEL_URL, resetPage, SHOP, startLoader } from './test-support';

const win = window as HostWindow;
const preloads = (): HTMLLinkElement[] => Array.from(document.querySelectorAll('link[rel="modulepreload"]'));
const prefetches = (): HTMLLinkElement[] => Array.from(document.querySelectorAll('link[rel="prefetch"]'));

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

  /** The primary pointer: a phone's cannot hover, a mouse can. */
  const pointer = ({ hover }: { hover: boolean }): void => {
    win.matchMedia = ((query: string) => ({ matches: query === '(hover: none)' && !hover, media: query })) as unknown as typeof win.matchMedia;
  };
  afterEach(() => {
    delete (win as Partial<HostWindow>).matchMedia;
  });

  it('prefetches nothing when idle where the pointer can hover: the hover before a click is the intent', async () => {
    vi.useFakeTimers();
    pointer({ hover: true });
    installPrefetchTriggers(win, prefetch(), controller.signal);
    await vi.advanceTimersByTimeAsync(5000);
    expect(prefetches()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toHaveLength(2);
  });

  it('on a touch device fetches the panel chunk alone, uncompiled, when idle after load (setTimeout without requestIdleCallback), preloads the graph on intent', async () => {
    vi.useFakeTimers();
    pointer({ hover: false });
    expect(win.requestIdleCallback).toBeUndefined();
    installPrefetchTriggers(win, prefetch(), controller.signal);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads()).toHaveLength(0);
    expect(prefetches().map((link) => [link.href, link.crossOrigin])).toEqual([[PANEL_URL, 'anonymous']]);
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
  });

  it('uses requestIdleCallback when there is one', () => {
    pointer({ hover: false });
    const idle = vi.fn((run: () => void) => (run(), 1));
    win.requestIdleCallback = idle as unknown as typeof win.requestIdleCallback;
    try {
      installPrefetchTriggers(win, prefetch(), controller.signal);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      expect(prefetches().map((link) => link.href)).toEqual([PANEL_URL]);
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

describe('warm-up on intent', () => {
  let stop: () => void;
  beforeEach(() => {
    resetPage();
    vi.useFakeTimers();
    win.StatusInitData = SHOP;
    document.body.innerHTML = '<a id="account" href="#status">Me</a>';
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const start = async () => {
    const panel = createFakePanel();
    const started = startLoader(panel);
    stop = started.stop;
    await started.api!.ready;
    return { panel, api: started.api! };
  };
  const account = () => document.getElementById('account')!;
  const click = () => account().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

  it('mounts the panel closed when idle after the first intent; the click then opens it without loading again', async () => {
    const { panel } = await start();
    account().dispatchEvent(new Event('pointerenter'));
    expect(panel.importPanel).not.toHaveBeenCalled(); // not in the intent's own task
    await vi.advanceTimersByTimeAsync(1500);
    expect(panel.importPanel).toHaveBeenCalledExactlyOnceWith(PANEL_URL);
    expect(panel.mount).toHaveBeenCalledOnce();
    expect(panel.calls).toEqual([]);
    expect(account().hasAttribute('aria-busy')).toBe(false);
    expect(location.hash).toBe('');

    click();
    expect(panel.calls).toEqual(['open #status']);
    expect(panel.importPanel).toHaveBeenCalledOnce();
  });

  it('a warm-up that fails stays quiet; the click loads again and opens', async () => {
    const { panel, api } = await start();
    const errors = vi.fn();
    const off = api.on('status:error', errors);
    panel.importPanel.mockRejectedValueOnce(new Error('network down'));
    account().dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1500);
    expect(panel.importPanel).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();

    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(panel.importPanel).toHaveBeenCalledTimes(2);
    expect(panel.calls).toEqual(['open #status']);
    off();
  });

  it('a click while the warm-up is still loading waits for that one load', async () => {
    const { panel } = await start();
    let finish!: () => void;
    panel.importPanel.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ mount: panel.mount }))));
    account().dispatchEvent(new Event('pointerenter'));
    await vi.advanceTimersByTimeAsync(1500);
    click();
    expect(account().getAttribute('aria-busy')).toBe('true');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(panel.importPanel).toHaveBeenCalledOnce();
    expect(panel.calls).toEqual(['open #status']);
    expect(account().hasAttribute('aria-busy')).toBe(false);
  });
});
