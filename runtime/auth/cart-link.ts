// Anonymous users get a cart attribute linking the cart to their id unless cart creation
// limiting is on (POST cart/update.js with the status id in `attributes`). Posting to the cart creates
// one on Shopify, which is why merchants can switch it off (limitCartCreation).
import type { ShopConfig } from '../types.ts';
import type { SessionEnvironment } from './session-env.ts';

/** The cart attribute holding the shopper's status id (underscore: hidden from the shopper at checkout). */
export const CART_STATUS_ID_ATTRIBUTE = '_status_id';

export function shouldLinkCart(settings: Readonly<Record<string, unknown>>, config: Pick<ShopConfig, 'page'>, uid: string): boolean {
  const limit = settings.limitCartCreation as { isActive?: unknown } | undefined;
  if (limit?.isActive === true) return false;
  // The theme prints the cart's current status id (config.page.cartStatusId): already linked, nothing to send.
  return config.page.cartStatusId !== uid;
}

/** POST {root}cart/update.js; rejects when the store answers with an error. */
export async function linkCartToUser(env: SessionEnvironment, root: string, uid: string): Promise<void> {
  const base = root.endsWith('/') ? root : `${root}/`;
  const response = await env.fetch(`${base}cart/update.js`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ attributes: { [CART_STATUS_ID_ATTRIBUTE]: uid } }),
  });
  if (!response.ok) throw new Error(`POST ${base}cart/update.js failed with status ${response.status}`);
}
