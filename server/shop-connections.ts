// The store behind each shop: its Admin API access token (sealed with STATUS_ENCRYPTION_KEY, secret-box.ts) and
// its storefront's public URL, in table shop_connections (migration 006). `npm run shop:connect` writes a row; the
// production server builds each shop's Commerce from it on first use and reads it again every few minutes, so a
// new token (a reinstall) is picked up by every instance without a restart. An expiring token (an hour, with a
// refresh token, migration 010) is refreshed a few minutes before it expires by whichever instance needs it first.
import { HttpError } from './errors';
import type { Commerce, CommerceForShop } from './commerce/types';
import { createShopifyCommerce, type ShopifyCommerceOptions } from './commerce/shopify/commerce';
import type { Db } from './db/types';
import { open, seal } from './secret-box';

/** How long a shop's Commerce keeps the token it read before reading the row again. */
export const CONNECTION_TTL_MS = 5 * 60_000;

/** An access token and, when it expires, its expiry and the refresh token that renews it. */
export interface ConnectionTokens {
  accessToken: string;
  /** When the access token stops working; null or absent: it does not expire. */
  expiresAt?: Date | null;
  refreshToken?: string | null;
  refreshTokenExpiresAt?: Date | null;
}

export interface ShopConnection extends ConnectionTokens {
  shopId: string;
  storefrontUrl: string;
}

/** A token this close to its expiry is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

const sealRefresh = (key: Buffer, shopId: string, token: string | null | undefined) => (token ? seal(key, token, `${shopId}:refresh`) : null);

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
      `insert into shop_connections (shop_id, access_token, storefront_url, access_token_expires_at, refresh_token, refresh_token_expires_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (shop_id) do update set access_token = excluded.access_token, storefront_url = excluded.storefront_url,
         access_token_expires_at = excluded.access_token_expires_at, refresh_token = excluded.refresh_token,
         refresh_token_expires_at = excluded.refresh_token_expires_at, updated_at = now()`,
      [input.shopId, seal(key, input.accessToken, input.shopId), storefront.href.replace(/\/+$/, ''), input.expiresAt ?? null,
        sealRefresh(key, input.shopId, input.refreshToken), input.refreshTokenExpiresAt ?? null],
    );
  });
}

type ConnectionRow = { access_token: string; storefront_url: string; access_token_expires_at: Date | null; refresh_token: string | null; refresh_token_expires_at: Date | null };
const CONNECTION_COLUMNS = 'access_token, storefront_url, access_token_expires_at, refresh_token, refresh_token_expires_at';
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The row opened; the expiry fields only for an expiring token. */
function openRow(key: Buffer, shopId: string, row: ConnectionRow): ShopConnection {
  const connection: ShopConnection = { shopId, accessToken: open(key, row.access_token, shopId), storefrontUrl: row.storefront_url };
  if (row.access_token_expires_at === null) return connection;
  return {
    ...connection,
    expiresAt: asDate(row.access_token_expires_at),
    refreshToken: row.refresh_token ? open(key, row.refresh_token, `${shopId}:refresh`) : null,
    refreshTokenExpiresAt: asDate(row.refresh_token_expires_at),
  };
}

export async function readConnection(db: Db, key: Buffer, shopId: string): Promise<ShopConnection | null> {
  const [row] = await db.query<ConnectionRow>(`select ${CONNECTION_COLUMNS} from shop_connections where shop_id = $1`, [shopId]);
  return row ? openRow(key, shopId, row) : null;
}

/** Renews an expiring token at Shopify (shopify-app.ts refreshOffline): the new token and refresh token. */
export type RefreshTokens = (shopId: string, refreshToken: string) => Promise<ConnectionTokens>;

/**
 * The shop's connection with a token good for REFRESH_MARGIN_MS more: refreshed when it is not. The row is
 * locked meanwhile, so instances refresh one at a time and the next one finds the token renewed (Shopify
 * replaces the refresh token on each refresh).
 */
export async function freshConnection(db: Db, key: Buffer, shopId: string, refresh: RefreshTokens | undefined, now: () => number): Promise<ShopConnection | null> {
  const stale = (c: ShopConnection) => !!c.expiresAt && c.expiresAt.getTime() - now() < REFRESH_MARGIN_MS;
  const connection = await readConnection(db, key, shopId);
  if (!connection || !stale(connection) || !refresh || !connection.refreshToken) return connection;
  return db.transaction(async (query) => {
    const [row] = await query<ConnectionRow>(`select ${CONNECTION_COLUMNS} from shop_connections where shop_id = $1 for update`, [shopId]);
    if (!row) return null;
    const current = openRow(key, shopId, row);
    if (!stale(current) || !current.refreshToken) return current;
    const tokens = await refresh(shopId, current.refreshToken);
    await query(
      `update shop_connections set access_token = $2, access_token_expires_at = $3, refresh_token = $4, refresh_token_expires_at = $5,
         updated_at = now() where shop_id = $1`,
      [shopId, seal(key, tokens.accessToken, shopId), tokens.expiresAt ?? null, sealRefresh(key, shopId, tokens.refreshToken), tokens.refreshTokenExpiresAt ?? null],
    );
    return { ...current, ...tokens };
  });
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
export function connectedCommerce(
  db: Db,
  key: Buffer,
  options: Partial<ShopifyCommerceOptions> & { now?: () => number; refresh?: RefreshTokens } = {},
): CommerceForShop {
  const { now = Date.now, refresh, ...commerceOptions } = options;
  return ({ shopId }) => {
    // The shop's client and until when it may be used: CONNECTION_TTL_MS after the read, or until its token is
    // about to expire, whichever is first.
    let current: { commerce: Promise<Commerce>; until: number } | null = null;
    const resolve = (): Promise<Commerce> => {
      if (!current || now() > current.until) {
        const entry = { commerce: null as unknown as Promise<Commerce>, until: now() + CONNECTION_TTL_MS };
        entry.commerce = freshConnection(db, key, shopId, refresh, now).then((connection) => {
          if (!connection) throw new HttpError(503, 'store_not_connected', `The shop '${shopId}' has no store connected yet. Please try again later.`);
          if (connection.expiresAt) entry.until = Math.min(entry.until, connection.expiresAt.getTime() - REFRESH_MARGIN_MS);
          return createShopifyCommerce({ ...commerceOptions, shopDomain: shopDomainOf(shopId), accessToken: connection.accessToken });
        });
        current = entry;
        entry.commerce.catch(() => {
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
