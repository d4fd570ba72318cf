// Shopper- and merchant-facing texts of the session (shop login errors), namespace `auth`.
import type { MessageBundle } from '../i18n/index.ts';
import { authMessages } from './messages-en.ts';

export { authMessages };

export const AUTH_NAMESPACE = 'auth';


export const authMessageBundle: MessageBundle = {
  en: authMessages,
  load: { de: () => import('./messages-de.ts') },
};
