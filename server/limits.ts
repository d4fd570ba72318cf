// How much a shopper (or a script posing as many) may keep on the server: sizes of stored fields and rows, lengths
// of lists, and how long views and tracking events are kept. What a single request may carry is in the request
// schemas (schemas/api/*.request.json); totals that depend on what is already stored are checked here, in the
// write's transaction. A refusal leaves everything as it was: 400 invalid_request when the request alone is too
// big, 409 limit_reached when the stored data plus the request would be. server/README.md lists them.
import type { QueryFn } from './db/types';
import type { ApiDeps } from './context';
import { HttpError } from './errors';

/** startApi({ storageLimits }) overrides single figures (tests lower the list caps to stay small). */
export const DEFAULT_STORAGE_LIMITS = {
  /** A customer's custom fields (PUT /customer customFields, merged by key; the known fields count too). */
  customFieldsKeys: 50,
  customFieldsBytes: 16_384,
  /** A customer's personalization answers (PUT /customer personalizations, merged by key). */
  personalizationsKeys: 100,
  personalizationsBytes: 32_768,
  addressesPerCustomer: 50,
  /** Wishlist collections of one owner (customer or anonymous uid) in one shop. */
  collectionsPerOwner: 100,
  itemsPerCollection: 500,
  /** Saved-from-cart items, and favorites, of one owner in one shop (each list). */
  savedItemsPerList: 500,
  /** Product views kept per owner and shop (recently viewed shows 8 of them, popular today counts a day's). */
  productViewsPerOwner: 100,
  /** Recently viewed shop collections kept per owner and shop: 16 stored. */
  collectionViewsPerOwner: 16,
  /** Product and collection views older than this are deleted. */
  viewRetentionDays: 90,
  trackingRetentionDays: 90,
  /** A shop keeps its newest tracking events only. */
  trackingEventsPerShop: 100_000,
  /** The widget's error reports (routes/errors.ts): how long a shop keeps them, and its newest that many only. */
  errorRetentionDays: 30,
  widgetErrorsPerShop: 1000,
};

export type StorageLimits = typeof DEFAULT_STORAGE_LIMITS;

export const limitReached = (message: string) => new HttpError(409, 'limit_reached', message);

/** UTF-8 bytes of the compact JSON of a value: how the field and row sizes are measured. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * `stored` with `changes` laid over it, key by key; a key whose change is null is removed when `removable(key)`.
 * A Map in between, so keys named like Object.prototype members (`__proto__`) stay plain keys.
 */
export function mergeByKey(stored: Record<string, unknown> | null | undefined, changes: Record<string, unknown>, removable: (key: string) => boolean): Record<string, unknown> {
  const merged = new Map(Object.entries(stored ?? {}));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null && removable(key)) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

/**
 * A keyed object's size after a merge: the request alone over the byte cap is a 400; a merged result over the key
 * or byte cap that is bigger than what was stored a 409 (a row already over a cap may still shrink). `path` and
 * `what` name the field in the message.
 */
export function checkMergedSize(
  path: string,
  what: string,
  sizes: { sent: Record<string, unknown>; stored: Record<string, unknown>; merged: Record<string, unknown> },
  maxKeys: number,
  maxBytes: number,
): void {
  const sentBytes = jsonBytes(sizes.sent);
  if (sentBytes > maxBytes) {
    throw new HttpError(400, 'invalid_request', `${path}: ${sentBytes} bytes of JSON; at most ${maxBytes} bytes of ${what} are kept per customer`);
  }
  const keys = Object.keys(sizes.merged).length;
  if (keys > maxKeys && keys > Object.keys(sizes.stored).length) {
    throw limitReached(`${path}: would make ${keys} ${what}; at most ${maxKeys} are kept per customer (send null for one to remove it)`);
  }
  const bytes = jsonBytes(sizes.merged);
  if (bytes > maxBytes && bytes > jsonBytes(sizes.stored)) {
    throw limitReached(`${path}: would make the stored ${what} ${bytes} bytes of JSON; at most ${maxBytes} bytes are kept per customer (send null for one to remove it)`);
  }
}

/** Serialises the transactions that check and grow one owner's list (the lock ends with the transaction). */
export async function lockList(query: QueryFn, key: string): Promise<void> {
  await query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** How many rows `sql` (a `select count(*)::int as n …`) counts. */
export async function countRows(query: QueryFn, sql: string, params: unknown[]): Promise<number> {
  const [row] = await query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

const lastRuns = new WeakMap<object, Map<string, number>>();

/**
 * True when the housekeeping named `key` on this database last ran `everyMs` or more ago by the API's clock (or
 * that clock moved back as far), and records this run: pruning on write, at most once a period per process.
 */
export function housekeepingDue(db: object, key: string, at: Date, everyMs: number): boolean {
  let runs = lastRuns.get(db);
  if (!runs) lastRuns.set(db, (runs = new Map()));
  const last = runs.get(key);
  if (last !== undefined && Math.abs(at.getTime() - last) < everyMs) return false;
  runs.set(key, at.getTime());
  return true;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Deletes a shop's product and collection views older than viewRetentionDays, at most once a minute per process. */
export async function pruneViews(deps: Pick<ApiDeps, 'db' | 'now' | 'storage'>, shopId: string): Promise<void> {
  const at = deps.now();
  if (!housekeepingDue(deps.db, `views:${shopId}`, at, MINUTE)) return;
  const before = new Date(at.getTime() - deps.storage.viewRetentionDays * DAY);
  await deps.db.query('delete from product_views where shop_id = $1 and viewed_at < $2', [shopId, before]);
  await deps.db.query('delete from collection_views where shop_id = $1 and viewed_at < $2', [shopId, before]);
}
