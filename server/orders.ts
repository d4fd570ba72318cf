// Orders as the API answers them (schemas/api/order.json#/definitions/order), mapped from the store's orders
// (commerce/types.ts Order), and the store's errors as the API's.
import { type Commerce, CommerceError, CommerceThrottledError, CommerceUserError, type Money, type Order } from './commerce/types';
import { badRequest, HttpError } from './errors';

export const REFUND_MESSAGE = 'Your refund goes to the original payment method within 5-7 business days.';

/** Shopify's amounts come as decimals of any length ('24.0', '24.5'); the API's money has exactly two places. */
export function apiMoney(value: Money): { amount: string; currencyCode: string } {
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(value.amount);
  const fraction = match?.[2] ?? '';
  const amount = !match ? Number(value.amount).toFixed(2) : fraction.length <= 2 ? `${match[1]}.${fraction.padEnd(2, '0')}` : Number(value.amount).toFixed(2);
  return { amount, currencyCode: value.currencyCode };
}

// The API's enums (order.json); Shopify's values beyond them are mapped to the nearest the widget knows.
const FULFILLMENT_STATUSES = new Set(['FULFILLED', 'IN_PROGRESS', 'ON_HOLD', 'OPEN', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT', 'RESTOCKED', 'SCHEDULED', 'UNFULFILLED']);
const SHIPMENT_STATUSES = new Set([
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED', 'LABEL_PURCHASED',
  'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED',
]);

/** The widget's fulfillment status: CANCELED once cancelled (Shopify keeps the fulfillment status and sets
 *  cancelledAt), a declined fulfillment request reads as UNFULFILLED. */
export function fulfillmentStatusOf(order: Order): string {
  if (order.cancelledAt) return 'CANCELED';
  return FULFILLMENT_STATUSES.has(order.fulfillmentStatus) ? order.fulfillmentStatus : 'UNFULFILLED';
}

/** Only an unfulfilled order that is not cancelled can be cancelled by the shopper. */
export const isCancelable = (order: Order) => fulfillmentStatusOf(order) === 'UNFULFILLED';

const present = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<T>;

function shipmentJson(order: Order) {
  const s = order.latestShipment;
  if (!s) return null;
  return {
    // A fulfillment without a display status (or one newer than the API's list) is still a fulfillment.
    displayStatus: s.displayStatus && SHIPMENT_STATUSES.has(s.displayStatus) ? s.displayStatus : 'FULFILLED',
    estimatedDeliveryAt: s.estimatedDeliveryAt,
    deliveredAt: s.deliveredAt,
    ...present({ carrier: s.carrier, trackingNumber: s.trackingNumber, trackingUrl: s.trackingUrl }),
  };
}

/** In the widget's address fields (plugins/orders/api.ts Address): country and state as codes, postcode. */
function addressJson(a: NonNullable<Order['shippingAddress']>) {
  return present({
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.provinceCode ?? a.province,
    country: a.countryCode ?? a.country,
    postcode: a.zip,
    phone: a.phone,
  });
}

/** `storefront` builds product links from the line's product handle. */
export function orderJson(order: Order, storefront: string) {
  return {
    id: order.id,
    name: order.name,
    label: order.name,
    status: order.cancelledAt ? 'canceled' : 'open',
    fulfillmentStatus: fulfillmentStatusOf(order),
    ...present({ financialStatus: order.financialStatus }),
    lineItems: order.lines.map((line) => ({
      // A line whose product or variant was deleted has no id left: 0, and it cannot be bought again.
      productId: line.productId ? Number(line.productId) : 0,
      variantId: line.variantId ? Number(line.variantId) : 0,
      title: line.title,
      ...present({ variantTitle: line.variantTitle }),
      quantity: line.quantity,
      price: apiMoney(line.unitPrice),
      ...present({ image: line.imageUrl, url: line.productHandle ? `${storefront}/products/${line.productHandle}` : null }),
      available: line.availableForSale ?? false,
    })),
    latestShipment: shipmentJson(order),
    ...(order.subtotal ? { subtotal: apiMoney(order.subtotal) } : {}),
    total: apiMoney(order.total),
    processedAt: order.processedAt,
    canceledAt: order.cancelledAt,
    cancelable: isCancelable(order),
    shippingAddress: order.shippingAddress ? addressJson(order.shippingAddress) : null,
    // Shopify's order status page; its `key` is the pass of order-with-pass (statusPageKey).
    statusUrl: order.statusPageUrl,
  };
}

/**
 * A store call, its failures as the API's errors: a refusal (userErrors) is 409 `code` with the store's words;
 * throttled after every retry is 503 store_busy with Retry-After; anything else (unreachable, unauthorized, a
 * GraphQL error) is 502 store_unavailable. `refused` picks the code of a refusal.
 */
export async function fromStore<T>(call: () => Promise<T>, refused = 'store_refused'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storeError(error, refused);
  }
}

export function storeError(error: unknown, refused = 'store_refused'): unknown {
  if (error instanceof CommerceUserError) return new HttpError(409, refused, error.message);
  if (error instanceof CommerceThrottledError) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return new HttpError(503, 'store_busy', `The store is busy right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, undefined, seconds);
  }
  if (error instanceof CommerceError) {
    console.warn(`[api] store call failed (answering 502): ${error.code}: ${error.message}`);
    return new HttpError(502, 'store_unavailable', 'The store did not answer. Please try again in a moment.');
  }
  return error;
}

/**
 * The `key` of an order status page URL (Shopify's shape: https://{shop}/{shopNumericId}/orders/{token}/authenticate?key={key}),
 * the pass of order-with-pass; null when the URL has no token and key.
 */
export function statusPageKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const key = parsed.searchParams.get('key');
  return /\/orders\/[^/]+\/authenticate$/.test(parsed.pathname) && key ? key : null;
}

/** A page of the customer's orders; a cursor the store refuses (not one it handed out) is 400 invalid_cursor. */
export async function ordersPage(commerce: Commerce, customerId: string, pageCursor: string | null) {
  // Shopify's cursors are base64 text; anything else is refused before it costs a call.
  if (pageCursor !== null && !/^[A-Za-z0-9+/=_-]{1,200}$/.test(pageCursor)) throw invalidCursor();
  try {
    return await commerce.orders(customerId, pageCursor);
  } catch (error) {
    // A GraphQL error on a page asked with a cursor is Shopify refusing that cursor ("Invalid cursor …").
    const refusedCursor = pageCursor !== null && error instanceof CommerceError && !(error instanceof CommerceThrottledError) &&
      !['unauthorized', 'network', 'timeout', 'no_data'].includes(error.code) && !error.code.startsWith('http_');
    throw refusedCursor ? invalidCursor() : storeError(error);
  }
}

const invalidCursor = () => badRequest('invalid_cursor', 'data.pageCursor: is not a cursor this API handed out');
