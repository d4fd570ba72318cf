// Store credit (a card filled by the gift-card provider call): the signed-in customer's gift card on For you
// (amount, expiry, its code with a Copy code button), or their store credit (no code: applied at checkout). The provider's
// access token (`credit.accessToken`, writeOnly) never reaches a browser: the card asks our API
// (`GET /credit/{shopId}/{customerId}`), which checks the shopper's ID token and that the customer is theirs,
// then calls the provider with the shop's token. `credit.isActive` turns it on.
//
// It declares no settings group to validate: the browser's copy of `credit` lacks the token (stripped), which
// the schema requires of an active group, so it reads only `credit.name` from the store (a default otherwise).
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'credit',
  name: 'Store credit',
  version: '1.0.0',
  provider: 'Status',
  description: 'The shopper’s gift card or store credit on For you: amount, expiry and its code with a Copy button.',
  activeBy: 'credit',
  deferred: true,
  slots: ['forYou.credit'],
});

export const creditPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
