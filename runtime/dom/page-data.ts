// The one reader of the page's init data (window.StatusInitData, printed by the theme): the loader, the theme
// elements and the panel all take the shop, the customer, the locale and the settings from here, with one
// rule for each. The page is not ours: every field may be missing, of the wrong type or hostile, and a field
// that is not what it should be counts as absent. docs/behaviour.md describes the init data.
import type { InitData } from './contract.ts';

/** The page's data as the widget uses it. */
export interface PageData {
  shopId: string;
  /** The signed-in customer the page names, or null on a guest's page. */
  customerId: string | null;
  isGuest: boolean;
  /** The customer the theme printed (first name, e-mail, personalizations), with `customerId` as read above. */
  customer: (NonNullable<InitData['customer']> & { customerId: string }) | null;
  /** The shop's locale as the page gives it; `language` is never empty ('en' when the page names none). */
  locale: NonNullable<InitData['locale']> & { language: string };
  /** Settings groups keyed by group name; `{}` when the page has none. */
  settings: Record<string, unknown>;
  apiBaseUrl: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty string, else undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** An id the page may print as a string or a number: trimmed, non-empty; anything else is none. */
const idOf = (value: unknown): string | null =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : null) : (typeof value === 'string' && value.trim()) || null;

/** The shop id, by the one rule: a non-empty string (trimmed) or a finite number; null when there is none. */
export const shopIdOf = (init: unknown): string | null => (isRecord(init) ? idOf(init.shopId) : null);

/** The customer id: `customer.customerId`, else the top-level `customerId`; null on a guest's page. */
export const customerIdOf = (init: unknown): string | null =>
  isRecord(init) ? (isRecord(init.customer) && idOf(init.customer.customerId)) || idOf(init.customerId) : null;

/** The page's settings groups, `{}` when it has none. */
export const settingsOf = (init: unknown): Record<string, unknown> => (isRecord(init) && isRecord(init.settings) ? init.settings : {});

/**
 * Reads init data the loader accepted (its shop id checked by shopIdOf: runtime/loader/init-data.ts); throws
 * on data without a shop id, which never starts the widget.
 */
export function readPageData(init: unknown): PageData {
  const shopId = shopIdOf(init);
  if (!shopId || !isRecord(init)) throw new Error('Status: no shopId');
  const customerId = customerIdOf(init);
  const locale = isRecord(init.locale) ? init.locale : {};
  return {
    shopId,
    customerId,
    isGuest: !customerId,
    customer: customerId ? { ...(isRecord(init.customer) ? init.customer : {}), customerId } : null,
    locale: { ...locale, language: text(locale.language) ?? 'en' },
    settings: settingsOf(init),
    apiBaseUrl: text(init.apiBaseUrl) ?? null,
  };
}

/** A settings group as an object (its fields), or undefined when the page's settings have none. */
export function settingsGroup(settings: Record<string, unknown>, group: string): Record<string, unknown> | undefined {
  const value = settings[group];
  return isRecord(value) ? value : undefined;
}

/**
 * The page data as the loader read it, handed to its chunks (the theme elements, the extras) with the rule for a
 * settings group, so they carry no second copy of these rules.
 */
export interface PageReading {
  /** settingsOf(initData). */
  settings: Record<string, unknown>;
  /** customerIdOf(initData). */
  customerId: string | null;
  settingsGroup: typeof settingsGroup;
}

/** The reading start.ts hands over (tests build theirs the same way). */
export const pageReading = (init: unknown): PageReading => ({ settings: settingsOf(init), customerId: customerIdOf(init), settingsGroup });

/** Whether the page's settings turn a group on: its `isActive` is true. */
export const groupActive = (settings: Record<string, unknown>, group: string): boolean => settingsGroup(settings, group)?.isActive === true;

/** What decides whether a plugin is on: its settings group (none: always on) and that group's default. */
export interface PluginSwitch {
  activeBy?: string | undefined;
  activeByDefault: boolean;
}

/**
 * Whether a plugin is on for these settings: its group's `isActive` when the settings say true or false,
 * else the group's default. The registry and the loader's preloads both decide with this.
 */
export function pluginOn({ activeBy, activeByDefault }: PluginSwitch, settings: Record<string, unknown>): boolean {
  if (!activeBy) return true;
  const own = settingsGroup(settings, activeBy)?.isActive;
  return typeof own === 'boolean' ? own : activeByDefault;
}
