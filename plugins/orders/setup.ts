// The orders plugin's setup, in the panel's first open: a route table and nothing else. The pages, the list
// and their texts load with the first route (routes.ts); routes and their shapes are listed in index.ts.
import { afterFirstOpen, defineSetup, type RouteDefinition } from '../../runtime/public.ts';
import type { OrdersState } from './pages.tsx';

const ROUTES: Record<string, Partial<RouteDefinition>> = {
  orders: { tab: true, authRequired: false },
  order: { previous: 'orders' },
  confirmation: { authRequired: false },
  'buy-again': { previous: 'orders' },
};

export default defineSetup<'orders'>((ctx) => {
  // The highlighted order on For you (highlighted.tsx) loads after the first open settled, outside its bytes.
  let highlighted: Promise<() => void> | undefined;
  const cancel = afterFirstOpen(ctx.hooks, () => void (highlighted = import('./highlighted.tsx').then((m) => m.createHighlightedOrder(ctx))).catch(ctx.report));
  // Headings (SPEC §2: the receipt's is the order label): `labels['order:{id}']` once the receipt loaded it,
  // else the page's title routes.ts wrote; empty (the shell's default title) until then.
  const state = ctx.state<OrdersState>({ labels: {} });
  let pages: Promise<ReturnType<typeof import('./routes.ts')['startPages']>> | undefined;
  const removes = Object.entries(ROUTES).map(([name, route]) =>
    ctx.routes.add({
      ...route,
      name,
      heading: ([id]) => state.labels[`${name}:${id}`] ?? state.labels[name] ?? '',
      load: async () => (await (pages ??= import('./routes.ts').then((m) => m.startPages(ctx, state)))).page(name),
    }),
  );
  return () => {
    cancel();
    removes.forEach((remove) => remove());
    void highlighted?.then((remove) => remove(), () => {});
    void pages?.then((p) => p.dispose());
  };
});
