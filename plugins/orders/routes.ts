// The orders plugin's pages, behind one import so the setup in the panel's first open stays a route table:
// the tab (the list fills `orders.list` when the tab first loads) and the order pages (pages.tsx), and the
// headings of those pages in the shopper's language (setup.ts reads them from the plugin's state).
import { loadDates, type PageProps, type PluginContext } from '../../runtime/public.ts';
import type { ComponentType } from 'react';
import type { OrdersState } from './pages.tsx';
import { ordersText } from './texts.ts';

const PAGES = { order: 'ReceiptPage', confirmation: 'ConfirmationPage', 'buy-again': 'BuyAgainPage' } as const;

export function startPages(ctx: PluginContext, state: OrdersState) {
  let list: Promise<() => void> | undefined;
  let pages: Promise<ReturnType<typeof import('./pages.tsx')['createPages']>> | undefined;
  return {
    async page(name: string): Promise<{ default: ComponentType<PageProps> }> {
      const language = ctx.i18n.language;
      state.labels.order = ordersText(language, 'orderHeading');
      state.labels.confirmation = ordersText(language, 'confirmationHeading');
      state.labels['buy-again'] = ordersText(language, 'oneClickHeading');
      if (name === 'orders') {
        list ??= import('./list.tsx').then((m) => m.createOrderList(ctx));
        const [, Page] = await Promise.all([list, import('./Page.tsx')]);
        return Page;
      }
      pages ??= Promise.all([import('./pages.tsx'), loadDates()]).then(([m, dates]) => m.createPages(ctx, state, dates.formatDay));
      return { default: (await pages)[PAGES[name as keyof typeof PAGES]] };
    },
    dispose() {
      void list?.then((remove) => remove(), () => {});
    },
  };
}
