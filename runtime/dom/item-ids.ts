// Save-item and remove-item need productId as a non-empty string or a number; variantId, when
// given, likewise. Shared by the loader (JS API, page events) and the elements chunk (element attributes).
import type { SaveItemDetail, SavedItemIds } from './contract';

/** The warning for an invalid id, in the words docs/behaviour.md gives. */
export const INVALID_ID_WARNING =
  "Invalid product or variant id. Make sure you're sending a product id and that product and variant ids are either a string or a number.";

const validId = (id: unknown): boolean => (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');

/** The ids as strings, or null when they break the rule. */
export function checkItemIds(item: unknown): SavedItemIds | null {
  const { productId, variantId } = (item ?? {}) as Partial<SaveItemDetail>;
  if (!validId(productId)) return null;
  if (variantId !== undefined && variantId !== null && !validId(variantId)) return null;
  return { productId: String(productId).trim(), variantId: variantId === undefined || variantId === null ? null : String(variantId).trim() };
}
