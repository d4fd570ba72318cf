// Error reports: uncaught errors of the widget's chunks (not the store's), and the runtime's reports, batched to
// POST /errors/report with the version, route and plugin; at most 10 a page, a repeat once; sent 5 s after the
// first or as the page is hidden, with sendBeacon; a failing transport never reaches the page.
import type { HostWindow } from './host-window';
import { installErrorReports, REPORTS_PER_PAGE } from './error-reports';

const win = window as HostWindow;
const BASE = 'https://cdn.status.test/dist/chunks/';
let controller: AbortController;
let beacons: { url: string; body: { data: { shopId: string; version: string; errors: Record<string, string>[] } } }[];


beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  beacons = [];
  (win as { Status?: unknown }).Status = { version: '1.2.3' };
  Object.defineProperty(win.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  history.replaceState(null, '', '/products/shirt#status-orders');
});
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  delete (win as { Status?: unknown }).Status;
});

const install = () => installErrorReports(win, { shopId: 'test-shop', apiBaseUrl: 'https://api.test/', base: BASE, signal: controller.signal });
const thrownIn = (filename: string, message: string) => {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at run (${filename}:1:10)`;
  win.dispatchEvent(new ErrorEvent('error', { error, message, filename }));
};

describe('error reports', () => {
  it("sends an uncaught error of our chunks with the version and route, and leaves the store's alone", () => {
    install();
    thrownIn(`${BASE}orders-AB12.js`, 'widget broke');
    thrownIn('https://shop.test/theme.js', 'store broke');
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('https://api.test/errors/report');
    expect(beacons[0]!.body.data).toMatchObject({ shopId: 'test-shop', version: '1.2.3' });
    expect(beacons[0]!.body.data.errors).toEqual([
      expect.objectContaining({ message: 'Error: widget broke', source: `${BASE}orders-AB12.js`, route: '#status-orders', url: 'http://localhost:3000/products/shirt', pluginId: '' }),
    ]);
  });

  it('sends a rejection whose stack is ours and the runtime’s reports with their plugin, when the page is hidden', () => {
    const report = install();
    const ours = new Error('fetch failed');
    ours.stack = `Error: fetch failed\n    at load (${BASE}core-XY.js:3:4)`;
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: ours, promise: Promise.resolve() }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('store promise'), promise: Promise.resolve() }));
    report(new Error('setup threw'), 'setup', 'acme-loyalty');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => b.body.data.errors.map((e) => [e.message, e.source, e.pluginId]))).toEqual([
      [
        ['Error: fetch failed', 'unhandledrejection', ''],
        ['Error: setup threw', 'setup', 'acme-loyalty'],
      ],
    ]);
  });

  it(`sends at most ${REPORTS_PER_PAGE} a page, a repeated error once`, () => {
    const report = install();
    for (let i = 0; i < 5; i++) thrownIn(`${BASE}a.js`, 'same again');
    for (let i = 0; i < 30; i++) report(new Error(`loop ${i}`), 'hook');
    win.dispatchEvent(new Event('pagehide'));
    const messages = beacons.flatMap((b) => b.body.data.errors.map((e) => e.message));
    expect(messages).toHaveLength(REPORTS_PER_PAGE);
    expect(messages.filter((m) => m === 'Error: same again')).toHaveLength(1);
  });

  it('never reaches the page when the transport fails, and installs once a page', () => {
    const report = install();
    expect(install()).toBe(report);
    Object.defineProperty(win.navigator, 'sendBeacon', { configurable: true, value: () => { throw new Error('blocked'); } });
    const fetch = vi.spyOn(win, 'fetch').mockRejectedValue(new TypeError('offline'));
    report(new Error('x'), 'hook');
    expect(() => win.dispatchEvent(new Event('pagehide'))).not.toThrow();
    fetch.mockRestore();
  });
});
