// The order pages' setup (index.ts orderPagesPlugin, deferred): their routes and headings, and the orders texts
// the headings need. The pages load with the first of them (pages/), the day formatter with them.
import { defineSetup, loadDates, type PluginSettings, type RouteDefinition } from '../../runtime/public.ts';
import type { orderPagesManifest, orderPagesPlugin } from './index.ts';
import { ORDERS_MESSAGES, STATUS_MESSAGES } from './messages/index.ts';
import type { OrderDates, OrdersState } from './pages/shared.tsx';

export type OrderPagesSettings = PluginSettings<typeof orderPagesPlugin>;

const ROUTES = {
  order: { previous: 'orders', page: 'ReceiptPage', heading: 'orderHeading' },
  confirmation: { authRequired: false, page: 'ConfirmationPage', heading: 'confirmationHeading' },
  'buy-again': { previous: 'orders', page: 'BuyAgainPage', heading: 'oneClickHeading' },
} as const satisfies Record<string, Partial<RouteDefinition> & { page: string; heading: string }>;

export default defineSetup<typeof orderPagesManifest>(async (ctx) => {
  await Promise.all([ctx.i18n.load(ORDERS_MESSAGES), ctx.i18n.load(STATUS_MESSAGES)]);
  // Headings (the receipt's is the order label): `labels['order:{id}']` once the receipt loaded it,
  // else the page's title in the shopper's language.
  const state = ctx.state<OrdersState>({ labels: {} });
  // The pages read the day formatter with usePlugin().provided; it is set before the first of them renders.
  const dates = ctx.provide<OrderDates>({ formatDay: null });
  let pages: Promise<typeof import('./pages/index.ts')> | undefined;
  const removes = (Object.entries(ROUTES) as [keyof typeof ROUTES, (typeof ROUTES)[keyof typeof ROUTES]][]).map(([name, { page, heading, ...route }]) =>
    ctx.routes.add({
      ...route,
      name,
      heading: ([id]) => state.labels[`${name}:${id}`] ?? ctx.i18n.t(heading),
      load: async () => {
        pages ??= Promise.all([import('./pages/index.ts'), loadDates()]).then(([m, loaded]) => ((dates.formatDay = loaded.formatDay), m));
        return { default: (await pages)[page] };
      },
    }),
  );
  return () => removes.forEach((remove) => remove());
});
