// The Orders tab (SPEC §2 Orders): the login section (the login plugin fills `orders.login` for guests), then the
// order list (list.tsx fills `orders.list`), and the order arriving next on For you (highlighted.tsx).
// Merchants turn it off with `orders.isActive`. Routes (pages.tsx):
//   #status-orders                      the tab (no login; the list shows to signed-in customers)
//   #status-order:{id}                  the receipt: cancel, buy it again, `order.actions` (login; previous orders)
//   #status-confirmation:{id}+{pass}    the order confirmation an order's statusUrl links to (no login; order-with-pass)
//   #status-confirmation:{id}           the same without a pass: the signed-in customer's own order (no login needed to open)
//   #status-buy-again:{id}              one-click reorder (GET order-one-click): the cart permalink (login; previous orders)
// Only this manifest and setup.ts are in the panel's first open; texts are in the pages' chunks (texts.ts), and
// the settings groups the pages read (orderLabel, refund, buyItAgain, giftReceipt, returns) are read from the
// store, not declared, so their validators stay out of that open too.
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
  routes: ['orders', 'order', 'confirmation', 'buy-again'],
  slots: ['forYou.highlightedOrder', 'orders.list'],
  hooks: ['open'],
  load: () => import('./setup.ts'),
});
