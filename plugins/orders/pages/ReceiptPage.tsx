// The receipt, `#status-order:{id}` (login required, previous orders): GET /orders/{shopId}/order/{id}. The
// heading is the order label (pages-setup.ts reads `state.labels`). Status, latest shipment with its date and
// a tracking link (GET /order-tracking/{shopId}/link/{id}), items, totals, shipping address, the gift receipt
// link (`giftReceipt` active with a link) and the returns portal (`returns` active), then the actions: cancel
// (an open, cancelable order; the confirmation carries the refund text when `refund` is active), buy it again
// (`buyItAgain`), and the `order.actions` slot for other plugins.
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError, recordCartReferrals, safeUrl, Slot, usePlugin, useResource, useStore, type OrderSlotContext, type PageProps } from '../../../runtime/public.ts';
import { addOrderToCart, SOURCE_VALUE, cancelOrder, getOrder, shop, shopUrl, trackingLink, type ReceiptOrder } from '../api.ts';
import type { orderPagesManifest } from '../index.ts';
import { ORDERS_CSS } from '../styles.ts';
import { isCanceled, labelDisplay, orderLabel } from '../view.tsx';
import { dayIn, Loading, OrderBody, refused, reportUnlessRefused, Unable, type OrderDates, type OrdersState } from './shared.tsx';

export default function ReceiptPage({ route }: PageProps) {
  const { ctx, t, provided, state } = usePlugin<typeof orderPagesManifest, OrderDates, OrdersState>();
  const id = route.params[0] ?? '';
  const shopId = () => ctx.store.config.shopId;
  const store = useStore();
  const language = store.config.locale.language;
  const day = dayIn(provided, language);
  const loaded = useResource((signal) => getOrder(ctx.api, shopId(), id, signal), [id], { onError: reportUnlessRefused(ctx, 'orders: GET /orders/{shopId}/order/{id}') });
  const [tracking, setTracking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [adding, setAdding] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const confirmId = useId();
  const order = loaded.status === 'ready' ? loaded.data : null;

  // The order's label is the page's heading (pages-setup.ts reads `state.labels`).
  useEffect(() => {
    if (!order) return;
    const { label } = orderLabel(t, order, day, labelDisplay(ctx.settings));
    if (state.labels[`order:${order.id}`] !== label) state.labels[`order:${order.id}`] = label;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, language]);

  const hasShipment = !!order?.latestShipment;
  useEffect(() => {
    if (!hasShipment) return;
    let live = true;
    trackingLink(ctx.api, shopId(), id).then(
      (link) => live && setTracking(safeUrl(link ?? undefined) ?? null),
      (error: unknown) => {
        if (!refused(error)) ctx.report(error, 'orders: GET /order-tracking/{shopId}/link/{id}');
      },
    );
    return () => {
      live = false;
    };
  }, [id, hasShipment]);

  useEffect(() => {
    if (!confirming) return;
    confirmHeading.current?.focus();
    confirmHeading.current?.parentElement?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [confirming]);

  if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
  if (!order) return <Unable t={t} ctx={ctx} />;

  const canceled = isCanceled(order);
  const cancelable = !canceled && (order.cancelable ?? (order.status !== 'canceled' && order.fulfillmentStatus === 'UNFULFILLED'));
  const { refund, buyItAgain: buyAgain, giftReceipt: gift, returns } = ctx.settings;
  const refundText = refund.isActive === true;
  const giftLink = gift.isActive && gift.link ? safeUrl(withOrder(gift.link, order)) : null;
  const returnsLink = returns.isActive && returns.portalLink ? safeUrl(returns.portalLink) : null;

  async function confirmCancel() {
    if (canceling || !order) return;
    setCanceling(true);
    try {
      const updated = await cancelOrder(ctx.api, shopId(), order.id);
      loaded.update(() => updated);
      setConfirming(false);
      ctx.toast({ message: t('canceled'), tone: 'success' });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      if (!refused(error) && !(isApiError(error) && error.status === 409)) ctx.report(error, 'orders: POST /orders/{shopId}/order/{id}/cancel');
      ctx.toast({ message: t('cancelError'), tone: 'destructive' });
    }
    setCanceling(false);
  }

  async function buyItAgain() {
    if (adding || !order) return;
    setAdding(true);
    const root = ctx.store.config.routes?.root;
    const { added, failed, products } = await addOrderToCart(root, order.lineItems);
    // Where these products came from, in the cart's `_status_tracked` attribute (before the cart page loads).
    await recordCartReferrals(ctx, products, SOURCE_VALUE, shop.fetch);
    const cart = () => shop.assign(shopUrl(root, 'cart'));
    if (added === 0) {
      ctx.toast({ message: t('addedNone'), tone: 'destructive' });
    } else if (failed.length) {
      ctx.toast({ message: t('addedSome'), tone: 'warning', action: { label: t('goToCart'), run: cart } });
    } else if (buyAgain.redirectToCart !== false) {
      cart();
      return;
    } else {
      ctx.toast({ message: t('addedToCart'), tone: 'success', action: { label: t('goToCart'), run: cart } });
    }
    setAdding(false);
  }

  const slotContext: OrderSlotContext = {
    isSignedIn: !!store.auth.user,
    isCustomer: !!store.customer?.customerId,
    customer: (store.customer ?? null) as OrderSlotContext['customer'],
    orderId: order.id,
  };

  return (
    <div className="status-receipt">
      <style data-status="orders">{ORDERS_CSS}</style>
      <OrderBody
        order={order}
        t={t}
        language={language}
        day={day}
        tracking={tracking}
        statusRef={statusRef}
        display={labelDisplay(ctx.settings)}
        links={
          giftLink || returnsLink ? (
            <nav className="status-receipt-links" aria-label={t('links')}>
              {giftLink ? <a className="status-receipt-link" href={giftLink}>{gift.name}</a> : null}
              {returnsLink ? <a className="status-receipt-link" href={returnsLink}>{returns.name}</a> : null}
            </nav>
          ) : null
        }
      />
      {confirming ? (
        <section className="status-receipt-confirm" aria-labelledby={confirmId}>
          <h2 id={confirmId} ref={confirmHeading} tabIndex={-1}>{t('cancelHeading')}</h2>
          {refundText ? <p className="status-muted">{t('refundText')}</p> : null}
          <div className="status-receipt-confirm-buttons">
            <button type="button" className="status-button" data-variant="destructive" aria-disabled={canceling || undefined} onClick={() => void confirmCancel()}>
              {canceling ? t('canceling') : t('confirmCancel')}
            </button>
            <button
              type="button"
              className="status-button"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => cancelRef.current?.focus());
              }}
            >
              {t('keepOrder')}
            </button>
          </div>
        </section>
      ) : null}
      <div className="status-receipt-actions" role="group" aria-label={t('actions')}>
        {buyAgain.isActive === true && order.lineItems.length ? (
          <button type="button" className="status-button" data-variant="primary" aria-disabled={adding || undefined} onClick={() => void buyItAgain()}>
            {adding ? t('addingToCart') : t('buyAgain')}
          </button>
        ) : null}
        {cancelable && !confirming ? (
          <button type="button" className="status-button" ref={cancelRef} onClick={() => setConfirming(true)}>
            {t('cancel')}
          </button>
        ) : null}
        <Slot id="order.actions" context={slotContext} />
      </div>
    </div>
  );
}

/** The gift receipt link names the order (`?order={id}`), so the merchant's page can print it. */
function withOrder(link: string, order: ReceiptOrder): string {
  return `${link}${link.includes('?') ? '&' : '?'}order=${encodeURIComponent(order.id)}`;
}
