// Saved from cart (route saved-from-cart, alias saved): the items cart sync recorded,
// each with "Add to cart" (the shop's cart/add.js, marked as coming from here; then the cart page when
// `saved.redirectToCart`) and remove. The `saved` group turns it on; only this manifest is in the panel chunk.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'saved',
  name: 'Saved from cart',
  version: '1.0.0',
  provider: 'Status',
  activeBy: 'saved',
  deferred: true,
  settings: ['saved'],
  routes: ['saved-from-cart'],
  slots: ['forYou.savedFromCart'],
  hooks: ['response'],
});

export const savedPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
