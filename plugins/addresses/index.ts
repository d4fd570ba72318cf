// Saved shipping addresses (SPEC §2 `addresses` previous profile, `add-address` and `address:{id}` previous
// addresses; §5 address form; §7 address calls; §8; §9 countries cache). Deferred: nothing of it is on the
// opening screen (the panel starts it after the first open settled, or at once when asked for its routes).
// Only this manifest is in the panel chunk.
import { definePlugin } from '../../runtime/public.ts';

export const addressesPlugin = definePlugin({
  apiVersion: 1,
  id: 'addresses',
  name: 'Addresses',
  version: '1.0.0',
  provider: 'Status',
  description: 'Saved shipping addresses: list, add, edit, delete and the default address (SPEC §2, §5).',
  deferred: true,
  routes: ['addresses', 'add-address', 'address'],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
