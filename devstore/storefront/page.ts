// Renders a full storefront page for the request's shop: gathers what the layout and init data need
// (customer, cart count, nav collections, other shops) so route handlers only write their main content.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { collections, listShops } from '../catalog/index.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { loadCustomer } from './customers.ts';
import { messagesFor, type Messages } from './i18n.ts';
import { layout, type Html } from './layout.ts';
import { requiresConsent } from './customer-privacy.ts';
import { renderAppOutput, type AppOutput } from './theme/app-output.ts';
import { liquidObjects, type PageObjectsInput } from './theme/shopify-objects.ts';

export const CART_COOKIE = 'cart';

/**
 * A store with a strict Content-Security-Policy: `?csp=strict` serves every page with it (kept in
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
  /** `app` holds what the Status app adds, rendered from the extension's Liquid: the blocks of each area. */
  body: (t: Messages, app: AppOutput) => Html;
  /** Shopify's request.page_type (index, product, collection, cart, …): which areas' app blocks render. Default 'page'. */
  template?: string;
  product?: PageObjectsInput['product'];
  collection?: PageObjectsInput['collection'];
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
  const strict = strictCsp(c);
  if (strict) c.header('Content-Security-Policy', STRICT_CSP);
  // The app's part of the page (embed and blocks) comes from shopify/extensions/status-theme, as on Shopify.
  const objects = liquidObjects(config, {
    shop,
    customer,
    pageType: options.status === 404 ? '404' : (options.template ?? 'page'),
    path: c.req.path,
    product: options.product ?? null,
    collection: options.collection ?? null,
    sharePreview: c.get('sharePreview'),
  });
  const app = await renderAppOutput(config.extension, config.theme, objects, { strictCsp: strict });
  const markup = await layout({
    title: typeof options.title === 'function' ? options.title(t) : options.title,
    shopName: shop.name,
    locale: shop.locale,
    t,
    // `?widget=off`: the same page without the app embed (init data, loader, the elements' reserved sizes), as the
    // theme would be with the app's embed switched off: the bench's Lighthouse comparison (tests/bench/lighthouse.ts).
    appEmbed: c.req.query('widget') === 'off' ? '' : app.embed,
    headerAppBlocks: app.area('header'),
    cartCount: cart ? config.carts.itemCount(cart) : 0,
    collections: navCollections,
    shops: shops.map((s) => ({ shopId: s.shopId, name: s.name })),
    currentShopId: shop.shopId,
    sharePreview: c.get('sharePreview'),
    consentRequired: requiresConsent(shop.countryCode),
    body: options.body(t, app),
  });
  return c.html(markup, options.status ?? 200);
}
