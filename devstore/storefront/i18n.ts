// The few storefront strings, in the shop's language (demo-store is English, demo-store-de German), and
// money formatting in the shop's currency.

const en = {
  skip: 'Skip to content',
  home: 'Home',
  cart: 'Cart',
  mainNav: 'Main',
  shopsNav: 'Demo shops',
  policiesNav: 'Policies',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  featured: 'Featured products',
  collections: 'Collections',
  welcome: 'Welcome to',
  tagline: 'A demo store for the Status widget. Open your account from the icon in the header.',
  variant: 'Variant',
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  soldOut: 'Sold out',
  emptyCart: 'Your cart is empty.',
  total: 'Total',
  product: 'Product',
  price: 'Price',
  yourCart: 'Your cart',
  account: 'Your account',
  loggedInAs: 'Logged in as',
  notLoggedIn: 'You are not logged in. Open the account panel to sign in.',
  logout: 'Log out',
  openAccount: 'Open account panel',
  notFound: 'Page not found',
  notFoundText: 'We could not find that page.',
  loginFailed: 'Login failed',
  loginFailedText: 'This login link is invalid or has expired.',
  backHome: 'Back to the home page',
  storeLogin: 'Log in',
  storeLoginText: 'Log in to your account in this store. We email you a 6-digit code.',
  email: 'Email',
  sendCode: 'Send code',
  code: 'Code',
  codeSent: 'Enter the 6-digit code we emailed to',
  wrongCode: 'That code is wrong or has expired. Ask for a new one.',
  previewNotice: 'Theme preview mode',
  consentTitle: 'Your privacy',
  consentText: 'We use cookies and similar tools to remember what you viewed, measure visits and show you offers. Choose whether we may.',
  consentAccept: 'Accept',
  consentDecline: 'Decline',
} as const;

export type Messages = { readonly [K in keyof typeof en]: string };

const de: Messages = {
  skip: 'Zum Inhalt springen',
  home: 'Startseite',
  cart: 'Warenkorb',
  mainNav: 'Hauptmenü',
  shopsNav: 'Demo-Shops',
  policiesNav: 'Richtlinien',
  privacy: 'Datenschutzerklärung',
  terms: 'Nutzungsbedingungen',
  featured: 'Ausgewählte Produkte',
  collections: 'Kategorien',
  welcome: 'Willkommen bei',
  tagline: 'Ein Demo-Shop für das Status-Widget. Öffne dein Konto über das Symbol in der Kopfzeile.',
  variant: 'Variante',
  quantity: 'Menge',
  addToCart: 'In den Warenkorb',
  soldOut: 'Ausverkauft',
  emptyCart: 'Dein Warenkorb ist leer.',
  total: 'Gesamt',
  product: 'Produkt',
  price: 'Preis',
  yourCart: 'Dein Warenkorb',
  account: 'Dein Konto',
  loggedInAs: 'Angemeldet als',
  notLoggedIn: 'Du bist nicht angemeldet. Öffne das Konto-Panel, um dich anzumelden.',
  logout: 'Abmelden',
  openAccount: 'Konto-Panel öffnen',
  notFound: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es nicht.',
  loginFailed: 'Anmeldung fehlgeschlagen',
  loginFailedText: 'Dieser Anmeldelink ist ungültig oder abgelaufen.',
  backHome: 'Zur Startseite',
  storeLogin: 'Anmelden',
  storeLoginText: 'Melde dich in deinem Konto bei diesem Shop an. Wir senden dir einen 6-stelligen Code per E-Mail.',
  email: 'E-Mail',
  sendCode: 'Code senden',
  code: 'Code',
  codeSent: 'Gib den 6-stelligen Code ein, den wir gesendet haben an',
  wrongCode: 'Dieser Code ist falsch oder abgelaufen. Fordere einen neuen an.',
  previewNotice: 'Theme-Vorschau',
  consentTitle: 'Deine Privatsphäre',
  consentText: 'Wir verwenden Cookies und ähnliche Techniken, um uns zu merken, was du angesehen hast, Besuche zu messen und dir Angebote zu zeigen. Entscheide, ob wir das dürfen.',
  consentAccept: 'Akzeptieren',
  consentDecline: 'Ablehnen',
};

/** Messages for a locale such as 'de' or 'de-DE'; English otherwise. */
export function messagesFor(locale: string): Messages {
  return locale.toLowerCase().startsWith('de') ? de : en;
}

/** The language part of a locale ('de-DE' → 'de'), used for `<html lang>` and init data. */
export function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() || 'en';
}

/** Formats integer cents, e.g. 2500 → '$25.00' or '25,00 €'. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
