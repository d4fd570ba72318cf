// The orders texts per language, for ctx.i18n.load: each language a chunk of its own. Not `en.ts`: the loader
// preloads a plugin's messages/en.ts with its setup, and these belong to the tab's list and the receipt pages.
export const ORDERS_MESSAGES = { en: () => import('./pages-en.ts'), de: () => import('./pages-de.ts') };

/** A text of the orders tables (the plugin's t, typed by its keys). */
export type OrdersT = (key: keyof typeof import('./pages-en.ts').default, vars?: Record<string, string | number>) => string;
