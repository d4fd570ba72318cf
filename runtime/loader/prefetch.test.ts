import type { HostWindow } from '../dom/host-window';
import { createPrefetch, installPrefetchTriggers } from './prefetch';
import { createFakePanel, PANEL_DEPENDENCY_URL, PANEL_URL, resetPage, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;
const preloads = (): HTMLLinkElement[] => Array.from(document.querySelectorAll('link[rel="modulepreload"]'));

const DEPENDENCY = PANEL_DEPENDENCY_URL;
const prefetch = () => createPrefetch(win, [PANEL_URL, DEPENDENCY]);

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
    // In a module script's request mode, so the preloads serve the import.
    expect(preloads().map((link) => [link.href, link.crossOrigin])).toEqual([[PANEL_URL, 'anonymous'], [DEPENDENCY, 'anonymous']]);
  });

  it.each(['focusin', 'touchstart'])('%s counts as intent', (type) => {
    installPrefetchTriggers(win, prefetch(), controller.signal);
    document.getElementById('account')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(preloads()).toHaveLength(2);
  });

  it('fetches nothing before an intent, however long the page idles', async () => {
    vi.useFakeTimers();
    win.requestIdleCallback = ((run: () => void) => (run(), 1)) as unknown as typeof win.requestIdleCallback;
    try {
      installPrefetchTriggers(win, prefetch(), controller.signal);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(document.querySelectorAll('link')).toHaveLength(0);
    } finally {
      delete (win as Partial<HostWindow>).requestIdleCallback;
    }
  });

  it('skips a chunk the theme already preloads', () => {
    document.head.innerHTML = `<link rel="modulepreload" href="${PANEL_URL}">`;
    prefetch()();
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
  });

  it('the loader wires it to the panel chunk and its imports once init is done', async () => {
    win.StatusInitData = SHOP;
    const { api, stop } = startLoader(createFakePanel());
    await api.ready;
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    document.getElementById('account')!.dispatchEvent(new Event('pointerenter'));
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
    stop();
  });

  it.each([
    ['a guest', {}, ['login.js', 'section.js']],
    ['a customer the page knows', { customer: { customerId: 'cust-7' } }, ['login.js']],
  ])("preloads login's section with its code for %s only", async (_who, page, expected) => {
    win.StatusInitData = { ...SHOP, ...page };
    const { api, stop } = startLoader(createFakePanel(), {
      pluginPreloads: [{ activeByDefault: true, urls: ['https://cdn.test/login.js'], guest: ['https://cdn.test/section.js'] }],
    });
    await api.ready;
    vi.useFakeTimers();
    document.getElementById('account')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    // The panel's graph in the touch's own task; the plugins' code in the next one, after a tap's click.
    expect(preloads().map((link) => link.href)).toEqual([PANEL_URL, DEPENDENCY]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads().map((link) => link.href).slice(2)).toEqual(expected.map((file) => `https://cdn.test/${file}`));
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
    await started.api.ready;
    return { panel, api: started.api };
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
    // No frame was drawn, and the shadow root the panel mounts into holds the frame's stylesheet: the loader's
    // (the panel chunk does not carry those rules again).
    const host = panel.mount.mock.calls[0]![0].host;
    expect(host.shadowRoot?.querySelector('style[data-status="frame"]')?.textContent).toContain('.status-panel');
    expect(host.shadowRoot?.querySelector('[data-status-frame]')).toBeNull();
    expect(panel.calls).toEqual([]);
    expect(account().hasAttribute('aria-busy')).toBe(false);
    expect(location.hash).toBe('');

    click();
    expect(panel.calls).toEqual(['open #status']);
    expect(panel.importPanel).toHaveBeenCalledOnce();
  });

  it("puts the frame's stylesheet in the widget's shadow root in the intent's own task, before the click", async () => {
    const { panel } = await start();
    expect(document.getElementById('status-widget-root')).toBeNull(); // nothing before an intent
    account().dispatchEvent(new Event('touchstart', { bubbles: true }));
    const shadow = document.getElementById('status-widget-root')?.shadowRoot;
    expect(shadow?.querySelector('style[data-status="frame"]')?.textContent).toContain('.status-panel');
    expect(shadow?.querySelector('[data-status-frame]')).toBeNull(); // no frame drawn: nothing shows
    expect(panel.importPanel).not.toHaveBeenCalled();

    // The click's frame goes into that shadow root, which keeps one stylesheet.
    click();
    expect(shadow?.querySelector('[data-status-frame]')).not.toBeNull();
    expect(shadow?.querySelectorAll('style[data-status="frame"]')).toHaveLength(1);
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

describe('built-in plugin preloads', () => {
  it('preloads the chunks of the plugins the page settings enable, never a disabled one', async () => {
    const { enabledPluginUrls } = await import('./start');
    const preloads = [
      { activeByDefault: true, urls: ['https://cdn.test/foryou.js'] },
      { activeBy: 'orders', activeByDefault: true, urls: ['https://cdn.test/orders.js'] },
      { activeBy: 'wishlist', activeByDefault: false, urls: ['https://cdn.test/favorites.js'] },
    ];
    expect(enabledPluginUrls(preloads, {})).toEqual(['https://cdn.test/foryou.js', 'https://cdn.test/orders.js']);
    expect(enabledPluginUrls(preloads, { orders: { isActive: false }, wishlist: { isActive: true } })).toEqual([
      'https://cdn.test/foryou.js',
      'https://cdn.test/favorites.js',
    ]);
  });

  it("preloads a settings group's validator only when the page's settings have something in that group", async () => {
    const { enabledPluginUrls } = await import('./start');
    const preloads = [{ activeByDefault: true, urls: ['https://cdn.test/blocks.js'], validators: [{ group: 'content', urls: ['https://cdn.test/content-validator.js'] }] }];
    expect(enabledPluginUrls(preloads, {})).toEqual(['https://cdn.test/blocks.js']);
    expect(enabledPluginUrls(preloads, { content: [] })).toEqual(['https://cdn.test/blocks.js']);
    expect(enabledPluginUrls(preloads, { content: [{ id: 'a' }] })).toEqual(['https://cdn.test/blocks.js', 'https://cdn.test/content-validator.js']);
  });

  it("adds what a guest's first open imports (login's section) only on a guest's page, and never for a disabled plugin", async () => {
    const { enabledPluginUrls } = await import('./start');
    const preloads = [{ activeByDefault: true, urls: ['https://cdn.test/login.js'], guest: ['https://cdn.test/section.js'] }];
    expect(enabledPluginUrls(preloads, {}, true)).toEqual(['https://cdn.test/login.js', 'https://cdn.test/section.js']);
    expect(enabledPluginUrls(preloads, {}, false)).toEqual(['https://cdn.test/login.js']);
    expect(enabledPluginUrls([{ activeBy: 'login', activeByDefault: false, urls: ['https://cdn.test/login.js'], guest: ['https://cdn.test/section.js'] }], {}, true)).toEqual([]);
  });
});
