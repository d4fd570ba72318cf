// Sign-in in the widget (docs/behaviour.md, Sign-in):
// the login section in For you, Orders and Profile, the verify and magic-link pages, the
// sign-out route and the profile's sign-out button. What happens after the identity provider said yes is the
// session's job (runtime/auth/session.ts); shop login strategies come from other plugins (shopify-multipass).
//
// Only this manifest is in the panel chunk: its setup (with the English messages), the other messages, the login
// section, the flow (controller) and the pages are chunks of their own, fetched as soon as the plugin starts.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'login',
  name: 'Sign-in',
  version: '1.0.0',
  provider: 'Status',
  description: 'Passwordless sign-in (login code, magic link, Google) that also signs the shopper into the store.',
  slots: ['forYou.login', 'orders.login', 'profile.login', 'profile.signOut'],
  routes: ['verify', 'magic-link', 'sign-out', 'save-progress'],
  capabilities: ['session'],
});

export const loginPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./setup.ts').then((m) => ({ default: m.en })), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
