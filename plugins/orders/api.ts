// The orders plugin's calls: the order list with cursor paging, one order (own, with its pass, or
// the one-click variant), cancel, the tracking link; and buy it again through the public entry's addToCart,
// one line at a time so one sold-out line does not refuse the others.
import { addToCart, type ApiClient, type CartAddFailure } from '../../runtime/public.ts';
import type { Order, OrderLineItem, Shipment } from './order-status.ts';

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface Address {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  province?: string;
  country?: string;
  postcode?: string;
  zip?: string;
  phone?: string;
}

export interface ReceiptLine extends OrderLineItem {
  variantTitle?: string;
  price?: Money;
  url?: string;
  available?: boolean;
}

export interface ReceiptOrder extends Order {
  label?: string;
  lineItems: ReceiptLine[];
  latestShipment: (Shipment & { carrier?: string; trackingNumber?: string; trackingUrl?: string }) | null;
  financialStatus?: string;
  subtotal?: Money;
  total?: Money;
  processedAt?: string;
  canceledAt?: string | null;
  cancelable?: boolean;
  shippingAddress?: Address | null;
}

export interface OrderPage {
  items: ReceiptOrder[];
  nextCursor: string | null;
}

const isOrder = (o: unknown): o is ReceiptOrder =>
  !!o && typeof o === 'object' && typeof (o as Order).id === 'string' && Array.isArray((o as Order).lineItems);

const base = (shopId: string) => `/orders/${encodeURIComponent(shopId)}`;
const seg = encodeURIComponent;

export async function listOrders(api: ApiClient, shopId: string, cursor: string | null, signal?: AbortSignal): Promise<OrderPage> {
  const answer = await api.post<{ items?: unknown; nextCursor?: unknown }>(`${base(shopId)}/orders`, {}, cursor ? { pageCursor: cursor, signal } : { signal });
  return {
    items: Array.isArray(answer?.items) ? answer.items.filter(isOrder) : [],
    nextCursor: typeof answer?.nextCursor === 'string' && answer.nextCursor ? answer.nextCursor : null,
  };
}

function orderOf(answer: { order?: unknown } | null | undefined): ReceiptOrder {
  if (!isOrder(answer?.order)) throw new Error('The API answered without an order');
  return answer.order;
}

export const getOrder = async (api: ApiClient, shopId: string, id: string, signal?: AbortSignal) =>
  orderOf(await api.get<{ order?: unknown }>(`${base(shopId)}/order/${seg(id)}`, { signal }));

export const getOrderWithPass = async (api: ApiClient, shopId: string, id: string, pass: string, signal?: AbortSignal) =>
  orderOf(await api.get<{ order?: unknown }>(`${base(shopId)}/order-with-pass/${seg(id)}/${seg(pass)}`, { signal }));

export interface OneClick {
  order: ReceiptOrder;
  cartUrl: string | null;
  unavailable: { variantId: number; title: string; reason: string }[];
}

export async function getOneClick(api: ApiClient, shopId: string, id: string, signal?: AbortSignal): Promise<OneClick> {
  const answer = await api.get<{ order?: unknown; cartUrl?: unknown; unavailable?: unknown }>(`${base(shopId)}/order-one-click/${seg(id)}`, { signal });
  return {
    order: orderOf(answer),
    cartUrl: typeof answer?.cartUrl === 'string' ? answer.cartUrl : null,
    unavailable: Array.isArray(answer?.unavailable) ? (answer.unavailable as OneClick['unavailable']) : [],
  };
}

export const cancelOrder = async (api: ApiClient, shopId: string, id: string) =>
  orderOf(await api.post<{ order?: unknown }>(`${base(shopId)}/order/${seg(id)}/cancel`, {}));

export async function trackingLink(api: ApiClient, shopId: string, id: string): Promise<string | null> {
  const answer = await api.get<{ link?: unknown }>(`/order-tracking/${seg(shopId)}/link/${seg(id)}`);
  return typeof answer?.link === 'string' ? answer.link : null;
}

/** The `_status_source` of the lines buy it again adds to the cart. */
export const SOURCE_VALUE = 'buy-it-again';

/** The shop's side, replaceable in tests (jsdom has no navigation). */
export const shop = {
  fetch: (input: string, init: RequestInit) => globalThis.fetch(input, init),
  assign: (url: string) => globalThis.location.assign(url),
};

export function shopUrl(root: string | undefined, path: string): string {
  const prefix = root && root.endsWith('/') ? root : `${root || ''}/`;
  return new URL(`${prefix}${path}`, globalThis.location.href).href;
}

/** Buy it again: every line in turn (the shop's cart takes one write at a time); how many went in. */
export async function addOrderToCart(root: string | undefined, lines: readonly OrderLineItem[]): Promise<{ added: number; failed: CartAddFailure[]; products: number[] }> {
  const failed: CartAddFailure[] = [];
  const products: number[] = [];
  for (const line of lines) {
    const outcome = await addToCart(root, { variantId: line.variantId, quantity: line.quantity ?? 1, source: SOURCE_VALUE });
    if (outcome) failed.push(outcome);
    else products.push(line.productId);
  }
  return { added: products.length, failed, products };
}
