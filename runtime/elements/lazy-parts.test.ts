// What the elements import only when needed (build/elements.ts): the identity and the API client with the
// saving code, the toasts, the German texts, the error reporter, the reserved sizes a theme did not print and a
// merchant's own icon. A guest's page without a session loads none of them, and a click on a heart still
// shows its new state at once.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_API } from '../../tests/msw/server.ts';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import type { InitData } from '../dom/contract.ts';
import { start } from './index.ts';
import { pageReading } from '../dom/page-data.ts';
import { idsOf } from '../loader/elements.ts';

// Each part records its use: a call of its entry function, or a read of the German table.
const { loaded, recording } = vi.hoisted(() => {
  const loaded = new Set<string>();
  /** A vi.mock factory: the module as it is, but a call of `entry` records `name`. */
  const recording = (name: string, entry: string) => async (original: () => Promise<Record<string, unknown>>) => {
    const module = await original();
    const fn = module[entry] as (...args: unknown[]) => unknown;
    return { ...module, [entry]: (...args: unknown[]) => (loaded.add(name), fn(...args)) };
  };
  return { loaded, recording };
});
vi.mock('./session.ts', recording('session', 'createSession'));
vi.mock('./favorites-sync.ts', recording('saving', 'createFavoritesSync'));
vi.mock('./custom-icon.ts', recording('custom-icon', 'fillCustomIcon'));
vi.mock('./toast.ts', recording('toast', 'createToasts'));
vi.mock('../dom/error-reports.ts', recording('reports', 'installErrorReports'));
vi.mock('../dom/element-styles.ts', recording('reserve', 'elementsReserveCss'));
vi.mock('./messages-de.ts', async (original) => {
  const module = await original<typeof import('./messages-de.ts')>();
  return { get de() { return loaded.add('de'), module.de; } };
});

const AUTH = 'https://auth.test';
let saved: { id: string; productId: number; variantId: null }[] = [];
let reports: string[] = [];
const server = createTestServer(
  http.post(`${TEST_API}/errors/report`, async ({ request }) => (reports.push(await request.text()), new HttpResponse(null, { status: 204 }))),
  http.post(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp`, () =>
    HttpResponse.json({ idToken: 'anon-token', refreshToken: 'r', expiresIn: '3600', localId: 'anon-1' })),
  jsonHandler('post', '/saved/wishlist/items', () => ({ items: saved })),
  jsonHandler('post', '/saved/wishlist', ({ data }) => {
    const productId = Number((data?.items as { productId: string }[])[0]!.productId);
    saved = [{ id: `id-${productId}`, productId, variantId: null }, ...saved];
    return { items: saved };
  }),
  jsonHandler('delete', '/saved/wishlist/:id', ({ request }) => {
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop()!);
    saved = saved.filter((entry) => entry.id !== id);
    return { deleted: 1 };
  }),
);

const initData = (language = 'en', wishlist: Record<string, unknown> = {}): InitData & { shopId: string } => ({
  shopId: 'shop-1',
  customerId: null,
  apiBaseUrl: TEST_API,
  firebase: { apiKey: 'k', projectId: 'p', emulatorUrl: AUTH },
  locale: { language },
  settings: { wishlist: { isActive: true, ...wishlist } },
  page: { productId: null },
});
function mount(data = initData(), emit: (name: string, detail: unknown) => void = () => {}, track?: (name: string, data?: Record<string, unknown>) => void): void {
  document.body.innerHTML = '<status-favorite-toggle product-id="101"></status-favorite-toggle><status-saved-items-link></status-saved-items-link>';
  const handle = start({ initData: data, ...pageReading(data), idsOf, emit, ...(track ? { track } : {}) });
  document.body.querySelectorAll<HTMLElement>('status-favorite-toggle, status-saved-items-link').forEach((element) => handle.connect(element));
}
const heart = () => document.querySelector<HTMLButtonElement>('status-favorite-toggle button')!;
const badge = () => document.querySelector<HTMLElement>('.status-badge')!;
/** Lets any import already started finish (the parts' modules are loaded here first). */
async function settle(): Promise<void> {
  await Promise.all([import('./session.ts'), import('./custom-icon.ts'), import('./toast.ts'), import('../dom/error-reports.ts'), import('./messages-de.ts'), import('../dom/element-styles.ts')]);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The theme prints the elements' reserved sizes render-blocking, as the Shopify app embed does. */
const THEME_HEAD = '<style id="status-elements-reserve"></style>';

beforeEach(() => {
  loaded.clear();
  saved = [];
  reports = [];
  localStorage.clear();
  document.head.innerHTML = THEME_HEAD;
});

describe('the elements load their parts when needed', () => {
  it('a guest without a session: the heart and badge show their empty state with none of the parts loaded', async () => {
    mount();
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(badge().hidden).toBe(true);
    expect([...loaded]).toEqual([]);
  });

  it('a pointer on the heart loads the identity; the click right after saves, with the guest notice', async () => {
    mount();
    heart().dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(loaded.has('session')).toBe(true));
    heart().click();
    expect(heart().getAttribute('aria-pressed')).toBe('true'); // at once, before any answer
    await vi.waitFor(() => expect(badge().textContent).toBe('1'));
    expect(saved.map((entry) => entry.productId)).toEqual([101]);
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain('Saved to your favorites on this device.'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('the saving code comes with the identity: a click shows the new state at once, then saves, tracks and tells the page', async () => {
    const events: [string, unknown][] = [];
    const tracked: string[] = [];
    mount(initData(), (name, detail) => events.push([name, detail]), (name) => tracked.push(name));
    await settle();
    expect(loaded.has('saving')).toBe(false);
    heart().click();
    expect(heart().getAttribute('aria-pressed')).toBe('true'); // in the click's own task, before the code arrived
    await vi.waitFor(() => expect(events).toEqual([['status:saved-change', { productId: '101', variantId: null, saved: true }]]));
    expect(loaded.has('saving')).toBe(true);
    expect(tracked).toEqual(['product_added_to_wishlist']);
    expect(badge().textContent).toBe('1');
    heart().click();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(tracked).toEqual(['product_added_to_wishlist', 'product_removed_from_wishlist']));
    expect(events[1]).toEqual(['status:saved-change', { productId: '101', variantId: null, saved: false }]);
  });

  it("a merchant's own icon loads its part (with the sanitiser); the heart's icon loads nothing", async () => {
    mount();
    await settle();
    expect(loaded.has('custom-icon')).toBe(false);
    const iconMarkup = '<svg viewBox="0 0 24 24"><rect data-own="yes" width="20" height="20"/></svg>';
    mount(initData('en', { icon: 'custom', iconMarkup }));
    await vi.waitFor(() => expect(heart().querySelector('rect[data-own="yes"]')).toBeTruthy());
    expect(loaded.has('custom-icon')).toBe(true);
    expect(badge().parentElement?.querySelector('rect[data-own="yes"]')).toBeTruthy();
    // Its rules arrive with it: the icon's box is the heart's size.
    expect(document.getElementById('status-elements-look-icon')?.textContent).toContain('.status-icon--custom{');
  });

  it("a failed save: the toasts' part brings the failure's text, and the heart shows what is saved", async () => {
    server.use(jsonHandler('post', '/saved/wishlist', () => new HttpResponse(null, { status: 500 })));
    mount();
    await settle();
    expect(loaded.has('toast')).toBe(false);
    heart().click();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain('Unable to save item'));
    expect(loaded.has('toast')).toBe(true);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('.status-toast__close')?.getAttribute('aria-label')).toBe('Dismiss');
  });

  it('a click without a pointer first (a keyboard) saves too', async () => {
    mount();
    heart().click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it("a stored session: the saved product's heart is pressed and the badge counts it", async () => {
    saved = [{ id: 'id-101', productId: 101, variantId: null }];
    localStorage.setItem('status:auth', JSON.stringify({ uid: 'anon-1', email: null, isAnonymous: true, idToken: 'anon-token', refreshToken: 'r', expiresAt: Date.now() + 3600_000 }));
    mount();
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(badge().textContent).toBe('1');
    expect(loaded.has('toast')).toBe(false);
  });

  it('the German texts only on a German page', async () => {
    mount(initData('de'));
    await vi.waitFor(() => expect(heart()?.getAttribute('aria-label')).toBe('Zu Favoriten hinzufügen'));
    expect(loaded.has('de')).toBe(true);
    mount(initData('en'));
    expect(heart().getAttribute('aria-label')).toBe('Save to favorites'); // at once
  });

  it("a page language that is not a string renders English at once", () => {
    mount({ ...initData(), locale: { language: 42 } as unknown as { language: string } });
    expect(heart().getAttribute('aria-label')).toBe('Save to favorites');
    expect(loaded.has('de')).toBe(false);
  });

  it('an English page renders at once, without the German table', () => {
    mount(initData('en'));
    expect(heart().getAttribute('aria-label')).toBe('Save to favorites');
    expect(loaded.has('de')).toBe(false);
  });

  it('a theme that did not print the reserved sizes: they are loaded and in place before the elements render', async () => {
    document.head.innerHTML = '';
    mount();
    expect(heart()).toBeNull();
    await vi.waitFor(() => expect(heart()).not.toBeNull());
    expect(loaded.has('reserve')).toBe(true);
    expect(document.getElementById('status-elements-reserve')?.textContent).toContain('status-favorite-toggle');
  });

  it("an error of the widget's own code loads the reporter and is reported; the store's own error loads nothing", async () => {
    mount();
    const ours = new URL('.', import.meta.url).href; // the folder index.ts reports for (as built: dist/chunks/)
    window.dispatchEvent(new ErrorEvent('error', { message: 'the store broke', filename: 'https://shop.test/theme.js', error: new Error('the store broke') }));
    await settle();
    expect(loaded.has('reports')).toBe(false);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: `${ours}elements-TEST.js`, error: new Error('boom') }));
    await vi.waitFor(() => expect(loaded.has('reports')).toBe(true));
    window.dispatchEvent(new Event('pagehide')); // sends the batch now instead of in 5 s
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const { data } = JSON.parse(reports[0]!) as { data: { shopId: string; errors: { message: string }[] } };
    expect(data.shopId).toBe('shop-1');
    expect(data.errors.map((error) => error.message)).toEqual(['Error: boom']);
  });
});
