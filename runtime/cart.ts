// The shop's AJAX cart: one line added with POST {root}cart/add.js, marked with where it came from
// (`_status_source`, a property the shopper does not see at checkout), and the shop's refusal read as sold
// out, missing or failed. Loaded when a plugin first adds to the cart (public.ts `addToCart`).
import { classifyCartError, type CartAddFailure } from './cart-errors.ts';

export interface CartLine {
  variantId: number | string;
  quantity?: number;
  /** Where the line came from (`saved-from-cart`, `buy-it-again`): the `_status_source` property. */
  source: string;
}

/** Adds one line to the shop's cart: null when it went in, else why not. */
export async function addToCart(root: string | undefined, line: CartLine): Promise<CartAddFailure | null> {
  const base = root && root.endsWith('/') ? root : `${root || ''}/`;
  let response: Response;
  try {
    response = await globalThis.fetch(new URL(`${base}cart/add.js`, globalThis.location.href).href, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ items: [{ id: line.variantId, quantity: Math.max(1, line.quantity ?? 1), properties: { _status_source: line.source } }] }),
    });
  } catch {
    return 'failed';
  }
  if (response.ok) return null;
  let message = '';
  try {
    const body = (await response.json()) as { description?: unknown; message?: unknown };
    message = [body.description, body.message].filter((part) => typeof part === 'string').join(' ');
  } catch {
    // Not JSON: the status alone says it failed.
  }
  return classifyCartError(message);
}
