// Reading shops from the database (seeded from devstore/catalog/shops.ts, the truth afterwards).
import type { Db } from './types';

export interface Shop {
  shopId: string;
  name: string;
  /** Language: 'en' or 'de'. */
  locale: string;
  countryCode: string;
  currency: string;
  currencyMultiplier: number;
  /** Settings groups (schemas/settings.json), including `content` blocks and `dynamicPages`. */
  settings: Record<string, unknown>;
  /** Theme (schemas/theme.json). */
  theme: Record<string, unknown>;
  /** null: the shop has no Multipass key (shop login answers 401). */
  multipassSecret: string | null;
  /** When the app was uninstalled from the shop (its widget and API are off until a reinstall); null: installed. */
  uninstalledAt?: Date | null;
}

interface ShopRow {
  id: string;
  name: string;
  locale: string;
  country_code: string;
  currency: string;
  currency_multiplier: number;
  settings: Record<string, unknown>;
  theme: Record<string, unknown>;
  multipass_secret: string | null;
  uninstalled_at?: Date | null;
}

const toShop = (row: ShopRow): Shop => ({
  shopId: row.id,
  name: row.name,
  locale: row.locale,
  countryCode: row.country_code,
  currency: row.currency,
  currencyMultiplier: Number(row.currency_multiplier),
  settings: row.settings ?? {},
  theme: row.theme ?? {},
  multipassSecret: row.multipass_secret,
  uninstalledAt: row.uninstalled_at ?? null,
});

/** The shop, or null when there is no such shop. */
export async function getShop(db: Db, shopId: string): Promise<Shop | null> {
  const rows = await db.query<ShopRow>('select * from shops where id = $1', [shopId]);
  return rows[0] ? toShop(rows[0]) : null;
}

export async function listShops(db: Db): Promise<Shop[]> {
  return (await db.query<ShopRow>('select * from shops order by created_at, id')).map(toShop);
}
