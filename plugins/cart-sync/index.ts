// Cart sync: observes the storefront's `/cart/add(.js)` and
// `/cart/change(.js)` requests, fetch and XMLHttpRequest alike, records the new cart lines into saved from
// cart (POST /saved/cart) and calls the `cartChange` hook. It records into saved from cart, so the `saved`
// group turns it on. Only this manifest is in the panel chunk; setup.ts is a few hundred bytes and the
// observer (observe.ts, sync.ts) load after the panel's first open settled (`deferred`).
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'cart-sync',
  name: 'Cart sync',
  version: '1.0.0',
  provider: 'Status',
  activeBy: 'saved',
  deferred: true,
  settings: ['saved'],
  hooks: ['cartChange', 'authChange'],
});

export const cartSyncPlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.ts'),
});
