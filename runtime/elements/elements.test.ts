// The theme elements rendered by the elements chunk in jsdom, the Status API and the identity service on msw.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_API } from '../../tests/msw/server.ts';
import { jsonError, jsonHandler, product, productsBatchHandler } from '../../tests/msw/handlers.ts';
import type { ElementsHandle, InitData, StatusEventMap } from '../dom/contract.ts';
import { RECENTLY_VIEWED_KEY } from '../dom/recently-viewed.ts';
import { stripOptions } from './collection-strip.ts';
import { start } from './index.ts';
import { pageReading } from '../dom/page-data.ts';
import { idsOf } from '../loader/elements.ts';

const AUTH = 'https://auth.test';
const item = (id: string, productId: number, variantId: number | null = null) => ({ id, productId, variantId });
let saved: ReturnType<typeof item>[] = [];
let requests: string[] = [];
let batches = 0;

const server = createTestServer(
  http.post(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp`, () =>
    HttpResponse.json({ idToken: 'anon-token', refreshToken: 'r', expiresIn: '3600', localId: 'anon-1' })),
  jsonHandler('post', '/saved/wishlist/items', () => ({ items: saved })),
  jsonHandler('post', '/saved/wishlist', ({ data }) => {
    const ref = (data?.items as { productId: string; variantId: string | null }[])[0]!;
    saved = [item(`id-${ref.productId}`, Number(ref.productId), ref.variantId === null ? null : Number(ref.variantId)), ...saved];
    return { items: saved };
  }),
  jsonHandler('delete', '/saved/wishlist/:id', ({ request }) => {
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop()!);
    saved = saved.filter((entry) => entry.id !== id);
    return { deleted: 1 };
  }),
  jsonHandler('post', '/init/for-you', { recentlyViewed: [7], popularToday: [21, 22, 23] }),
  jsonHandler('post', '/saved/cart/items', { items: [{ productId: 31 }] }),
  productsBatchHandler((req) => (Number(req.id) === 404 ? undefined : product(req.id, { price: undefined, prices: [{ price: { currencyCode: 'EUR', amount: '12.50' } }] })), () => void batches++),
);
server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));

const settings = (wishlist: Record<string, unknown> = {}) => ({ wishlist: { isActive: true, ...wishlist }, saved: { isActive: true } });
const initData = (over: Partial<InitData> = {}): InitData & { shopId: string } => ({
  shopId: 'shop-1',
  customerId: null,
  apiBaseUrl: TEST_API,
  firebase: { apiKey: 'k', projectId: 'p', emulatorUrl: AUTH },
  locale: { language: 'en', countryCode: 'DE', currency: 'EUR' },
  settings: settings(),
  page: { productId: null },
  ...over,
});

let events: StatusEventMap['status:saved-change'][] = [];
function mount(markup: string, data = initData()): ElementsHandle {
  document.body.innerHTML = markup;
  const handle = start({ initData: data, ...pageReading(data), idsOf, emit: (name, detail) => name === 'status:saved-change' && events.push(detail as StatusEventMap['status:saved-change']) });
  document.body.querySelectorAll<HTMLElement>('*').forEach((element) => element.localName.startsWith('status-') && handle.connect(element));
  return handle;
}
const storeSession = () =>
  localStorage.setItem('status:auth', JSON.stringify({ uid: 'anon-1', email: null, isAnonymous: true, idToken: 'anon-token', refreshToken: 'r', expiresAt: Date.now() + 3600_000 }));
const heart = () => document.querySelector<HTMLButtonElement>('status-favorite-toggle button')!;
/** The save button is a chunk of its own: there once it arrived. */
async function saveButton(): Promise<HTMLButtonElement> {
  await vi.waitFor(() => expect(document.querySelector('.status-save')).not.toBeNull());
  return document.querySelector<HTMLButtonElement>('.status-save')!;
}
const badgeLink = () => document.querySelector<HTMLAnchorElement>('status-saved-items-link a')!;

/** The theme prints the elements' reserved sizes render-blocking, as the Shopify app embed does. */
const THEME_HEAD = '<style id="status-elements-reserve"></style>';

beforeEach(() => {
  saved = [];
  requests = [];
  batches = 0;
  events = [];
  localStorage.clear();
  document.head.innerHTML = THEME_HEAD;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('favorite toggle, save button and saved-items link', () => {
  it('a guest without a session: not pressed, badge hidden, and no request at all', async () => {
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle><status-saved-items-link></status-saved-items-link><status-save-button product-id="101"></status-save-button>');
    await vi.waitFor(() => expect(document.querySelector('.status-save')!.hasAttribute('aria-disabled')).toBe(false));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Save to favorites');
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites');
    expect(badgeLink().getAttribute('href')).toBe('#status-favorites');
    expect(badgeLink().querySelector<HTMLElement>('.status-badge')!.hidden).toBe(true);
    expect(requests).toEqual([]);
  });

  it('the first click signs the guest in anonymously, saves, and every element follows; status:saved-change is emitted', async () => {
    mount('<status-favorite-toggle product-id="101" variant-id="1001"></status-favorite-toggle><status-saved-items-link></status-saved-items-link><status-save-button product-id="101"></status-save-button>');
    heart().click();
    expect(heart().getAttribute('aria-pressed')).toBe('true'); // optimistic, at once
    expect(heart().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(events).toEqual([{ productId: '101', variantId: '1001', saved: true }]));
    expect(requests).toEqual(['POST /identitytoolkit.googleapis.com/v1/accounts:signUp', 'POST /saved/wishlist']);
    expect(heart().hasAttribute('aria-busy')).toBe(false);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites, 1 item');
    expect(badgeLink().querySelector<HTMLElement>('.status-badge')!.textContent).toBe('1');
    expect(document.querySelector('.status-save')!.textContent).toContain('Saved item');
    expect(JSON.parse(localStorage.getItem('status:auth')!).uid).toBe('anon-1');
  });

  it('with a stored session the list is fetched once for all elements; the save button removes and shows "Save this item"', async () => {
    storeSession();
    saved = [item('id-5', 5), item('id-6', 6)];
    mount('<status-favorite-toggle product-id="5"></status-favorite-toggle><status-favorite-toggle product-id="9"></status-favorite-toggle><status-save-button product-id="5"></status-save-button><status-saved-items-link></status-saved-items-link>');
    const save = await saveButton();
    await vi.waitFor(() => expect(save.hasAttribute('aria-disabled')).toBe(false));
    const visible = () => [...save.querySelectorAll<HTMLElement>('.status-save__label')].filter((label) => !label.hidden).map((label) => label.textContent);
    expect(visible()).toEqual(['Saved item']);
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites, 2 items');
    expect([...document.querySelectorAll('status-favorite-toggle button')].map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(requests).toEqual(['POST /saved/wishlist/items']);
    save.click();
    await vi.waitFor(() => expect(events).toEqual([{ productId: '5', variantId: null, saved: false }]));
    expect(visible()).toEqual(['Save this item']);
    expect(requests).toEqual(['POST /saved/wishlist/items', 'DELETE /saved/wishlist/id-5', 'POST /saved/wishlist/items']);
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites, 1 item');
  });

  it('the save button waits for the shared list, polling every 100 ms up to 100 times (no extra requests)', async () => {
    storeSession();
    let answer: (() => void) | undefined;
    server.use(jsonHandler('post', '/saved/wishlist/items', () => new Promise((resolve) => (answer = () => resolve({ items: [item('id-5', 5)] })))));
    mount('<status-save-button product-id="5"></status-save-button>');
    const save = await saveButton();
    expect(save.getAttribute('aria-disabled')).toBe('true');
    save.click(); // ignored while the list is unknown
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(save.getAttribute('aria-disabled')).toBe('true');
    answer!();
    await vi.waitFor(() => expect(save.hasAttribute('aria-disabled')).toBe(false), { timeout: 1000 });
    expect(save.dataset.saved).toBe('true');
    expect(requests).toEqual(['POST /saved/wishlist/items']);
  });

  it.each([
    ['site', 'Unable to save item'],
    ['widget', 'Something went wrong. Please try again.'],
  ])('a failed save reverts and toasts at the %s target', async (destination, text) => {
    server.use(jsonHandler('post', '/saved/wishlist', () => jsonError(500, 'internal', 'boom')));
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle>', initData({ settings: settings({ notificationDestination: destination }) }));
    heart().click();
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain(text));
    expect(document.querySelector('.status-toasts')!.getAttribute('role')).toBe('status');
    expect(document.querySelector('.status-toast svg')).not.toBeNull(); // the error icon
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(events).toEqual([]);
  });

  it('a failed remove at the site target says "Unable to remove item" and keeps what the server has', async () => {
    storeSession();
    saved = [item('id-5', 5)];
    server.use(jsonHandler('delete', '/saved/wishlist/:id', () => jsonError(500, 'internal', 'boom')));
    mount('<status-favorite-toggle product-id="5"></status-favorite-toggle>');
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    heart().click();
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain('Unable to remove item'));
    expect(heart().getAttribute('aria-pressed')).toBe('true'); // the server's list still has it
  });

  it("the 'button' target attaches the message to the button (aria-describedby)", async () => {
    server.use(jsonHandler('post', '/saved/wishlist', () => jsonError(500, 'internal', 'boom')));
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle>', initData({ settings: settings({ notificationDestination: 'button' }) }));
    heart().click();
    await vi.waitFor(() => expect(heart().getAttribute('aria-describedby')).toBeTruthy());
    const message = document.getElementById(heart().getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Something went wrong. Please try again.');
    expect(message.closest('status-favorite-toggle')).not.toBeNull();
    expect(document.querySelector('.status-toast')).toBeNull();
  });

  it('hidden when the wishlist is off; an invalid product id warns and renders nothing', () => {
    mount('<status-favorite-toggle product-id="1"></status-favorite-toggle><status-saved-items-link></status-saved-items-link>', initData({ settings: { wishlist: { isActive: false } } }));
    expect(document.querySelector<HTMLElement>('status-favorite-toggle')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('status-saved-items-link')!.hidden).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount('<status-favorite-toggle product-id=" "></status-favorite-toggle>');
    expect(warn).toHaveBeenCalledWith("Invalid product or variant id. Make sure you're sending a product id and that product and variant ids are either a string or a number.");
    expect(document.querySelector<HTMLElement>('status-favorite-toggle')!.hidden).toBe(true);
    warn.mockRestore();
    expect(requests).toEqual([]);
  });

  it("the merchant's accent colours the save button and the login block, and only their rules carry it", async () => {
    const theme = { vars: '--status-bg:#fff;--status-brand:#0b6e4f;--status-brand-text:#fafafa' };
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle><status-save-button product-id="101"></status-save-button><status-login-block></status-login-block>', initData({ theme }));
    const save = await saveButton();
    await vi.waitFor(() => expect(document.querySelector('.status-login__action')).not.toBeNull());
    const accent = ':root{--status-brand:#0b6e4f;--status-brand-text:#fafafa}';
    expect(document.getElementById('status-elements-look-save')?.textContent).toContain(accent);
    expect(document.getElementById('status-elements-look-login')?.textContent).toContain(accent);
    expect(document.getElementById('status-elements-look')?.textContent).not.toContain('--status-brand:');
    expect(save.className).toBe('status-save');
  });

  it('status:saved-change from elsewhere (the panel) updates every element', async () => {
    mount('<status-favorite-toggle product-id="8"></status-favorite-toggle><status-saved-items-link></status-saved-items-link>');
    window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '8', variantId: null, saved: true } }));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites, 1 item');
    window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '8', variantId: null, saved: false } }));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('setSaved (the JS API) saves and emits; a failure answers false with the site toast', async () => {
    const handle = mount('<status-saved-items-link></status-saved-items-link>');
    await expect(handle.setSaved({ productId: '3', variantId: null }, true)).resolves.toBe(true);
    expect(events).toEqual([{ productId: '3', variantId: null, saved: true }]);
    expect(badgeLink().getAttribute('aria-label')).toBe('Favorites, 1 item');
    server.use(jsonHandler('delete', '/saved/wishlist/:id', () => jsonError(500, 'internal', 'boom')));
    await expect(handle.setSaved({ productId: '3', variantId: null }, false)).resolves.toBe(false);
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain('Unable to remove item'));
  });

  it('notify (notification triggers): a site toast without the error icon, its action a link; an unsafe destination leaves the link out', async () => {
    const handle = mount('');
    handle.notify('Keep your favourites in one place', { label: 'Sign in', href: '#status' });
    await vi.waitFor(() => expect(document.querySelector('.status-toast')).not.toBeNull());
    const toast = document.querySelector('.status-toast')!;
    expect(toast.textContent).toContain('Keep your favourites in one place');
    expect(toast.querySelector('.status-toast__icon')).toBeNull();
    expect(toast.querySelector<HTMLAnchorElement>('a.status-toast__action')?.getAttribute('href')).toBe('#status');
    toast.querySelector<HTMLButtonElement>('.status-toast__close')!.click();
    handle.notify('Hello', { label: 'Go', href: 'javascript:alert(1)' });
    await vi.waitFor(() => expect(document.querySelector('.status-toast')?.textContent).toContain('Hello'));
    expect(document.querySelector('.status-toast a')).toBeNull();
  });

  it('a custom icon (icon: custom) is sanitised before it shows, on the heart and the saved-items link', async () => {
    const iconMarkup = '<svg viewBox="0 0 24 24" onload="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1"><rect data-custom="yes" width="20" height="20"/></a><foreignObject><img src="x" onerror="window.__pwned=1"></foreignObject></svg>';
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle><status-saved-items-link></status-saved-items-link>', initData({ settings: settings({ icon: 'custom', iconMarkup }) }));
    // Its box is there at once (the button's size never changes), then the clean markup.
    expect(heart().querySelector('.status-icon--custom')).toBeTruthy();
    await vi.waitFor(() => expect(heart().querySelector('rect[data-custom="yes"]')).toBeTruthy());
    await vi.waitFor(() => expect(badgeLink().querySelector('rect[data-custom="yes"]')).toBeTruthy());
    for (const html of [heart().innerHTML, badgeLink().innerHTML]) expect(html).not.toMatch(/onload|onerror|<script|javascript:|foreignObject|<img/i);
    expect(badgeLink().querySelector('.status-badge')).toBeTruthy();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('custom markup with no SVG left after cleaning shows the heart', async () => {
    mount('<status-favorite-toggle product-id="101"></status-favorite-toggle>', initData({ settings: settings({ icon: 'custom', iconMarkup: '<img src=x onerror="window.__pwned=1">' }) }));
    await vi.waitFor(() => expect(heart().querySelector('path')).toBeTruthy());
    expect(heart().querySelector('.status-icon--custom')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it("the elements' reserved sizes: added once, before the elements render, when the theme did not print them; left alone when it did", async () => {
    document.head.innerHTML = '';
    mount('<status-favorite-toggle product-id="1"></status-favorite-toggle>');
    mount('<status-favorite-toggle product-id="2"></status-favorite-toggle>');
    expect(heart()).toBeNull();
    await vi.waitFor(() => expect(heart()).not.toBeNull());
    const reserve = document.querySelectorAll('#status-elements-reserve');
    expect(reserve).toHaveLength(1);
    expect(reserve[0]!.textContent).toContain('status-favorite-toggle,status-saved-items-link{display:inline-block');
    document.head.innerHTML = '<style id="status-elements-reserve">/* the theme\'s */</style>';
    mount('<status-favorite-toggle product-id="3"></status-favorite-toggle>');
    expect(heart()).not.toBeNull(); // at once
    expect(document.querySelectorAll('#status-elements-reserve')).toHaveLength(1);
    expect(document.getElementById('status-elements-reserve')!.textContent).toBe("/* the theme's */");
  });

  it('German texts', async () => {
    mount('<status-favorite-toggle product-id="1" product-title="Mütze"></status-favorite-toggle><status-save-button product-id="1"></status-save-button>', initData({ locale: { language: 'de' } }));
    // Rendered once the German table arrived: never in English first.
    expect(heart()).toBeNull();
    await vi.waitFor(() => expect(heart()).not.toBeNull());
    expect(heart().getAttribute('aria-label')).toBe('Mütze zu Favoriten hinzufügen');
    expect((await saveButton()).textContent).toContain('Artikel merken');
  });
});

describe('login block', () => {
  it('a guest gets a heading and Sign in (#status); a customer a greeting and the account link', async () => {
    mount('<status-login-block></status-login-block>');
    await vi.waitFor(() => expect(document.querySelector('h2')!.textContent).toBe('Your account'));
    const signIn = document.querySelector<HTMLAnchorElement>('.status-login__action')!;
    expect([signIn.textContent, signIn.getAttribute('href')]).toEqual(['Sign in', '#status']);
    mount('<status-login-block heading-level="3"></status-login-block>', initData({ customerId: '77', customer: { customerId: '77', firstName: 'Ada' } }));
    await vi.waitFor(() => expect(document.querySelector('h3')!.textContent).toBe('Hi Ada'));
    const account = document.querySelector<HTMLAnchorElement>('.status-login__action')!;
    expect([account.textContent, account.getAttribute('href')]).toEqual(['View your account', '#status-profile']);
    // A customer without a first name (often a brand-new one) is not welcomed back.
    mount('<status-login-block></status-login-block>', initData({ customerId: '78', customer: { customerId: '78' } }));
    await vi.waitFor(() => expect(document.querySelector('h2')!.textContent).toBe('Hi there'));
  });
});

describe('collection strip', () => {
  const strip = () => document.querySelector<HTMLElement>('status-collection-strip')!;
  const titles = () => [...strip().querySelectorAll('.status-card__title')].map((node) => node.textContent);

  it('attribute defaults and rules', () => {
    const element = document.createElement('status-collection-strip');
    expect(stripOptions(element)).toEqual({
      type: 'recentlyViewed', productAmount: 4, headingAlignment: 'left', carousel: true, showTitles: false, wishlistButton: false, hideIfEmpty: false, heading: null,
    });
    for (const [name, value] of [['type', 'popularToday'], ['product-amount', '30'], ['heading-alignment', 'center'], ['carousel', 'false'], ['show-titles', 'true'], ['wishlist-button', 'true'], ['hide-if-empty', 'true']]) element.setAttribute(name!, value!);
    expect(stripOptions(element)).toEqual({
      type: 'popularToday', productAmount: 12, headingAlignment: 'center', carousel: false, showTitles: true, wishlistButton: true, hideIfEmpty: true, heading: null,
    });
    for (const [name, value] of [['type', 'bogus'], ['carousel', 'no'], ['show-titles', 'yes'], ['hide-if-empty', '1'], ['product-amount', 'x']]) element.setAttribute(name!, value!);
    expect(stripOptions(element)).toMatchObject({ type: 'recentlyViewed', productAmount: 4, carousel: true, showTitles: false, hideIfEmpty: false });
  });

  it('recently viewed for a guest: this browser\'s list without the open product, one batch request, prices in the shop currency, "Sign in to save"', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 2, 3, 404, 4, 5]));
    mount('<status-collection-strip show-titles="true" product-amount="3"></status-collection-strip>', initData({ page: { productId: 2 } }));
    await vi.waitFor(() => expect(strip().querySelectorAll('[data-loading]')).toHaveLength(3)); // skeleton in the reserved space
    await vi.waitFor(() => expect(titles()).toEqual(['Product 1', 'Product 3', 'Product 4']));
    expect(batches).toBe(1);
    expect(requests).toEqual(['POST /products/batch']);
    expect(strip().querySelector('h2')!.textContent).toBe('Recently viewed');
    expect(strip().querySelector('section')!.getAttribute('aria-labelledby')).toBe(strip().querySelector('h2')!.id);
    expect(strip().querySelector('.status-card__price')!.textContent).toBe(new Intl.NumberFormat('en-DE', { style: 'currency', currency: 'EUR' }).format(12.5));
    const action = strip().querySelector<HTMLAnchorElement>('.status-strip__action')!;
    expect([action.textContent, action.getAttribute('href')]).toEqual(['Sign in to save', '#status']);
    expect(strip().querySelector('.status-strip__list')!.getAttribute('data-layout')).toBe('carousel');
  });

  it('showAllProducts: off, sold-out products are left out of recently viewed and popular today (the next ones fill in); on, all show', async () => {
    server.use(productsBatchHandler((req) => product(req.id, { available: Number(req.id) !== 2 && Number(req.id) !== 22 })));
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 2, 3, 4]));
    mount('<status-collection-strip show-titles="true" product-amount="3"></status-collection-strip>');
    await vi.waitFor(() => expect(titles()).toEqual(['Product 1', 'Product 3', 'Product 4']));
    storeSession();
    mount('<status-collection-strip type="popularToday" show-titles="true"></status-collection-strip>');
    await vi.waitFor(() => expect(titles()).toEqual(['Product 21', 'Product 23']));
    mount('<status-collection-strip show-titles="true" product-amount="3"></status-collection-strip>', initData({ settings: { ...settings(), showAllProducts: { isActive: true } } }));
    await vi.waitFor(() => expect(titles()).toEqual(['Product 1', 'Product 2', 'Product 3']));
  });

  it('a customer gets "View all" to the list; popular today comes from POST /init/for-you with a session; hearts on cards', async () => {
    storeSession();
    mount('<status-collection-strip type="popularToday" carousel="false" wishlist-button="true"></status-collection-strip>', initData({ customerId: '77' }));
    await vi.waitFor(() => expect(strip().querySelectorAll('.status-card')).toHaveLength(3));
    const action = strip().querySelector<HTMLAnchorElement>('.status-strip__action')!;
    expect([action.textContent, action.getAttribute('href'), action.getAttribute('aria-label')]).toEqual(['View all', '#status-collection:popularToday', 'View all Popular today']);
    expect(strip().querySelector('img')!.alt).toBe('Product 21'); // no titles shown: the image names the product
    expect(strip().querySelectorAll('status-favorite-toggle[product-id="21"][product-title="Product 21"]')).toHaveLength(1);
    expect(requests.filter((r) => r === 'POST /init/for-you')).toHaveLength(1);
  });

  it('without a session: popular today asked without a token (no sign-in), recently viewed asks nothing, hide-if-empty hides', async () => {
    const auth: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/init/for-you' && auth.push(request.headers.get('authorization')));
    server.events.on('request:start', listen);
    mount('<status-collection-strip type="popularToday" show-titles="true"></status-collection-strip>');
    await vi.waitFor(() => expect(titles()).toEqual(['Product 21', 'Product 22', 'Product 23']));
    expect(auth).toEqual([null]);
    expect(localStorage.getItem('status:auth')).toBeNull();
    requests = [];
    mount('<status-collection-strip type="recentlyViewed"></status-collection-strip>');
    await vi.waitFor(() => expect(strip().querySelector('.status-strip__empty')?.textContent).toBe('Products you look at in the store show up here.'));
    mount('<status-collection-strip type="wishlist" hide-if-empty="true"></status-collection-strip>');
    await vi.waitFor(() => expect(strip().hidden).toBe(true));
    expect(strip().childElementCount).toBe(0);
    expect(requests).toEqual([]);
    server.events.removeListener('request:start', listen);
  });

  it('favorites follow the shared list; a type whose settings group is off is hidden', async () => {
    storeSession();
    saved = [item('id-11', 11)];
    mount('<status-collection-strip type="wishlist" show-titles="true"></status-collection-strip>');
    await vi.waitFor(() => expect(titles()).toEqual(['Product 11']));
    window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '12', variantId: null, saved: true } }));
    await vi.waitFor(() => expect(titles()).toEqual(['Product 12', 'Product 11']));
    mount('<status-collection-strip type="savedFromCart"></status-collection-strip>', initData({ settings: { saved: { isActive: false } } }));
    await vi.waitFor(() => expect(strip().hidden).toBe(true));
  });

  it('a strip below the screen loads its code and products only when it comes within 200 px of view', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, ...(options ? { options } : {}), targets: this.targets });
      }
      observe(target: Element) { this.targets.push(target); }
      disconnect() { this.targets.length = 0; }
    });
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 3]));
    mount('<status-collection-strip show-titles="true"></status-collection-strip>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(strip().childElementCount).toBe(0); // the reserved box only
    expect(requests).toEqual([]);
    const [watcher] = observed;
    expect(watcher!.options?.rootMargin).toBe('200px 0px');
    expect(watcher!.targets).toEqual([strip()]);
    watcher!.callback([{ isIntersecting: true, target: strip() } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await vi.waitFor(() => expect(titles()).toEqual(['Product 1', 'Product 3']));
    expect(requests).toEqual(['POST /products/batch']);
    expect(watcher!.targets).toEqual([]); // watched once
    vi.unstubAllGlobals();
  });
});
