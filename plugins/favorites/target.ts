// The product an `add` or `create` route is about: `add:{productId}+{variantId}` or
// `add:collection+{productId}+{variantId}` (the same with `create`). An empty variant is a product-level favorite.
import type { ProductKey } from './api.ts';

export function routeTarget(params: readonly string[]): ProductKey | null {
  const rest = params[0] === 'collection' ? params.slice(1) : params;
  const [productId = '', variantId = ''] = rest;
  if (!/^\d{1,20}$/.test(productId)) return null;
  return { productId: Number(productId), variantId: /^\d{1,20}$/.test(variantId) ? Number(variantId) : null };
}
