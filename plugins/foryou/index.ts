// The For you tab (SPEC §2): the home page, a layout of slots that feature plugins fill. The page is its own
// chunk; this file only registers the route.
import { definePlugin } from '../../runtime/plugin.ts';
import { en } from './messages.ts';

export const foryouPlugin = definePlugin({
  id: 'foryou',
  async setup(ctx) {
    await ctx.i18n.add({ en, load: { de: () => import('./de.ts') } });
    return ctx.routes.add({
      name: 'foryou',
      tab: true,
      authRequired: false,
      heading: () => ctx.i18n.t('heading'),
      headingFallback: () => ctx.i18n.t('headingFallback'),
      load: () => import('./Page.tsx'),
    });
  },
});
