// The orders plugin's setup, in the panel's first open: kept to route declarations. The pages, the list and
// their texts load with the route (see index.ts for the routes and their shapes).
import type { ComponentType } from 'react';
import { afterFirstOpen, defineSetup, loadDates, type PageProps } from '../../runtime/public.ts';

type Pages = Awaited<ReturnType<typeof import('./pages.tsx')['createPages']>>;

export default defineSetup<'orders'>((ctx) => {
  // The highlighted order on For you (highlighted.tsx) loads after the first open settled, outside its bytes.
  let highlighted: Promise<() => void> | undefined;
  const cancel = afterFirstOpen(ctx.hooks, () => void (highlighted = import('./highlighted.tsx').then((m) => m.createHighlightedOrder(ctx))).catch(ctx.report));
  const state = ctx.state<{ labels: Record<string, string> }>({ labels: {} });
  let list: Promise<() => void> | undefined;
  let pages: Promise<Pages> | undefined;
  const getPages = () => (pages ??= Promise.all([import('./pages.tsx'), loadDates()]).then(([m, dates]) => m.createPages(ctx, state, dates.formatDay)));
  const page = (name: keyof Pages) => async () => ({ default: (await getPages())[name] as ComponentType<PageProps> });
  // SPEC §2: the receipt's heading is the order label, once the page loaded the order.
  const de = () => ctx.i18n.language.startsWith('de');
  const removes = [
    ctx.routes.add({
      name: 'orders',
      tab: true,
      authRequired: false,
      load: async () => {
        list ??= import('./list.tsx').then((m) => m.createOrderList(ctx));
        const [, Page] = await Promise.all([list, import('./Page.tsx')]);
        return Page;
      },
    }),
    ctx.routes.add({ name: 'order', previous: 'orders', heading: ([id = '']) => state.labels[id] ?? (de() ? 'Bestellung' : 'Order'), load: page('ReceiptPage') }),
    ctx.routes.add({ name: 'confirmation', authRequired: false, heading: () => (de() ? 'Bestellbestätigung' : 'Order confirmation'), load: page('ConfirmationPage') }),
    ctx.routes.add({ name: 'buy-again', previous: 'orders', heading: () => (de() ? 'Erneut kaufen' : 'Buy it again'), load: page('BuyAgainPage') }),
  ];
  return () => {
    cancel();
    removes.forEach((remove) => remove());
    void highlighted?.then((remove) => remove(), () => {});
    void list?.then((remove) => remove(), () => {});
  };
});
