// Orders as the API sends them (schemas/api/order.json) and what the widget says about them:
// the arriving-next choice, the shipment and fulfillment status texts (en, de; the product fixes only 'Order placed'
// and 'Order canceled', the shipment texts are ours) and the label status. Plain TS, shared by the highlighted
// order on For you and, later, the orders tab and the receipt. Loaded with them, never in the first open.
import type { DayText } from '../../runtime/public.ts';

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

const en = {
  arrivingNext: 'Arriving next',
  latestOrder: 'Your latest order',
  orderName: 'Order {name}',
  loading: 'Loading your latest order',
  moreItems: '+{count}',
  arriving: 'Arriving {date}',
  arrivingOn: 'Arriving {date}',
  delivered: 'Delivered {date}',
  deliveredOn: 'Delivered {date}',
  orderPlaced: 'Order placed',
  orderCanceled: 'Order canceled',
  ATTEMPTED_DELIVERY: 'Delivery attempted',
  CANCELED: 'Shipment canceled',
  CONFIRMED: 'Confirmed by the carrier',
  DELIVERED: 'Delivered',
  FAILURE: 'Delivery problem',
  FULFILLED: 'Shipped',
  IN_TRANSIT: 'On its way',
  LABEL_PRINTED: 'Preparing to ship',
  LABEL_PURCHASED: 'Preparing to ship',
  LABEL_VOIDED: 'Shipping label canceled',
  MARKED_AS_FULFILLED: 'Shipped',
  NOT_DELIVERED: 'Not delivered',
  OUT_FOR_DELIVERY: 'Out for delivery',
  PICKED_UP: 'Picked up',
  READY_FOR_PICKUP: 'Ready for pickup',
  SUBMITTED: 'Handed to the carrier',
};

// German: relative words read without a preposition ("morgen"), weekdays and dates with "am" ("am Freitag").
const de: typeof en = {
  arrivingNext: 'Als Nächstes unterwegs',
  latestOrder: 'Deine letzte Bestellung',
  orderName: 'Bestellung {name}',
  loading: 'Deine letzte Bestellung wird geladen',
  moreItems: '+{count}',
  arriving: 'Voraussichtlich {date}',
  arrivingOn: 'Voraussichtlich am {date}',
  delivered: 'Zugestellt {date}',
  deliveredOn: 'Zugestellt am {date}',
  orderPlaced: 'Bestellung aufgegeben',
  orderCanceled: 'Bestellung storniert',
  ATTEMPTED_DELIVERY: 'Zustellversuch',
  CANCELED: 'Sendung storniert',
  CONFIRMED: 'Vom Versanddienst bestätigt',
  DELIVERED: 'Zugestellt',
  FAILURE: 'Problem bei der Zustellung',
  FULFILLED: 'Versendet',
  IN_TRANSIT: 'Unterwegs',
  LABEL_PRINTED: 'Versand wird vorbereitet',
  LABEL_PURCHASED: 'Versand wird vorbereitet',
  LABEL_VOIDED: 'Versandetikett storniert',
  MARKED_AS_FULFILLED: 'Versendet',
  NOT_DELIVERED: 'Nicht zugestellt',
  OUT_FOR_DELIVERY: 'In Zustellung',
  PICKED_UP: 'Abgeholt',
  READY_FOR_PICKUP: 'Abholbereit',
  SUBMITTED: 'An den Versanddienst übergeben',
};

export type OrderMessage = keyof typeof en;

export function orderText(language: string, key: OrderMessage, vars: Record<string, string | number> = {}): string {
  const table = language.toLowerCase().startsWith('de') ? de : en;
  return table[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}

/** Every fulfillment status shows 'Order placed', CANCELED 'Order canceled'. */
export const fulfillmentText = (language: string, status: string): string =>
  orderText(language, status === 'CANCELED' ? 'orderCanceled' : 'orderPlaced');

/** The shipment's display status in words (an unknown status: the fulfillment text). */
export function shipmentText(language: string, order: Order): string {
  const status = order.latestShipment?.displayStatus;
  return status && status in en && status === status.toUpperCase() ? orderText(language, status as OrderMessage) : fulfillmentText(language, order.fulfillmentStatus);
}

/** "Delivered yesterday", "Arriving Friday" (`day` formats a date, from loadDates()). */
export function deliveryText(language: string, shipment: Shipment | null, day: (iso: string) => DayText | null): string | null {
  if (!shipment) return null;
  const delivered = shipment.deliveredAt ? day(shipment.deliveredAt) : null;
  if (delivered) return orderText(language, delivered.kind === 'relative' ? 'delivered' : 'deliveredOn', { date: delivered.text });
  if (isDelivered(shipment)) return null;
  const eta = shipment.estimatedDeliveryAt ? day(shipment.estimatedDeliveryAt) : null;
  return eta ? orderText(language, eta.kind === 'relative' ? 'arriving' : 'arrivingOn', { date: eta.text }) : null;
}

/** The shipment's delivery text (delivered date or estimated delivery), else its status, else the fulfillment status. */
export function labelStatus(language: string, order: Order, day: (iso: string) => DayText | null): string {
  return deliveryText(language, order.latestShipment, day) ?? shipmentText(language, order);
}
