// Acme Rewards for the Status widget: a points card on For you, a rewards page and a "How you earn" section
// a merchant can place on a page of their own (slot `acme-loyalty.rewardsInfo`). Built with the SDK's preset
// into one small ES module (dist/acme-loyalty.js) that takes React and the runtime from the host page.
//
// This module is the plugin's manifest: it says what the plugin fills, adds and needs. Its code (./setup.tsx)
// and messages are bundled with it but only run when the merchant's settings turn the plugin on.
import { definePlugin } from '@status/sdk';
import validateSettings from './generated/settings.js';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'acme-loyalty',
  name: 'Acme Loyalty',
  version: '1.0.0',
  provider: 'Acme Rewards',
  description: 'Shows the shopper’s Acme Rewards points on For you and the rewards they can unlock.',
  // settings['acme-loyalty'].isActive turns it on or off (validated by ./generated/settings.js).
  activeBy: 'acme-loyalty',
  validateSettings,
  slots: ['forYou.points', 'acme-loyalty.rewardsInfo'],
  routes: ['acme-rewards'],
  // identity: the shopper's Firebase ID token goes to Acme's backend, which verifies it; http: ctx.http.
  capabilities: ['identity', 'http'],
});

export default definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
