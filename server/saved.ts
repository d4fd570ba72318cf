// Saved-from-cart and wishlist entries of one owner, shared by the saved routes,
// /init/{shopId}/user and collections.
import type { QueryFn } from './db/types';
import { badRequest } from './errors';
import { loadProducts, toNumericId } from './products';

export type SavedList = 'cart' | 'wishlist';

export interface ProductRefInput {
  productId: number | string;
  variantId?: number | string | null;
}

interface SavedRow {
  id: string;
  product_id: number;
  variant_id: number | null;
  created_at: Date;
}

const DAY_MS = 86_400_000;

export function savedItemJson(row: SavedRow, now: Date) {
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    createdAt: row.created_at.toISOString(),
    cacheUntil: new Date(now.getTime() + DAY_MS).toISOString(),
  };
}

/** Resolves ids (numbers, numeric strings, gids) against the shop's products table; unknown ones are a 400. */
export async function resolveRefs(
  query: QueryFn,
  shopId: string,
  items: ProductRefInput[],
  path = 'data.items',
): Promise<{ productId: number; variantId: number | null }[]> {
  const ids = items.map((item) => toNumericId(item.productId)).filter((id): id is number => id !== null);
  const products = await loadProducts(query, shopId, [...new Set(ids)]);
  return items.map((item, i) => {
    const numeric = toNumericId(item.productId);
    const product = numeric === null ? undefined : products.get(numeric);
    if (!product) throw badRequest('unknown_product', `${path}[${i}].productId: no product ${String(item.productId)}`);
    if (item.variantId === null || item.variantId === undefined) return { productId: product.id, variantId: null };
    const variantId = toNumericId(item.variantId);
    if (variantId === null || !product.variants.some((v) => v.id === variantId)) {
      throw badRequest('unknown_variant', `${path}[${i}].variantId: product ${product.id} has no variant ${String(item.variantId)}`);
    }
    return { productId: product.id, variantId };
  });
}

export async function listSaved(query: QueryFn, shopId: string, owner: string, list: SavedList, now: Date) {
  const rows = await query<SavedRow>(
    `select id, product_id, variant_id, created_at from saved_items
     where shop_id = $1 and owner = $2 and list = $3 order by created_at desc, id`,
    [shopId, owner, list],
  );
  return rows.map((row) => savedItemJson(row, now));
}

/** Adds refs to an owner's list; answers how many were new (saving again is not an error). */
export async function addSaved(
  query: QueryFn,
  opts: { shopId: string; owner: string; list: SavedList; refs: { productId: number; variantId: number | null }[] },
): Promise<number> {
  let added = 0;
  for (const ref of opts.refs) {
    // Double clicks and cart sync replays save again: the unique index drops duplicates.
    const rows = await query(
      `insert into saved_items (shop_id, owner, list, product_id, variant_id) values ($1, $2, $3, $4, $5)
       on conflict do nothing returning id`,
      [opts.shopId, opts.owner, opts.list, ref.productId, ref.variantId],
    );
    added += rows.length;
  }
  return added;
}
