// What the list and the receipt share: the order's texts (label per `orderLabel`, status, placed date) and its
// thumbnails (4 with +N). Loaded with the pages.
import { safeUrl, type DayText } from '../../runtime/public.ts';
import { labelStatus } from './order-status.ts';
import type { ReceiptOrder } from './api.ts';
import type { OrdersT } from './messages/index.ts';

/** The thumbnail grid shows 4 with +N overflow. */
export const THUMBNAILS = 4;

export type Day = (iso: string) => DayText | null;

export const isCanceled = (order: ReceiptOrder): boolean => order.status === 'canceled' || order.fulfillmentStatus === 'CANCELED' || !!order.canceledAt;

/** The label status; a canceled order reads 'Order canceled' whatever its shipment said. */
export const statusText = (t: OrdersT, order: ReceiptOrder, day: Day): string => (isCanceled(order) ? t('orderCanceled') : labelStatus(t, order, day));

export const nameText = (t: OrdersT, order: ReceiptOrder): string => t('orderName', { name: order.name });

/** The `orderLabel` setting: `name` shows the order's name, `status` (default) its label status. */
export function labelDisplay(settings: { readonly orderLabel?: { readonly display?: string } }): 'name' | 'status' {
  return settings.orderLabel?.display === 'name' ? 'name' : 'status';
}

export function orderLabel(t: OrdersT, order: ReceiptOrder, day: Day, display: 'name' | 'status'): { label: string; meta: string } {
  const name = nameText(t, order);
  const status = statusText(t, order, day);
  return display === 'name' ? { label: name, meta: status } : { label: status, meta: name };
}

export function placedText(t: OrdersT, order: ReceiptOrder, day: Day): string | null {
  const placed = order.processedAt ? day(order.processedAt) : null;
  return placed ? t(placed.kind === 'relative' ? 'placed' : 'placedOn', { date: placed.text }) : null;
}

export function Thumbnails({ order, className }: { order: ReceiptOrder; className: string }) {
  const items = order.lineItems;
  const shown = items.slice(0, THUMBNAILS);
  const overflow = items.length - shown.length;
  if (!shown.length) return null;
  return (
    <ul className={className} aria-hidden="true">
      {shown.map((item, index) => {
        const src = safeUrl(item.image);
        return <li key={`${item.variantId}:${index}`}>{src ? <img src={src} alt="" loading="lazy" width={56} height={56} /> : null}</li>;
      })}
      {overflow > 0 ? (
        <li>
          <span className="status-order-more-items">+{overflow}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** Money in the order's currency through Intl. */
export function formatMoney(money: { amount: string; currencyCode: string } | undefined, language: string): string {
  if (!money) return '';
  const amount = Number(money.amount);
  if (!Number.isFinite(amount)) return '';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: money.currencyCode }).format(amount);
  } catch {
    return `${money.amount} ${money.currencyCode}`;
  }
}

export const Chevron = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
