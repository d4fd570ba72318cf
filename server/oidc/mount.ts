// Wiring the provider into the API's node server: requests under /oidc go to it before Hono sees them (koa
// reads the raw request body itself), and the claims' names and phone come from the shop's store customer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiDeps } from '../context';
import { requireShop } from '../context';
import { createOidcService, type OidcOptions, type OidcService, type Profile } from './provider';
import type { ShopLook } from './sign-in-page';

/** http.createServer for @hono/node-server's serve(): the provider's paths first, everything else to Hono. */
export function createServerWithOidc(oidc: OidcService): typeof createServer {
  return ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(options, (req, res) => {
      if (!oidc.handle(req, res)) listener(req, res);
    })) as typeof createServer;
}

/** The store customer of that e-mail, for given_name, family_name and phone_number; null within 3 s otherwise. */
export function storeProfile(deps: ApiDeps): (shopId: string, email: string) => Promise<Profile | null> {
  return async (shopId, email) => {
    const lookup = (async () => {
      const shop = await requireShop(deps, shopId);
      const customer = await deps.commerce(shop).customerByEmail(email);
      return customer ? { givenName: customer.firstName, familyName: customer.lastName, phone: customer.phone } : null;
    })();
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000).unref());
    return Promise.race([lookup.catch(() => null), timeout]);
  };
}

/** What the sign-in page shows of a shop: its name, language, and the widget's sign-in settings. */
export function shopLook(deps: ApiDeps): (shopId: string) => Promise<ShopLook | null> {
  return async (shopId) => {
    const shop = await requireShop(deps, shopId).catch(() => null);
    if (!shop) return null;
    const group = (key: string) => (shop.settings[key] ?? {}) as Record<string, unknown>;
    const methods = group('signInMethods');
    return {
      shopId: shop.shopId,
      name: shop.name,
      language: shop.locale.toLowerCase().startsWith('de') ? 'de' : 'en',
      // The login form's reading of the same groups (plugins/login/settings.ts).
      method: group('authMethod').method === 'magicLink' ? 'magicLink' : 'otp',
      google: methods.isActive !== false && methods.google !== false,
    };
  };
}

/**
 * The provider for the API. Against the Auth emulator the sign-in page's Firebase web config is the emulator's
 * (any API key does there), unless the options give one.
 */
export function createApiOidc(
  options: OidcOptions,
  deps: ApiDeps,
  storefrontOrigins: string[],
  identity: { projectId: string; authEmulatorHost: string | null },
): OidcService {
  const emulator = identity.authEmulatorHost ? { apiKey: 'demo-api-key', projectId: identity.projectId, emulatorUrl: `http://${identity.authEmulatorHost}` } : null;
  const firebase = options.firebase ?? emulator;
  return createOidcService(firebase ? { ...options, firebase } : options, {
    db: deps.db,
    auth: deps.auth,
    now: deps.now,
    storefrontOrigins,
    trustProxy: deps.trustProxy,
    profile: storeProfile(deps),
    shopLook: shopLook(deps),
    limitWrites: async (uid) => void (await deps.limiter.take([{ rule: 'writesPerUser', key: uid }])),
  });
}
