// The Orders tab (SPEC §2 Orders): a login prompt, then the order list. The list arrives with a later issue
// (it fills `orders.list`); until the real login form replaces it, guests see a simple sign-in prompt.
import { definePlugin } from '../../runtime/plugin.ts';
import { STAGE } from '../../runtime/hooks.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { en } from './messages.ts';

export const ordersPlugin = definePlugin({
  id: 'orders',
  async setup(ctx) {
    await ctx.i18n.add({ en, load: { de: () => import('./de.ts') } });
    const removeRoute = ctx.routes.add({
      name: 'orders',
      tab: true,
      authRequired: false,
      load: () => import('./Page.tsx'),
    });
    // SPEC §6: the login section shows unless the shopper is a signed-in customer.
    const removeFill = ctx.slots.fill('orders.login', { order: STAGE.core, when: (c) => !c.isCustomer, component: LoginPrompt });
    return () => {
      removeFill();
      removeRoute();
    };
  },
});
