// What the shop's cart answered a refused add: sold out (or a quantity limit), missing, or failed.
export type CartAddFailure = 'soldOut' | 'missing' | 'failed';

export function classifyCartError(message: string | null | undefined): CartAddFailure {
  const text = message ?? '';
  if (/cannot find/i.test(text)) return 'missing';
  if (/sold out|out of stock|you can only add|all \d+ .* in your cart|quantity limit|maximum quantity/i.test(text)) return 'soldOut';
  return 'failed';
}
