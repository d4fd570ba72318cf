// The order pages (SPEC §2 routes order:{id} and confirmation:{id}; §4 Orders; §7 order calls; §8 order errors):
//
// - ReceiptPage, `#status-order:{id}` (login required, previous orders): GET /orders/{shopId}/order/{id}.
//   The heading is the order label (setup.ts reads `state.labels`). Status, latest shipment with its date and
//   a tracking link (GET /order-tracking/{shopId}/link/{id}), items, totals, shipping address, the gift
//   receipt link (`giftReceipt` active with a link) and the returns portal (`returns` active), then the
//   actions: cancel (an open, cancelable order; the confirmation carries SPEC §4's refund text when `refund`
//   is active), buy it again (`buyItAgain`), and the `order.actions` slot for other plugins.
// - ConfirmationPage, `#status-confirmation:{id}+{pass}` (no login): GET order-with-pass, the link an order's
//   `statusUrl` carries (server/orders.ts); `#status-confirmation:{id}` without a pass asks GET order/{id}
//   with whatever session there is. The order without the actions.
// - BuyAgainPage, `#status-buy-again:{id}` (login required): GET order-one-click/{id}, the one-click reorder a
//   mail can link to: what goes to the cart, what is unavailable, and "Continue to cart" to the shop's cart
//   permalink the API built.
// A refusal (404, 401, 403) reads SPEC §8's 'Unable to get order.' with its hint.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  isApiError, recordCartReferrals, safeUrl, Slot, useStore, type DayText, type OrderSlotContext, type PageProps, type PluginContext,
} from '../../runtime/public.ts';
import {
  addOrderToCart, SOURCE_VALUE, cancelOrder, getOneClick, getOrder, getOrderWithPass, shop, shopUrl, trackingLink,
  type Address, type OneClick, type ReceiptOrder,
} from './api.ts';
import type { OrderPagesSettings } from './pages-setup.ts';
import { deliveryText, shipmentText } from './order-status.ts';
import { ORDERS_CSS } from './styles.ts';
import { ordersText, type Text } from './texts.ts';
import { formatMoney, isCanceled, labelDisplay, nameText, orderLabel, placedText, statusText, type Day } from './view.tsx';

export interface OrdersState {
  /** Headings: `order:{id}` → the order's label (SPEC §2: the receipt's heading), and each page's title by route name. */
  labels: Record<string, string>;
}

type FormatDay = (value: string, options: { language: string }) => DayText | null;

type Load<T> = { status: 'loading' } | { status: 'refused' } | { status: 'ready'; value: T };

const refused = (error: unknown) => isApiError(error) && error.kind === 'http' && [400, 401, 403, 404].includes(error.status);

function useLanguage() {
  const store = useStore();
  const language = store.config.locale.language;
  return { store, language, t: (key: Text, vars?: Record<string, string | number>) => ordersText(language, key, vars) };
}

/** Loads once per key; a refusal is 'refused', anything else is reported and 'refused' too (nothing to show). */
function useLoad<T>(ctx: PluginContext, key: string, load: () => Promise<T>, where: string): [Load<T>, (value: T) => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!refused(error)) ctx.report(error, where);
        if (live) setState({ status: 'refused' });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [state, (value: T) => setState({ status: 'ready', value })];
}

function Loading({ label }: { label: string }) {
  return (
    <div className="status-skeleton" role="status">
      <span className="status-visually-hidden">{label}</span>
      {[0, 1, 2].map((i) => (
        <span key={i} className="status-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}

function Unable({ t, ctx }: { t: (key: Text) => string; ctx: PluginContext }) {
  return (
    <div className="status-card status-receipt-problem" role="alert">
      <h2>{t('unableToGet')}</h2>
      <p className="status-muted">{t('unableHint')}</p>
      {ctx.store.customer?.customerId ? (
        <a className="status-button" href="#status-orders" onClick={(event) => (event.preventDefault(), ctx.navigate('#status-orders'))}>
          {t('backToOrders')}
        </a>
      ) : null}
    </div>
  );
}

/** The address as the country writes it: "City, State Postcode" in North America and Australia, else "Postcode City". */
function addressLines(a: Address): string[] {
  const postcode = a.postcode ?? a.zip;
  const region = a.state ?? a.province;
  const cityLine = /^(US|USA|CA|AU|United States|Canada|Australia)$/i.test(a.country ?? '')
    ? [[a.city, region].filter(Boolean).join(', '), postcode].filter(Boolean).join(' ')
    : [postcode, a.city].filter(Boolean).join(' ');
  return [[a.firstName, a.lastName].filter(Boolean).join(' '), a.company, a.address1, a.address2, cityLine, a.country]
    .filter((line): line is string => !!line && line.trim() !== '');
}

/** The order's body: status, shipment, items, totals, address, links. `tracking` is the link to show, if any. */
function OrderBody({ order, language, day, tracking, links, statusRef, display, intro }: {
  order: ReceiptOrder; language: string; day: Day; tracking: string | null; links?: ReactNode; statusRef?: React.Ref<HTMLDivElement>;
  /** Shown at the top of the status card (the confirmation's thanks). */
  intro?: ReactNode;
  /** What the page heading shows (`orderLabel`); the status card shows the other half ('both': a heading of its own). */
  display: 'name' | 'status' | 'both';
}) {
  const t = (key: Text, vars?: Record<string, string | number>) => ordersText(language, key, vars);
  const canceled = isCanceled(order);
  const shipment = order.latestShipment;
  const shipping =
    order.subtotal && order.total && Number.isFinite(Number(order.total.amount) - Number(order.subtotal.amount))
      ? { amount: (Number(order.total.amount) - Number(order.subtotal.amount)).toFixed(2), currencyCode: order.total.currencyCode }
      : undefined;
  const placed = placedText(language, order, day);
  const itemsId = useId();
  const summaryId = useId();
  const shipmentId = useId();
  const addressId = useId();
  return (
    <>
      <div className="status-receipt-status status-card" data-tone={canceled ? 'canceled' : undefined} ref={statusRef} tabIndex={-1} role="status">
        {intro}
        <strong>{display === 'status' ? nameText(language, order) : statusText(language, order, day)}</strong>
        {display === 'both' ? <span className="status-muted">{[nameText(language, order), placed].filter(Boolean).join(' · ')}</span> : placed ? <span className="status-muted">{placed}</span> : null}
      </div>
      {shipment && !canceled ? (
        <section aria-labelledby={shipmentId}>
          <h2 id={shipmentId}>{t('shipment')}</h2>
          <p>{deliveryText(language, shipment, day) ?? shipmentText(language, order)}</p>
          {shipment.carrier && shipment.trackingNumber ? (
            <p className="status-muted">{t('trackingNumber', { carrier: shipment.carrier, number: shipment.trackingNumber })}</p>
          ) : null}
          {tracking ? (
            <a className="status-receipt-link" href={tracking} target="_blank" rel="noopener noreferrer" aria-label={t('trackOf')}>
              {t('track')}
            </a>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby={itemsId}>
        <h2 id={itemsId}>{t('items')}</h2>
        <ul className="status-receipt-lines">
          {order.lineItems.map((line, index) => {
            const src = safeUrl(line.image);
            const url = safeUrl(line.url);
            return (
              <li className="status-receipt-line" key={`${line.variantId}:${index}`}>
                <span className="status-receipt-media">{src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : null}</span>
                <span className="status-receipt-line-text">
                  {url ? <a className="status-receipt-line-title" href={url}>{line.title}</a> : <span className="status-receipt-line-title">{line.title}</span>}
                  {line.variantTitle && line.variantTitle !== 'Default Title' ? <span className="status-muted">{line.variantTitle}</span> : null}
                  <span className="status-muted">{t('quantity', { count: line.quantity ?? 1 })}</span>
                </span>
                <span className="status-receipt-price">{formatMoney(line.price, language)}</span>
              </li>
            );
          })}
        </ul>
      </section>
      {order.total ? (
        <section aria-labelledby={summaryId}>
          <h2 id={summaryId}>{t('summary')}</h2>
          <dl className="status-receipt-totals">
            {order.subtotal ? (
              <>
                <dt>{t('subtotal')}</dt>
                <dd>{formatMoney(order.subtotal, language)}</dd>
              </>
            ) : null}
            {shipping ? (
              <>
                <dt>{t('shipping')}</dt>
                <dd>{formatMoney(shipping, language)}</dd>
              </>
            ) : null}
            <dt className="status-receipt-total">{t('total')}</dt>
            <dd className="status-receipt-total">{formatMoney(order.total, language)}</dd>
          </dl>
        </section>
      ) : null}
      {order.shippingAddress && addressLines(order.shippingAddress).length ? (
        <section aria-labelledby={addressId}>
          <h2 id={addressId}>{t('shippingAddress')}</h2>
          <address>
            {addressLines(order.shippingAddress).map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
      ) : null}
      {links}
    </>
  );
}

export function createPages(ctx: PluginContext<OrderPagesSettings>, state: OrdersState, formatDay: FormatDay) {
  const shopId = () => ctx.store.config.shopId;

  function useDay(language: string): Day {
    return (iso) => formatDay(iso, { language });
  }

  function remember(order: ReceiptOrder, language: string, day: Day) {
    const { label } = orderLabel(language, order, day, labelDisplay(ctx.settings));
    if (state.labels[`order:${order.id}`] !== label) state.labels[`order:${order.id}`] = label;
  }

  function ReceiptPage({ route }: PageProps) {
    const id = route.params[0] ?? '';
    const { store, language, t } = useLanguage();
    const day = useDay(language);
    const [loaded, setOrder] = useLoad(ctx, `order:${id}`, () => getOrder(ctx.api, shopId(), id), 'orders: GET /orders/{shopId}/order/{id}');
    const [tracking, setTracking] = useState<string | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [canceling, setCanceling] = useState(false);
    const [adding, setAdding] = useState(false);
    const statusRef = useRef<HTMLDivElement>(null);
    const cancelRef = useRef<HTMLButtonElement>(null);
    const confirmHeading = useRef<HTMLHeadingElement>(null);
    const confirmId = useId();
    const order = loaded.status === 'ready' ? loaded.value : null;

    useEffect(() => {
      if (order) remember(order, language, day);
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
    if (loaded.status === 'refused' || !order) return <Unable t={t} ctx={ctx} />;

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
        setOrder(updated);
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

  function BuyAgainPage({ route }: PageProps) {
    const id = route.params[0] ?? '';
    const { language, t } = useLanguage();
    const [loaded] = useLoad<OneClick>(ctx, `buy-again:${id}`, () => getOneClick(ctx.api, shopId(), id), 'orders: GET /orders/{shopId}/order-one-click/{id}');
    if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
    if (loaded.status === 'refused') return <Unable t={t} ctx={ctx} />;
    const { order, cartUrl, unavailable } = loaded.value;
    const missing = new Set(unavailable.map((u) => u.variantId));
    const cart = safeUrl(cartUrl ?? undefined);
    return (
      <div className="status-receipt">
        <style data-status="orders">{ORDERS_CSS}</style>
        <div className="status-card" role={cart ? undefined : 'alert'}>
          <h2>{nameText(language, order)}</h2>
          <p className="status-muted">{cart ? (unavailable.length ? t('oneClickSome') : t('oneClickReady')) : t('addedNone')}</p>
        </div>
        <ul className="status-receipt-lines">
          {order.lineItems.map((line, index) => {
            const src = safeUrl(line.image);
            return (
              <li className="status-receipt-line" key={`${line.variantId}:${index}`} data-unavailable={missing.has(line.variantId) || undefined}>
                <span className="status-receipt-media">{src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : null}</span>
                <span className="status-receipt-line-text">
                  <span className="status-receipt-line-title">{line.title}</span>
                  <span className="status-muted">{missing.has(line.variantId) ? t('unavailable') : t('quantity', { count: line.quantity ?? 1 })}</span>
                </span>
                <span className="status-receipt-price">{formatMoney(line.price, language)}</span>
              </li>
            );
          })}
        </ul>
        {cart ? (
          <a className="status-button" data-variant="primary" href={cart}>
            {t('goToCart')}
          </a>
        ) : null}
      </div>
    );
  }

  return { ReceiptPage, ConfirmationPage, BuyAgainPage };
}

/** The gift receipt link names the order (`?order={id}`), so the merchant's page can print it. */
function withOrder(link: string, order: ReceiptOrder): string {
  return `${link}${link.includes('?') ? '&' : '?'}order=${encodeURIComponent(order.id)}`;
}
