// Shopify's app proxy signature (https://shopify.dev/docs/apps/build/online-store/app-proxies/authenticate-app-proxies):
// Shopify forwards https://{shop}/apps/status/* to the app with `shop`, `logged_in_customer_id`, `path_prefix`,
// `timestamp` and `signature` added to the query. The signature is the hex HMAC-SHA256, keyed with the app's
// API secret, of every other query parameter as `key=value` (a repeated key's values joined with ','), sorted
// by key and concatenated with no separator. The devstore's storefront signs (playing Shopify); the API verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The development app's API secret (the devstore is both Shopify and the app, so both ends know it). */
export const DEV_APP_PROXY_SECRET = 'devstore-app-proxy-secret';
/** A signed request older (or newer) than this is refused: a captured URL cannot be replayed later. */
export const APP_PROXY_MAX_AGE_S = 300;

function message(params: URLSearchParams): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (key === 'signature') continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return [...grouped.keys()].sort().map((key) => `${key}=${grouped.get(key)!.join(',')}`).join('');
}

export function appProxySignature(params: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(message(params)).digest('hex');
}

export type ProxyCheck = { ok: true; shopDomain: string; loggedInCustomerId: string | null } | { ok: false; reason: 'unsigned' | 'signature' | 'stale' };

export function verifyAppProxy(params: URLSearchParams, secret: string, nowMs: number): ProxyCheck {
  const signature = params.get('signature');
  const shop = params.get('shop');
  const timestamp = Number(params.get('timestamp'));
  if (!signature || !shop || params.getAll('signature').length !== 1) return { ok: false, reason: 'unsigned' };
  const expected = Buffer.from(appProxySignature(params, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (!Number.isFinite(timestamp) || Math.abs(nowMs / 1000 - timestamp) > APP_PROXY_MAX_AGE_S) return { ok: false, reason: 'stale' };
  return { ok: true, shopDomain: shop, loggedInCustomerId: params.get('logged_in_customer_id') || null };
}
