// The referral record (local key `referrals`): which of the widget's
// places put each product into the shop's cart. Plugins that add to the cart (buy it again, saved from cart) mark
// their lines with a `_status_source` property and, once the add succeeded, call `recordCartReferrals(ctx,
// productIds, source)`: the record `{ token, products: { [productId]: source } }` (token: the cart's) is kept in
// localStorage (`status:referrals`) and written to the cart attribute `_status_tracked`, base64 of its JSON, with
// POST {root}cart/update.js, so the order that comes of the cart says where its products came from. A record of an
// earlier cart (another token: it was checked out or expired) is started again. Only when `tracking` is active.
// Failures are reported and never fail the add.
import { REFERRALS_ATTRIBUTE, REFERRALS_KEY } from './cart-referral-keys.ts';
import type { PluginContext } from './plugin-context-types.ts';

export { REFERRALS_ATTRIBUTE, REFERRALS_KEY };

export interface ReferralRecord {
  token: string | null;
  products: Record<string, string>;
}

/** The cart attribute's value: base64 of the record's JSON (ids and source names are ASCII). */
export const encodeReferrals = (record: ReferralRecord): string => btoa(JSON.stringify(record));

function readRecord(storage: Pick<Storage, 'getItem'> | null): ReferralRecord {
  try {
    const value = JSON.parse(storage?.getItem(REFERRALS_KEY) ?? 'null') as Partial<ReferralRecord> | null;
    if (value && typeof value.products === 'object' && value.products && !Array.isArray(value.products)) {
      const products = Object.fromEntries(Object.entries(value.products).filter(([, source]) => typeof source === 'string')) as Record<string, string>;
      return { token: typeof value.token === 'string' ? value.token : null, products };
    }
  } catch {
    // Not ours: start again.
  }
  return { token: null, products: {} };
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export type CartContext = Pick<PluginContext<unknown>, 'store' | 'report'>;
export type CartFetch = (input: string, init: RequestInit) => Promise<Response>;

export async function recordCartReferrals(
  ctx: CartContext,
  productIds: readonly (string | number)[],
  source: string,
  doFetch: CartFetch = (input, init) => globalThis.fetch(input, init),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage(),
): Promise<void> {
  if ((ctx.store.settings.tracking as { isActive?: unknown } | undefined)?.isActive !== true || productIds.length === 0) return;
  const root = ctx.store.config.routes?.root || '/';
  const url = new URL(`${root.endsWith('/') ? root : `${root}/`}cart/update.js`, globalThis.location.href).href;
  const post = async (record: ReferralRecord): Promise<string | null> => {
    const response = await doFetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ attributes: { [REFERRALS_ATTRIBUTE]: encodeReferrals(record) } }),
    });
    if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
    const cart = (await response.json().catch(() => null)) as { token?: unknown } | null;
    return typeof cart?.token === 'string' ? cart.token : null;
  };
  const added = Object.fromEntries(productIds.map((id) => [String(id), source]));
  try {
    const stored = readRecord(storage);
    let record: ReferralRecord = { token: stored.token, products: { ...stored.products, ...added } };
    const token = await post(record);
    if (token && stored.token && token !== stored.token) {
      // The stored products were another cart's: this cart holds only what was just added.
      record = { token, products: added };
      await post(record);
    }
    record.token = token ?? record.token;
    storage?.setItem(REFERRALS_KEY, JSON.stringify(record));
  } catch (error) {
    ctx.report(error, 'referral record: cart/update.js');
  }
}
