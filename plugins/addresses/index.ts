// Saved shipping addresses (`addresses`, previous profile; `add-address` and `address:{id}`, previous
// addresses). Deferred: nothing of it is on the
// opening screen (the panel starts it after the first open settled, or at once when asked for its routes).
// Only this manifest is in the panel chunk; its code and texts (messages/, en and de) load when it starts.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'addresses',
  name: 'Addresses',
  version: '1.0.0',
  provider: 'Status',
  deferred: true,
  routes: ['addresses', 'add-address', 'address'],
});

export const addressesPlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.ts'),
});
