// A merchant's own plugin, the way a store developer customises one shop (keyed
// by host): it runs only on the devstore's German shop (its Shopify domain; `hosts` in the manifest), taps
// the login, authChange and open hooks at the store stage, after every built-in tap, and greets a shopper who
// just signed in with the shop's welcome code (setup.ts). Elsewhere it is `disabled` and nothing of it downloads. Deferred: nothing of it is on
// the opening screen, and a sign-in takes longer than the first open to settle.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'store-demo-de',
  name: 'Status Demo Laden: welcome code',
  version: '1.0.0',
  provider: 'Status Demo Laden',
  description: 'Store-specific example: after sign-in, the German demo shop shows its welcome code.',
  hosts: ['demo-store-de.myshopify.com'],
  deferred: true,
  hooks: ['login', 'authChange', 'open'],
});

export const storeDemoDePlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.ts'),
});
