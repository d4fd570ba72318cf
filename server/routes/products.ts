// POST /products/batch: display data for many products (or variants) in one call (runtime/api/products.ts
// batches them). Product data is public, so no token is needed; unknown ids are simply left out. Read from the
// shop's products table (server/products.ts) in one query, never from Shopify.
import type { Hono } from 'hono';
import type { Shop } from '../db/shops';
import { type ApiDeps, readData, requireShop } from '../context';
import { cachedProducts, ensureProducts, type StoredProduct, type StoredVariant, toNumericId } from '../products';

interface BatchItem {
  id: number | string;
  size?: number;
  type?: 'product' | 'variant';
  ignoreCache?: boolean;
}

const DAY_MS = 86_400_000;
export const DEFAULT_IMAGE_SIZE = 200;

/** Shopify's placeholder for a product without an image. */
const NO_IMAGE = 'https://cdn.shopify.com/s/images/admin/no-image-large.gif';

/** Cents as the decimal string Shopify's money objects use ('24.00'). */
const moneyAmount = (cents: number) => (cents / 100).toFixed(2);

export function formatPrice(shop: Shop, cents: number, currency = shop.currency): string {
  const tag = `${shop.locale}-${shop.countryCode}`;
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${moneyAmount(cents)} ${currency}`;
  }
}

/** Product display data as the widget renders it, in the shop's currency (the stored prices'). */
export function productData(shop: Shop, storefront: string, product: StoredProduct, variant: StoredVariant | null, size: number) {
  const shown = variant ?? product.variants.find((v) => v.available) ?? product.variants[0]!;
  const cents = Math.round(Number(shown.price) * 100);
  const image = product.imageUrl ?? NO_IMAGE;
  return {
    productId: product.id,
    variantId: variant ? variant.id : null,
    handle: product.handle,
    title: product.title,
    variantTitle: variant && variant.title !== 'Default Title' ? variant.title : null,
    // Shopify's CDN (and the devstore's images) scale to ?width=.
    image: `${image}${image.includes('?') ? '&' : '?'}width=${size}`,
    url: `${storefront}/products/${product.handle}${variant ? `?variant=${variant.id}` : ''}`,
    price: formatPrice(shop, cents, product.currency),
    prices: [{ price: { currencyCode: product.currency, amount: moneyAmount(cents) } }],
    available: variant ? variant.available : product.variants.some((v) => v.available),
    vendor: product.vendor,
  };
}

export function productRoutes(app: Hono, deps: ApiDeps): void {
  app.post('/products/batch', async (c) => {
    const data = await readData<{ items: BatchItem[] }>(c, deps, 'products-batch');
    const shop = await requireShop(deps, data.shopId);
    ensureProducts(deps, shop);
    const storefront = deps.storefrontUrl(shop.shopId).replace(/\/+$/, '');
    const cacheUntil = new Date(deps.now().getTime() + DAY_MS).toISOString();
    const ids = (type: 'product' | 'variant') =>
      data.items.filter((item) => (item.type ?? 'product') === type).map((item) => toNumericId(item.id)).filter((id): id is number => id !== null);
    const products = await cachedProducts(deps.db, shop.shopId, ids('product'), ids('variant'));
    const byVariant = new Map([...products.values()].flatMap((p) => p.variants.map((v) => [v.id, { product: p, variant: v }] as const)));
    const items = data.items.flatMap((item) => {
      const type = item.type ?? 'product';
      const size = item.size ?? DEFAULT_IMAGE_SIZE;
      const id = toNumericId(item.id);
      const found = id === null ? undefined : type === 'variant' ? byVariant.get(id) : (() => {
        const product = products.get(id);
        return product ? { product, variant: null } : undefined;
      })();
      if (!found) return [];
      return [{ id: item.id, size, type, data: productData(shop, storefront, found.product, found.variant, size), cacheUntil }];
    });
    return c.json({ items });
  });
}
