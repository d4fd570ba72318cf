import type { HostWindow } from '../dom/host-window';
import { STATE_KEY, storageDisabledReason, TIMEOUT_KEY } from './disabled';
import { createFakePanel, resetPage, settle, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;

function statusLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '#status';
  document.body.append(link);
  return link;
}

/** Clicks and reports whether the loader took the click over. */
function clickTaken(link: HTMLElement): boolean {
  let taken = false;
  // Stop jsdom's own fragment navigation once the loader had its chance (no stray hashchange later).
  window.addEventListener('click', (e) => ((taken = e.defaultPrevented), e.preventDefault()), { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return taken;
}

describe('disabled rules', () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetPage();
    win.StatusInitData = SHOP;
    info = vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  it("is off when localStorage 'status:state' is 'off': links are the browser's, nothing opens or loads", async () => {
    localStorage.setItem(STATE_KEY, 'off');
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await api.ready;
    const link = statusLink();
    link.dispatchEvent(new Event('pointerenter')); // an intent preloads nothing
    expect(clickTaken(link)).toBe(false);
    api.open('orders');
    await settle();
    expect(panel.importPanel).not.toHaveBeenCalled();
    expect(document.querySelector('link[rel="modulepreload"], link[rel="prefetch"]')).toBeNull();
    expect(document.getElementById('status-widget-root')).toBeNull(); // nor does it prepare the frame
    expect(location.hash).toBe('');
    expect(info).toHaveBeenCalledOnce(); // why, once
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*status:state/));
    stop();
  });

  it("is off while localStorage 'status:timeout' holds a time in the future, also for a page loaded with a status hash", async () => {
    localStorage.setItem(TIMEOUT_KEY, String(Date.now() + 60_000));
    history.replaceState(null, '', '/products/aurora-jacket#status-orders');
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await api.ready;
    await settle();
    expect(panel.importPanel).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*status:timeout/));
    stop();
  });

  it('reads the flags on first use, not while the page loads', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await api.ready;
    await settle();
    expect(getItem).not.toHaveBeenCalled();
    // Switched off after the page loaded: the first use still sees it.
    localStorage.setItem(STATE_KEY, 'off');
    expect(clickTaken(statusLink())).toBe(false);
    expect(getItem).toHaveBeenCalledWith(STATE_KEY);
    getItem.mockRestore();
    stop();
  });

  it('is on again once the timeout passed', async () => {
    localStorage.setItem(TIMEOUT_KEY, String(Date.now() - 1));
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await expect(api.ready).resolves.toBe(api);
    expect(clickTaken(statusLink())).toBe(true);
    await settle();
    expect(panel.calls).toEqual(['open #status']);
    expect(info).not.toHaveBeenCalled();
    stop();
  });

  it('reads ISO timeouts too and ignores garbage', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    localStorage.setItem(TIMEOUT_KEY, '2030-01-02T00:00:00Z');
    expect(storageDisabledReason(win, now)).toMatch(/status:timeout/);
    localStorage.setItem(TIMEOUT_KEY, 'soon');
    expect(storageDisabledReason(win, now)).toBeNull();
  });

  it('is off when init data says enabled: false: ready rejects, no listeners, nothing loaded', async () => {
    win.StatusInitData = { ...SHOP, enabled: false };
    const panel = createFakePanel();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, stop } = startLoader(panel);
    await expect(api.ready).rejects.toThrow(/disabled/);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*enabled is false/));
    expect(error).not.toHaveBeenCalled();
    api.open('orders');
    expect(clickTaken(statusLink())).toBe(false);
    await settle();
    expect(panel.importPanel).not.toHaveBeenCalled();
    error.mockRestore();
    stop();
  });
});
