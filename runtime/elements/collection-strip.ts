// <status-collection-strip type product-amount heading-alignment carousel show-titles wishlist-button
// hide-if-empty [heading]>: a product strip the theme places.
// Defaults: type recentlyViewed, 4 products (at most 12; recently viewed shows 8 at most), heading on the left,
// a carousel unless carousel="false", titles and hearts only when "true", hidden when empty only when
// hide-if-empty="true". The header's link: 'View all' to the list's page for a signed-in customer, 'Sign in to
// save' to #status for a guest. Cards are plain DOM (image, title, price in the shop's currency),
// with the geometry element-styles.ts reserved, so filling the strip moves nothing.
//
// Lists: recently viewed is this browser's (runtime/dom/recently-viewed.ts, the open product left out), then
// the API's (POST /init/for-you, with a session); popular today comes from POST /init/for-you (answered to a
// guest without a session too); favorites are the page's shared list; saved from cart is
// POST /saved/cart/items. Product data comes through the batching client. Recently viewed and popular today
// leave out products that are not available (sold out) unless the merchant turned on `showAllProducts`
// (docs/decisions.md); the shopper's own lists (favorites, saved from cart) always show everything.
// Its own chunk (build/elements.ts), imported by index.ts when a strip comes near the screen, with the
// batching product client and the strips' rules (look.ts): a page whose strips stay below the fold loads neither.
import type { ApiClient } from '../api/client.ts';
import type { ProductData } from '../api/product-types.ts';
import { createProductClient, type ProductClient } from '../api/products.ts';
import { addLook, STRIP_LOOK_CSS } from './look.ts';
import { readRecentlyViewed, RECENTLY_VIEWED_SHOWN } from '../dom/recently-viewed.ts';
import { productPrice } from '../dom/price.ts';
import { pluginOn, readPageData } from '../dom/page-data.ts';
import { usableStorage } from '../dom/storage.ts';
import type { ShopLocale } from '../types.ts';
import { safeUrl } from '../url-policy.ts';
import type { ElementsContext } from './context.ts';
import type { Cleanup } from './favorite.ts';
import type { MessageKey } from './messages.ts';

type Id = string | number;
export type StripType = 'recentlyViewed' | 'popularToday' | 'wishlist' | 'savedFromCart';

interface TypeInfo {
  heading: MessageKey;
  empty: MessageKey;
  /** The list's page in the panel. */
  hash: string;
  /** Settings group that turns the list on, and its default. */
  group?: [string, boolean];
  max: number;
  /** A suggestion (not the shopper's own list): follows showAllProducts. */
  suggestion?: boolean;
}

const TYPES: Record<StripType, TypeInfo> = {
  recentlyViewed: { heading: 'recentlyViewed', empty: 'emptyRecentlyViewed', hash: '#status-collection:recentlyViewed', max: RECENTLY_VIEWED_SHOWN, suggestion: true },
  popularToday: { heading: 'popularToday', empty: 'emptyPopularToday', hash: '#status-collection:popularToday', group: ['popularToday', true], max: 12, suggestion: true },
  wishlist: { heading: 'wishlist', empty: 'emptyWishlist', hash: '#status-favorites', group: ['wishlist', false], max: 12 },
  savedFromCart: { heading: 'savedFromCart', empty: 'emptySavedFromCart', hash: '#status-saved-from-cart', group: ['saved', false], max: 12 },
};

/** The API's POST, through the elements' identity and API client (imported with the first call). */
const apiOf = (ctx: ElementsContext): Pick<ApiClient, 'post'> => ({
  post: (path, payload, opts) => ctx.session().then(({ api }) => api.post(path, payload, opts)),
});

/** Whether a settings group turns a strip's type on (the registry's rule, pluginOn). */
const settingActive = (ctx: ElementsContext, group: string, byDefault: boolean): boolean =>
  pluginOn({ activeBy: group, activeByDefault: byDefault }, ctx.settings);

const clients = new WeakMap<ElementsContext, ProductClient>();
/** The page's batching product client (one per elements context), made with its first strip. */
function productsOf(ctx: ElementsContext): ProductClient {
  let client = clients.get(ctx);
  if (!client) {
    const storage = usableStorage(globalThis);
    clients.set(ctx, (client = createProductClient(apiOf(ctx), storage ? { storage } : {})));
  }
  return client;
}

export const STRIP_TEXTS = {
  signInToSave: 'Sign in to save',
  viewAll: 'View all',
  viewAllOf: 'View all {heading}',
  /** A carousel's arrows. */
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading products',
  recentlyViewed: 'Recently viewed',
  popularToday: 'Popular today',
  wishlist: 'Favorites',
  savedFromCart: 'Saved from cart',
  emptyRecentlyViewed: 'Products you look at in the store show up here.',
  emptyPopularToday: 'Nothing here yet. Check back later.',
  emptyWishlist: 'Save products with the heart and find them here.',
  emptySavedFromCart: 'Items you add to your cart are kept here.',
};

export const DEFAULT_PRODUCT_AMOUNT = 4;
export const MAX_PRODUCT_AMOUNT = 12;

export interface StripOptions {
  type: StripType;
  productAmount: number;
  headingAlignment: 'left' | 'center' | 'right';
  carousel: boolean;
  showTitles: boolean;
  wishlistButton: boolean;
  hideIfEmpty: boolean;
  heading: string | null;
}

/** The element's attribute rules (defaults and limits above). */
export function stripOptions(element: Element): StripOptions {
  const attr = (name: string) => element.getAttribute(name);
  const type = attr('type');
  const amount = Number.parseInt(attr('product-amount') ?? '', 10);
  const alignment = attr('heading-alignment');
  return {
    type: type && type in TYPES ? (type as StripType) : 'recentlyViewed',
    productAmount: Number.isFinite(amount) && amount > 0 ? Math.min(amount, MAX_PRODUCT_AMOUNT) : DEFAULT_PRODUCT_AMOUNT,
    headingAlignment: alignment === 'center' || alignment === 'right' ? alignment : 'left',
    carousel: attr('carousel') !== 'false',
    showTitles: attr('show-titles') === 'true',
    wishlistButton: attr('wishlist-button') === 'true',
    hideIfEmpty: attr('hide-if-empty') === 'true',
    heading: attr('heading')?.trim() || null,
  };
}

const same = (a: Id, b: Id | null | undefined): boolean => b !== null && b !== undefined && String(a) === String(b);
const unique = (ids: Id[]): Id[] => ids.filter((id, at) => ids.findIndex((other) => same(other, id)) === at);

const ids = (value: unknown): Id[] => (Array.isArray(value) ? value.filter((id): id is Id => typeof id === 'string' || typeof id === 'number') : []);

interface ApiLists {
  /** POST /init/for-you once per page (without a session: popular today only); null on failure. */
  forYou?: Promise<{ recentlyViewed: Id[]; popularToday: Id[] } | null>;
  /** POST /saved/cart/items once per page, only with a session. */
  savedFromCart?: Promise<Id[]>;
}
const apiLists = new WeakMap<ElementsContext, ApiLists>();

/** The page's lists from the API, asked once per page by all its strips (again after a sign-in or sign-out). */
function listsOf(ctx: ElementsContext): ApiLists {
  let lists = apiLists.get(ctx);
  if (!lists) {
    apiLists.set(ctx, (lists = {}));
    const forget = (): void => void apiLists.set(ctx, {});
    globalThis.addEventListener?.('status:login', forget);
    globalThis.addEventListener?.('status:logout', forget);
  }
  return lists;
}

function forYou(ctx: ElementsContext): NonNullable<ApiLists['forYou']> {
  // No session needed: the API answers a visitor without one popular today (no login).
  return (listsOf(ctx).forYou ??= apiOf(ctx)
    .post<{ recentlyViewed?: unknown; popularToday?: unknown }>('/init/for-you')
    .then((answer) => ({ recentlyViewed: ids(answer?.recentlyViewed), popularToday: ids(answer?.popularToday) }))
    .catch(() => null));
}

function savedFromCart(ctx: ElementsContext): Promise<Id[]> {
  if (!ctx.hasSession()) return Promise.resolve([]);
  return (listsOf(ctx).savedFromCart ??= apiOf(ctx)
    .post<{ items?: { productId?: unknown }[] }>('/saved/cart/items')
    .then((answer) => ids((Array.isArray(answer?.items) ? answer.items : []).map((item) => item?.productId)))
    .catch(() => []));
}

async function listIds(ctx: ElementsContext, type: StripType): Promise<Id[]> {
  switch (type) {
    case 'recentlyViewed': {
      const current = ctx.initData.page?.productId;
      const local = readRecentlyViewed(window);
      // Views on other devices: only a shopper with a session has any (no request without one).
      const remote = ctx.hasSession() ? ((await forYou(ctx))?.recentlyViewed ?? []) : [];
      return unique([...local, ...remote]).filter((id) => !same(id, current));
    }
    case 'popularToday':
      return (await forYou(ctx))?.popularToday ?? [];
    case 'wishlist':
      await ctx.favorites.ensure();
      return ctx.favorites.productIds();
    case 'savedFromCart':
      return unique(await savedFromCart(ctx));
  }
}

let headingIds = 0;

export function renderCollectionStrip(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const options = stripOptions(host);
  const info = TYPES[options.type];
  const doc = host.ownerDocument;
  const { t } = ctx;
  const products = productsOf(ctx);
  addLook(doc, 'strip', STRIP_LOOK_CSS);
  ctx.addTexts(STRIP_TEXTS);
  if (info.group && !settingActive(ctx, ...info.group)) {
    host.hidden = true;
    host.replaceChildren();
    return () => {};
  }
  const amount = Math.min(options.productAmount, info.max);
  const heading = options.heading ?? t(info.heading);

  const section = doc.createElement('section');
  section.className = 'status-strip';
  section.dataset.align = options.headingAlignment;
  const header = doc.createElement('div');
  header.className = 'status-strip__header';
  const title = doc.createElement('h2');
  title.className = 'status-strip__heading';
  title.id = `status-strip-heading-${++headingIds}`;
  title.textContent = heading;
  section.setAttribute('aria-labelledby', title.id);
  const action = doc.createElement('a');
  action.className = 'status-strip__action';
  if (ctx.isCustomer) {
    action.href = info.hash;
    action.textContent = t('viewAll');
    action.setAttribute('aria-label', t('viewAllOf', { heading }));
  } else {
    action.href = '#status';
    action.textContent = t('signInToSave');
  }
  const list = doc.createElement('ul');
  list.className = 'status-strip__list';
  list.dataset.layout = options.carousel ? 'carousel' : 'grid';
  header.append(title, action, ...(options.carousel ? carouselArrows(doc, list, t) : []));
  section.append(header, list);

  const skeleton = (): void => {
    list.setAttribute('aria-busy', 'true');
    list.setAttribute('aria-label', t('loading'));
    list.replaceChildren(
      ...Array.from({ length: amount }, () => {
        const item = doc.createElement('li');
        item.className = 'status-strip__item';
        item.setAttribute('aria-hidden', 'true');
        item.innerHTML = `<span class="status-card" data-loading><span class="status-card__media"></span>${options.showTitles ? '<span class="status-card__title"></span>' : ''}<span class="status-card__price"></span></span>`;
        return item;
      }),
    );
  };

  const card = (id: Id, data: ProductData): HTMLLIElement => {
    const item = doc.createElement('li');
    item.className = 'status-strip__item';
    const link = doc.createElement('a');
    link.className = 'status-card';
    const href = safeUrl(data.url);
    if (href) link.href = href;
    const media = doc.createElement('span');
    media.className = 'status-card__media';
    const image = safeUrl(data.image);
    if (image) {
      const img = doc.createElement('img');
      img.src = image;
      img.alt = options.showTitles ? '' : data.title;
      img.loading = 'lazy';
      img.decoding = 'async';
      img.width = 200;
      img.height = 200;
      // A broken image refreshes the product's data, then retries once with what came back.
      img.addEventListener('error', () => {
        products.refreshOnImageError({ id }, data.image).then((fresh) => {
          const next = safeUrl(fresh.image);
          if (next && next !== img.getAttribute('src')) img.src = next;
        }, () => {});
      }, { once: true });
      media.appendChild(img);
    }
    link.appendChild(media);
    if (options.showTitles) {
      const name = doc.createElement('span');
      name.className = 'status-card__title';
      name.textContent = data.title;
      link.appendChild(name);
    } else if (!image) link.setAttribute('aria-label', data.title);
    const price = doc.createElement('span');
    price.className = 'status-card__price';
    price.textContent = productPrice(data, readPageData(ctx.initData).locale as ShopLocale) ?? '';
    link.appendChild(price);
    item.appendChild(link);
    if (options.wishlistButton && ctx.wishlistActive) {
      const heart = doc.createElement('status-favorite-toggle');
      heart.setAttribute('product-id', String(id));
      heart.setAttribute('product-title', data.title);
      item.appendChild(heart);
    }
    return item;
  };

  let generation = 0;
  const fill = async (): Promise<void> => {
    const run = ++generation;
    const ids = (await listIds(ctx, options.type)).slice(0, amount * 2);
    const loaded = await Promise.allSettled(ids.map((id) => products.load({ id })));
    if (run !== generation) return;
    const hideUnavailable = info.suggestion === true && !settingActive(ctx, 'showAllProducts', false);
    const found = loaded
      .flatMap((result, at) => (result.status === 'fulfilled' && !(hideUnavailable && result.value.available === false) ? [[ids[at]!, result.value] as const] : []))
      .slice(0, amount);
    list.removeAttribute('aria-busy');
    list.removeAttribute('aria-label');
    if (found.length === 0) {
      if (options.hideIfEmpty) {
        host.hidden = true;
        host.replaceChildren();
        return;
      }
      const empty = doc.createElement('li');
      empty.className = 'status-strip__empty';
      empty.textContent = t(info.empty);
      list.dataset.empty = '';
      list.replaceChildren(empty);
    } else {
      delete list.dataset.empty;
      list.replaceChildren(...found.map(([id, data]) => card(id, data)));
    }
    host.hidden = false;
    if (!section.isConnected) host.replaceChildren(section);
  };

  // A strip that may hide shows nothing until it has products (it reserved no space); the others fill in place.
  host.hidden = false;
  if (options.hideIfEmpty) host.replaceChildren();
  else {
    skeleton();
    host.replaceChildren(section);
  }
  void fill();
  const off = options.type === 'wishlist' ? ctx.favorites.subscribe(() => void fill()) : () => {};
  return () => {
    generation++;
    off();
  };
}

/**
 * A carousel's arrows, for a mouse (a touch screen swipes; look.ts hides them where nothing hovers): each scrolls
 * by most of the visible width and is disabled at its end; both hide while the row fits.
 */
function carouselArrows(doc: Document, list: HTMLElement, t: ElementsContext['t']): HTMLButtonElement[] {
  const arrows = (['previous', 'next'] as const).map((name) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'status-strip__arrow';
    button.setAttribute('aria-label', t(name));
    button.innerHTML = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="${name === 'next' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    button.addEventListener('click', () => list.scrollBy({ left: (name === 'next' ? 1 : -1) * Math.max(120, list.clientWidth * 0.8), behavior: 'smooth' }));
    return button;
  });
  const [previous, next] = arrows as [HTMLButtonElement, HTMLButtonElement];
  const measure = (): void => {
    const fits = list.scrollWidth <= list.clientWidth + 1;
    previous.hidden = next.hidden = fits;
    previous.disabled = list.scrollLeft <= 1;
    next.disabled = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
  };
  list.addEventListener('scroll', measure, { passive: true });
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(list);
  if (typeof MutationObserver === 'function') new MutationObserver(measure).observe(list, { childList: true });
  measure();
  return arrows;
}
