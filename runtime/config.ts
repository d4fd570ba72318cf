// Config is merged from cached data (the last /init response), page init data and the shop locale
// (docs/architecture.md). Page data wins over cache; the shop locale wins for the locale fields.
import type { InitData } from './dom/contract.ts';
import { readPageData, shopIdOf } from './dom/page-data.ts';
import type { ShopConfig, ShopLocale } from './types.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ConfigSources {
  /** Settings and customizations cached from the last `/init/{shopId}/user` response. */
  cached?: { settings?: Record<string, unknown>; theme?: InitData['theme']; content?: unknown[] } | null;
  initData: InitData;
  /** The storefront's own locale (e.g. Shopify.locale / Shopify.currency.active). */
  shopLocale?: Partial<ShopLocale> | null;
}

export interface MergedConfig {
  config: ShopConfig;
  settings: Record<string, unknown>;
}

export function mergeConfig({ cached, initData, shopLocale }: ConfigSources): MergedConfig {
  if (!shopIdOf(initData)) {
    throw new ConfigError('Status cannot start: the page init data has no shopId. Add the shop id to window.StatusInitData.');
  }
  const { shopId, customerId, customer, locale, apiBaseUrl, settings: pageSettings } = readPageData(initData);
  const theme = { ...cached?.theme, ...initData.theme };
  const config: ShopConfig = {
    shopId,
    customerId,
    customer,
    shopifyDomain: initData.shopifyDomain ?? null,
    page: { ...initData.page },
    routes: { root: initData.routes?.root ?? '/' },
    locale: { ...locale, ...stripUndefined(shopLocale) },
    theme: { widget: { position: theme.widget?.position ?? 'bottom' }, customCss: theme.customCss ?? '' },
    apiBaseUrl,
    sharePreview: initData.sharePreview === true,
  };
  const settings = mergeSettings(cached?.settings, pageSettings);
  // Content blocks travel beside settings in page data and the init response; plugins read them as a group.
  settings.content = initData.content ?? cached?.content ?? settings.content ?? [];
  return { config, settings };
}

/** Groups merge shallowly: a group in page data overrides the cached fields it names. */
function mergeSettings(cached: Record<string, unknown> = {}, page: Record<string, unknown> = {}) {
  const merged: Record<string, unknown> = { ...cached };
  for (const [group, value] of Object.entries(page)) {
    const before = merged[group];
    merged[group] = isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value;
  }
  return merged;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stripUndefined<T extends object>(o: T | null | undefined): Partial<T> {
  if (!o) return {};
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
