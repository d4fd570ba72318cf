// The order confirmation, `#status-confirmation:{id}+{pass}` (no login): GET order-with-pass, the link an
// order's `statusUrl` carries (server/orders.ts); `#status-confirmation:{id}` without a pass asks GET
// order/{id} with whatever session there is. The order without the actions.
import { safeUrl, usePlugin, useResource, useStore, type PageProps } from '../../../runtime/public.ts';
import { getOrder, getOrderWithPass } from '../api.ts';
import type { orderPagesManifest } from '../index.ts';
import { ORDERS_CSS } from '../styles.ts';
import { isCanceled } from '../view.tsx';
import { dayIn, Loading, OrderBody, OrdersLink, reportUnlessRefused, Unable, type OrderDates } from './shared.tsx';

export default function ConfirmationPage({ route }: PageProps) {
  const { ctx, t, provided } = usePlugin<typeof orderPagesManifest, OrderDates>();
  const [id = '', pass] = route.params;
  const shopId = ctx.store.config.shopId;
  const language = useStore().config.locale.language;
  const day = dayIn(provided, language);
  const loaded = useResource(
    (signal) => (pass ? getOrderWithPass(ctx.api, shopId, id, pass, signal) : getOrder(ctx.api, shopId, id, signal)),
    [id, pass],
    { onError: reportUnlessRefused(ctx, 'orders: GET /orders/{shopId}/order-with-pass/{id}/{pass}') },
  );
  if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
  if (loaded.status !== 'ready') return <Unable t={t} ctx={ctx} />;
  const order = loaded.data;
  const tracking = safeUrl(order.latestShipment?.trackingUrl) ?? null;
  return (
    <div className="status-receipt">
      <style data-status="orders">{ORDERS_CSS}</style>
      <OrderBody
        order={order}
        t={t}
        language={language}
        day={day}
        tracking={tracking}
        display="both"
        intro={
          <>
            <h2>{t('thanks')}</h2>
            {order.latestShipment || isCanceled(order) ? null : <p className="status-muted">{t('confirmationText')}</p>}
          </>
        }
      />
      <OrdersLink ctx={ctx} label={t('viewOrders')} />
    </div>
  );
}
