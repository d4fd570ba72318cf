// POST /products/batch: display data for many products (or variants) in one call (SPEC §7, DESIGN §4
// batching client). Product data is public, so no token is needed; unknown ids are simply left out.
import type { Hono } from 'hono';
import { findProduct, findVariant, localPrice, moneyAmount } from '../../devstore/catalog/index';
import type { Product, Variant } from '../../devstore/catalog/types';
import type { Shop } from '../db/shops';
import { type ApiDeps, readData, requireShop } from '../context';

interface BatchItem {
  id: number | string;
  size?: number;
  type?: 'product' | 'variant';
  ignoreCache?: boolean;
}

const DAY_MS = 86_400_000;
export const DEFAULT_IMAGE_SIZE = 200;

export function formatPrice(shop: Shop, cents: number): string {
  const tag = `${shop.locale}-${shop.countryCode}`;
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency: shop.currency }).format(cents / 100);
  } catch {
    return `${moneyAmount(cents)} ${shop.currency}`;
  }
}

/** Product display data (SPEC §3) as the widget renders it, in the shop's currency. */
export function productData(shop: Shop, storefront: string, product: Product, variant: Variant | null, size: number) {
  const shown = variant ?? product.variants.find((v) => v.available) ?? product.variants[0]!;
  const cents = localPrice(shown.price, shop.currencyMultiplier);
  return {
    productId: product.id,
    variantId: variant ? variant.id : null,
    handle: product.handle,
    title: product.title,
    variantTitle: variant && variant.title !== 'Default Title' ? variant.title : null,
    image: `${storefront}${product.image}?width=${size}`,
    url: `${storefront}/products/${product.handle}${variant ? `?variant=${variant.id}` : ''}`,
    price: formatPrice(shop, cents),
    prices: [{ price: { currencyCode: shop.currency, amount: moneyAmount(cents) } }],
    available: variant ? variant.available : product.variants.some((v) => v.available),
    vendor: product.vendor,
  };
}

export function productRoutes(app: Hono, deps: ApiDeps): void {
  app.post('/products/batch', async (c) => {
    const data = await readData<{ items: BatchItem[] }>(c, deps, 'products-batch');
    const shop = await requireShop(deps, data.shopId);
    const storefront = deps.storefrontUrl(shop.shopId).replace(/\/+$/, '');
    const cacheUntil = new Date(deps.now().getTime() + DAY_MS).toISOString();
    const items = data.items.flatMap((item) => {
      const type = item.type ?? 'product';
      const size = item.size ?? DEFAULT_IMAGE_SIZE;
      const found = type === 'variant' ? findVariant(item.id) : (() => {
        const product = findProduct(item.id);
        return product ? { product, variant: null } : undefined;
      })();
      if (!found) return [];
      return [{ id: item.id, size, type, data: productData(shop, storefront, found.product, found.variant, size), cacheUntil }];
    });
    return c.json({ items });
  });
}
