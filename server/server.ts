// Starts the reference API on 127.0.0.1 (port 0 = a free port). The storefront, start.ts and tests use it.
// With the Auth emulator it accepts unsigned tokens, so it refuses to listen anywhere but 127.0.0.1 then and says
// so in its log; without one (a real project id) it verifies every token's signature (server/auth/admin.ts).
import { type GiftCardProvider, httpGiftCardProvider } from './gift-cards';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { settingsSchemas } from './admin/settings-schemas';
import { createAuthAdmin } from './auth/admin';
import type { Credential } from 'firebase-admin/app';
import type { Db } from './db/types';
import type { Commerce, CommerceForShop } from './commerce/types';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { createApiApp } from './app';
import { createShopifyApp, type ShopifyAppOptions } from './shopify-app';
import { HttpError } from './errors';
import type { ApiDeps } from './context';
import { type OnEmail, storeMail } from './inbox';
import { createMailSender } from './mail';
import { DEFAULT_STORAGE_LIMITS, type StorageLimits } from './limits';
import { createRateLimiter, type RateLimits } from './rate-limit';
import { createSchemaRegistry } from './validate';
import { backfillAtStart } from './products';
import { createApiOidc, createServerWithOidc } from './oidc/mount';
import { oidcAdminRoutes } from './oidc/admin-routes';
import type { OidcOptions } from './oidc/provider';

export interface StartApiOptions {
  /**
   * The app's API secret app proxy signatures are checked with. Default DEV_APP_PROXY_SECRET with the Auth
   * emulator; required without it (authEmulatorHost null), where the public development secret is refused.
   */
  appProxySecret?: string;
  db: Db;
  port?: number;
  /** Origins allowed by CORS, e.g. ['http://127.0.0.1:3000']. */
  storefrontOrigins: string[];
  /**
   * '127.0.0.1:PORT' of the Auth emulator, whose unsigned tokens are then accepted (only when bound to
   * 127.0.0.1). null: production, every token's signature is verified against Google's keys.
   */
  authEmulatorHost: string | null;
  /** A demo-* project with the emulator; a real Firebase project id without it. */
  projectId: string;
  /** Interface to listen on (default 127.0.0.1); anything else is refused with the emulator. */
  hostname?: string;
  /**
   * Production verification: signing certificates URL (default Google's), the longest wait (default 5 s), and
   * the service account's credential (`cert()`, server/main.ts) that mints custom tokens.
   */
  identity?: { publicKeysUrl?: string; verifyTimeoutMs?: number; credential?: Credential };
  /** Overrides of the rate limits (rate-limit.ts DEFAULT_LIMITS, README "Limits"). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides of the storage limits (limits.ts DEFAULT_STORAGE_LIMITS, README "Limits"). */
  storageLimits?: Partial<StorageLimits>;
  /** One reverse proxy in front that appends the client's address to X-Forwarded-For (default false: the socket's). */
  trustProxy?: boolean;
  /** Start-up lines (how tokens are verified). Default console.log. */
  log?: (line: string) => void;
  /** Base URL of a shop's storefront, for Multipass URLs, magic links, images and product URLs. */
  storefrontUrl: (shopId: string) => string;
  /** The gift-card provider (default: the storefront's sample provider over HTTP). */
  giftCards?: GiftCardProvider;
  /** Without `mail`: every email lands in the inbox table, and this sees it too (console, tests). */
  onEmail?: OnEmail;
  /**
   * Login codes and magic links go out over SMTP (server/mail.ts): `smtpUrl` as `smtp://user:pass@host:port`
   * (`smtps://` for TLS from the start), `from` the sender's address (`MAIL_FROM`); the shop's name is its
   * display name. Without it mails only land in the inbox table (tests that need no mail server).
   */
  mail?: { smtpUrl: string; from: string };
  /**
   * The store behind each shop (server/commerce): its Shopify domain and Admin access token make a Commerce; the
   * devstore passes the stand-in's (devstore/shopify-admin/commerce.ts). Called once per shop. Without it the
   * order routes answer 503 store_not_connected.
   */
  commerce?: CommerceForShop;
  /**
   * When shops never backfilled get their products from the store at start: 'before-listening' (the default with
   * the Auth emulator: the devstore and tests) or 'background' (the default in production).
   */
  productBackfill?: 'before-listening' | 'background';
  /** Clock for expiry checks; tests move it forward. Default: the real time. */
  now?: () => Date;
  /** Bearer token of the merchant admin's calls (/admin/*); without one they all answer 401. */
  adminToken?: string;
  /**
   * The Shopify app (key, secret, the key sealing Admin API tokens): POST /shopify/install exchanges a session
   * token for the shop's offline token, and the merchant calls accept session tokens (routes/shopify-install.ts).
   */
  shopifyApp?: ShopifyAppOptions;
  /** Status as an OpenID Connect provider under /oidc (server/oidc, README "Identity provider (OpenID Connect)"). */
  oidc?: OidcOptions;
}

/**
 * The app proxy secret to verify signatures with. The devstore's default is public (it is in this repository), so
 * anyone could sign requests with it: only the emulator's development setup may use it; a production
 * configuration (no authEmulatorHost) must be given the app's own secret.
 */
function checkedAppProxySecret(secret: string | undefined, authEmulatorHost: string | null): string {
  if (authEmulatorHost) return secret ?? DEV_APP_PROXY_SECRET;
  if (secret === undefined || secret.trim() === '' || secret === DEV_APP_PROXY_SECRET) {
    throw new Error(
      `Refusing to start: appProxySecret ${secret === DEV_APP_PROXY_SECRET ? "is the devstore's public DEV_APP_PROXY_SECRET" : 'is not set (or blank)'}. Without the Auth emulator (authEmulatorHost null) the API verifies app proxy signatures with the Status app's own API secret: pass it as startApi({ appProxySecret }).`,
    );
  }
  return secret;
}

export interface ApiServer {
  url: string;
  /**
   * Stops accepting connections. With `graceMs`, requests in flight get that long to finish (idle keep-alive
   * sockets close at once); without, every connection closes now.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export async function startApi(opts: StartApiOptions): Promise<ApiServer> {
  const hostname = opts.hostname ?? '127.0.0.1';
  const log = opts.log ?? ((line: string) => console.log(line));
  if (opts.authEmulatorHost && hostname !== '127.0.0.1') {
    throw new Error(
      `Refusing to listen on ${hostname}: with the Auth emulator (${opts.authEmulatorHost}) the API accepts unsigned ID tokens, so it listens on 127.0.0.1 only. Use a real project id without authEmulatorHost to serve others.`,
    );
  }
  const appProxySecret = checkedAppProxySecret(opts.appProxySecret, opts.authEmulatorHost);
  // A MAIL_FROM that is no address fails the start, not the first sign-in.
  const mailer = opts.mail ? createMailSender(opts.mail) : null;
  const auth = createAuthAdmin({ projectId: opts.projectId, emulatorHost: opts.authEmulatorHost, ...opts.identity });
  const now = opts.now ?? (() => new Date());
  // One Commerce (one Shopify client) per shop, made on the shop's first store call.
  const commerceByShop = new Map<string, Commerce>();
  const deps: ApiDeps = {
    db: opts.db,
    auth,
    schemas: createSchemaRegistry(),
    storefrontUrl: opts.storefrontUrl,
    giftCards: opts.giftCards ?? httpGiftCardProvider(opts.storefrontUrl),
    now,
    commerce(shop) {
      if (!opts.commerce) throw new HttpError(503, 'store_not_connected', `The shop '${shop.shopId}' has no store connected yet. Please try again later.`);
      let commerce = commerceByShop.get(shop.shopId);
      if (!commerce) commerceByShop.set(shop.shopId, (commerce = opts.commerce(shop)));
      return commerce;
    },
    limiter: createRateLimiter(opts.db, now, opts.rateLimits),
    storage: { ...DEFAULT_STORAGE_LIMITS, ...opts.storageLimits },
    trustProxy: opts.trustProxy ?? false,
    appProxySecret,
    async sendMail(mail) {
      if (mailer) return mailer.send(mail);
      await storeMail(opts.db, mail);
      try {
        opts.onEmail?.({ to: mail.to, subject: mail.subject, text: mail.text, link: mail.link, code: mail.code });
      } catch (error) {
        console.error('[devstore api] onEmail failed:', error); // a broken listener must not fail the sign-in
      }
    },
  };
  // Products are served from our table: a shop never backfilled gets its products from the store (server/products.ts),
  // before the first request in the devstore and tests, beside the first requests in production (a large shop's
  // backfill takes minutes; its batches answer what is stored so far).
  if (opts.commerce) {
    const backfill = backfillAtStart(deps, log).catch((error: unknown) => log(`[devstore api] products backfill at start failed: ${(error as Error).message}`));
    const when = opts.productBackfill ?? (opts.authEmulatorHost ? 'before-listening' : 'background');
    if (when === 'before-listening') await backfill;
  }
  // Compile every schema now: a broken schema fails the start, not the first request.
  for (const name of deps.schemas.names) deps.schemas.get(name);
  // The settings schemas load on the first admin call: most API servers (tests) never get one.
  const admin = {
    token: opts.adminToken,
    schemas: settingsSchemas,
    storefrontOrigins: opts.storefrontOrigins.map((o) => new URL(o).origin),
    // Development: the Auth emulator (never in production, server/config.ts refuses it) and no NODE_ENV=production.
    localPluginUrls: !!opts.authEmulatorHost && process.env.NODE_ENV !== 'production',
    ...(opts.shopifyApp ? { shopify: createShopifyApp(opts.shopifyApp) } : {}),
  };
  const app = createApiApp(deps, opts.storefrontOrigins, admin);
  const oidc = opts.oidc ? createApiOidc(opts.oidc, deps, opts.storefrontOrigins, opts) : null;
  if (oidc && opts.oidc) oidcAdminRoutes(app, deps, oidc, opts.oidc.encryptionKey);

  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname, ...(oidc ? { createServer: createServerWithOidc(oidc) } : {}) }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await auth.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  oidc?.listening(`http://127.0.0.1:${port}`);
  log(
    opts.authEmulatorHost
      ? `[devstore api] ID tokens verified against the Auth emulator at ${opts.authEmulatorHost}: unsigned tokens are accepted, so the API listens on 127.0.0.1 only`
      : `[devstore api] ID tokens verified with their signatures for project ${opts.projectId}`,
  );

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    close({ graceMs = 0 } = {}) {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
          // Keep-alive sockets would hold close() open: each closes as soon as it is idle (its request answered),
          // and whatever is still busy when the grace ends is cut.
          const idle = graceMs > 0 ? setInterval(() => http.closeIdleConnections?.(), 50) : undefined;
          const cut = setTimeout(() => http.closeAllConnections?.(), graceMs);
          server.close(() => {
            clearInterval(idle);
            clearTimeout(cut);
            resolve();
          });
          http.closeIdleConnections?.();
        });
        await auth.close();
      })();
      return closing;
    },
  };
}
