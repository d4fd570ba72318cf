// The Status app's side of Shopify's embedded-app auth, through Shopify's own library (@shopify/shopify-api):
// App Bridge session tokens (HS256 JWTs signed with the app's secret) are verified with
// shopify.session.decodeSessionToken, and an install exchanges one for the shop's offline Admin API token with
// shopify.auth.tokenExchange, an expiring one (an hour, with a refresh token: Shopify requires them of public
// apps), renewed with shopify.auth.refreshToken. The library's HTTP goes through its process-wide abstract fetch; each exchange runs
// with this app's own fetch (the devstore's maps https://<shop>.myshopify.com to its stand-in), production's is
// the global fetch.
import '@shopify/shopify-api/adapters/node';
import { AsyncLocalStorage } from 'node:async_hooks';
import { type ApiVersion, HttpResponseError, InvalidJwtError, LogSeverity, RequestedTokenType, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { ADMIN_API_VERSION } from './commerce/shopify/schema';
import { HttpError } from './errors';
import { type ConnectionTokens, SHOP_ID, shopDomainOf } from './shop-connections';

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

export interface ShopifyAppOptions {
  /** The app's API key (client id): a session token's `aud`. */
  apiKey: string;
  /** The app's API secret key: signs session tokens, authenticates the token exchange. */
  apiSecret: string;
  /** Seals the shops' Admin API tokens at rest (STATUS_ENCRYPTION_KEY, secret-box.ts). */
  encryptionKey: Buffer;
  /** This server's host as Shopify knows it (PUBLIC_URL's); the library requires one. Default 127.0.0.1. */
  hostName?: string;
  /** How the token exchange reaches https://<shop>.myshopify.com (default: the global fetch). */
  fetch?: FetchFn;
  /**
   * Whether the embedded admin page loads App Bridge from Shopify's CDN for its session tokens (default true).
   * false: the devstore, which opens the page outside Shopify's admin with a token it minted.
   */
  appBridge?: boolean;
}

/** What a verified session token says: whose admin (the shop) and which staff member. */
export interface MerchantSession {
  shopId: string;
  shopDomain: string;
  /** The staff member's user id (`sub`). */
  userId: string;
}

export interface ShopifyApp {
  readonly options: ShopifyAppOptions;
  /** Checks signature, expiry, audience, issuer and destination; 401 invalid_session_token otherwise. */
  verifySessionToken(token: string): Promise<MerchantSession>;
  /** Exchanges a verified session token for the shop's expiring offline access token (its granted scopes too). */
  exchangeOffline(session: MerchantSession, sessionToken: string): Promise<ConnectionTokens & { scopes: string[] }>;
  /** Renews an expiring offline token with its refresh token (connectedCommerce's `refresh`). */
  refreshOffline(shopId: string, refreshToken: string): Promise<ConnectionTokens>;
}

type LibrarySession = Awaited<ReturnType<ReturnType<typeof shopifyApi>['auth']['refreshToken']>>['session'];

function tokensOf(session: LibrarySession): ConnectionTokens {
  if (!session.accessToken) throw new Error('Shopify answered no access_token');
  return {
    accessToken: session.accessToken,
    expiresAt: session.expires ?? null,
    refreshToken: session.refreshToken ?? null,
    refreshTokenExpiresAt: session.refreshTokenExpires ?? null,
  };
}

const exchangeFetch = new AsyncLocalStorage<FetchFn>();
// The library's requests go to the fetch of the exchange that made them (AsyncLocalStorage follows its awaits).
const dispatch: FetchFn = (url, init) => (exchangeFetch.getStore() ?? globalThis.fetch)(url, init);
setAbstractFetchFunc(dispatch as Parameters<typeof setAbstractFetchFunc>[0]);

const invalid = (why: string) => new HttpError(401, 'invalid_session_token', `Authorization: the Shopify session token ${why}`);

/** A session token as a bearer: three base64url parts (the admin token is one). */
export const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

export function createShopifyApp(options: ShopifyAppOptions): ShopifyApp {
  const shopify = shopifyApi({
    apiKey: options.apiKey,
    apiSecretKey: options.apiSecret,
    hostName: options.hostName ?? '127.0.0.1',
    apiVersion: ADMIN_API_VERSION as ApiVersion,
    isEmbeddedApp: true,
    // Its start-up and session lines are not ours to print; errors still are.
    logger: { level: LogSeverity.Error },
  });

  return {
    options,
    async verifySessionToken(token) {
      if (!looksLikeJwt(token)) throw invalid('is not a JWT');
      let payload: Awaited<ReturnType<typeof shopify.session.decodeSessionToken>>;
      try {
        payload = await shopify.session.decodeSessionToken(token);
      } catch (error) {
        // The library's message quotes the whole token; only the reason is kept.
        const reason = /: ([^:]*)$/.exec((error as Error).message)?.[1] ?? (error as Error).message;
        throw invalid(`is not valid for this app (${reason.slice(0, 120)})`);
      }
      let dest: URL;
      try {
        dest = new URL(String(payload.dest));
      } catch {
        throw invalid('has no shop in `dest`');
      }
      const shopId = /^([^.]+)\.myshopify\.com$/.exec(dest.hostname)?.[1];
      if (dest.protocol !== 'https:' || !shopId || !SHOP_ID.test(shopId) || dest.pathname !== '/' || dest.port) {
        throw invalid(`names no myshopify.com shop in \`dest\` (${dest.host})`);
      }
      if (payload.iss !== `https://${dest.hostname}/admin`) throw invalid("was issued by another shop's admin (`iss` is not `dest`'s)");
      if (typeof payload.sub !== 'string' || !payload.sub) throw invalid('names no staff member (`sub`)');
      return { shopId, shopDomain: shopDomainOf(shopId), userId: payload.sub };
    },
    async exchangeOffline(session, sessionToken) {
      setAbstractFetchFunc(dispatch as Parameters<typeof setAbstractFetchFunc>[0]); // in case another import reset it
      try {
        const { session: offline } = await exchangeFetch.run(options.fetch ?? globalThis.fetch, () =>
          shopify.auth.tokenExchange({ shop: session.shopDomain, sessionToken, requestedTokenType: RequestedTokenType.OfflineAccessToken, expiring: true }),
        );
        return { ...tokensOf(offline), scopes: (offline.scope ?? '').split(',').map((s) => s.trim()).filter(Boolean) };
      } catch (error) {
        // Shopify answers 400 invalid_subject_token for a token it does not accept; anything else is its outage.
        if (error instanceof HttpResponseError && error.response.code === 400) {
          throw invalid(`was refused by Shopify's token exchange (${JSON.stringify(error.response.body).slice(0, 200)})`);
        }
        // The library checks the token again first: one that expired meanwhile is the caller's to renew.
        if (error instanceof InvalidJwtError) throw invalid('expired before the exchange');
        console.error(`[status api] token exchange for ${session.shopDomain} failed:`, (error as Error).message);
        throw new HttpError(502, 'token_exchange_failed', "Shopify's token exchange did not answer with an access token. Please try again in a moment.");
      }
    },
    async refreshOffline(shopId, refreshToken) {
      setAbstractFetchFunc(dispatch as Parameters<typeof setAbstractFetchFunc>[0]);
      try {
        const { session } = await exchangeFetch.run(options.fetch ?? globalThis.fetch, () => shopify.auth.refreshToken({ shop: shopDomainOf(shopId), refreshToken }));
        return tokensOf(session);
      } catch (error) {
        // The store calls answer 502 store_unavailable (the shop reinstalls, or opens the app, for a new token).
        const detail = error instanceof HttpResponseError ? `${error.response.code} ${JSON.stringify(error.response.body).slice(0, 200)}` : (error as Error).message;
        throw new HttpError(502, 'store_unavailable', `The store's access token could not be renewed (${detail})`);
      }
    },
  };
}
