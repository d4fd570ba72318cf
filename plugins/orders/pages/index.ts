// The order pages, loaded together with the first of them (pages-setup.ts): the receipt, the confirmation and
// buy again, each in a file of its own, built here around the plugin's context.
import type { PluginContext } from '../../../runtime/public.ts';
import type { OrderPagesSettings } from '../pages-setup.ts';
import { labelDisplay, orderLabel, type Day } from '../view.tsx';
import { createBuyAgainPage } from './BuyAgainPage.tsx';
import { createConfirmationPage } from './ConfirmationPage.tsx';
import { createReceiptPage } from './ReceiptPage.tsx';
import type { FormatDay, OrderPages, OrdersState } from './shared.tsx';

export type { OrdersState } from './shared.tsx';

export function createPages(ctx: PluginContext<OrderPagesSettings>, state: OrdersState, formatDay: FormatDay) {
  const pages: OrderPages = {
    ctx,
    shopId: () => ctx.store.config.shopId,
    useDay: (language) => (iso) => formatDay(iso, { language }),
    remember(order, language, day) {
      const { label } = orderLabel(language, order, day, labelDisplay(ctx.settings));
      if (state.labels[`order:${order.id}`] !== label) state.labels[`order:${order.id}`] = label;
    },
  };
  return { ReceiptPage: createReceiptPage(pages), ConfirmationPage: createConfirmationPage(pages), BuyAgainPage: createBuyAgainPage(pages) };
}
