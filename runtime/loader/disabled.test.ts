import type { HostWindow } from './host-window';
import { STATE_KEY, storageDisabledReason, TIMEOUT_KEY } from './disabled';
import { createFakePanel, resetPage, settle, SHOP, startLoader } from './test-support';

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

describe('disabled rules (SPEC §4)', () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetPage();
    win.StatusInitData = SHOP;
    info = vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  it("is off when localStorage 'status:state' is 'off': no API, no listeners, nothing loaded", async () => {
    localStorage.setItem(STATE_KEY, 'off');
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    expect(api).toBeNull();
    expect(win.Status).toBeUndefined();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*status:state/));
    expect(clickTaken(statusLink())).toBe(false);
    await settle();
    expect(panel.importPanel).not.toHaveBeenCalled();
    expect(document.querySelector('link[rel="modulepreload"], link[rel="prefetch"]')).toBeNull();
    stop();
  });

  it("is off while localStorage 'status:timeout' holds a time in the future", () => {
    localStorage.setItem(TIMEOUT_KEY, String(Date.now() + 60_000));
    const { api, stop } = startLoader(createFakePanel());
    expect(api).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*status:timeout/));
    stop();
  });

  it('is on again once the timeout passed', async () => {
    localStorage.setItem(TIMEOUT_KEY, String(Date.now() - 1));
    const { api, stop } = startLoader(createFakePanel());
    await expect(api!.ready).resolves.toBe(api);
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
    await expect(api!.ready).rejects.toThrow(/disabled/);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/disabled.*enabled is false/));
    expect(error).not.toHaveBeenCalled();
    api!.open('orders');
    expect(clickTaken(statusLink())).toBe(false);
    await settle();
    expect(panel.importPanel).not.toHaveBeenCalled();
    error.mockRestore();
    stop();
  });
});
