// The Profile tab (SPEC §2 Profile): a login prompt, then the profile regions (page links, collections,
// support, sign-out) that later features fill. Until the real login form replaces it, guests see a simple
// sign-in prompt.
import { definePlugin } from '../../runtime/plugin.ts';
import { STAGE } from '../../runtime/hooks.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { en } from './messages.ts';

export const profilePlugin = definePlugin({
  id: 'profile',
  async setup(ctx) {
    await ctx.i18n.add({ en, load: { de: () => import('./de.ts') } });
    const removeRoute = ctx.routes.add({
      name: 'profile',
      tab: true,
      authRequired: false,
      load: () => import('./Page.tsx'),
    });
    // SPEC §6: the login section shows unless the shopper is a signed-in customer.
    const removeFill = ctx.slots.fill('profile.login', { order: STAGE.core, when: (c) => !c.isCustomer, component: LoginPrompt });
    return () => {
      removeFill();
      removeRoute();
    };
  },
});
