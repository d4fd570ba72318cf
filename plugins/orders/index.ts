// The Orders tab (SPEC §2 Orders): the login section (filled by the login plugin for guests), then the order
// list (a later feature fills `orders.list`), and the order arriving next on For you (highlighted.tsx).
// Merchants turn it off with `orders.isActive`.
import { definePlugin } from '../../runtime/public.ts';

export const ordersPlugin = definePlugin({
  apiVersion: 1,
  id: 'orders',
  name: 'Orders',
  version: '1.0.0',
  provider: 'Status',
  description: 'The Orders tab: order history, receipts, cancel and buy again (SPEC §2 Orders).',
  activeBy: 'orders',
  settings: ['orders'],
  routes: ['orders'],
  slots: ['forYou.highlightedOrder'],
  hooks: ['open'],
  load: () => import('./setup.ts'),
});
