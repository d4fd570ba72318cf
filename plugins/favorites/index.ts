// Favorites (docs/behaviour.md, Favorites and collections): the
// shopper's wishlist with shareable collections, the For you and profile wishlist strips, and the
// `status:saved-change` sync with the theme's hearts. The `wishlist` group turns it on. Deferred: nothing on
// the opening screen needs it, so its code arrives once the first open settled (or at once on a deep link
// to one of its routes, e.g. a shared collection's link). Only this manifest is in the panel chunk.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'favorites',
  name: 'Favorites',
  version: '1.0.0',
  provider: 'Status',
  activeBy: 'wishlist',
  deferred: true,
  settings: ['wishlist'],
  routes: ['favorites', 'favorites-collections', 'favorites-collection', 'add', 'create'],
  slots: ['forYou.wishlist', 'profile.collections', 'product.card'],
});

export const favoritesPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
