// What the plugin fills, adds and needs (the slot, route and settings names are typed from it, so setup.tsx
// and the components can only use what it declares). index.tsx adds the code and messages.
import { definePlugin } from '@status/sdk';
import validateSettings from './generated/settings.js';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'acme-loyalty',
  name: 'Acme Loyalty',
  version: '1.0.0',
  provider: 'Acme Rewards',
  description: 'Shows the shopper’s Acme Rewards points on For you and the rewards they can unlock.',
  // Its own group, settings['acme-loyalty'] (validated by ./generated/settings.js). It has no switch of its own:
  // the merchant turns it on or off with its entry in the shop's plugin list.
  validateSettings,
  slots: ['forYou.points', 'acme-loyalty.rewardsInfo'],
  routes: ['acme-rewards'],
  // identity: the shopper's Firebase ID token goes to Acme's backend, which verifies it; http: ctx.http.
  capabilities: ['identity', 'http'],
});
