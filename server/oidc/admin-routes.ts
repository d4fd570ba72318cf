// The merchant's view of the shop's identity provider: the values to paste into Shopify's admin (discovery URL,
// client id and secret) and the redirect URIs Shopify shows there. Under /admin/*, so the merchant admin's
// authentication (routes/admin.ts: the admin token or the shop's session token) runs first.
import type { Hono } from 'hono';
import type { ApiDeps } from '../context';
import { requireShop } from '../context';
import { HttpError } from '../errors';
import { getShopClient, saveShopClient, type ShopClient } from './clients';
import type { OidcService } from './provider';

export function oidcAdminRoutes(app: Hono, deps: ApiDeps, oidc: OidcService, encryptionKey: Buffer): void {
  const view = (shopId: string, client: ShopClient | null) => ({
    shopId,
    issuer: oidc.issuer,
    discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
    clientId: client?.clientId ?? null,
    clientSecret: client?.clientSecret ?? null,
    redirectUris: client?.redirectUris ?? [],
    postLogoutRedirectUris: client?.postLogoutRedirectUris ?? [],
  });

  app.get('/admin/shops/:shopId/identity-provider', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    return c.json(view(shop.shopId, await getShopClient({ db: deps.db, encryptionKey }, shop.shopId)));
  });

  // `{ data: { redirectUris, postLogoutRedirectUris?, rotateSecret? } }`: makes the client on first use.
  app.put('/admin/shops/:shopId/identity-provider', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    const body = (await c.req.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
    const data = body?.data;
    const list = (value: unknown, field: string): string[] => {
      if (value === undefined) return [];
      if (!Array.isArray(value) || value.length > 10 || !value.every((v) => typeof v === 'string' && v.length <= 2000)) {
        throw new HttpError(400, 'invalid_request', `data.${field}: a list of at most 10 URLs`);
      }
      return value as string[];
    };
    if (!data || typeof data !== 'object') throw new HttpError(400, 'invalid_request', 'body: { data: { redirectUris, postLogoutRedirectUris?, rotateSecret? } }');
    const redirectUris = list(data.redirectUris, 'redirectUris');
    if (redirectUris.length === 0) throw new HttpError(400, 'invalid_request', "data.redirectUris: Shopify's callback URL, at least one");
    try {
      const client = await saveShopClient({ db: deps.db, encryptionKey }, shop.shopId, {
        redirectUris,
        postLogoutRedirectUris: list(data.postLogoutRedirectUris, 'postLogoutRedirectUris'),
        rotateSecret: data.rotateSecret === true,
      });
      return c.json(view(shop.shopId, client));
    } catch (error) {
      throw new HttpError(400, 'invalid_request', (error as Error).message);
    }
  });
}
