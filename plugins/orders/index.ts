// The Orders tab (SPEC §2 Orders): the login section (filled by the login plugin for guests), then the order
// list (a later feature fills `orders.list`).
import { definePlugin } from '../../runtime/plugin.ts';

export const ordersPlugin = definePlugin({
  id: 'orders',
  setup(ctx) {
    return ctx.routes.add({
      name: 'orders',
      tab: true,
      authRequired: false,
      load: () => import('./Page.tsx'),
    });
  },
});
