// Product data cache for the batching client (1 day by default): memory first, then an
// optional localStorage-like storage. Entries expire at the server's `cacheUntil` when given, else after the
// default lifetime. Storage failures (quota, private mode, bad JSON) only cost a cache miss.
import type { ProductData } from './product-types';

export const PRODUCT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const PRODUCT_STORAGE_PREFIX = 'status:product:';

/** The part of `Storage` the cache needs; `key`/`length` are only used to clear it. */
export interface ProductStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key?(index: number): string | null;
  readonly length?: number;
}

export interface ProductCacheOptions {
  storage?: ProductStorage | undefined;
  now: () => number;
  ttlMs: number;
}

interface CacheEntry {
  data: ProductData;
  expiresAt: number;
}

export interface ProductCache {
  read(key: string): ProductData | undefined;
  write(key: string, data: ProductData, cacheUntil: unknown): void;
  forget(key: string): void;
  clear(): void;
}

export function createProductCache({ storage, now, ttlMs }: ProductCacheOptions): ProductCache {
  const memory = new Map<string, CacheEntry>();

  const forget = (key: string) => {
    memory.delete(key);
    safely(() => storage?.removeItem(PRODUCT_STORAGE_PREFIX + key));
  };

  return {
    read(key) {
      const entry = memory.get(key) ?? readStored(storage, key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        forget(key);
        return undefined;
      }
      memory.set(key, entry);
      return entry.data;
    },
    write(key, data, cacheUntil) {
      const expiresAt = parseCacheUntil(cacheUntil) ?? now() + ttlMs;
      if (expiresAt <= now()) return forget(key);
      const entry: CacheEntry = { data, expiresAt };
      memory.set(key, entry);
      safely(() => storage?.setItem(PRODUCT_STORAGE_PREFIX + key, JSON.stringify(entry)));
    },
    forget,
    clear() {
      memory.clear();
      if (!storage?.key || typeof storage.length !== 'number') return;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PRODUCT_STORAGE_PREFIX)) keys.push(key);
      }
      keys.forEach((key) => safely(() => storage.removeItem(key)));
    },
  };
}

/** `cacheUntil` from the server: epoch milliseconds (number or digit string) or an ISO date. */
export function parseCacheUntil(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

function readStored(storage: ProductStorage | undefined, key: string): CacheEntry | undefined {
  const raw = safely(() => storage?.getItem(PRODUCT_STORAGE_PREFIX + key));
  if (!raw) return undefined;
  const entry = safely(() => JSON.parse(raw) as unknown);
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { data, expiresAt } = entry as Partial<CacheEntry>;
  if (typeof data !== 'object' || data === null || typeof expiresAt !== 'number') return undefined;
  return { data, expiresAt };
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
