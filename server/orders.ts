// Orders as the API answers them (schemas/api/common.json#/definitions/order), and page cursors.
import { findVariant, moneyAmount } from '../devstore/catalog/index';
import type { LineItem, Shipment } from '../devstore/seed/seed-orders';
import { badRequest } from './errors';

export interface OrderRow {
  id: string;
  shop_id: string;
  customer_id: string;
  name: string;
  pass: string;
  financial_status: string;
  fulfillment_status: string;
  line_items: LineItem[];
  latest_shipment: Shipment | null;
  shipping_address: Record<string, unknown> | null;
  subtotal: number;
  total: number;
  currency: string;
  processed_at: Date;
  canceled_at: Date | null;
}

export const REFUND_MESSAGE = 'Your refund goes to the original payment method within 5-7 business days.';

export const money = (cents: number, currencyCode: string) => ({ amount: moneyAmount(cents), currencyCode });

export function orderJson(row: OrderRow, storefront: string) {
  return {
    id: row.id,
    name: row.name,
    label: row.name,
    status: row.canceled_at ? 'canceled' : 'open',
    fulfillmentStatus: row.fulfillment_status,
    financialStatus: row.financial_status,
    lineItems: row.line_items.map((line) => {
      const found = findVariant(line.variantId);
      return {
        productId: line.productId,
        variantId: line.variantId,
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        price: money(line.price, row.currency),
        image: `${storefront}${line.image}`,
        url: `${storefront}/products/${found?.product.handle ?? ''}`,
        available: found?.variant.available ?? false,
      };
    }),
    latestShipment: row.latest_shipment,
    subtotal: money(row.subtotal, row.currency),
    total: money(row.total, row.currency),
    processedAt: row.processed_at.toISOString(),
    canceledAt: row.canceled_at ? row.canceled_at.toISOString() : null,
    cancelable: row.fulfillment_status === 'UNFULFILLED' && !row.canceled_at,
    shippingAddress: row.shipping_address,
    // The widget's no-login confirmation route (SPEC §2 confirmation:{id}), parameters joined by '+'.
    statusUrl: `${storefront}/#status-confirmation:${row.id}+${row.pass}`,
  };
}

/** Keyset cursor over (processed_at desc, id desc): stable while new orders arrive. */
export function encodeCursor(row: Pick<OrderRow, 'processed_at' | 'id'>): string {
  return Buffer.from(`${row.processed_at.toISOString()}|${row.id}`).toString('base64url');
}

/** Exactly what encodeCursor writes: a base64url of `<ISO date with year 0001-9999>|<order id>`. Anything else
 *  (another date syntax, a year PostgreSQL cannot store, extra parts, junk) is 400 invalid_cursor. */
export function decodeCursor(cursor: string): { processedAt: Date; id: string } {
  const invalid = () => badRequest('invalid_cursor', 'data.pageCursor: is not a cursor this API handed out');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid();
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [iso = '', id = ''] = parts;
  if (parts.length !== 2 || !/^\d{1,15}$/.test(id) || !/^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) throw invalid();
  const processedAt = new Date(iso);
  // Round trip: 2024-02-30 or 25:00 parse to another instant (or none) and are refused.
  if (Number.isNaN(processedAt.getTime()) || processedAt.toISOString() !== iso) throw invalid();
  return { processedAt, id };
}
