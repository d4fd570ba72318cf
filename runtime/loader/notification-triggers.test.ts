import type { HostWindow } from '../dom/host-window';
import { pageReading } from '../dom/page-data';
import { pageTypeFromPath } from '../dom/page-type';
import { readStorage, writeStorage } from '../dom/storage';
import type { ReadyInitData } from './init-data';
import { installNotificationTriggers as install, PRODUCT_VIEWS_KEY } from './notification-triggers';
import { runWhenIdle } from './prefetch';

const win = window as unknown as HostWindow;
const IDLE = 1500; // the idle fallback without requestIdleCallback (jsdom)
const resetPage = (path: string) => history.replaceState(null, '', path);
const TRIGGER = { event: 'productView', amount: 3, page: 'product', toastMessage: 'Keep your favourites in one place', toastActionLabel: 'Sign in', destination: '#status' };
const shop = (triggers: unknown[], isActive = true): ReadyInitData => ({ shopId: 'shop', settings: { notificationTriggers: { isActive, triggers } } });

/** The triggers as the loader starts them (extras.ts), with its reading of the page data and its helpers. */
const installNotificationTriggers = (_: HostWindow, initData: ReadyInitData, notify: () => void) =>
  install({ win, notify, ...pageReading(initData), readStorage, writeStorage, pageTypeFromPath, runWhenIdle });

/** One page view: the loader runs on `path`, the page goes idle, then `ms` pass. */
async function view(path: string, initData: ReadyInitData, ms = 1000) {
  resetPage(path);
  const notify = vi.fn();
  installNotificationTriggers(win, initData, notify);
  await vi.advanceTimersByTimeAsync(IDLE + ms + 1); // idle, then the trigger's delay
  return notify;
}

describe('notification triggers (fire when the product views reach the amount)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('the third product view shows the toast after the delay, with its action; once per browser', async () => {
    expect(await view('/products/a', shop([TRIGGER]))).not.toHaveBeenCalled();
    expect(await view('/collections/all', shop([TRIGGER]))).not.toHaveBeenCalled(); // not a product view
    expect(await view('/products/b', shop([TRIGGER]))).not.toHaveBeenCalled();
    resetPage('/products/c');
    const notify = vi.fn();
    installNotificationTriggers(win, shop([{ ...TRIGGER, delay: 3000 }]), notify);
    await vi.advanceTimersByTimeAsync(IDLE + 2000);
    expect(notify).not.toHaveBeenCalled(); // 3000 ms after the page went idle, not before
    await vi.advanceTimersByTimeAsync(1001);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Keep your favourites in one place', { label: 'Sign in', href: '#status' });
    expect(await view('/products/d', shop([TRIGGER]))).not.toHaveBeenCalled(); // fired already
  });

  it('default delay 1000 ms; a page filter waits for that page type; no action without both label and destination', async () => {
    const onCollection = { amount: 1, page: 'collection', toastMessage: 'New arrivals' };
    expect(await view('/products/a', shop([onCollection]))).not.toHaveBeenCalled();
    resetPage('/collections/new');
    const notify = vi.fn();
    installNotificationTriggers(win, shop([onCollection]), notify);
    await vi.advanceTimersByTimeAsync(IDLE + 900); // idle ran, the default delay has not passed
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(101);
    expect(notify).toHaveBeenCalledExactlyOnceWith('New arrivals', undefined);
  });

  it('inactive or without triggers: nothing counted, storage untouched', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(await view('/products/a', shop([TRIGGER], false))).not.toHaveBeenCalled();
    expect(await view('/products/a', shop([]))).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalledWith(PRODUCT_VIEWS_KEY);
    getItem.mockRestore();
  });

  it('damaged storage or hostile settings do not throw', async () => {
    localStorage.setItem(PRODUCT_VIEWS_KEY, '{not json');
    const notify = await view('/products/a', shop([null, { amount: '1', toastMessage: 'x' }, { amount: 1, toastMessage: 7 }, { amount: 1, toastMessage: 'ok', destination: 'javascript:alert(1)', toastActionLabel: 'Go' }]));
    expect(notify).toHaveBeenCalledExactlyOnceWith('ok', { label: 'Go', href: 'javascript:alert(1)' }); // the elements chunk's URL policy drops it
  });
});
