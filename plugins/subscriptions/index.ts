// Subscriptions (countries case-insensitive; no token → the provider's login page; link cached 60 s,
// provider token kept one hour):
// a card on For you for signed-in customers in the configured countries, leading to the customer's
// subscriptions at the provider (Retextion). `subscriptions.isActive` turns it on. `http`: the provider's login
// is an app proxy on the shop's origin (`POST /apps/retextion/login`), not our API.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'subscriptions-card',
  name: 'Subscriptions',
  version: '1.0.0',
  provider: 'Status',
  description: 'A card on For you leading to the shopper’s subscriptions at the provider (Retextion).',
  activeBy: 'subscriptions',
  deferred: true,
  settings: ['subscriptions'],
  slots: ['forYou.subscriptions'],
  capabilities: ['http'],
});

export const subscriptionsPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
