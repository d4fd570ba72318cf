// The one way product data is loaded (POST /products/batch), with image-error refresh and limits.
//
// Batching: the first load of a batch opens a 250 ms window; every load in that window joins the batch and
// the window closes on its own timer (it is NOT restarted by later loads). So there is at most one
// POST /products/batch per window, and a steady stream of loads cannot starve the request forever.
// Items are de-duplicated by (id, size, type); if any caller of an item asks ignoreCache, the item is sent
// with ignoreCache true. A load for an item already on its way (queued or in flight) shares that request.
import type { ApiClient } from './client';
import { createProductCache, PRODUCT_CACHE_TTL_MS, type ProductStorage } from './product-cache';
import type {
  ProductBatchRequestItem,
  ProductBatchResponse,
  ProductBatchResponseItem,
  ProductData,
  ProductRef,
} from './product-types';

export type { ProductData, ProductRef, ProductBatchRequestItem, ProductBatchResponse, ProductBatchResponseItem };
export type { ProductStorage };

export const PRODUCT_BATCH_PATH = '/products/batch';
export const PRODUCT_BATCH_DEBOUNCE_MS = 250;
export const PRODUCT_IMAGE_RETRY_DELAY_MS = 250;
export const DEFAULT_PRODUCT_IMAGE_SIZE = 200;
export const DEFAULT_PRODUCT_TYPE = 'product';

export interface ProductClientOptions {
  /** localStorage-like persistence; default none (memory only). */
  storage?: ProductStorage;
  now?: () => number;
  debounceMs?: number;
  cacheTtlMs?: number;
  imageRetryDelayMs?: number;
}

export interface ProductClient {
  load(ref: ProductRef): Promise<ProductData>;
  /** Refresh the data; if the image is unchanged, retry ignoring the API cache after 250 ms. */
  refreshOnImageError(ref: ProductRef, currentImage: string | null | undefined): Promise<ProductData>;
  clearCache(): void;
}

/** A requested item the batch response did not include (unknown or unavailable product). */
export class ProductMissingError extends Error {
  override readonly name = 'ProductMissingError';
  constructor(readonly item: ProductBatchRequestItem) {
    super(`Product ${item.type} ${String(item.id)} (size ${item.size}) was not returned by POST ${PRODUCT_BATCH_PATH}`);
  }
}

interface QueueEntry {
  item: ProductBatchRequestItem;
  promise: Promise<ProductData>;
  resolve(data: ProductData): void;
  reject(error: unknown): void;
}

export function createProductClient(api: Pick<ApiClient, 'post'>, options: ProductClientOptions = {}): ProductClient {
  const now = options.now ?? (() => Date.now());
  const debounceMs = options.debounceMs ?? PRODUCT_BATCH_DEBOUNCE_MS;
  const retryDelayMs = options.imageRetryDelayMs ?? PRODUCT_IMAGE_RETRY_DELAY_MS;
  const cache = createProductCache({ storage: options.storage, now, ttlMs: options.cacheTtlMs ?? PRODUCT_CACHE_TTL_MS });

  let queue = new Map<string, QueueEntry>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Latest unsettled request per item, queued or in flight. */
  const pending = new Map<string, Promise<ProductData>>();

  function enqueue(item: ProductBatchRequestItem): Promise<ProductData> {
    const key = keyOf(item);
    const queued = queue.get(key);
    if (queued) {
      queued.item.ignoreCache ||= item.ignoreCache;
      return queued.promise;
    }
    const entry = deferred(item);
    queue.set(key, entry);
    pending.set(key, entry.promise);
    const forgetPending = () => {
      if (pending.get(key) === entry.promise) pending.delete(key);
    };
    entry.promise.then(forgetPending, forgetPending);
    timer ??= setTimeout(flush, debounceMs);
    return entry.promise;
  }

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = queue;
    queue = new Map();
    try {
      const response = await api.post<ProductBatchResponse>(PRODUCT_BATCH_PATH, {
        items: [...batch.values()].map((entry) => ({ ...entry.item })),
      });
      const received = Array.isArray(response?.items) ? response.items : [];
      for (const [key, entry] of batch) {
        const match = received.find((candidate) => matches(candidate, entry.item));
        if (!match || typeof match.data !== 'object' || match.data === null) {
          entry.reject(new ProductMissingError(entry.item));
          continue;
        }
        cache.write(key, match.data, match.cacheUntil);
        entry.resolve(match.data);
      }
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
    }
  }

  /** `useCache` false skips the local cache and any request already under way (a refresh must be fresh). */
  function fetchProduct(item: ProductBatchRequestItem, useCache: boolean): Promise<ProductData> {
    const key = keyOf(item);
    if (useCache) {
      const hit = cache.read(key);
      if (hit) return Promise.resolve(hit);
      const shared = pending.get(key);
      if (shared) return shared;
    }
    return enqueue(item);
  }

  return {
    load(ref) {
      const item = normalize(ref);
      if (item instanceof Error) return Promise.reject(item);
      return fetchProduct(item, !item.ignoreCache);
    },

    async refreshOnImageError(ref, currentImage) {
      const item = normalize(ref);
      if (item instanceof Error) throw item;
      cache.forget(keyOf(item));
      const refreshed = await fetchProduct({ ...item, ignoreCache: false }, false);
      if (refreshed.image !== currentImage) return refreshed;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return fetchProduct({ ...item, ignoreCache: true }, false);
    },

    clearCache: () => cache.clear(),
  };
}

function normalize(ref: ProductRef): ProductBatchRequestItem | Error {
  const { id } = ref;
  const validId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
  if (!validId) return new TypeError(`Invalid product id: ${JSON.stringify(id)}`);
  return {
    id,
    size: ref.size ?? DEFAULT_PRODUCT_IMAGE_SIZE,
    type: ref.type ?? DEFAULT_PRODUCT_TYPE,
    ignoreCache: ref.ignoreCache ?? false,
  };
}

/** Ids compare as strings: 123 and '123' are the same product. */
function keyOf(item: ProductBatchRequestItem): string {
  return `${item.type}:${String(item.id)}:${item.size}`;
}

function matches(candidate: ProductBatchResponseItem, item: ProductBatchRequestItem): boolean {
  if (typeof candidate !== 'object' || candidate === null) return false;
  if (String(candidate.id) !== String(item.id)) return false;
  if (candidate.size !== undefined && Number(candidate.size) !== item.size) return false;
  return candidate.type === undefined || candidate.type === item.type;
}

function deferred(item: ProductBatchRequestItem): QueueEntry {
  let resolve!: (data: ProductData) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<ProductData>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { item, promise, resolve, reject };
}
