// The orders texts per language, for ctx.i18n.load: each language a chunk of its own. Not `en.ts`: the loader
// preloads a plugin's messages/en.ts with its setup, and these belong to the tab's list and the receipt pages.
export const ORDERS_MESSAGES = { en: () => import('./pages-en.ts'), de: () => import('./pages-de.ts') };
// The order's status texts: the highlighted order on For you needs only these, before the list's texts.
export const STATUS_MESSAGES = { en: () => import('./status-en.ts'), de: () => import('./status-de.ts') };

type Vars = Record<string, string | number>;
/** A status text (the plugin's t, typed by the status table's keys). */
export type StatusT = (key: keyof typeof import('./status-en.ts').default, vars?: Vars) => string;
/** A text of the orders tables (the plugin's t, typed by their keys). */
export type OrdersT = (key: keyof typeof import('./pages-en.ts').default | keyof typeof import('./status-en.ts').default, vars?: Vars) => string;
