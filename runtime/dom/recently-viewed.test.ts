// Recently viewed recording (16 stored, 8 shown): nothing touches storage while the page loads;
// the product is written when the page is left, most recent first, de-duplicated, 16 kept.
import type { HostWindow } from './host-window';
import {
  COLLECTION_VIEWS_KEY, markCollectionViewsSent, markViewsSent, readCollectionViews, readRecentlyViewed, RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_SENT_KEY, unsentViews, withView,
} from './recently-viewed';
import { createFakePanel, resetPage, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;
const leave = () => window.dispatchEvent(new PageTransitionEvent('pagehide'));

/** One product page view: load (the loader starts and is ready), then leave. */
async function viewProduct(productId: number | string | null, path = `/products/p-${String(productId)}`) {
  return viewPage({ productId }, path);
}

async function viewPage(page: { productId?: number | string | null; collectionId?: number | string | null }, path: string) {
  history.replaceState(null, '', path);
  delete win.Status;
  win.StatusInitData = { ...SHOP, page } as typeof win.StatusInitData;
  const loader = startLoader(createFakePanel());
  await loader.api.ready;
  return loader;
}

describe('recently viewed recording', () => {
  beforeEach(() => resetPage());

  it('touches no storage during the page load and writes the product on pagehide', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const loader = await viewProduct(101);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    leave();
    expect(setItem).toHaveBeenCalledWith(RECENTLY_VIEWED_KEY, '[101]');
    loader.stop();
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it('keeps the 16 most recent, most recent first, each once', async () => {
    for (const id of [1, 2, 3, 2, ...Array.from({ length: 16 }, (_, i) => 10 + i), 3]) {
      const loader = await viewProduct(id);
      leave();
      loader.stop();
    }
    const list = readRecentlyViewed(win);
    expect(list).toHaveLength(16);
    expect(list[0]).toBe(3); // viewed again last: first, and only once
    expect(list.slice(1)).toEqual(Array.from({ length: 15 }, (_, i) => 25 - i));
    expect(new Set(list.map(String)).size).toBe(16);
  });

  it('pages without a product record nothing', async () => {
    const loader = await viewProduct(null, '/collections/winter');
    leave();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    loader.stop();
  });

  it('a storage that throws or holds something else does not break the page', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{"not":"a list"');
    expect(readRecentlyViewed(win)).toEqual([]);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const loader = await viewProduct(5);
    expect(() => leave()).not.toThrow();
    loader.stop();
    setItem.mockRestore();
  });

  it('ids compare as strings: 12 and "12" are one product', () => {
    expect(withView([12, 7], '12')).toEqual(['12', 7]);
  });
});

describe('views not yet sent', () => {
  beforeEach(() => resetPage());

  it('all at first; then only the ones viewed since (new, or viewed again)', () => {
    expect(unsentViews(win, [3, 2, 1])).toEqual([3, 2, 1]);
    markViewsSent(win, [3, 2, 1]);
    expect(localStorage.getItem(RECENTLY_VIEWED_SENT_KEY)).toBe('[3,2,1]');
    expect(unsentViews(win, [3, 2, 1])).toEqual([]);
    expect(unsentViews(win, [4, 3, 2, 1])).toEqual([4]);
    expect(unsentViews(win, [1, 3, 2])).toEqual([1]); // 1 viewed again
  });
});

describe('collection views (recent collections)', () => {
  beforeEach(() => resetPage());

  it('a collection page touches no storage while it loads and writes its collection on pagehide', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const loader = await viewPage({ collectionId: 300 }, '/collections/winter');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    leave();
    expect(setItem).toHaveBeenCalledWith(COLLECTION_VIEWS_KEY, '[300]');
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull(); // not a product view
    loader.stop();
    setItem.mockRestore();
    getItem.mockRestore();
  });

  it('keeps unsent views most recent first, each once; sent ones are taken off, later ones stay', async () => {
    for (const id of [300, 301, 300, 302]) {
      const loader = await viewPage({ collectionId: id }, `/collections/c-${id}`);
      leave();
      loader.stop();
    }
    expect(readCollectionViews(win)).toEqual([302, 300, 301]);
    const sending = readCollectionViews(win);
    const loader = await viewPage({ collectionId: 303 }, '/collections/c-303'); // viewed in another tab meanwhile
    leave();
    loader.stop();
    markCollectionViewsSent(win, sending);
    expect(readCollectionViews(win)).toEqual([303]);
  });

  it('a product page records no collection, a page with neither records nothing', async () => {
    let loader = await viewProduct(9);
    leave();
    loader.stop();
    expect(localStorage.getItem(COLLECTION_VIEWS_KEY)).toBeNull();
    loader = await viewPage({}, '/pages/about');
    leave();
    loader.stop();
    expect(localStorage.getItem(COLLECTION_VIEWS_KEY)).toBeNull();
    expect(readRecentlyViewed(win)).toEqual([9]);
  });
});
