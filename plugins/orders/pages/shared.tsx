// What the order pages share: their plugin's types (usePlugin), the loading and refusal states (a refusal, 404,
// 401 or 403, reads 'Unable to get order.' with its hint), and the order's body (status, shipment, items,
// totals, shipping address, links). Each page is a file of its own beside this one.
import { useId, type ReactNode } from 'react';
import { isApiError, safeUrl, type DayText, type PluginContext } from '../../../runtime/public.ts';
import type { Address, ReceiptOrder } from '../api.ts';
import type { OrdersT } from '../messages/index.ts';
import { deliveryText, shipmentText } from '../order-status.ts';
import { formatMoney, isCanceled, nameText, placedText, statusText, type Day } from '../view.tsx';

export interface OrdersState {
  /** Headings: `order:{id}` → the order's label (the receipt's heading), and each page's title by route name. */
  labels: Record<string, string>;
}

export type FormatDay = (value: string, options: { language: string }) => DayText | null;

/** What the pages' setup provides (usePlugin().provided): the day formatter, loaded with the pages. */
export interface OrderDates {
  formatDay: FormatDay | null;
}

/** Days in the shopper's language. */
export const dayIn = (dates: OrderDates, language: string): Day => (iso) => dates.formatDay!(iso, { language });

export const refused = (error: unknown) => isApiError(error) && error.kind === 'http' && [400, 401, 403, 404].includes(error.status);

/** A failed load that is not a refusal is reported; either way the page reads 'Unable to get order.'. */
export const reportUnlessRefused = (ctx: PluginContext, where: string) => (error: unknown) => {
  if (!refused(error)) ctx.report(error, where);
};

export function Loading({ label }: { label: string }) {
  return (
    <div className="status-skeleton" role="status">
      <span className="status-visually-hidden">{label}</span>
      {[0, 1, 2].map((i) => (
        <span key={i} className="status-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}

export function Unable({ t, ctx }: { t: OrdersT; ctx: PluginContext }) {
  return (
    <div className="status-card status-receipt-problem" role="alert">
      <h2>{t('unableToGet')}</h2>
      <p className="status-muted">{t('unableHint')}</p>
      <OrdersLink ctx={ctx} label={t('backToOrders')} />
    </div>
  );
}

/** The way to the orders list, for a customer only (a guest who came by an order's link has no list). */
export function OrdersLink({ ctx, label }: { ctx: PluginContext; label: string }) {
  return ctx.store.customer?.customerId ? (
    <a className="status-button" href="#status-orders" onClick={(event) => (event.preventDefault(), ctx.navigate('#status-orders'))}>
      {label}
    </a>
  ) : null;
}

/** A line's price times its quantity: the receipt's right column is what the line cost. */
function lineTotal(price: { amount: string; currencyCode: string } | undefined, quantity: number) {
  if (!price || quantity === 1) return price;
  const amount = Number(price.amount) * quantity;
  return Number.isFinite(amount) ? { amount: String(amount), currencyCode: price.currencyCode } : undefined;
}

/** A country code ("US") as the shopper's language names it ("United States"); a name stays as it is. */
function countryName(country: string | undefined, language: string): string | undefined {
  if (!country || !/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The address as the country writes it: "City, State Postcode" in North America and Australia, else "Postcode City". */
function addressLines(a: Address, language: string): string[] {
  const postcode = a.postcode ?? a.zip;
  const region = a.state ?? a.province;
  const cityLine = /^(US|USA|CA|AU|United States|Canada|Australia)$/i.test(a.country ?? '')
    ? [[a.city, region].filter(Boolean).join(', '), postcode].filter(Boolean).join(' ')
    : [postcode, a.city].filter(Boolean).join(' ');
  return [[a.firstName, a.lastName].filter(Boolean).join(' '), a.company, a.address1, a.address2, cityLine, countryName(a.country, language)]
    .filter((line): line is string => !!line && line.trim() !== '');
}

/** The order's body: status, shipment, items, totals, address, links. `tracking` is the link to show, if any. */
export function OrderBody({ order, t, language, day, tracking, links, statusRef, display, intro }: {
  order: ReceiptOrder; t: OrdersT; language: string; day: Day; tracking: string | null; links?: ReactNode; statusRef?: React.Ref<HTMLDivElement>;
  /** Shown at the top of the status card (the confirmation's thanks). */
  intro?: ReactNode;
  /** What the page heading shows (`orderLabel`); the status card shows the other half ('both': a heading of its own). */
  display: 'name' | 'status' | 'both';
}) {
  const canceled = isCanceled(order);
  const shipment = order.latestShipment;
  const shipping =
    order.subtotal && order.total && Number.isFinite(Number(order.total.amount) - Number(order.subtotal.amount))
      ? { amount: (Number(order.total.amount) - Number(order.subtotal.amount)).toFixed(2), currencyCode: order.total.currencyCode }
      : undefined;
  const placed = placedText(t, order, day);
  const itemsId = useId();
  const summaryId = useId();
  const shipmentId = useId();
  const addressId = useId();
  return (
    <>
      <div className="status-receipt-status status-card" data-tone={canceled ? 'canceled' : undefined} ref={statusRef} tabIndex={-1} role="status">
        {intro}
        <strong>{display === 'status' ? nameText(t, order) : statusText(t, order, day)}</strong>
        {display === 'both' ? <span className="status-muted">{[nameText(t, order), placed].filter(Boolean).join(' · ')}</span> : placed ? <span className="status-muted">{placed}</span> : null}
      </div>
      {shipment && !canceled ? (
        <section aria-labelledby={shipmentId}>
          <h2 id={shipmentId}>{t('shipment')}</h2>
          <p>{deliveryText(t, shipment, day) ?? shipmentText(t, order)}</p>
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
                  <span className="status-muted">
                    {(line.quantity ?? 1) > 1 && line.price
                      ? t('quantityEach', { count: line.quantity!, price: formatMoney(line.price, language) })
                      : t('quantity', { count: line.quantity ?? 1 })}
                  </span>
                </span>
                <span className="status-receipt-price">{formatMoney(lineTotal(line.price, line.quantity ?? 1), language)}</span>
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
      {order.shippingAddress && addressLines(order.shippingAddress, language).length ? (
        <section aria-labelledby={addressId}>
          <h2 id={addressId}>{t('shippingAddress')}</h2>
          <address>
            {addressLines(order.shippingAddress, language).map((line, i) => (
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
