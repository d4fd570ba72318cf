// Saved from cart's calls: the list and remove on the Status API, "Add to cart" on the shop's
// AJAX cart (POST cart/add.js, items with id, quantity and properties marking the source), and the
// classification of what the shop answered.
import type { ApiClient } from '../../runtime/public.ts';

/** An entry of POST /saved/cart/items (schemas/api/saved.json savedItem). */
export interface SavedItem {
  id: string;
  productId: number;
  variantId: number | null;
  createdAt?: string;
  cacheUntil?: string;
}

/** The line item property that marks where an item came from (underscore: hidden from the shopper at checkout). */
export const SOURCE_PROPERTY = '_status_source';
export const SOURCE_VALUE = 'saved-from-cart';

export async function listSaved(api: ApiClient): Promise<SavedItem[]> {
  const response = await api.post<{ items?: SavedItem[] }>('/saved/cart/items', {});
  return Array.isArray(response?.items) ? response.items : [];
}

export async function removeSaved(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/saved/cart/${encodeURIComponent(id)}`);
}

/** Sold-out or quantity-limit messages are out of stock; 'Cannot find' is missing; else a failure. */
export type CartAddFailure = 'soldOut' | 'missing' | 'failed';

export function classifyCartError(message: string | null | undefined): CartAddFailure {
  const text = message ?? '';
  if (/cannot find/i.test(text)) return 'missing';
  if (/sold out|out of stock|you can only add|all \d+ .* in your cart|quantity limit|maximum quantity/i.test(text)) return 'soldOut';
  return 'failed';
}

export class CartAddError extends Error {
  override readonly name = 'CartAddError';
  constructor(readonly kind: CartAddFailure, message: string) {
    super(message);
  }
}

/** The shop's side, replaceable in tests (jsdom has no navigation). */
export const shop = {
  fetch: (input: string, init: RequestInit) => globalThis.fetch(input, init),
  assign: (url: string) => globalThis.location.assign(url),
};

export function shopUrl(root: string | undefined, path: string): string {
  const base = root && root.endsWith('/') ? root : `${root || ''}/`;
  return new URL(`${base}${path}`, globalThis.location.href).href;
}

/** POST {root}cart/add.js; rejects with a classified CartAddError. */
export async function addToCart(root: string | undefined, variantId: number | string): Promise<void> {
  let response: Response;
  try {
    response = await shop.fetch(shopUrl(root, 'cart/add.js'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ items: [{ id: variantId, quantity: 1, properties: { [SOURCE_PROPERTY]: SOURCE_VALUE } }] }),
    });
  } catch (error) {
    throw new CartAddError('failed', error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return;
  let message = '';
  try {
    const body = (await response.json()) as { description?: unknown; message?: unknown };
    message = [body.description, body.message].filter((part) => typeof part === 'string').join(' ');
  } catch {
    // Not JSON: the status alone says it failed.
  }
  throw new CartAddError(classifyCartError(message), message || `cart/add.js answered ${response.status}`);
}
