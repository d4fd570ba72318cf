// Picks the shop of a request: `?shop=<id>` switches and is remembered in a cookie, otherwise the cookie,
// otherwise the default shop. Then reads that shop's customer session and the share-preview flag.
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getShop } from '../catalog/index.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { sessionCookieName } from './session.ts';

export const SHOP_COOKIE = 'devstore_shop';
/** Shopify previews a theme via `?preview_theme_id=…` and keeps it in this cookie while browsing. */
export const PREVIEW_COOKIE = 'preview_theme_id';

const cookieOptions = { path: '/', httpOnly: true, sameSite: 'Lax' } as const;

export function shopContext(config: StorefrontConfig): MiddlewareHandler<StorefrontEnv> {
  return async (c, next) => {
    const requested = c.req.query('shop');
    const remembered = getCookie(c, SHOP_COOKIE);
    let shop = await getShop(config.db, requested ?? remembered ?? config.defaultShopId);
    if (!shop && requested) {
      return c.text(`Unknown shop '${requested}'. Try ?shop=${config.defaultShopId}.`, 404);
    }
    // A stale cookie (shop removed) falls back to the default shop.
    shop ??= await getShop(config.db, config.defaultShopId);
    if (!shop) return c.text(`Default shop '${config.defaultShopId}' is missing from the database.`, 500);
    if (requested && requested !== remembered) setCookie(c, SHOP_COOKIE, shop.shopId, cookieOptions);

    const session = config.sessions.decode(getCookie(c, sessionCookieName(shop.shopId)));
    c.set('shop', shop);
    c.set('session', session && session.shopId === shop.shopId ? session : null);
    c.set('sharePreview', sharePreview(c.req.query('preview_theme_id'), getCookie(c, PREVIEW_COOKIE), (value) => {
      if (value) setCookie(c, PREVIEW_COOKIE, value, cookieOptions);
      else deleteCookie(c, PREVIEW_COOKIE, { path: '/' });
    }));
    await next();
  };
}

/** `?preview_theme_id=123` turns preview on (remembered), `?preview_theme_id=` turns it off. */
function sharePreview(query: string | undefined, cookie: string | undefined, remember: (value: string) => void): boolean {
  if (query === undefined) return Boolean(cookie);
  remember(query);
  return query !== '';
}
