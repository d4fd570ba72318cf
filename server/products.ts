// The shop's products in our database (tables products, product_variants: migration 007): what the products
// batch, For you, saved items and collections read instead of asking Shopify on every widget open (reading
// them live costs 171-285 Admin API points an open: server/commerce/README.md). Filled by backfill() through the
// shop's Commerce, page by page, and kept current by the products/* webhooks (routes/webhooks.ts).
import type { Commerce, CommerceProduct, ShopCollection } from './commerce/types';
import type { ApiDeps } from './context';
import { getShop, type Shop } from './db/shops';
import type { Db, QueryFn } from './db/types';
import { HttpError } from './errors';

/** Ids arrive as numbers, numeric strings or Shopify gids (gid://shopify/Product/123). */
export function toNumericId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? id : null;
  if (typeof id !== 'string') return null;
  const match = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,15})$/.exec(id.trim());
  return match ? Number(match[1]) : null;
}

export interface StoredVariant {
  id: number;
  title: string;
  /** Decimal string in the shop's currency. */
  price: string;
  compareAtPrice: string | null;
  available: boolean;
}

export interface StoredProduct {
  id: number;
  handle: string;
  title: string;
  vendor: string;
  imageUrl: string | null;
  onlineStoreUrl: string | null;
  currency: string;
  available: boolean;
  /** In Shopify's position order. */
  variants: StoredVariant[];
}

interface JoinedRow {
  product_id: number;
  handle: string;
  product_title: string;
  vendor: string;
  image_url: string | null;
  online_store_url: string | null;
  currency: string;
  product_available: boolean;
  variant_id: number;
  variant_title: string;
  price: string;
  compare_at_price: string | null;
  variant_available: boolean;
}

/**
 * The shop's products with these ids and the products of these variant ids, each with its variants, in one query
 * (the products batch's one round trip). Unknown ids are simply absent.
 */
export async function loadProducts(query: QueryFn, shopId: string, productIds: number[], variantIds: number[] = []): Promise<Map<number, StoredProduct>> {
  const found = new Map<number, StoredProduct>();
  if (productIds.length === 0 && variantIds.length === 0) return found;
  const rows = await query<JoinedRow>(
    `select p.id as product_id, p.handle, p.title as product_title, p.vendor, p.image_url, p.online_store_url, p.currency,
            p.available as product_available, v.id as variant_id, v.title as variant_title, v.price, v.compare_at_price,
            v.available as variant_available
       from products p join product_variants v on v.shop_id = p.shop_id and v.product_id = p.id
      where p.shop_id = $1 and (p.id = any($2::bigint[])
         or p.id in (select product_id from product_variants where shop_id = $1 and id = any($3::bigint[])))
      order by p.id, v.position`,
    [shopId, productIds, variantIds],
  );
  for (const row of rows) {
    let product = found.get(row.product_id);
    if (!product) {
      product = {
        id: row.product_id,
        handle: row.handle,
        title: row.product_title,
        vendor: row.vendor,
        imageUrl: row.image_url,
        onlineStoreUrl: row.online_store_url,
        currency: row.currency,
        available: row.product_available,
        variants: [],
      };
      found.set(row.product_id, product);
    }
    product.variants.push({ id: row.variant_id, title: row.variant_title, price: row.price, compareAtPrice: row.compare_at_price, available: row.variant_available });
  }
  return found;
}

/** How long a process answers a product it read from its copy; the webhooks it applies clear that copy at once. */
export const PRODUCT_CACHE_TTL_MS = 60_000;
/** Products kept per database in that copy, all shops together (the oldest read go first). */
const PRODUCT_CACHE_MAX = 20_000;

interface CacheEntry {
  product: StoredProduct;
  at: number;
}

/**
 * The products batch's copy of recently read products: with it a batch costs no query when its products were read
 * in the last minute (the catalogue in memory answered that fast before the table). Another API process learns of
 * a webhook's change when its copy expires, at most PRODUCT_CACHE_TTL_MS later; the widget keeps products a day anyway.
 */
class ProductCache {
  private readonly products = new Map<string, CacheEntry>();
  private readonly variants = new Map<string, number>();
  /** Each shop's buyable product ids (For you's staff picks), as read at `at`. */
  readonly available = new Map<string, { ids: number[]; at: number }>();

  get(shopId: string, productId: number, now: number): StoredProduct | undefined {
    const entry = this.products.get(`${shopId}:${productId}`);
    return entry && now - entry.at < PRODUCT_CACHE_TTL_MS ? entry.product : undefined;
  }

  productOfVariant(shopId: string, variantId: number): number | undefined {
    return this.variants.get(`${shopId}:${variantId}`);
  }

  set(shopId: string, product: StoredProduct, now: number): void {
    const key = `${shopId}:${product.id}`;
    this.products.delete(key); // re-inserted last: the Map's order is the eviction order
    this.products.set(key, { product, at: now });
    for (const v of product.variants) this.variants.set(`${shopId}:${v.id}`, product.id);
    while (this.products.size > PRODUCT_CACHE_MAX) {
      const [oldest, entry] = this.products.entries().next().value as [string, CacheEntry];
      this.products.delete(oldest);
      for (const v of entry.product.variants) this.variants.delete(`${oldest.slice(0, oldest.lastIndexOf(':'))}:${v.id}`);
    }
  }

  forget(shopId: string, productId?: number): void {
    this.available.delete(shopId);
    for (const [key, entry] of this.products) {
      if (key.startsWith(`${shopId}:`) && (productId === undefined || entry.product.id === productId)) {
        this.products.delete(key);
        for (const v of entry.product.variants) this.variants.delete(`${shopId}:${v.id}`);
      }
    }
  }
}

const caches = new WeakMap<Db, ProductCache>();
function cacheOf(db: Db): ProductCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductCache()));
  return cache;
}

/** Drops this process's copy of every product (all shops): the next batches read the table. */
export function clearProductCache(db: Db): void {
  caches.delete(db);
}

/** loadProducts through this process's copy: only ids not read in the last minute reach the database. */
export async function cachedProducts(db: Db, shopId: string, productIds: number[], variantIds: number[]): Promise<Map<number, StoredProduct>> {
  const cache = cacheOf(db);
  const now = Date.now();
  const found = new Map<number, StoredProduct>();
  const missingProducts: number[] = [];
  const missingVariants: number[] = [];
  for (const id of productIds) {
    const product = cache.get(shopId, id, now);
    if (product) found.set(id, product);
    else missingProducts.push(id);
  }
  for (const id of variantIds) {
    const productId = cache.productOfVariant(shopId, id);
    const product = productId === undefined ? undefined : cache.get(shopId, productId, now);
    if (product) found.set(product.id, product);
    else missingVariants.push(id);
  }
  if (missingProducts.length || missingVariants.length) {
    for (const product of (await loadProducts(db.query, shopId, missingProducts, missingVariants)).values()) {
      cache.set(shopId, product, now);
      found.set(product.id, product);
    }
  }
  return found;
}

/** The ids among these that the shop has (unknown ones dropped), as numbers. */
export async function knownProductIds(query: QueryFn, shopId: string, ids: unknown[]): Promise<Set<number>> {
  const numeric = [...new Set(ids.map(toNumericId).filter((id): id is number => id !== null))];
  if (numeric.length === 0) return new Set();
  const rows = await query<{ id: number }>('select id from products where shop_id = $1 and id = any($2::bigint[])', [shopId, numeric]);
  return new Set(rows.map((r) => r.id));
}

/** availableProductIds through this process's copy, kept as long as a product and cleared with it by a change. */
export async function cachedAvailableProductIds(db: Db, shopId: string): Promise<number[]> {
  const cache = cacheOf(db);
  const kept = cache.available.get(shopId);
  if (kept && Date.now() - kept.at < PRODUCT_CACHE_TTL_MS) return kept.ids;
  const at = Date.now();
  const ids = await availableProductIds(db.query, shopId);
  cache.available.set(shopId, { ids, at });
  return ids;
}

/** Buyable products of the shop, in id order (For you's staff picks choose among them). */
export async function availableProductIds(query: QueryFn, shopId: string): Promise<number[]> {
  const rows = await query<{ id: number }>('select id from products where shop_id = $1 and available order by id', [shopId]);
  return rows.map((r) => r.id);
}

/** Stores a product as Shopify answered it (its first variants), replacing what was kept. */
export async function upsertProduct(query: QueryFn, shopId: string, product: CommerceProduct): Promise<void> {
  const id = Number(product.id);
  await query(
    `insert into products (shop_id, id, handle, title, vendor, image_url, online_store_url, currency, min_price, max_price,
                           compare_at_price, available, options, has_more_variants, synced_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, now())
     on conflict (shop_id, id) do update set handle = excluded.handle, title = excluded.title, vendor = excluded.vendor,
       image_url = excluded.image_url, online_store_url = excluded.online_store_url, currency = excluded.currency,
       min_price = excluded.min_price, max_price = excluded.max_price, compare_at_price = excluded.compare_at_price,
       available = excluded.available, options = excluded.options, has_more_variants = excluded.has_more_variants,
       synced_at = now()`,
    [
      shopId, id, product.handle, product.title, product.vendor, product.imageUrl, product.onlineStoreUrl,
      product.minPrice.currencyCode, product.minPrice.amount, product.maxPrice.amount, product.compareAtPrice?.amount ?? null,
      product.availableForSale, JSON.stringify(product.options), product.hasMoreVariants,
    ],
  );
  await query('delete from product_variants where shop_id = $1 and product_id = $2', [shopId, id]);
  // One insert for every variant: a product update is two statements whatever its size.
  await query(
    `insert into product_variants (shop_id, id, product_id, position, title, price, compare_at_price, available, selected_options)
     select $1, v.id, $2, v.position, v.title, v.price, v.compare_at_price, v.available, v.selected_options
       from jsonb_to_recordset($3::jsonb) as v(id bigint, position int, title text, price text, compare_at_price text, available boolean, selected_options jsonb)`,
    [
      shopId,
      id,
      JSON.stringify(product.variants.map((v, i) => ({
        id: Number(v.id), position: i + 1, title: v.title, price: v.price.amount, compare_at_price: v.compareAtPrice?.amount ?? null,
        available: v.availableForSale, selected_options: v.selectedOptions,
      }))),
    ],
  );
}

export async function deleteProduct(db: Db, shopId: string, productId: number): Promise<void> {
  await db.query('delete from products where shop_id = $1 and id = $2', [shopId, productId]);
  cacheOf(db).forget(shopId, productId);
}

/** Reads the product from the store again and stores it (or removes it when the store no longer has it). */
export async function refreshProduct(db: Db, commerce: Commerce, shopId: string, productId: number): Promise<void> {
  const [found] = await commerce.products([{ type: 'product', id: String(productId) }]);
  await db.transaction(async (query) => {
    if (found) await upsertProduct(query, shopId, found.product);
    else await query('delete from products where shop_id = $1 and id = $2', [shopId, productId]);
  });
  cacheOf(db).forget(shopId, productId);
}

export interface BackfillResult {
  products: number;
  pages: number;
  collections?: number;
}

export interface StoredCollection {
  id: number;
  handle: string;
  title: string;
}

/** A shop collection by id (number, numeric string, gid) or handle; undefined when the shop has none. */
export async function findShopCollection(query: QueryFn, shopId: string, idOrHandle: unknown): Promise<StoredCollection | undefined> {
  const id = toNumericId(idOrHandle);
  const handle = typeof idOrHandle === 'string' ? idOrHandle : null;
  if (id === null && handle === null) return undefined;
  const [row] = await query<StoredCollection>(
    'select id, handle, title from shop_collections where shop_id = $1 and (handle = $2 or id = $3) order by handle = $2 desc limit 1',
    [shopId, handle, id],
  );
  return row;
}

/** The shop's collections among these ids, by id. */
export async function shopCollections(query: QueryFn, shopId: string, ids: number[]): Promise<Map<number, StoredCollection>> {
  if (ids.length === 0) return new Map();
  const rows = await query<StoredCollection>('select id, handle, title from shop_collections where shop_id = $1 and id = any($2::bigint[])', [shopId, ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function upsertCollection(query: QueryFn, shopId: string, collection: ShopCollection): Promise<void> {
  await query(
    `insert into shop_collections (shop_id, id, handle, title) values ($1, $2, $3, $4)
     on conflict (shop_id, id) do update set handle = excluded.handle, title = excluded.title`,
    [shopId, Number(collection.id), collection.handle, collection.title],
  );
}

export async function deleteCollection(query: QueryFn, shopId: string, collectionId: number): Promise<void> {
  await query('delete from shop_collections where shop_id = $1 and id = $2', [shopId, collectionId]);
}

/** Every collection of the shop, 100 a page; the ones the store no longer has are removed. */
export async function backfillCollections(db: Db, commerce: Commerce, shopId: string): Promise<number> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await commerce.collectionsPage(cursor);
    await db.transaction(async (query) => {
      for (const collection of page.collections) await upsertCollection(query, shopId, collection);
    });
    seen.push(...page.collections.map((c) => Number(c.id)));
    cursor = page.nextCursor;
  } while (cursor);
  await db.query('delete from shop_collections where shop_id = $1 and not (id = any($2::bigint[]))', [shopId, seen]);
  return seen.length;
}

/**
 * Every product of the shop, page after page through Commerce (Shopify's cursor; a THROTTLED answer is waited out
 * and retried by the client). Each page is stored in its own transaction; products the store no longer has
 * are removed at the end, so a backfill again after missed webhooks leaves exactly the store's products.
 */
export async function backfillProducts(db: Db, commerce: Commerce, shopId: string): Promise<BackfillResult> {
  await db.query(
    `insert into product_backfills (shop_id, started_at) values ($1, now())
     on conflict (shop_id) do update set started_at = excluded.started_at`,
    [shopId],
  );
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await commerce.productsPage(cursor);
    pages++;
    await db.transaction(async (query) => {
      for (const product of page.products) await upsertProduct(query, shopId, product);
    });
    seen.push(...page.products.map((p) => Number(p.id)));
    cursor = page.nextCursor;
  } while (cursor);
  const collections = await backfillCollections(db, commerce, shopId);
  await db.transaction(async (query) => {
    // A product a webhook stored while the pages went by is newer than the backfill's start: it stays.
    await query(
      `delete from products where shop_id = $1 and not (id = any($2::bigint[]))
         and synced_at < (select started_at from product_backfills where shop_id = $1)`,
      [shopId, seen],
    );
    await query('update product_backfills set finished_at = now(), products = $2 where shop_id = $1', [shopId, seen.length]);
  });
  cacheOf(db).forget(shopId);
  return { products: seen.length, pages, collections };
}

/** Shops whose products were never backfilled to the end (new shops, or a start that stopped half way). */
export async function shopsToBackfill(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select s.id from shops s left join product_backfills b on b.shop_id = s.id
      where b.finished_at is null order by s.id`,
  );
  return rows.map((r) => r.id);
}

// Shops whose backfill finished (or is running) in this process, per database: ensureProducts asks the
// database once per shop, then never again.
const settled = new WeakMap<Db, Map<string, Promise<void> | true | { failedAt: number }>>();
/** A failed backfill is tried again by a products call this long after. */
const RETRY_MS = 60_000;

function backfillOnce(deps: ApiDeps, shop: Shop, log: (line: string) => void): Promise<void> {
  let shops = settled.get(deps.db);
  if (!shops) settled.set(deps.db, (shops = new Map()));
  const known = shops.get(shop.shopId);
  if (known === true) return Promise.resolve();
  if (known instanceof Promise) return known;
  if (known && Date.now() - known.failedAt < RETRY_MS) return Promise.resolve();
  const run = (async () => {
    const [row] = await deps.db.query<{ finished_at: Date | null }>('select finished_at from product_backfills where shop_id = $1', [shop.shopId]);
    if (!row?.finished_at) {
      const result = await backfillProducts(deps.db, deps.commerce(shop), shop.shopId);
      log(`[devstore api] ${shop.shopId}: ${result.products} products (${result.pages} pages) and ${result.collections} collections stored from the store`);
    }
    shops.set(shop.shopId, true);
  })().catch((error: unknown) => {
    shops.set(shop.shopId, { failedAt: Date.now() });
    // A server without a store (no `commerce`) has nothing to backfill from: not worth a line per shop.
    if (error instanceof HttpError && error.code === 'store_not_connected') return;
    log(`[devstore api] ${shop.shopId}: products backfill failed: ${(error as Error).message}`);
  });
  shops.set(shop.shopId, run);
  return run;
}

/** The shop's next products call (or the next start) backfills it again: after an uninstall, say. */
export async function forgetBackfill(db: Db, shopId: string): Promise<void> {
  await db.query('delete from product_backfills where shop_id = $1', [shopId]);
  settled.get(db)?.delete(shopId);
}

/**
 * A shop connected after the start gets its backfill on its first products call: started then, in the background
 * (that call answers from what is stored so far). Costs one map lookup once the shop's backfill has finished.
 */
export function ensureProducts(deps: ApiDeps, shop: Shop): void {
  if (settled.get(deps.db)?.get(shop.shopId) === true) return;
  void backfillOnce(deps, shop, (line) => console.warn(line));
}

/** At start: every shop never backfilled to the end gets its products now, one shop after another. */
export async function backfillAtStart(deps: ApiDeps, log: (line: string) => void): Promise<void> {
  for (const shopId of await shopsToBackfill(deps.db)) {
    const shop = await getShop(deps.db, shopId);
    if (shop) await backfillOnce(deps, shop, log);
  }
}
