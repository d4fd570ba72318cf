import type { HostWindow } from '../dom/host-window';
import { INIT_DATA_TIMEOUT_MESSAGE, SHOP_ID_MISSING_MESSAGE, waitForInitData } from './init-data';
import { createFakePanel, resetPage, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;

describe('waitForInitData', () => {
  beforeEach(() => {
    resetPage();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the theme wrote the data before the loader ran', async () => {
    win.StatusInitData = SHOP;
    await expect(waitForInitData(win)).resolves.toBe(SHOP);
  });

  it('reads JSON init data from <script type="application/json" id="status-init-data"> (pages with a strict CSP)', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'status-init-data';
    element.textContent = JSON.stringify({ ...SHOP, note: '\u003c/script>' });
    document.head.append(element);
    await expect(waitForInitData(win)).resolves.toEqual({ ...SHOP, note: '</script>' });
  });

  it('ignores an element of that id that is not JSON, and one with another type', async () => {
    const found = vi.fn();
    const element = document.createElement('script');
    element.type = 'text/plain';
    element.id = 'status-init-data';
    element.textContent = JSON.stringify(SHOP);
    document.head.append(element);
    void waitForInitData(win).then(found);
    await vi.advanceTimersByTimeAsync(100);
    expect(found).not.toHaveBeenCalled();
    element.type = 'application/json';
    element.textContent = '{ not json';
    await vi.advanceTimersByTimeAsync(100);
    expect(found).not.toHaveBeenCalled();
    element.textContent = JSON.stringify(SHOP);
    await vi.advanceTimersByTimeAsync(50);
    expect(found).toHaveBeenCalledWith(SHOP);
  });

  it('polls every 50 ms and succeeds when the data appears on the 10th poll', async () => {
    const found = vi.fn();
    void waitForInitData(win).then(found);
    await vi.advanceTimersByTimeAsync(450); // polls 1..9 found nothing
    win.StatusInitData = SHOP;
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(49);
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // poll 10 at 500 ms
    expect(found).toHaveBeenCalledWith(SHOP);
  });

  it('fails after 200 polls (10 s) with a clear error', async () => {
    const failed = vi.fn();
    void waitForInitData(win).catch(failed);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error(INIT_DATA_TIMEOUT_MESSAGE));
    expect(INIT_DATA_TIMEOUT_MESSAGE).toBe('Status: page init data (window.StatusInitData) not found after 10 s');
  });

  it('rejects init data without shopId', async () => {
    win.StatusInitData = { customerId: null };
    await expect(waitForInitData(win)).rejects.toThrow(SHOP_ID_MISSING_MESSAGE);
  });

  it('accepts a numeric shopId as its string', async () => {
    win.StatusInitData = { shopId: 42 };
    await expect(waitForInitData(win)).resolves.toMatchObject({ shopId: '42' });
  });
});

describe('init failures reach the page', () => {
  beforeEach(() => resetPage());
  afterEach(() => vi.useRealTimers());

  it('dispatches status:error and logs when init data never appears; ready rejects', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = vi.fn();
    window.addEventListener('status:error', (event) => seen((event as CustomEvent).detail), { once: true });
    const { api, stop } = startLoader(createFakePanel());
    const ready = api.ready.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveBeenCalledWith({ message: INIT_DATA_TIMEOUT_MESSAGE });
    expect(error).toHaveBeenCalledWith(INIT_DATA_TIMEOUT_MESSAGE);
    await expect(ready).resolves.toBe(INIT_DATA_TIMEOUT_MESSAGE);
    stop();
    error.mockRestore();
  });

  it('reports a missing shopId as an initialization error and mounts nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = vi.fn();
    window.addEventListener('status:error', (event) => seen((event as CustomEvent).detail), { once: true });
    win.StatusInitData = { customerId: 'c1' };
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    await expect(api.ready).rejects.toThrow(/shopId is required/);
    expect(seen).toHaveBeenCalledWith({ message: SHOP_ID_MISSING_MESSAGE });
    expect(error).toHaveBeenCalledWith(SHOP_ID_MISSING_MESSAGE);
    expect(panel.importPanel).not.toHaveBeenCalled();
    stop();
    error.mockRestore();
  });
});
