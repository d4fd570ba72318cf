// Saved from cart's calls: the list and remove on the Status API; "Add to cart" is the public entry's
// addToCart, with this plugin's source.
import type { ApiClient } from '../../runtime/public.ts';

export { classifyCartError } from '../../runtime/public.ts';

/** An entry of POST /saved/cart/items (schemas/api/saved.json savedItem). */
export interface SavedItem {
  id: string;
  productId: number;
  variantId: number | null;
  createdAt?: string;
  cacheUntil?: string;
}

/** The `_status_source` of the lines it adds to the cart. */
export const SOURCE_VALUE = 'saved-from-cart';

export async function listSaved(api: ApiClient, signal?: AbortSignal): Promise<SavedItem[]> {
  const response = await api.post<{ items?: SavedItem[] }>('/saved/cart/items', {}, { signal });
  return Array.isArray(response?.items) ? response.items : [];
}

export async function removeSaved(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/saved/cart/${encodeURIComponent(id)}`);
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
