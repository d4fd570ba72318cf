// The orders plugin's setup, in the panel's first open: the tab's route and nothing else. The list and the
// tab page load with the tab (Page.tsx, list.tsx); the order arriving next on For you once the open settled.
import { afterFirstOpen, defineSetup } from '../../runtime/public.ts';
import type { ordersManifest } from './index.ts';

export default defineSetup<typeof ordersManifest>((ctx) => {
  // The highlighted order on For you (highlighted.tsx) loads after the first open settled, outside its bytes.
  let highlighted: Promise<() => void> | undefined;
  const cancel = afterFirstOpen(ctx.hooks, () => void (highlighted = import('./highlighted.tsx').then((m) => m.createHighlightedOrder(ctx))).catch(ctx.report));
  let list: Promise<() => void> | undefined;
  const remove = ctx.routes.add({
    name: 'orders',
    tab: true,
    authRequired: false,
    load: async () => {
      list ??= import('./list.tsx').then((m) => m.createOrderList(ctx));
      const [, page] = await Promise.all([list, import('./Page.tsx')]);
      return page;
    },
  });
  return () => {
    cancel();
    remove();
    void highlighted?.then((dispose) => dispose(), () => {});
    void list?.then((dispose) => dispose(), () => {});
  };
});
