// The theme elements' texts: English here (the default), German in messages-de.ts, a chunk of its own that
// index.ts imports before rendering on a German page. The product's texts word for word: the save button's labels, the
// collection element's 'Sign in to save' and 'View all', the default headings, the item toasts.
export const en = {
  favorite: 'Save to favorites',
  favoriteNamed: 'Save {title} to favorites',
  saveItem: 'Save this item',
  savedItem: 'Saved item',
  favorites: 'Favorites',
  favoritesOne: 'Favorites, 1 item',
  favoritesMany: 'Favorites, {count} items',
  /** favoriteButton.notifications.error: the widget's and the button's own message. */
  error: 'Something went wrong. Please try again.',
  /** The site target's messages (item toasts). */
  saveError: 'Unable to save item',
  removeError: 'Unable to remove item',
  dismiss: 'Dismiss',
  /** A guest's first save on a page: where it went, and the way to keep it. */
  guestSaved: 'Saved to your favorites on this device.',
  guestSignIn: 'Sign in to keep them',
  loginHeading: 'Your account',
  loginText: 'Sign in to see your orders, favorites and rewards.',
  signIn: 'Sign in',
  greeting: 'Hi {firstName}',
  greetingFallback: 'Hi there',
  accountText: 'Your orders, favorites and rewards are in your account.',
  viewAccount: 'View your account',
  signInToSave: 'Sign in to save',
  viewAll: 'View all',
  viewAllOf: 'View all {heading}',
  /** A carousel's arrows. */
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading products',
  recentlyViewed: 'Recently viewed',
  popularToday: 'Popular today',
  wishlist: 'Favorites',
  savedFromCart: 'Saved from cart',
  emptyRecentlyViewed: 'Products you look at in the store show up here.',
  emptyPopularToday: 'Nothing here yet. Check back later.',
  emptyWishlist: 'Save products with the heart and find them here.',
  emptySavedFromCart: 'Items you add to your cart are kept here.',
};

export type MessageKey = keyof typeof en;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export type MessageTable = Record<MessageKey, string>;

/** True when the page's language has its own table (German): index.ts imports it before rendering. */
export const ownTable = (language: string | undefined): boolean => (language ?? '').toLowerCase().startsWith('de');

/** Texts from `table()`, read at each call (English until a page's own table has arrived). */
export function createTranslate(table: () => MessageTable): Translate {
  return (key, vars = {}) => table()[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
