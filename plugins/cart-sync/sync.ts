// Cart sync's work: every successful cart add/change the storefront makes is read, the
// cart lines this browser has not seen before are recorded into saved from cart (POST /saved/cart, which
// ignores duplicates), and the `cartChange` hook is called. Lines already in the cart when it starts (added
// before the panel mounted) are read once from the shop's /cart.js.
//
// The line keys already recorded are kept in localStorage (`status:cart-items`), written
// only after POST /saved/cart succeeded, so a failed or not-yet-possible record (no user before the first
// open's anonymous sign-in) is retried: after the next sign-in change, cart request or page.
import type { CartChangeInfo, CartItemInfo, PluginContext } from '../../runtime/public.ts';
import { observeCart, unobservedFetch, type CartAction } from './observe.ts';

export const CART_ITEMS_KEY = 'status:cart-items';
/** Remembered line keys; older ones are dropped first. */
export const KNOWN_LIMIT = 200;
/** POST /saved/cart takes at most 50 items (schemas/api/common.json productRefs). */
const BATCH_LIMIT = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface CartSyncOptions {
  storage?: Storage | null;
  host?: typeof globalThis;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/** The cart lines of an add.js answer (one line item or `{ items }`) or a change.js / cart.js answer (a cart). */
export function cartItemsOf(body: unknown): CartItemInfo[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as { items?: unknown };
  const list: unknown[] = Array.isArray(record.items) ? record.items : 'product_id' in record ? [record] : [];
  const items: CartItemInfo[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const line = raw as Record<string, unknown>;
    if (!isId(line.product_id)) continue;
    const variant = isId(line.variant_id) ? line.variant_id : isId(line.id) ? line.id : null;
    items.push({
      key: isId(line.key) ? String(line.key) : `${String(line.product_id)}:${String(variant ?? '')}`,
      product_id: line.product_id,
      variant_id: variant,
      ...(typeof line.quantity === 'number' ? { quantity: line.quantity } : {}),
    });
  }
  return items;
}

export function startCartSync(ctx: PluginContext<unknown>, options: CartSyncOptions = {}): () => void {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const host = options.host ?? globalThis;
  const known = new Set<string>(readKnown(storage));
  const pending = new Map<string, CartItemInfo>();
  let flushing = false;
  let stopped = false;

  async function flush(): Promise<void> {
    if (flushing || stopped || pending.size === 0 || !ctx.store.auth.user) return;
    const batch = [...pending.values()].slice(0, BATCH_LIMIT);
    flushing = true;
    let ok = false;
    try {
      await ctx.api.post('/saved/cart', { items: batch.map((item) => ({ productId: item.product_id, variantId: item.variant_id })) });
      ok = true;
      for (const item of batch) {
        pending.delete(item.key);
        known.add(item.key);
      }
      writeKnown(storage, known);
    } catch (error) {
      ctx.report(error, 'cart sync: POST /saved/cart');
    } finally {
      flushing = false;
    }
    if (ok) await flush();
  }

  function take(action: CartAction, body: unknown, fromRequest: boolean): void {
    if (stopped) return;
    const items = cartItemsOf(body);
    const added = items.filter((item) => !known.has(item.key) && !pending.has(item.key));
    for (const item of added) pending.set(item.key, item);
    if (fromRequest) {
      const token = body && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string' ? (body as { token: string }).token : null;
      const info: CartChangeInfo = { action, items, added, token };
      ctx.hooks.cartChange.call(info);
    }
    void flush();
  }

  /** The whole cart, read without being observed. */
  async function readCart(): Promise<unknown> {
    const root = ctx.store.config.routes?.root || '/';
    const response = await unobservedFetch(host)(`${root.endsWith('/') ? root : `${root}/`}cart.js`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  }

  const stopObserving = observeCart((action, body) => {
    // A theme posting the form endpoint gets HTML back: read the cart it changed instead.
    if (body === null) readCart().then((cart) => take(action, cart, true), (error: unknown) => ctx.report(error, 'cart sync: cart.js'));
    else take(action, body, true);
  }, host);
  ctx.hooks.authChange.tap((auth) => {
    if (auth.user) void flush();
  });
  readCart().then((cart) => take('change', cart, false), (error: unknown) => ctx.report(error, 'cart sync: cart.js'));

  return () => {
    stopped = true;
    stopObserving();
  };
}

function readKnown(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_ITEMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function writeKnown(storage: Storage | null, known: Set<string>): void {
  try {
    storage?.setItem(CART_ITEMS_KEY, JSON.stringify([...known].slice(-KNOWN_LIMIT)));
  } catch {
    // Storage full or blocked: the next page records again (the API ignores duplicates).
  }
}
