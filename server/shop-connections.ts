// The store behind each shop: its Admin API access token (sealed with STATUS_ENCRYPTION_KEY, secret-box.ts) and
// its storefront's public URL, in table shop_connections (migration 006). `npm run shop:connect` writes a row; the
// production server builds each shop's Commerce from it on first use and reads it again every few minutes, so a
// new token (a reinstall) is picked up by every instance without a restart.
import { HttpError } from './errors';
import type { Commerce, CommerceForShop } from './commerce/types';
import { createShopifyCommerce, type ShopifyCommerceOptions } from './commerce/shopify/commerce';
import type { Db } from './db/types';
import { open, seal } from './secret-box';

/** How long a shop's Commerce keeps the token it read before reading the row again. */
export const CONNECTION_TTL_MS = 5 * 60_000;

export interface ShopConnection {
  shopId: string;
  accessToken: string;
  storefrontUrl: string;
}

export interface ConnectShopInput extends ShopConnection {
  /** The shop's row in `shops`, made when missing (a store connected for the first time). */
  name?: string;
  locale?: string;
  countryCode?: string;
  currency?: string;
}

export const SHOP_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const shopDomainOf = (shopId: string) => `${shopId}.myshopify.com`;

/**
 * Saves the shop's connection (and its shop row, when new); the token is stored sealed, never as text. A shop
 * uninstalled within its grace period (compliance.ts) is installed again: its widget and API are back on.
 */
export async function connectShop(db: Db, key: Buffer, input: ConnectShopInput): Promise<void> {
  if (!SHOP_ID.test(input.shopId)) throw new Error(`'${input.shopId}' is not a shop id (the myshopify subdomain: lower-case letters, digits, hyphens)`);
  const storefront = new URL(input.storefrontUrl);
  if (storefront.protocol !== 'https:' && !['127.0.0.1', 'localhost'].includes(storefront.hostname)) {
    throw new Error(`the storefront URL must be https:// (${storefront.origin})`);
  }
  await db.transaction(async (query) => {
    await query(
      `insert into shops (id, name, locale, country_code, currency) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set name = coalesce($6, shops.name), locale = coalesce($7, shops.locale),
         country_code = coalesce($8, shops.country_code), currency = coalesce($9, shops.currency),
         uninstalled_at = null`,
      [input.shopId, input.name ?? input.shopId, input.locale ?? 'en', input.countryCode ?? 'US', input.currency ?? 'USD',
        input.name ?? null, input.locale ?? null, input.countryCode ?? null, input.currency ?? null],
    );
    await query(
      `insert into shop_connections (shop_id, access_token, storefront_url) values ($1, $2, $3)
       on conflict (shop_id) do update set access_token = excluded.access_token, storefront_url = excluded.storefront_url, updated_at = now()`,
      [input.shopId, seal(key, input.accessToken, input.shopId), storefront.href.replace(/\/+$/, '')],
    );
  });
}

export async function readConnection(db: Db, key: Buffer, shopId: string): Promise<ShopConnection | null> {
  const [row] = await db.query<{ access_token: string; storefront_url: string }>(
    'select access_token, storefront_url from shop_connections where shop_id = $1',
    [shopId],
  );
  return row ? { shopId, accessToken: open(key, row.access_token, shopId), storefrontUrl: row.storefront_url } : null;
}

/** Every connected shop's storefront URL (the API's storefrontUrl(shopId) reads a copy of this). */
export async function storefrontUrls(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ shop_id: string; storefront_url: string }>('select shop_id, storefront_url from shop_connections');
  return new Map(rows.map((row) => [row.shop_id, row.storefront_url]));
}

/**
 * startApi's `commerce` for the production server: each shop's Shopify Commerce, built from its connection when
 * first called and rebuilt once the connection is older than CONNECTION_TTL_MS. A shop without a connection
 * answers 503 store_not_connected.
 */
export function connectedCommerce(db: Db, key: Buffer, options: Partial<ShopifyCommerceOptions> & { now?: () => number } = {}): CommerceForShop {
  const now = options.now ?? Date.now;
  return ({ shopId }) => {
    let current: { commerce: Promise<Commerce>; readAt: number } | null = null;
    const resolve = (): Promise<Commerce> => {
      if (!current || now() - current.readAt > CONNECTION_TTL_MS) {
        const commerce = readConnection(db, key, shopId).then((connection) => {
          if (!connection) throw new HttpError(503, 'store_not_connected', `The shop '${shopId}' has no store connected yet. Please try again later.`);
          return createShopifyCommerce({ ...options, shopDomain: shopDomainOf(shopId), accessToken: connection.accessToken });
        });
        const entry = { commerce, readAt: now() };
        current = entry;
        commerce.catch(() => {
          if (current === entry) current = null; // a failed read is tried again by the next call
        });
      }
      return current.commerce;
    };
    // Every Commerce call waits for the shop's client first; `then` stays undefined so the object is no thenable.
    return new Proxy({} as Commerce, {
      get: (_target, name) =>
        name === 'then' ? undefined : async (...args: unknown[]) => ((await resolve()) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[name]!(...args),
    });
  };
}
