// The order pages' setup (index.ts orderPagesPlugin, deferred): their routes and headings. The pages and
// their texts load with the first of them (pages/).
import { defineSetup, loadDates, type PluginSettings, type RouteDefinition } from '../../runtime/public.ts';
import type { orderPagesManifest } from './index.ts';
import type { orderPagesPlugin } from './index.ts';
import type { OrdersState } from './pages/index.ts';
import { ordersText } from './texts.ts';

export type OrderPagesSettings = PluginSettings<typeof orderPagesPlugin>;

const ROUTES = {
  order: { previous: 'orders', page: 'ReceiptPage', heading: 'orderHeading' },
  confirmation: { authRequired: false, page: 'ConfirmationPage', heading: 'confirmationHeading' },
  'buy-again': { previous: 'orders', page: 'BuyAgainPage', heading: 'oneClickHeading' },
} as const satisfies Record<string, Partial<RouteDefinition> & { page: string; heading: string }>;

export default defineSetup<typeof orderPagesManifest>((ctx) => {
  // Headings (the receipt's is the order label): `labels['order:{id}']` once the receipt loaded it,
  // else the page's title in the shopper's language.
  const state = ctx.state<OrdersState>({ labels: {} });
  let pages: Promise<ReturnType<typeof import('./pages/index.ts')['createPages']>> | undefined;
  const removes = (Object.entries(ROUTES) as [keyof typeof ROUTES, (typeof ROUTES)[keyof typeof ROUTES]][]).map(([name, { page, heading, ...route }]) =>
    ctx.routes.add({
      ...route,
      name,
      heading: ([id]) => state.labels[`${name}:${id}`] ?? ordersText(ctx.i18n.language, heading),
      load: async () => {
        pages ??= Promise.all([import('./pages/index.ts'), loadDates()]).then(([m, dates]) => m.createPages(ctx, state, dates.formatDay));
        return { default: (await pages)[page] };
      },
    }),
  );
  return () => removes.forEach((remove) => remove());
});
