// The theme elements' texts, English and German (English default, German on demand; the elements
// chunk is small enough to carry both). The product's texts word for word: the save button's labels, the
// collection element's 'Sign in to save' and 'View all', the default headings, the item toasts.
const en = {
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

const de: Record<MessageKey, string> = {
  favorite: 'Zu Favoriten hinzufügen',
  favoriteNamed: '{title} zu Favoriten hinzufügen',
  saveItem: 'Artikel merken',
  savedItem: 'Gemerkt',
  favorites: 'Favoriten',
  favoritesOne: 'Favoriten, 1 Artikel',
  favoritesMany: 'Favoriten, {count} Artikel',
  error: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  saveError: 'Artikel konnte nicht gespeichert werden',
  removeError: 'Artikel konnte nicht entfernt werden',
  dismiss: 'Schließen',
  guestSaved: 'Auf diesem Gerät in deinen Favoriten gemerkt.',
  guestSignIn: 'Anmelden und behalten',
  loginHeading: 'Dein Konto',
  loginText: 'Melde dich an für Bestellungen, Favoriten und Prämien.',
  signIn: 'Anmelden',
  greeting: 'Hallo {firstName}',
  greetingFallback: 'Hallo',
  accountText: 'Bestellungen, Favoriten und Prämien findest du in deinem Konto.',
  viewAccount: 'Zu deinem Konto',
  signInToSave: 'Anmelden zum Merken',
  viewAll: 'Alle ansehen',
  viewAllOf: 'Alle ansehen: {heading}',
  previous: 'Vorherige',
  next: 'Nächste',
  loading: 'Produkte werden geladen',
  recentlyViewed: 'Zuletzt angesehen',
  popularToday: 'Heute beliebt',
  wishlist: 'Favoriten',
  savedFromCart: 'Aus dem Warenkorb gemerkt',
  emptyRecentlyViewed: 'Produkte, die du dir im Shop ansiehst, erscheinen hier.',
  emptyPopularToday: 'Noch nichts hier. Schau später wieder vorbei.',
  emptyWishlist: 'Merke dir Produkte mit dem Herz und finde sie hier.',
  emptySavedFromCart: 'Artikel aus deinem Warenkorb werden hier aufbewahrt.',
};

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function createTranslate(language: string | undefined): Translate {
  const table = (language ?? '').toLowerCase().startsWith('de') ? de : en;
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
