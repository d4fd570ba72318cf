// The loader's side of the theme elements: custom element stubs that load the elements chunk once,
// only when an element is on the page; the JS API and page events with their id check.
import type { ElementsHandle, ElementsModule } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { checkItemIds, INVALID_ID_WARNING } from './elements';
import { ELEMENTS_STYLE_ID } from './element-styles';
import { startExtras, type ExtrasModule } from './extras';
import { ME_BUTTON_CLASS } from './me-button';
import { startStatus } from './start';
import { createFakePanel, PANEL_URL, resetPage, SHOP } from '../testing/loader';

const win = window as HostWindow;
const ELEMENTS_URL = 'https://shop.test/cdn/chunks/elements-TEST.js';

function startWithElements() {
  const handle = { connect: vi.fn(), disconnect: vi.fn(), setSaved: vi.fn(async () => true), notify: vi.fn() } satisfies ElementsHandle;
  const start = vi.fn(() => handle);
  const importElements = vi.fn(async (): Promise<ElementsModule> => ({ start }));
  const controller = new AbortController();
  const api = startStatus({ win, panelUrl: PANEL_URL, importPanel: createFakePanel().importPanel, elementsUrl: ELEMENTS_URL, importElements, signal: controller.signal });
  return { api, handle, start, importElements, stop: () => controller.abort() };
}

/** The me button on: the loader imports the extras, from their own file or from the elements' built with them. */
function startWithExtras() {
  const handle = { connect: vi.fn(), disconnect: vi.fn(), setSaved: vi.fn(async () => true), notify: vi.fn() } satisfies ElementsHandle;
  const start = vi.fn(() => handle);
  const imported: string[] = [];
  // What each file's build put in it; a URL imported twice is one file (the browser's module map).
  const files: Record<string, Partial<ElementsModule & ExtrasModule>> = { [ELEMENTS_URL]: { start }, [EXTRAS_URL]: { startExtras }, [BOTH_URL]: { start, startExtras } };
  const load = async (url: string) => {
    imported.push(url);
    return files[url] as ElementsModule & ExtrasModule;
  };
  const controller = new AbortController();
  const api = startStatus({
    win, panelUrl: PANEL_URL, importPanel: createFakePanel().importPanel, signal: controller.signal,
    elementsUrl: ELEMENTS_URL, extrasUrl: EXTRAS_URL, elementsExtrasUrl: BOTH_URL, importElements: load, importExtras: load,
  });
  return { api, start, files: () => [...new Set(imported)], stop: () => controller.abort() };
}
const EXTRAS_URL = 'https://shop.test/cdn/chunks/extras-TEST.js';
const BOTH_URL = 'https://shop.test/cdn/chunks/elements-extras-TEST.js';
const meButton = () => document.querySelector(`.${ME_BUTTON_CLASS}`);

describe('item ids', () => {
  it('productId a non-empty string or a number; variantId, when given, likewise', () => {
    expect(checkItemIds({ productId: 12 })).toEqual({ productId: '12', variantId: null });
    expect(checkItemIds({ productId: 'gid://shopify/Product/1', variantId: 7 })).toEqual({ productId: 'gid://shopify/Product/1', variantId: '7' });
    expect(checkItemIds({ productId: '12', variantId: null })).toEqual({ productId: '12', variantId: null });
    for (const bad of [undefined, null, {}, { productId: '' }, { productId: '  ' }, { productId: NaN }, { productId: {} }, { productId: [1] }, { productId: 1, variantId: '' }, { productId: 1, variantId: {} }, { productId: 1, variantId: true }]) {
      expect(checkItemIds(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('theme elements in the loader', () => {
  let stop = (): void => {};
  beforeEach(() => resetPage());
  afterEach(() => stop());

  it('a page without elements loads nothing and injects no style', async () => {
    win.StatusInitData = SHOP;
    const started = startWithElements();
    stop = started.stop;
    await started.api.ready;
    expect(started.importElements).not.toHaveBeenCalled();
    expect(document.getElementById(ELEMENTS_STYLE_ID)).toBeNull();
  });

  it('elements on the page: the chunk imported once, every element handed over', async () => {
    win.StatusInitData = SHOP;
    document.body.innerHTML = '<status-favorite-toggle product-id="1"></status-favorite-toggle><status-collection-strip></status-collection-strip>';
    const started = startWithElements();
    stop = started.stop;
    await started.api.ready;
    await vi.waitFor(() => expect(started.handle.connect).toHaveBeenCalledTimes(2));
    expect(started.importElements).toHaveBeenCalledTimes(1);
    expect(started.importElements).toHaveBeenCalledWith(ELEMENTS_URL);
    expect(started.start).toHaveBeenCalledWith(expect.objectContaining({ initData: expect.objectContaining({ shopId: 'shop-1' }) }));
    // Added later: connected at once; removed: disconnected; a changed id: rendered again.
    const late = document.createElement('status-save-button');
    document.body.appendChild(late);
    expect(started.handle.connect).toHaveBeenLastCalledWith(late);
    late.setAttribute('product-id', '2');
    expect(started.handle.connect).toHaveBeenCalledTimes(4);
    late.remove();
    expect(started.handle.disconnect).toHaveBeenCalledWith(late);
    expect(started.importElements).toHaveBeenCalledTimes(1);
  });

  it('Status.saveItem/removeItem: invalid ids warn with the fixed text and load nothing; valid ones go to the chunk', async () => {
    win.StatusInitData = SHOP;
    const started = startWithElements();
    stop = started.stop;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(started.api.saveItem({ productId: '' })).resolves.toBe(false);
    await expect(started.api.removeItem({ productId: 1, variantId: {} as unknown as string })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(INVALID_ID_WARNING);
    expect(started.importElements).not.toHaveBeenCalled();
    warn.mockRestore();
    await expect(started.api.saveItem({ productId: 5, variantId: 50 })).resolves.toBe(true);
    await expect(started.api.removeItem({ productId: '5' })).resolves.toBe(true);
    expect(started.handle.setSaved.mock.calls).toEqual([[{ productId: '5', variantId: '50' }, true], [{ productId: '5', variantId: null }, false]]);
  });

  it('status:save-item / status:remove-item dispatched on window or document, each handled once', async () => {
    win.StatusInitData = SHOP;
    const started = startWithElements();
    stop = started.stop;
    await started.api.ready;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dispatchEvent(new CustomEvent('status:save-item', { detail: { productId: 9 } }));
    document.dispatchEvent(new CustomEvent('status:remove-item', { detail: { productId: '9' }, bubbles: true }));
    document.dispatchEvent(new CustomEvent('status:save-item', { detail: { productId: null } }));
    await vi.waitFor(() => expect(started.handle.setSaved).toHaveBeenCalledTimes(2));
    expect(started.handle.setSaved.mock.calls).toEqual([[{ productId: '9', variantId: null }, true], [{ productId: '9', variantId: null }, false]]);
    expect(warn).toHaveBeenCalledWith(INVALID_ID_WARNING);
    warn.mockRestore();
  });

  it('with the me button on, a page with elements fetches one file for both; a page without, the extras alone', async () => {
    const shop = { ...SHOP, customerId: 7, settings: { meButton: { isActive: true, loggedInOnly: true }, wishlist: { isActive: true } } };
    win.StatusInitData = shop;
    document.body.innerHTML = '<status-saved-items-link></status-saved-items-link>';
    let started = startWithExtras();
    stop = started.stop;
    await started.api.ready;
    await vi.waitFor(() => expect(meButton()).not.toBeNull());
    expect(started.files()).toEqual([BOTH_URL]);
    // The loader's reading of the page data goes with it: the settings and the customer by their rules.
    expect(started.start).toHaveBeenCalledWith(expect.objectContaining({ settings: shop.settings, customerId: '7' }));
    stop();
    meButton()?.parentElement?.remove();

    resetPage();
    win.StatusInitData = shop;
    started = startWithExtras();
    stop = started.stop;
    await started.api.ready;
    await vi.waitFor(() => expect(meButton()).not.toBeNull());
    expect(started.files()).toEqual([EXTRAS_URL]);
    // An element added later loads the elements alone: the extras are running already.
    document.body.appendChild(document.createElement('status-favorite-toggle'));
    await vi.waitFor(() => expect(started.start).toHaveBeenCalledTimes(1));
    expect(started.files()).toEqual([EXTRAS_URL, ELEMENTS_URL]);
    meButton()?.parentElement?.remove();
  });
});
