// The Orders tab: the login section (the login plugin fills `orders.login` for guests), then the
// order list (list.tsx fills `orders.list`), and the order arriving next on For you (highlighted.tsx).
// Merchants turn it off with `orders.isActive`. Routes (pages/):
//   #status-orders                      the tab (no login; the list shows to signed-in customers)
//   #status-order:{id}                  the receipt: cancel, buy it again, `order.actions` (login; previous orders)
//   #status-confirmation:{id}+{pass}    the order confirmation an order's statusUrl links to (no login; order-with-pass)
//   #status-confirmation:{id}           the same without a pass: the signed-in customer's own order (no login needed to open)
//   #status-buy-again:{id}              one-click reorder (GET order-one-click): the cart permalink (login; previous orders)
// The receipt pages (order, confirmation, buy-again) are a second, deferred plugin: nothing of them is on the
// opening screen, so their settings groups (refund, buyItAgain, giftReceipt, returns) validate and their code
// loads once the first open settled, or at once when a receipt link is asked for. Both manifests declare every
// group they read; a group the shop leaves out costs no validator (absentSettings).
import { definePlugin } from '../../runtime/public.ts';

export const ordersManifest = definePlugin({
  apiVersion: 1,
  id: 'orders',
  name: 'Orders',
  version: '1.0.0',
  provider: 'Status',
  description: 'The Orders tab: order history, and the order arriving next on For you.',
  activeBy: 'orders',
  settings: ['orders', 'orderLabel'],
  routes: ['orders'],
  slots: ['forYou.highlightedOrder', 'orders.list'],
  hooks: ['open'],
});

export const ordersPlugin = definePlugin({
  ...ordersManifest,
  load: () => import('./setup.ts'),
});

export const orderPagesManifest = definePlugin({
  apiVersion: 1,
  id: 'order-pages',
  name: 'Order receipts',
  version: '1.0.0',
  provider: 'Status',
  description: 'Order receipts and confirmations: tracking, cancel, buy it again.',
  activeBy: 'orders',
  deferred: true,
  settings: ['orders', 'orderLabel', 'refund', 'buyItAgain', 'giftReceipt', 'returns'],
  routes: ['order', 'confirmation', 'buy-again'],
});

export const orderPagesPlugin = definePlugin({
  ...orderPagesManifest,
  load: () => import('./pages-setup.ts'),
});
