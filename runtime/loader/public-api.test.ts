import type { PanelHandle, StatusApi } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { routeToHash } from '../dom/hash';
import { createFakePanel, FAKE_USER, type FakePanel, resetPage, settle, SHOP, startLoader } from '../testing/loader';
import { STATUS_VERSION } from './version';

const win = window as HostWindow;

describe('window.StatusQueue', () => {
  let stop = (): void => {};
  beforeEach(() => resetPage());
  afterEach(() => stop());

  it('drains callbacks queued before the loader, in order, then runs later pushes at once', async () => {
    win.StatusInitData = SHOP;
    const order: string[] = [];
    const queue = ((win.StatusQueue as unknown[]) ||= []);
    queue.push((api: StatusApi) => order.push(`first ${api.version}`));
    queue.push(() => order.push('second'));
    ({ stop } = startLoader(createFakePanel()));
    expect(order).toEqual([`first ${STATUS_VERSION}`, 'second']);
    expect(win.StatusQueue).toBe(queue);
    (win.StatusQueue as unknown[]).push((api: StatusApi) => order.push(`late ${api === win.Status}`));
    expect(order).toEqual([`first ${STATUS_VERSION}`, 'second', 'late true']);
  });

  it('catches and logs a throwing callback; the others still run', () => {
    win.StatusInitData = SHOP;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran = vi.fn();
    win.StatusQueue = [
      () => {
        throw new Error('boom');
      },
      ran,
    ];
    ({ stop } = startLoader(createFakePanel()));
    expect(ran).toHaveBeenCalledWith(win.Status);
    (win.StatusQueue as unknown[]).push(() => {
      throw new Error('late boom');
    });
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Status: a StatusQueue callback failed', new Error('late boom'));
    error.mockRestore();
  });

  it('creates the queue when the page made none', () => {
    win.StatusInitData = SHOP;
    ({ stop } = startLoader(createFakePanel()));
    const ran = vi.fn();
    (win.StatusQueue as unknown[]).push(ran);
    expect(ran).toHaveBeenCalledWith(win.Status);
  });
});

describe('window.Status', () => {
  let panel: FakePanel;
  let stop = (): void => {};
  beforeEach(() => {
    resetPage();
    panel = createFakePanel();
  });
  afterEach(() => stop());

  it('dispatches status:ready with the version after init; queued listeners see it; ready resolves to the API', async () => {
    const ready = vi.fn();
    win.StatusQueue = [(api: StatusApi) => api.on('status:ready', ready)];
    ({ stop } = startLoader(panel));
    expect(ready).not.toHaveBeenCalled();
    win.StatusInitData = SHOP; // arrives on a later poll
    await expect(win.Status!.ready).resolves.toBe(win.Status);
    expect(ready).toHaveBeenCalledExactlyOnceWith({ version: STATUS_VERSION });
  });

  it('open(route) before init waits for it, then loads the panel and pushes the hash', async () => {
    win.StatusInitData = SHOP;
    win.StatusQueue = [(api: StatusApi) => api.open('orders')];
    ({ stop } = startLoader(panel));
    await win.Status!.ready;
    await settle();
    expect(panel.calls).toEqual(['open #status-orders']);
    expect(location.hash).toBe('#status-orders');
  });

  it('navigate goes to a route while open, close closes; on() returns an off function', async () => {
    win.StatusInitData = SHOP;
    ({ stop } = startLoader(panel));
    const api = await win.Status!.ready;
    const opened = vi.fn();
    const off = api.on('status:open', opened);
    api.open();
    await settle();
    api.navigate('#status-profile');
    api.close();
    off();
    api.open('status-info');
    expect(panel.calls).toEqual(['open #status', 'navigate #status-profile', 'close', 'open #status-info']);
    expect(opened).toHaveBeenCalledExactlyOnceWith({ route: '#status' });
    // The close stepped back over the panel's history entry; that step lands asynchronously, before the next test.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('registerPlugin resolves with the outcome once the panel is there, whenever the page registered it', async () => {
    win.StatusInitData = SHOP;
    const outcomes: Record<string, unknown> = {};
    const register = (api: StatusApi, id: string): void => void api.registerPlugin({ id }).then((outcome) => (outcomes[id] = outcome));
    win.StatusQueue = [(api: StatusApi) => register(api, 'early')];
    ({ stop } = startLoader(panel));
    const api = await win.Status!.ready;
    const mount = panel.mount.getMockImplementation()!;
    panel.mount.mockImplementationOnce(async (options) => {
      register(api, 'during-mount');
      return mount(options);
    });
    register(api, 'before-open');
    await settle();
    expect(outcomes).toEqual({}); // nothing loads the panel for a registration
    api.open();
    register(api, 'while-loading'); // the chunk is still being imported
    await settle();
    const handle = (await panel.mount.mock.results[0]!.value) as PanelHandle;
    vi.spyOn(handle, 'registerPlugin').mockResolvedValueOnce({ status: 'skipped', reason: 'invalid settings "acme": acme.apiKey is required' });
    register(api, 'late');
    await settle();
    expect(panel.options().plugins).toEqual([]);
    expect(panel.calls).toEqual(['plugin early', 'plugin before-open', 'plugin while-loading', 'plugin during-mount', 'open #status']);
    expect(outcomes).toEqual({
      early: { status: 'loaded' },
      'before-open': { status: 'loaded' },
      'while-loading': { status: 'loaded' },
      'during-mount': { status: 'loaded' },
      late: { status: 'skipped', reason: 'invalid settings "acme": acme.apiKey is required' },
    });
  });

  it('registerPlugin rejects when the widget is disabled', async () => {
    win.StatusInitData = { ...SHOP, enabled: false };
    vi.spyOn(console, 'info').mockImplementation(() => {});
    ({ stop } = startLoader(panel));
    await expect(win.Status!.registerPlugin({ id: 'acme' })).rejects.toThrow(/disabled/);
    expect(panel.importPanel).not.toHaveBeenCalled();
  });

  describe('auth actions and cache clearing', () => {
    it('initUserAuth, getUser and logout load the panel closed, once, and ask it; nothing opens', async () => {
      win.StatusInitData = SHOP;
      win.StatusQueue = [(api: StatusApi) => void api.getUser()];
      ({ stop } = startLoader(panel));
      const api = await win.Status!.ready;
      await expect(api.initUserAuth()).resolves.toEqual(FAKE_USER);
      await expect(api.getUser()).resolves.toEqual(FAKE_USER);
      await api.logout();
      expect(panel.mount).toHaveBeenCalledOnce();
      expect(panel.calls).toEqual(['getUser', 'initUserAuth', 'getUser', 'logout']);
      expect(location.hash).toBe('');
      expect(document.querySelector('[aria-modal]')).toBeNull();
    });

    it('reject when the widget is off by its local flag', async () => {
      win.StatusInitData = SHOP;
      localStorage.setItem('status:state', 'off');
      ({ stop } = startLoader(panel));
      const api = await win.Status!.ready;
      await expect(api.getUser()).rejects.toThrow('Status is off');
      expect(panel.mount).not.toHaveBeenCalled();
    });

    it('clearCache removes the stored product data and settings, keeps the rest, and empties a mounted panel’s cache', async () => {
      win.StatusInitData = SHOP;
      ({ stop } = startLoader(panel));
      const api = await win.Status!.ready;
      for (const key of ['status:product:product:1:200', 'status:product:variant:2:200', 'status:cache', 'status:auth', 'status:recently-viewed', 'theme:cart']) localStorage.setItem(key, '{}');
      api.clearCache();
      expect(Object.keys(localStorage).sort()).toEqual(['status:auth', 'status:recently-viewed', 'theme:cart']);
      expect(panel.mount).not.toHaveBeenCalled(); // no panel just to clear a cache
      await api.getUser();
      api.clearCache();
      expect(panel.calls.at(-1)).toBe('clearCache');
    });
  });
});

describe('routeToHash', () => {
  it.each([
    [undefined, '#status'],
    ['', '#status'],
    ['#status', '#status'],
    ['status', '#status'],
    ['orders', '#status-orders'],
    ['status-orders', '#status-orders'],
    ['#status-order:1001', '#status-order:1001'],
    ['favorites-collection:abc', '#status-favorites-collection:abc'],
  ])('%s → %s', (route, hash) => expect(routeToHash(route)).toBe(hash));
});
