import { afterFirstOpen, defineSetup } from '../../runtime/public.ts';

export default defineSetup<'orders'>((ctx) => {
  // The highlighted order on For you (highlighted.tsx) loads after the first open settled, outside its bytes.
  let highlighted: Promise<() => void> | undefined;
  const cancel = afterFirstOpen(ctx.hooks, () => void (highlighted = import('./highlighted.tsx').then((m) => m.createHighlightedOrder(ctx))).catch(ctx.report));
  const removeRoute = ctx.routes.add({ name: 'orders', tab: true, authRequired: false, load: () => import('./Page.tsx') });
  return () => {
    cancel();
    removeRoute();
    void highlighted?.then((remove) => remove(), () => {});
  };
});
