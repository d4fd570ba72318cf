// Seed orders. Jane's cover EVERY fulfillment status and EVERY shipment display status, with
// estimated deliveries, delivered dates and one canceled shipment, so every order label and the
// "arriving next" choice can be exercised. Dates are relative to the moment of seeding.
import { randomBytes } from 'node:crypto';
import { localPrice, products } from '../catalog/index';
import type { Product } from '../catalog/types';

export const FULFILLMENT_STATUSES = [
  'FULFILLED', 'IN_PROGRESS', 'ON_HOLD', 'OPEN', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT',
  'RESTOCKED', 'SCHEDULED', 'UNFULFILLED', 'CANCELED',
] as const;

export const SHIPMENT_DISPLAY_STATUSES = [
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT',
  'LABEL_PRINTED', 'LABEL_PURCHASED', 'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED',
  'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED',
] as const;

/** [fulfillment status, shipment display status or null, days ago placed, eta in days, delivered days ago] */
type Plan = [string, string | null, number, number | null, number | null];

// Newest first as listed; the first page (5) mixes arriving, cancelable and delivered orders.
const JANE_PLANS: Plan[] = [
  ['UNFULFILLED', null, 0.5, null, null],
  ['FULFILLED', 'IN_TRANSIT', 2, 2, null],
  ['FULFILLED', 'OUT_FOR_DELIVERY', 3, 0.3, null],
  ['FULFILLED', 'DELIVERED', 6, null, 2],
  ['IN_PROGRESS', 'CANCELED', 7, 3, null],
  ['UNFULFILLED', null, 8, null, null],
  ['FULFILLED', 'CONFIRMED', 9, 4, null],
  ['IN_PROGRESS', 'LABEL_PRINTED', 10, 5, null],
  ['IN_PROGRESS', 'LABEL_PURCHASED', 11, 6, null],
  ['PARTIALLY_FULFILLED', 'SUBMITTED', 12, 7, null],
  ['FULFILLED', 'ATTEMPTED_DELIVERY', 14, 1, null],
  ['FULFILLED', 'READY_FOR_PICKUP', 15, null, null],
  ['FULFILLED', 'PICKED_UP', 20, null, 10],
  ['FULFILLED', 'FULFILLED', 25, null, null],
  ['FULFILLED', 'MARKED_AS_FULFILLED', 30, null, null],
  ['IN_PROGRESS', 'LABEL_VOIDED', 33, null, null],
  ['FULFILLED', 'FAILURE', 36, null, null],
  ['FULFILLED', 'NOT_DELIVERED', 40, null, null],
  ['OPEN', null, 42, null, null],
  ['ON_HOLD', null, 45, null, null],
  ['PENDING_FULFILLMENT', null, 48, null, null],
  ['SCHEDULED', null, 50, null, null],
  ['RESTOCKED', null, 60, null, null],
  ['CANCELED', null, 75, null, null],
];

const SAM_PLANS: Plan[] = [
  ['UNFULFILLED', null, 1, null, null],
  ['FULFILLED', 'DELIVERED', 12, null, 8],
];

const KLARA_PLANS: Plan[] = [
  ['FULFILLED', 'IN_TRANSIT', 2, 3, null],
  ['FULFILLED', 'DELIVERED', 20, null, 15],
];

export interface SeedOrder {
  id: string;
  shopId: string;
  customerId: string;
  name: string;
  pass: string;
  financialStatus: string;
  fulfillmentStatus: string;
  lineItems: LineItem[];
  latestShipment: Shipment | null;
  subtotal: number;
  total: number;
  currency: string;
  processedAt: Date;
  canceledAt: Date | null;
}

export interface LineItem {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  price: number;
  image: string;
}

export interface Shipment {
  displayStatus: string;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

const DAY = 86_400_000;

function lineItemsFor(seed: number, multiplier: number): LineItem[] {
  const count = 1 + (seed % 3);
  // Buyable products only, so buy-it-again has something to add; one order gets a sold-out item below.
  const pool = products.filter((p) => p.variants.some((v) => v.available));
  return Array.from({ length: count }, (_, i) => {
    const product = pool[(seed * 7 + i * 11) % pool.length] as Product;
    const variant = product.variants.find((v) => v.available) ?? product.variants[0]!;
    return {
      productId: product.id,
      variantId: variant.id,
      title: product.title,
      variantTitle: variant.title,
      quantity: 1 + ((seed + i) % 2),
      price: localPrice(variant.price, multiplier),
      image: product.image,
    };
  });
}

function buildOrders(
  plans: Plan[],
  opts: { shopId: string; customerId: string; idBase: number; numberBase: number; currency: string; multiplier: number },
  now: number,
): SeedOrder[] {
  return plans.map(([fulfillmentStatus, displayStatus, daysAgo, etaDays, deliveredDaysAgo], index) => {
    const seed = opts.idBase % 97 + index;
    const lineItems = lineItemsFor(seed, opts.multiplier);
    if (index === 3) {
      // A line whose product is sold out now: buy-it-again must report "some items unavailable".
      const soldOut = products.find((p) => p.variants.every((v) => !v.available))!;
      const variant = soldOut.variants[0]!;
      lineItems.push({
        productId: soldOut.id,
        variantId: variant.id,
        title: soldOut.title,
        variantTitle: variant.title,
        quantity: 1,
        price: localPrice(variant.price, opts.multiplier),
        image: soldOut.image,
      });
    }
    const subtotal = lineItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const trackingNumber = `1Z${String(opts.idBase + index).padStart(12, '0')}`;
    const canceled = fulfillmentStatus === 'CANCELED';
    return {
      id: String(opts.idBase + index),
      shopId: opts.shopId,
      customerId: opts.customerId,
      name: `#${opts.numberBase + plans.length - index}`,
      pass: randomBytes(12).toString('hex'),
      financialStatus: canceled ? 'REFUNDED' : 'PAID',
      fulfillmentStatus,
      lineItems,
      latestShipment: displayStatus
        ? {
            displayStatus,
            estimatedDeliveryAt: etaDays === null ? null : new Date(now + etaDays * DAY).toISOString(),
            deliveredAt: deliveredDaysAgo === null ? null : new Date(now - deliveredDaysAgo * DAY).toISOString(),
            carrier: 'UPS',
            trackingNumber,
            trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
          }
        : null,
      subtotal,
      total: subtotal + 500, // flat shipping
      currency: opts.currency,
      processedAt: new Date(now - daysAgo * DAY),
      canceledAt: canceled ? new Date(now - (daysAgo - 0.1) * DAY) : null,
    };
  });
}

export function seedOrders(customerIds: { jane: string; sam: string; klara: string }, now = Date.now()): SeedOrder[] {
  return [
    ...buildOrders(JANE_PLANS, { shopId: 'demo-store', customerId: customerIds.jane, idBase: 5100000001, numberBase: 1000, currency: 'USD', multiplier: 1 }, now),
    ...buildOrders(SAM_PLANS, { shopId: 'demo-store', customerId: customerIds.sam, idBase: 5200000001, numberBase: 1100, currency: 'USD', multiplier: 1 }, now),
    ...buildOrders(KLARA_PLANS, { shopId: 'demo-store-de', customerId: customerIds.klara, idBase: 5300000001, numberBase: 2000, currency: 'EUR', multiplier: 0.92 }, now),
  ];
}
