// Wiring the provider into the API's node server: requests under /oidc go to it before Hono sees them (koa
// reads the raw request body itself), and the claims' names and phone come from the shop's store customer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiDeps } from '../context';
import { requireShop } from '../context';
import { createOidcService, type OidcOptions, type OidcService, type Profile } from './provider';

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

export function createApiOidc(options: OidcOptions, deps: ApiDeps, storefrontOrigins: string[]): OidcService {
  return createOidcService(options, {
    db: deps.db,
    auth: deps.auth,
    now: deps.now,
    storefrontOrigins,
    trustProxy: deps.trustProxy,
    profile: storeProfile(deps),
    limitWrites: async (uid) => void (await deps.limiter.take([{ rule: 'writesPerUser', key: uid }])),
  });
}
