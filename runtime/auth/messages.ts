// Shopper- and merchant-facing texts of the session (SPEC §8 shop login errors), namespace `auth`.
import type { MessageBundle } from '../i18n/index.ts';

export const AUTH_NAMESPACE = 'auth';

export const authMessages = {
  shopLoginFailed: 'Unable to log in to Shopify',
  notLoggedIntoShop: 'You are currently not logged into Shopify',
  shopLoginKeyMissing: 'The Multipass key is missing, so customers will not be logged in to Shopify.',
};

export const authMessageBundle: MessageBundle = {
  en: authMessages,
  load: { de: () => import('./messages-de.ts') },
};
