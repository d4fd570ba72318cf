// POST /shopify/install: the embedded app's first call after Shopify installed it in a shop. The caller sends the
// App Bridge session token as `Authorization: Bearer <session token>`; the server verifies it (shopify-app.ts),
// exchanges it at Shopify for the shop's offline Admin API token (expiring, with its refresh token) and keeps
// both sealed in shop_connections (connectShop). Calling it again (a reinstall, or every time the app opens) replaces the token; the shop's
// storefront URL stays what it was (first install: the API's storefrontUrl for the shop).
import type { Context, Hono } from 'hono';
import type { ApiDeps } from '../context';
import { HttpError } from '../errors';
import { connectShop } from '../shop-connections';
import type { MerchantSession, ShopifyApp } from '../shopify-app';
import { missingScopes } from '../shopify-scopes';

/** The bearer of a merchant call, or a 401 saying what to send. */
export function bearerToken(c: Context, what: string): string {
  const header = c.req.header('authorization');
  if (!header) throw new HttpError(401, 'unauthenticated', `Authorization: send "Bearer <${what}>"`);
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  if (!match) throw new HttpError(401, 'unauthenticated', `Authorization: must be "Bearer <${what}>"`);
  return match[1]!;
}

export interface InstallResult {
  shopId: string;
  shopDomain: string;
  /** false: the shop had a connection already, whose token this one replaced. */
  firstInstall: boolean;
  scopes: string[];
  /** Scopes some Admin API call needs that the shop did not grant (empty when all are granted). */
  missingScopes: string[];
}

export function shopifyInstallRoutes(app: Hono, deps: ApiDeps, shopify: ShopifyApp): void {
  app.post('/shopify/install', async (c) => {
    c.header('Cache-Control', 'no-store');
    const sessionToken = bearerToken(c, 'Shopify session token');
    const session: MerchantSession = await shopify.verifySessionToken(sessionToken);
    const { scopes, ...tokens } = await shopify.exchangeOffline(session, sessionToken);
    const [existing] = await deps.db.query<{ storefront_url: string }>('select storefront_url from shop_connections where shop_id = $1', [session.shopId]);
    await connectShop(deps.db, shopify.options.encryptionKey, {
      shopId: session.shopId,
      ...tokens,
      storefrontUrl: existing?.storefront_url ?? deps.storefrontUrl(session.shopId),
    });
    const missing = [...missingScopes(scopes).keys()];
    if (missing.length) console.warn(`[status api] ${session.shopDomain} installed without ${missing.join(', ')}: the calls needing them will fail`);
    const result: InstallResult = { shopId: session.shopId, shopDomain: session.shopDomain, firstInstall: !existing, scopes, missingScopes: missing };
    return c.json(result);
  });
}
