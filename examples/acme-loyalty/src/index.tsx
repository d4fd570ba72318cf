// Acme Rewards for the Status widget: a points card on For you, a rewards page and a "How you earn" section
// a merchant can place on a page of their own (slot `acme-loyalty.rewardsInfo`). Built with the SDK's preset
// into one small ES module (dist/acme-loyalty.js) that takes React and the runtime from the host page.
//
// This module is the plugin: its manifest (./manifest.ts) with its code (./setup.tsx) and messages, bundled
// with it but only run when the merchant's settings turn the plugin on.
import { definePlugin } from '@status/sdk';
import { manifest } from './manifest.ts';

export default definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
