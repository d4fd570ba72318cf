// Config sources read from the host page: cached data, page init data, shop locale.
import type { ConfigSources } from '../../../config.ts';
import type { ShopLocale } from '../../../types.ts';

/** localStorage key of the settings cached from the last `/init/{shopId}/user` response. */
export const CACHE_KEY = 'status:cache';

type HostWindow = Window & { Shopify?: { locale?: unknown; country?: unknown; currency?: { active?: unknown; rate?: unknown } } };

/** The cached config, or null when absent, unreadable (privacy modes) or not an object. */
export function readCachedConfig(win: Window): ConfigSources['cached'] {
  try {
    const raw = win.localStorage.getItem(CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ConfigSources['cached']) : null;
  } catch {
    return null;
  }
}

/** Shopify's own storefront locale and currency (`window.Shopify`), when the page has them. */
export function readShopLocale(win: Window): Partial<ShopLocale> | null {
  const shopify = (win as HostWindow).Shopify;
  if (!shopify) return null;
  const locale: Partial<ShopLocale> = {};
  if (typeof shopify.locale === 'string' && shopify.locale) locale.language = shopify.locale;
  if (typeof shopify.country === 'string' && shopify.country) locale.countryCode = shopify.country;
  if (typeof shopify.currency?.active === 'string') locale.currency = shopify.currency.active;
  const rate = Number(shopify.currency?.rate);
  if (Number.isFinite(rate) && rate > 0) locale.currencyMultiplier = rate;
  return locale;
}
