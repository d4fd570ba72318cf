import { HOST_ELEMENT_ID, PUSH_TIMEOUT_MS } from './panel';
import type { HostWindow } from '../dom/host-window';
import { createFakePanel, type FakePanel, PANEL_URL, resetPage, settle, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;

function link(href: string, text = 'Account'): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.textContent = text;
  document.body.append(a);
  return a;
}

/** Clicks; tells whether the loader took the click over. jsdom's own fragment navigation is stopped after
 * the loader's listener ran, so its late hashchange events can't reach the next test's loader. */
function click(element: Element, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  window.addEventListener('click', (e) => ((taken = e.defaultPrevented), e.preventDefault()), { once: true });
  element.dispatchEvent(event);
  return { defaultPrevented: taken };
}

describe('#status links and hash routes', () => {
  let panel: FakePanel;
  let stop: () => void;
  beforeEach(async () => {
    resetPage('/products/aurora-jacket');
    win.StatusInitData = SHOP;
    panel = createFakePanel();
    const started = startLoader(panel);
    stop = started.stop;
    await started.api.ready;
  });
  afterEach(() => stop());

  it('a click on a #status link opens the panel without reload and pushes the hash', async () => {
    const account = link('#status-orders');
    const lengthBefore = history.length;
    expect(click(account).defaultPrevented).toBe(true);
    expect(account.getAttribute('aria-busy')).toBe('true');
    // The history entry waits for the next paint (pushState is ~6 ms at 4× CPU), here where there is no
    // requestIdleCallback (jsdom, Safari); elsewhere for an idle callback (the next test).
    expect(location.hash).toBe('');
    await settle();
    expect(panel.importPanel).toHaveBeenCalledExactlyOnceWith(PANEL_URL);
    const options = panel.options();
    expect(options.host).toBe(document.getElementById(HOST_ELEMENT_ID));
    expect(options.host.parentElement).toBe(document.body);
    expect(options.initData).toMatchObject(SHOP);
    expect(panel.calls).toEqual(['open #status-orders']);
    expect(location.hash).toBe('#status-orders');
    expect(history.length).toBe(lengthBefore + 1);
    expect(account.hasAttribute('aria-busy')).toBe(false);
  });

  it('where the browser has idle callbacks, the history entry waits for one (at most PUSH_TIMEOUT_MS)', async () => {
    const idle: { run: () => void; timeout?: number }[] = [];
    win.requestIdleCallback = ((run: () => void, options?: IdleRequestOptions) => (idle.push({ run, timeout: options?.timeout }), idle.length)) as typeof win.requestIdleCallback;
    try {
      const lengthBefore = history.length;
      click(link('#status-profile'));
      await settle();
      expect(panel.calls).toEqual(['open #status-profile']);
      // Opened, painted, and the entry still waiting for the browser to be idle.
      expect(location.hash).toBe('');
      expect(idle).toHaveLength(1);
      expect(idle[0]!.timeout).toBe(PUSH_TIMEOUT_MS);
      idle[0]!.run();
      expect(location.hash).toBe('#status-profile');
      expect(history.length).toBe(lengthBefore + 1);
    } finally {
      delete (win as Partial<HostWindow>).requestIdleCallback;
    }
  });

  it('a click inside the link (icon) counts, and full URLs to this page are taken over', async () => {
    const full = link(`${location.origin}/products/aurora-jacket#status-profile`);
    full.innerHTML = '<svg><path></path></svg>';
    expect(click(full.querySelector('path')!).defaultPrevented).toBe(true);
    await settle();
    expect(panel.calls).toEqual(['open #status-profile']);
  });

  it('leaves other links, other pages, #statusbar and modified clicks to the browser', () => {
    expect(click(link('/products/other#status')).defaultPrevented).toBe(false);
    expect(click(link('#statusbar')).defaultPrevented).toBe(false);
    expect(click(link('#reviews')).defaultPrevented).toBe(false);
    expect(click(link('#status'), { metaKey: true }).defaultPrevented).toBe(false);
    expect(click(link('#status'), { button: 1 }).defaultPrevented).toBe(false);
    const blank = link('#status');
    blank.target = '_blank';
    expect(click(blank).defaultPrevented).toBe(false);
    expect(panel.importPanel).not.toHaveBeenCalled();
  });

  it('loads and mounts the panel once for many clicks', async () => {
    const account = link('#status');
    click(account);
    click(link('#status-orders'));
    await settle();
    click(link('#status-profile'));
    await settle();
    expect(panel.importPanel).toHaveBeenCalledTimes(1);
    expect(panel.mount).toHaveBeenCalledTimes(1);
    // Opened at the latest request, then navigated while open.
    expect(panel.calls).toEqual(['open #status-orders', 'navigate #status-profile']);
  });

  it('a hashchange to a status hash opens, then navigates; leaving the status hashes closes', async () => {
    location.hash = '#status-orders';
    await vi.waitFor(() => expect(panel.calls).toEqual(['open #status-orders']));
    location.hash = '#status-order:1001';
    await vi.waitFor(() => expect(panel.calls).toContain('navigate #status-order:1001'));
    location.hash = '#reviews';
    await vi.waitFor(() => expect(panel.calls).toContain('close'));
  });

  it('popstate (back/forward) to a status hash navigates', async () => {
    click(link('#status'));
    await settle();
    history.pushState(null, '', '#status-orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(panel.calls).toEqual(['open #status', 'navigate #status-orders']);
  });

  it('restores focus to the opener and clears the hash on close, emitting status:close once', async () => {
    const before = link('#top', 'Skip');
    const account = link('#status', 'Account');
    account.focus();
    click(account);
    await settle();
    before.focus(); // focus moved into the panel in real life
    const closes = vi.fn();
    const off = win.Status!.on('status:close', closes);
    win.Status!.close();
    expect(document.activeElement).toBe(account);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/products/aurora-jacket');
    expect(closes).toHaveBeenCalledTimes(1);

    panel.emitsClose = false; // a panel that leaves status:close to the loader
    click(account);
    await settle();
    win.Status!.close();
    expect(closes).toHaveBeenCalledTimes(2);
    off();
  });

  it('a close while the chunk is still loading cancels the open and restores focus', async () => {
    const account = link('#status');
    account.focus();
    click(account);
    win.Status!.close();
    await settle();
    expect(panel.calls).toEqual([]);
    expect(location.hash).toBe('');
    expect(document.activeElement).toBe(account);
  });

  it('reports a chunk that fails to load and tries again on the next click', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = vi.fn();
    const off = win.Status!.on('status:error', errors);
    panel.importPanel.mockRejectedValueOnce(new Error('network down'));
    click(link('#status'));
    await settle();
    expect(errors).toHaveBeenCalledWith({ message: 'Status: the panel could not be loaded (network down)' });
    expect(location.hash).toBe('');
    click(link('#status'));
    await settle();
    expect(panel.calls).toEqual(['open #status']);
    off();
    error.mockRestore();
  });
});

describe('a page loaded with a status hash', () => {
  it('opens on start', async () => {
    resetPage('/collections/all#status-favorites');
    win.StatusInitData = SHOP;
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await api.ready;
    await settle();
    expect(panel.calls).toEqual(['open #status-favorites']);
    stop();
  });
});
