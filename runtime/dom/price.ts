// A product's price in the shop's currency. Plain TS.
//
// Which number is shown, first match wins:
// 1. a `prices` entry in the shop's currency (`{ price: { currencyCode, amount } }`): already local, formatted;
// 2. a numeric `price` (or a numeric string): the store's base-currency amount, times the shop's
//    currencyMultiplier (the presentment rate), formatted in the shop's currency;
// 3. any other string `price`: shown as the API sent it (already formatted by the server);
// otherwise no price. Formatting is `Intl.NumberFormat` with the shop's language and country.
import type { ProductData } from '../api/product-types.ts';
import type { ShopLocale } from '../types.ts';

export function formatMoney(amount: number, locale: ShopLocale): string {
  const currency = locale.currency;
  const tag = locale.countryCode ? `${locale.language}-${locale.countryCode}` : locale.language;
  if (!currency) return new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown language tag or currency code: the amount and the code, never a crash.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function entryInCurrency(prices: unknown, currency: string | undefined): number | null {
  if (!currency || !Array.isArray(prices)) return null;
  for (const entry of prices as { price?: { currencyCode?: unknown; amount?: unknown } }[]) {
    const price = entry?.price;
    if (price && String(price.currencyCode).toUpperCase() === currency.toUpperCase()) {
      const amount = Number(price.amount);
      if (Number.isFinite(amount)) return amount;
    }
  }
  return null;
}

/** The price text of a product for this shop, or null when the data has none. */
export function productPrice(data: Pick<ProductData, 'price' | 'prices'>, locale: ShopLocale): string | null {
  const local = entryInCurrency(data.prices, locale.currency);
  if (local !== null) return formatMoney(local, locale);
  const raw = data.price;
  const base = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(base)) {
    const rate = locale.currencyMultiplier;
    return formatMoney(base * (typeof rate === 'number' && rate > 0 ? rate : 1), locale);
  }
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}
