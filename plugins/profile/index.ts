// The Profile tab (SPEC §2 Profile): the login section (filled by the login plugin for guests), then the
// profile regions (page links, collections, support, sign-out) that features fill.
import { definePlugin } from '../../runtime/plugin.ts';

export const profilePlugin = definePlugin({
  id: 'profile',
  setup(ctx) {
    return ctx.routes.add({
      name: 'profile',
      tab: true,
      authRequired: false,
      load: () => import('./Page.tsx'),
    });
  },
});
