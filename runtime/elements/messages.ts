// The theme elements' texts, the product's word for word: English here and with each part that is a chunk of
// its own (the strips', the save button's, the login block's, the toasts', the saving code's: added as it
// loads, `addTexts` in context.ts);
// German in messages-de.ts, a chunk that context.ts imports before anything renders on a German page.
export const en = {
  favorite: 'Save to favorites',
  favoriteNamed: 'Save {title} to favorites',
  favorites: 'Favorites',
  favoritesOne: 'Favorites, 1 item',
  favoritesMany: 'Favorites, {count} items',
};

export type MessageKey =
  | keyof typeof en
  | keyof typeof import('./collection-strip.ts').STRIP_TEXTS
  | keyof typeof import('./save-button.ts').SAVE_TEXTS
  | keyof typeof import('./login-block.ts').LOGIN_TEXTS
  | keyof typeof import('./favorites-sync.ts').GUEST_TEXTS
  | keyof typeof import('./toast.ts').TOAST_TEXTS;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export type MessageTable = Record<MessageKey, string>;

/** True when the page's language has its own table (German), imported before the elements render. */
export const ownTable = (language: string | undefined): boolean => (language ?? '').toLowerCase().startsWith('de');

/** Texts from `table()`, read at each call (a part's English texts are there once it loaded). */
export function createTranslate(table: () => Partial<MessageTable>): Translate {
  return (key, vars = {}) => (table()[key] ?? key).replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
