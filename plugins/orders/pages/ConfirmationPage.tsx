// The order confirmation, `#status-confirmation:{id}+{pass}` (no login): GET order-with-pass, the link an
// order's `statusUrl` carries (server/orders.ts); `#status-confirmation:{id}` without a pass asks GET
// order/{id} with whatever session there is. The order without the actions.
import { safeUrl, type PageProps } from '../../../runtime/public.ts';
import { getOrder, getOrderWithPass } from '../api.ts';
import { ORDERS_CSS } from '../styles.ts';
import { isCanceled } from '../view.tsx';
import { Loading, OrderBody, Unable, useLanguage, useLoad, type OrderPages } from './shared.tsx';

export function createConfirmationPage({ ctx, shopId, useDay }: OrderPages) {
  function ConfirmationPage({ route }: PageProps) {
    const [id = '', pass] = route.params;
    const { language, t } = useLanguage();
    const day = useDay(language);
    const [loaded] = useLoad(
      ctx,
      `confirmation:${id}+${pass ?? ''}`,
      () => (pass ? getOrderWithPass(ctx.api, shopId(), id, pass) : getOrder(ctx.api, shopId(), id)),
      'orders: GET /orders/{shopId}/order-with-pass/{id}/{pass}',
    );
    if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
    if (loaded.status === 'refused') return <Unable t={t} ctx={ctx} />;
    const order = loaded.value;
    const tracking = safeUrl(order.latestShipment?.trackingUrl) ?? null;
    return (
      <div className="status-receipt">
        <style data-status="orders">{ORDERS_CSS}</style>
        <OrderBody
          order={order}
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
        {ctx.store.customer?.customerId ? (
          <a className="status-button" href="#status-orders" onClick={(event) => (event.preventDefault(), ctx.navigate('#status-orders'))}>
            {t('viewOrders')}
          </a>
        ) : null}
      </div>
    );
  }
  return ConfirmationPage;
}
