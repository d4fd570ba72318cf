import { defineSetup } from '../../runtime/public.ts';

export default defineSetup((ctx) =>
  ctx.routes.add({ name: 'profile', tab: true, authRequired: false, load: () => import('./Page.tsx') }),
);
