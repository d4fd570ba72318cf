import type { HostWindow } from './host-window';
import { pageTypeFromPath, PREVIOUS_PAGE_TYPE_KEY, readPreviousPageType } from './page-type';
import { createFakePanel, resetPage, settle, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;

describe('page types', () => {
  it.each([
    ['/products/aurora-jacket', 'product'],
    ['/collections/winter/products/aurora-jacket', 'product'],
    ['/de/collections/winter', 'collection'],
    ['/pages/about', 'page'],
    ['/', 'unknown'],
    ['/cart', 'unknown'],
  ])('%s is %s', (path, type) => expect(pageTypeFromPath(path)).toBe(type));

  it('ignores values it did not write', () => {
    resetPage();
    localStorage.setItem(PREVIOUS_PAGE_TYPE_KEY, 'checkout');
    expect(readPreviousPageType(win)).toBeNull();
  });
});

describe('previous page type', () => {
  beforeEach(() => resetPage());

  it('records the page type when the page is left and hands the previous one to the panel', async () => {
    // Page 1: a collection page, first visit; its type is written when the shopper leaves it.
    resetPage('/collections/winter');
    win.StatusInitData = SHOP;
    let loader = startLoader(createFakePanel());
    await loader.api.ready;
    expect(localStorage.getItem(PREVIOUS_PAGE_TYPE_KEY)).toBeNull(); // not while the page loads
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(PREVIOUS_PAGE_TYPE_KEY)).toBe('collection');
    loader.stop();

    // Page 2: a product page; its panel gets 'collection' however long after load it opens.
    history.replaceState(null, '', '/products/aurora-jacket');
    delete win.Status;
    const panel = createFakePanel();
    loader = startLoader(panel);
    const api = await loader.api.ready;
    api.open();
    await settle();
    expect(panel.options().previousPageType).toBe('collection');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(PREVIOUS_PAGE_TYPE_KEY)).toBe('product');
    loader.stop();
  });

  it('is null on a first visit and survives a storage that throws', async () => {
    win.StatusInitData = SHOP;
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const panel = createFakePanel();
    const { api, stop } = startLoader(panel);
    (await api.ready).open();
    await settle();
    expect(panel.options().previousPageType).toBeNull();
    getItem.mockRestore();
    stop();
  });
});
