import { defineSetup } from '../../runtime/public.ts';

export default defineSetup((ctx) =>
  ctx.routes.add({
    name: 'foryou',
    tab: true,
    authRequired: false,
    heading: () => ctx.i18n.t('heading'),
    headingFallback: () => ctx.i18n.t('headingFallback'),
    load: () => import('./Page.tsx'),
  }),
);
