// The orders texts per language, for ctx.i18n.load: each language a chunk of its own.
export const ORDERS_MESSAGES = { en: () => import('./en.ts'), de: () => import('./de.ts') };

/** A text of the orders tables (the plugin's t, typed by its keys). */
export type OrdersT = (key: keyof typeof import('./en.ts').default, vars?: Record<string, string | number>) => string;
