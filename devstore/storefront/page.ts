// Renders a full storefront page for the request's shop: gathers what the layout and init data need
// (customer, cart count, nav collections, other shops) so route handlers only write their main content.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { collections, listShops } from '../catalog/index.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { loadCustomer } from './customers.ts';
import { messagesFor, type Messages } from './i18n.ts';
import { buildInitData } from './init-data.ts';
import { layout, type Html } from './layout.ts';

export const CART_COOKIE = 'cart';

/**
 * A store with a strict Content-Security-Policy (issue 12): `?csp=strict` serves every page with it (kept in
 * a cookie while browsing, so the shop login's round trip keeps it), `?csp=off` ends it. No 'unsafe-eval',
 * no 'unsafe-inline' for scripts: the widget must run on what it loads from the store's origin.
 */
export const CSP_COOKIE = 'devstore_csp';
export const STRICT_CSP = "script-src 'self'; object-src 'none'; base-uri 'self'";

function strictCsp(c: Context<StorefrontEnv>): boolean {
  const query = c.req.query('csp');
  if (query === undefined) return getCookie(c, CSP_COOKIE) === 'strict';
  if (query === 'strict') setCookie(c, CSP_COOKIE, 'strict', { path: '/', httpOnly: true, sameSite: 'Lax' });
  else deleteCookie(c, CSP_COOKIE, { path: '/' });
  return query === 'strict';
}

/** The collections linked from the header; the rest are listed on the home page. */
const NAV_HANDLES = ['apparel', 'home', 'kitchen', 'outdoors', 'all'];
const navCollections = collections.filter((c) => NAV_HANDLES.includes(c.handle));

export interface PageOptions {
  title: string | ((t: Messages) => string);
  body: (t: Messages) => Html;
  page?: { productId?: number | null; collectionId?: number | null };
  status?: 200 | 401 | 404 | 422;
}

export async function renderPage(c: Context<StorefrontEnv>, config: StorefrontConfig, options: PageOptions) {
  const shop = c.get('shop');
  const session = c.get('session');
  const t = messagesFor(shop.locale);
  const [customer, shops] = await Promise.all([
    session ? loadCustomer(config.db, shop.shopId, session.customerId) : null,
    listShops(config.db),
  ]);
  const cart = config.carts.find(getCookie(c, CART_COOKIE), shop.shopId);
  const initData = buildInitData(config, {
    shop,
    customer,
    ...(options.page ? { page: options.page } : {}),
    sharePreview: c.get('sharePreview'),
  });
  const strict = strictCsp(c);
  if (strict) c.header('Content-Security-Policy', STRICT_CSP);
  const markup = await layout({
    strictCsp: strict,
    // `?widget=off`: the same page without the widget's script (and its init data), as the theme would be
    // without the app: the bench's Lighthouse comparison (tests/bench/lighthouse.ts). Its markup (theme
    // elements, their reserved sizes) stays, inert.
    widgetScript: c.req.query('widget') !== 'off',
    title: typeof options.title === 'function' ? options.title(t) : options.title,
    shopName: shop.name,
    locale: shop.locale,
    t,
    initData,
    cartCount: cart ? config.carts.itemCount(cart) : 0,
    collections: navCollections,
    shops: shops.map((s) => ({ shopId: s.shopId, name: s.name })),
    currentShopId: shop.shopId,
    sharePreview: c.get('sharePreview'),
    body: options.body(t),
  });
  return c.html(markup, options.status ?? 200);
}
