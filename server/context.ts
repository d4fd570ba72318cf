// What every route needs: the dependencies of one server, and helpers to read the body, the caller and the
// shop. Identity is always the verified ID token's uid; customerId in a body is never trusted.
import type { Context } from 'hono';
import { type AuthAdmin, IdentityUnavailableError, type VerifiedUser } from './auth/admin';
import type { Commerce } from './commerce/types';
import type { Db } from './db/types';
import { getShop, type Shop } from './db/shops';
import { badRequest, forbidden, HttpError, notFound, unauthenticated } from './errors';
import type { StorageLimits } from './limits';
import type { OutgoingMail } from './mail';
import type { RateLimiter } from './rate-limit';
import type { GiftCardProvider } from './gift-cards';
import { assertValid, type createSchemaRegistry } from './validate';

export interface ApiDeps {
  db: Db;
  auth: AuthAdmin;
  schemas: ReturnType<typeof createSchemaRegistry>;
  storefrontUrl(shopId: string): string;
  /** The gift-card provider, called with the shop's access token (gift-cards.ts). */
  giftCards: GiftCardProvider;
  /** Over SMTP (mail.ts), or into the inbox table without a mail server; rejects when it could not be sent. */
  sendMail(mail: OutgoingMail): Promise<void>;
  now(): Date;
  /** The shop's store (orders read and cancelled there); 503 store_not_connected when startApi got no `commerce`. */
  commerce(shop: Shop): Commerce;
  /** Sliding-window limits in the database (rate-limit.ts). */
  limiter: RateLimiter;
  /** Sizes, list lengths and retention of what shoppers store (limits.ts). */
  storage: StorageLimits;
  /** Take the client IP from X-Forwarded-For (one trusted proxy in front); otherwise the socket's address. */
  trustProxy: boolean;
  /** The app's API secret: Shopify signs app proxy requests with it (routes/app-proxy.ts). */
  appProxySecret: string;
}

/** The body every POST/PUT sends: `{ data: { shopId, customerId?, pageCursor?, ...payload } }`. */
export type Envelope<T> = { data: T & { shopId: string; customerId?: string | number | null; pageCursor?: string | null } };

export const MAX_BODY_BYTES = 100_000;

/** Parses and validates the JSON body against schemas/api/<name>.request.json; returns body.data. */
export async function readData<T>(c: Context, deps: ApiDeps, name: string): Promise<Envelope<T>['data']> {
  return (await readBody<Envelope<T>>(c, deps, name)).data;
}

/** The whole validated body (readData's, with what a route reads beside `data`). */
export async function readBody<B extends Envelope<unknown>>(c: Context, deps: ApiDeps, name: string): Promise<B> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'body_too_large', `body: larger than ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('invalid_json', 'body: is not valid JSON');
  }
  if (body === undefined) throw badRequest('invalid_request', 'body: is required ({ "data": { "shopId": … } })');
  return assertValid<B>(deps.schemas.get(`${name}.request`), body);
}

/** The path's shopId wins; a body naming another shop is a client bug worth a clear 400. */
export function sameShop(pathShopId: string, data: { shopId?: string }): void {
  if (data.shopId !== undefined && data.shopId !== pathShopId) {
    throw badRequest('shop_mismatch', `data.shopId: '${data.shopId}' differs from the shop in the path ('${pathShopId}')`);
  }
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated('Authorization: must be "Bearer <Firebase ID token>"');
  return match[1]!;
}

export const IDENTITY_UNAVAILABLE_MESSAGE = 'Sign-in is unavailable right now. Please try again in a moment.';

const verified = new WeakMap<Context, Promise<VerifiedUser | null>>();
/** When each API (its deps) last logged an identity outage: one line a minute per server, not per process. */
const lastOutageLog = new WeakMap<ApiDeps, number>();

/**
 * The verified caller, or null without an Authorization header. A bad token (malformed, forged, expired, of
 * another project) is a 401, never ignored; when the identity service cannot say (down, unreachable, too
 * slow) the answer is 503 identity_unavailable: the shopper is not signed out, sign-in is just unavailable.
 * Verified once per request, however many helpers ask.
 */
export function optionalUser(c: Context, deps: ApiDeps): Promise<VerifiedUser | null> {
  let user = verified.get(c);
  if (!user) {
    user = verifyCaller(c, deps);
    verified.set(c, user);
  }
  return user;
}

async function verifyCaller(c: Context, deps: ApiDeps): Promise<VerifiedUser | null> {
  const token = bearer(c);
  return token ? verifyIdToken(deps, token) : null;
}

/**
 * The caller of a route that also takes its ID token in the body (`token`: POST /tracking/event/inject, whose
 * unload flush is a CORS-simple request, see routes/tracking.ts): the Authorization header when there is one,
 * else the body's token, verified the same way; neither is a 401.
 */
export async function requireUserOrBodyToken(c: Context, deps: ApiDeps, token: string | undefined): Promise<VerifiedUser> {
  if (bearer(c) || token === undefined) return requireUser(c, deps);
  return verifyIdToken(deps, token, 'token');
}

/** A Firebase ID token, verified (401 invalid_token, 503 while the identity service is unreachable); `where` names it in errors. */
export async function verifyIdToken(deps: ApiDeps, token: string, where = 'Authorization'): Promise<VerifiedUser> {
  if (token.length > 8192) throw new HttpError(401, 'invalid_token', `${where}: token too long`);
  try {
    return await deps.auth.verifyIdToken(token);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) {
      // Once a minute at most: an outage fails every request.
      if (Date.now() - (lastOutageLog.get(deps) ?? 0) > 60_000) {
        lastOutageLog.set(deps, Date.now());
        console.warn(`[devstore api] identity service unavailable (answering 503): ${error.message}`);
      }
      throw new HttpError(503, 'identity_unavailable', IDENTITY_UNAVAILABLE_MESSAGE);
    }
    const code = (error as { code?: string }).code ?? '';
    const message = code === 'auth/id-token-expired' ? 'ID token expired; refresh it' : 'ID token is not valid for this project';
    throw new HttpError(401, 'invalid_token', `${where}: ${message}`);
  }
}

export async function requireUser(c: Context, deps: ApiDeps): Promise<VerifiedUser> {
  const user = await optionalUser(c, deps);
  if (!user) throw unauthenticated();
  return user;
}

/** A signed-in (non-anonymous) user with an email. */
export async function requireSignedIn(c: Context, deps: ApiDeps): Promise<VerifiedUser & { email: string }> {
  const user = await requireUser(c, deps);
  if (user.isAnonymous || !user.email) {
    throw new HttpError(403, 'sign_in_required', 'This call needs a user signed in with a verified email (not an anonymous one)');
  }
  return user as VerifiedUser & { email: string };
}

/**
 * The shop of a call: 404 unknown_shop when there is none, 403 shop_uninstalled while the app is uninstalled from
 * it (its data is kept for the grace period, compliance.ts, but the widget and the API are off). Shopify's webhooks
 * still reach an uninstalled shop (`allowUninstalled`): shop/redact arrives 48 hours after the uninstall.
 */
export async function requireShop(deps: ApiDeps, shopId: string, opts: { allowUninstalled?: boolean } = {}): Promise<Shop> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(shopId)) throw notFound(`No shop '${shopId.slice(0, 100)}'`, 'unknown_shop');
  const shop = await getShop(deps.db, shopId);
  if (!shop) throw notFound(`No shop '${shopId}'`, 'unknown_shop');
  if (shop.uninstalledAt && !opts.allowUninstalled) {
    throw forbidden(`The Status app is not installed in shop '${shopId}'`, 'shop_uninstalled');
  }
  return shop;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are checked before they reach SQL, so a malformed one is a 404, not a database error. */
export function uuidParam(value: string, what: string): string {
  if (!UUID.test(value)) throw notFound(`No ${what} '${value.slice(0, 100)}'`);
  return value.toLowerCase();
}

export function numericParam(value: string, what: string): string {
  if (!/^\d{1,15}$/.test(value)) throw notFound(`No ${what} '${value.slice(0, 100)}'`);
  return value;
}
