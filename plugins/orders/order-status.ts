// Orders as the API sends them (schemas/api/order.json) and what the widget says about them: the arriving-next
// choice, the shipment and fulfillment status texts (the orders messages, messages/status-*.ts, through the
// plugin's t) and the label status. Plain TS, shared by the highlighted order on For you, the orders tab and the
// receipts. Loaded with them, never in the first open.
import type { DayText } from '../../runtime/public.ts';
import type { StatusT } from './messages/index.ts';

export type ShipmentStatus =
  | 'ATTEMPTED_DELIVERY' | 'CANCELED' | 'CONFIRMED' | 'DELIVERED' | 'FAILURE' | 'FULFILLED' | 'IN_TRANSIT'
  | 'LABEL_PRINTED' | 'LABEL_PURCHASED' | 'LABEL_VOIDED' | 'MARKED_AS_FULFILLED' | 'NOT_DELIVERED'
  | 'OUT_FOR_DELIVERY' | 'PICKED_UP' | 'READY_FOR_PICKUP' | 'SUBMITTED';

export interface Shipment {
  displayStatus: ShipmentStatus | string;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
}

export interface OrderLineItem {
  productId: number;
  variantId: number;
  title: string;
  quantity?: number;
  image?: string;
}

export interface Order {
  id: string;
  name: string;
  status?: 'open' | 'canceled';
  fulfillmentStatus: string;
  lineItems: OrderLineItem[];
  latestShipment: Shipment | null;
}

const time = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() : NaN);

/** Delivered: a delivery date, or the DELIVERED status. */
export const isDelivered = (shipment: Shipment): boolean => !!shipment.deliveredAt || shipment.displayStatus === 'DELIVERED';

/** On its way with a date: an estimated delivery and not delivered. */
export const isArriving = (order: Order): boolean =>
  !!order.latestShipment && !Number.isNaN(time(order.latestShipment.estimatedDeliveryAt)) && !isDelivered(order.latestShipment);

/**
 * The arriving-next choice, over orders newest first: orders whose latest shipment is canceled are left out;
 * then the one arriving soonest (estimated delivery, not delivered), else the newest with a shipment, else the
 * newest without one. null when none is left.
 */
export function chooseArrivingNext(orders: readonly Order[]): Order | null {
  const candidates = orders.filter((order) => order.latestShipment?.displayStatus !== 'CANCELED');
  const arriving = candidates.filter(isArriving);
  if (arriving.length) {
    return arriving.reduce((best, order) =>
      time(order.latestShipment!.estimatedDeliveryAt) < time(best.latestShipment!.estimatedDeliveryAt) ? order : best,
    );
  }
  return candidates.find((order) => order.latestShipment) ?? candidates[0] ?? null;
}

/** The shipment display statuses that have a text of their own (the orders messages, keyed by the status). */
const SHIPMENT_STATUSES = new Set<string>([
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED',
  'LABEL_PURCHASED', 'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED',
] satisfies ShipmentStatus[]);

/** Every fulfillment status shows 'Order placed', CANCELED 'Order canceled'. */
export const fulfillmentText = (t: StatusT, status: string): string => t(status === 'CANCELED' ? 'orderCanceled' : 'orderPlaced');

/** The shipment's display status in words (an unknown status: the fulfillment text). */
export function shipmentText(t: StatusT, order: Order): string {
  const status = order.latestShipment?.displayStatus;
  return status && SHIPMENT_STATUSES.has(status) ? t(status as ShipmentStatus) : fulfillmentText(t, order.fulfillmentStatus);
}

/** "Delivered yesterday", "Arriving Friday" (`day` formats a date, from loadDates()). */
export function deliveryText(t: StatusT, shipment: Shipment | null, day: (iso: string) => DayText | null): string | null {
  if (!shipment) return null;
  const delivered = shipment.deliveredAt ? day(shipment.deliveredAt) : null;
  if (delivered) return t(delivered.kind === 'relative' ? 'delivered' : 'deliveredOn', { date: delivered.text });
  if (isDelivered(shipment)) return null;
  const eta = shipment.estimatedDeliveryAt ? day(shipment.estimatedDeliveryAt) : null;
  return eta ? t(eta.kind === 'relative' ? 'arriving' : 'arrivingOn', { date: eta.text }) : null;
}

/** The shipment's delivery text (delivered date or estimated delivery), else its status, else the fulfillment status. */
export function labelStatus(t: StatusT, order: Order, day: (iso: string) => DayText | null): string {
  return deliveryText(t, order.latestShipment, day) ?? shipmentText(t, order);
}
