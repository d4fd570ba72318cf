// The seed catalog of the development store: products, collections and shops, plus lookups and images.
// Products and collections are static (read from here by the API and the storefront); shops are seeded into
// the database, which is the truth for their settings afterwards (read them with getShop).
import { collections } from './collections';
import { products } from './products';
import type { Collection, Product, Variant } from './types';

export type { Collection, Product, ShopSeed, Variant } from './types';
export { products, PRODUCT_ID_BASE, VARIANT_ID_BASE } from './products';
export { collections } from './collections';
export { shops } from './shops';
export { productImageSvg, welcomeBannerSvg } from './image';
export { getShop, listShops, type Shop } from '../../server/db/shops';

const productsById = new Map(products.map((p) => [p.id, p]));
const productsByHandle = new Map(products.map((p) => [p.handle, p]));
const variantsById = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, { product: p, variant: v }] as const)));
const collectionsByHandle = new Map(collections.map((c) => [c.handle, c]));
const collectionsById = new Map(collections.map((c) => [c.id, c]));

/** Ids may arrive as numbers, numeric strings or Shopify gids (gid://shopify/Product/123). */
export function toNumericId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? id : null;
  if (typeof id !== 'string') return null;
  const match = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,15})$/.exec(id.trim());
  return match ? Number(match[1]) : null;
}

export function findProduct(id: unknown): Product | undefined {
  const numeric = toNumericId(id);
  return numeric === null ? undefined : productsById.get(numeric);
}

export function findProductByHandle(handle: string): Product | undefined {
  return productsByHandle.get(handle);
}

export function findVariant(id: unknown): { product: Product; variant: Variant } | undefined {
  const numeric = toNumericId(id);
  return numeric === null ? undefined : variantsById.get(numeric);
}

export function findCollection(idOrHandle: unknown): Collection | undefined {
  if (typeof idOrHandle === 'string' && collectionsByHandle.has(idOrHandle)) return collectionsByHandle.get(idOrHandle);
  const numeric = toNumericId(idOrHandle);
  return numeric === null ? undefined : collectionsById.get(numeric);
}

/** A catalog price (USD cents) in a shop's currency, in cents (the shop's currencyMultiplier). */
export function localPrice(cents: number, currencyMultiplier: number): number {
  return Math.round(cents * currencyMultiplier);
}

/** Cents as the decimal string Shopify's money objects use ('24.00'). */
export function moneyAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
