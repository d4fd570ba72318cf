// Shopify's part of an embedded app's auth, for the devstore: App Bridge's session tokens (HS256 JWTs signed
// with the app's secret, as Shopify's admin hands them to the app's frontend) and the token exchange endpoint,
// POST https://<shop>/admin/oauth/access_token, which trades a valid session token for the shop's offline Admin
// API token (the stand-in's, so the server's GraphQL calls with it are answered): with `expiring: 1` one that
// lasts an hour and a refresh token, which grant_type refresh_token renews (and replaces). Refusals are Shopify's:
// 400 { error: 'invalid_subject_token' | 'invalid_request' | 'unsupported_grant_type', error_description },
// 401 { error: 'invalid_client' } for a wrong client id or secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { DEV_APP_PROXY_SECRET } from '../../server/app-proxy-signature';
import { appScopes } from '../../server/shopify-scopes';

/** The devstore app's API key (shopify/shopify.app.toml's client_id); its secret is DEV_APP_PROXY_SECRET. */
export const DEV_APP_API_KEY = 'status-app-client-id';
export const DEV_APP_SECRET = DEV_APP_PROXY_SECRET;
/** The devstore API's key sealing installed shops' tokens: public, like the secret (never a production key). */
export const DEV_ENCRYPTION_KEY = createHmac('sha256', 'status devstore').update('shop connections').digest();

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
/** An expiring offline token's life, and its refresh token's (Shopify's: an hour, 90 days). */
export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_S = 90 * 24 * 3600;
const ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';
const OFFLINE = 'urn:shopify:params:oauth:token-type:offline-access-token';

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface SessionTokenOptions {
  /** The shop's id, its myshopify subdomain. */
  shopId: string;
  /** The staff member (`sub`); default '1'. */
  userId?: string;
  /** Signs it; default the devstore app's secret. A wrong one plays a forged token. */
  secret?: string;
  /** `aud`; default the devstore app's key. */
  apiKey?: string;
  /** Seconds since the epoch it is issued at; default now. */
  issuedAt?: number;
  /** Seconds it is valid; default 60, as Shopify's. */
  ttlSeconds?: number;
  /** Claims to replace (iss, dest, …), for tests of tokens Shopify would not issue. */
  claims?: Record<string, unknown>;
}

/** A session token as Shopify's admin gives App Bridge: iss https://<shop>/admin, dest https://<shop>, aud, sub. */
export function mintSessionToken(options: SessionTokenOptions): string {
  const iat = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const shop = `${options.shopId}.myshopify.com`;
  const payload = {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: options.apiKey ?? DEV_APP_API_KEY,
    sub: options.userId ?? '1',
    exp: iat + (options.ttlSeconds ?? 60),
    nbf: iat,
    iat,
    jti: b64url(createHmac('sha256', 'jti').update(`${shop}:${iat}:${Math.random()}`).digest().subarray(0, 12)),
    sid: b64url(createHmac('sha256', 'sid').update(shop).digest().subarray(0, 12)),
    ...options.claims,
  };
  const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  return `${signingInput}.${b64url(createHmac('sha256', options.secret ?? DEV_APP_SECRET).update(signingInput).digest())}`;
}

/** The claims of an HS256 token signed with `secret`, or why not (Shopify checks what the library checks). */
function verifySessionToken(token: string, secret: string, apiKey: string, shopDomain: string, nowSeconds: number): string | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return 'the subject token is not a JWT';
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'the subject token is not signed with the client secret';
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'the subject token has no JSON claims';
  }
  if (claims.aud !== apiKey) return 'the subject token is for another app';
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) return 'the subject token has expired';
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds + 10) return 'the subject token is not valid yet';
  if (claims.dest !== `https://${shopDomain}`) return `the subject token is for another shop than ${shopDomain}`;
  return null;
}

export interface IssuedToken {
  shopId: string;
  accessToken: string;
  /** Milliseconds, the stand-in's clock; null: it does not expire. */
  expiresAt: number | null;
}

/** The tokens the exchange issued: each access token works until it expires; a refresh token works once. */
export class IssuedTokens {
  readonly issued: IssuedToken[] = [];
  private readonly refreshTokens = new Map<string, { shopId: string; expiresAt: number }>();
  constructor(private readonly now: () => number) {}

  issue(shopId: string, expiring: boolean) {
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    this.issued.push({ shopId, accessToken, expiresAt: expiring ? this.now() + ACCESS_TOKEN_TTL_S * 1000 : null });
    if (!expiring) return { access_token: accessToken, scope: appScopes().join(',') };
    const refreshToken = `shprt_${randomBytes(16).toString('hex')}`;
    this.refreshTokens.set(refreshToken, { shopId, expiresAt: this.now() + REFRESH_TOKEN_TTL_S * 1000 });
    return { access_token: accessToken, scope: appScopes().join(','), expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshToken, refresh_token_expires_in: REFRESH_TOKEN_TTL_S };
  }

  /** A new expiring token for a refresh token not used nor expired; the refresh token is spent. */
  refresh(refreshToken: string) {
    const entry = this.refreshTokens.get(refreshToken);
    this.refreshTokens.delete(refreshToken);
    return entry && entry.expiresAt > this.now() ? this.issue(entry.shopId, true) : null;
  }

  /** The shop of an issued access token still valid. */
  shopOf(accessToken: string): string | null {
    const token = this.issued.find((t) => t.accessToken === accessToken);
    return token && (token.expiresAt === null || token.expiresAt > this.now()) ? token.shopId : null;
  }
}

export interface TokenExchangeOptions {
  apiKey: string;
  apiSecret: string;
  /** The header that carries the shop domain the client addressed (the stand-in's fetch sets it). */
  domainHeader: string;
  tokens: IssuedTokens;
  /** Seconds since the epoch. */
  now(): number;
}

/** Mounts POST /admin/oauth/access_token. Any myshopify.com shop may install (a fresh database has none yet). */
export function tokenExchangeRoutes(app: Hono, options: TokenExchangeOptions): void {
  app.post('/admin/oauth/access_token', async (c) => {
    const refuse = (error: string, description: string, status: 400 | 401 = 400) => c.json({ error, error_description: description }, status);
    const type = c.req.header('content-type') ?? '';
    let body: Record<string, unknown>;
    try {
      body = type.includes('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await c.req.text())) : ((await c.req.json()) as Record<string, unknown>);
    } catch {
      return refuse('invalid_request', 'The body is neither JSON nor a form');
    }
    const secretGiven = Buffer.from(String(body.client_secret ?? ''));
    const secret = Buffer.from(options.apiSecret);
    if (body.client_id !== options.apiKey || secretGiven.length !== secret.length || !timingSafeEqual(secretGiven, secret)) {
      return refuse('invalid_client', 'Client authentication failed: unknown client_id or wrong client_secret', 401);
    }
    const domain = c.req.header(options.domainHeader) ?? '';
    const shopId = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/.exec(domain)?.[1];
    if (!shopId) return c.json({ errors: 'Not Found' }, 404);
    if (body.grant_type === 'refresh_token') {
      const renewed = options.tokens.refresh(String(body.refresh_token ?? ''));
      return renewed ? c.json(renewed) : refuse('invalid_grant', 'The refresh token is unknown, used or expired');
    }
    if (body.grant_type !== TOKEN_EXCHANGE) return refuse('unsupported_grant_type', `grant_type must be ${TOKEN_EXCHANGE} or refresh_token`);
    if (body.subject_token_type !== ID_TOKEN) return refuse('invalid_request', `subject_token_type must be ${ID_TOKEN}`);
    if (body.requested_token_type !== OFFLINE) return refuse('invalid_request', `The stand-in issues offline access tokens only (${OFFLINE})`);
    const problem = verifySessionToken(String(body.subject_token ?? ''), options.apiSecret, options.apiKey, domain, options.now());
    if (problem) return refuse('invalid_subject_token', problem);
    return c.json(options.tokens.issue(shopId, body.expiring === '1' || body.expiring === 1 || body.expiring === true));
  });
}
