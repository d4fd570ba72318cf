import { defineSetup } from '../../runtime/public.ts';

export default defineSetup<'orders'>((ctx) =>
  ctx.routes.add({ name: 'orders', tab: true, authRequired: false, load: () => import('./Page.tsx') }),
);
