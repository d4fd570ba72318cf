// German texts of the session (namespace `auth`), loaded on demand.
import type { authMessages } from './messages-en.ts';

const de: typeof authMessages = {
  shopLoginFailed: 'Anmeldung bei Shopify nicht möglich',
  notLoggedIntoShop: 'Du bist derzeit nicht bei Shopify angemeldet',
  shopLoginKeyMissing: 'Der Multipass-Schlüssel fehlt, daher werden Kund:innen nicht bei Shopify angemeldet.',
};

export default de;
