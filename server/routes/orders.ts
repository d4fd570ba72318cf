// Orders of the signed-in customer, read and cancelled
// through the shop's store (deps.commerce: Shopify's Admin API; the devstore's stand-in of it). Someone else's
// order answers 404 like a missing one; order-with-pass is for anyone holding the order's pass.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Order } from '../commerce/types';
import { type ApiDeps, numericParam, readData, requireShop, requireUser, sameShop } from '../context';
import type { Shop } from '../db/shops';
import { HttpError, notFound } from '../errors';
import { apiMoney, fromStore, fulfillmentStatusOf, isCancelable, orderJson, ordersPage, REFUND_MESSAGE, statusPageKey } from '../orders';
import { customerIdFor } from '../owner';
import { type Check, clientIp } from '../rate-limit';

export function orderRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;
  const storefrontOf = (shopId: string) => deps.storefrontUrl(shopId).replace(/\/+$/, '');

  /** The caller's order from the store; any other order (or none) is a 404 ("Unable to get order."). */
  async function ownOrder(c: Context): Promise<{ order: Order; shop: Shop }> {
    const shopId = c.req.param('shopId') ?? '';
    const id = numericParam(c.req.param('id') ?? '', 'order');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, shopId);
    const customerId = await customerIdFor(db, user.uid, shopId);
    const order = customerId ? await fromStore(() => deps.commerce(shop).order(id)) : null;
    if (!order || order.customerId !== customerId) throw notFound(`No order '${id}' for the signed-in customer`, 'order_not_found');
    return { order, shop };
  }

  app.post('/orders/:shopId/orders', async (c) => {
    const shopId = c.req.param('shopId');
    const data = await readData<object>(c, deps, 'orders-list');
    sameShop(shopId, data);
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, shopId);
    const customerId = await customerIdFor(db, user.uid, shopId);
    // Anonymous or not yet linked: no orders rather than an error, the page shows its login prompt.
    if (!customerId) return c.json({ items: [], nextCursor: null });
    const page = await ordersPage(deps.commerce(shop), customerId, data.pageCursor || null);
    const storefront = storefrontOf(shopId);
    return c.json({ items: page.orders.map((order) => orderJson(order, storefront)), nextCursor: page.nextCursor });
  });

  app.get('/orders/:shopId/order/:id', async (c) => {
    const { order, shop } = await ownOrder(c);
    return c.json({ order: orderJson(order, storefrontOf(shop.shopId)) });
  });

  // The pass is the `key` of the order's status page URL, which only Shopify and the order's buyer hold.
  app.get('/orders/:shopId/order-with-pass/:id/:pass', async (c) => {
    const shopId = c.req.param('shopId');
    const id = numericParam(c.req.param('id'), 'order');
    const pass = c.req.param('pass');
    const shop = await requireShop(deps, shopId);
    const checks: Check[] = [{ rule: 'orderPassPerIp', key: clientIp(c, deps.trustProxy) }];
    const at = await deps.limiter.take(checks);
    const order = await fromStore(() => deps.commerce(shop).order(id));
    const key = order ? statusPageKey(order.statusPageUrl) : null;
    const given = Buffer.from(pass);
    const ok = !!key && given.length === Buffer.byteLength(key) && timingSafeEqual(given, Buffer.from(key));
    if (!order || !ok) throw notFound(`No order '${id}' with that pass`, 'order_not_found');
    await deps.limiter.release(checks, at);
    return c.json({ order: orderJson(order, storefrontOf(shopId)) });
  });

  app.get('/orders/:shopId/order-one-click/:id', async (c) => {
    const { order, shop } = await ownOrder(c);
    const storefront = storefrontOf(shop.shopId);
    const lines: string[] = [];
    const unavailable: { productId: number; variantId: number; title: string; reason: 'sold_out' | 'missing' }[] = [];
    for (const line of order.lines) {
      const ids = { productId: Number(line.productId ?? 0), variantId: Number(line.variantId ?? 0), title: line.title };
      // The store says whether the variant can be bought now; a deleted variant is missing.
      if (!line.variantId || line.availableForSale === null) unavailable.push({ ...ids, reason: 'missing' });
      else if (!line.availableForSale) unavailable.push({ ...ids, reason: 'sold_out' });
      else lines.push(`${line.variantId}:${line.quantity}`);
    }
    return c.json({
      order: orderJson(order, storefront),
      cartUrl: lines.length ? `${storefront}/cart/${lines.join(',')}` : null,
      unavailable,
    });
  });

  app.post('/orders/:shopId/order/:id/cancel', async (c) => {
    const data = await readData<{ reason?: 'CUSTOMER' | 'INVENTORY' | 'OTHER' }>(c, deps, 'order-cancel');
    sameShop(c.req.param('shopId'), data);
    const { order, shop } = await ownOrder(c);
    // Our rule first (only unfulfilled orders); then Shopify's orderCancel, whose own refusals (already cancelled,
    // a fulfillment not cancelled) are 409 not_cancelable too, in Shopify's words.
    if (!isCancelable(order)) {
      throw new HttpError(409, 'not_cancelable', `Order ${order.name} is ${fulfillmentStatusOf(order).toLowerCase()}; only unfulfilled orders can be canceled`);
    }
    const result = await fromStore(() => deps.commerce(shop).cancelOrder(order.id, { reason: data.reason ?? 'CUSTOMER', refund: true, restock: true, notifyCustomer: true }), 'not_cancelable');
    const after = result.order ?? order;
    const json = orderJson(after, storefrontOf(shop.shopId));
    return c.json({
      // Shopify's cancel job may still run after the wait: the order is not cancelable again meanwhile.
      order: result.done ? json : { ...json, cancelable: false },
      refund: { amount: apiMoney(after.total), message: REFUND_MESSAGE },
    });
  });

  app.get('/order-tracking/:shopId/link/:id', async (c) => {
    const { order } = await ownOrder(c);
    const shipment = order.latestShipment;
    if (!shipment?.trackingUrl) throw notFound(`Order ${order.name} has no shipment to track yet`, 'no_tracking');
    return c.json({
      link: shipment.trackingUrl,
      ...(shipment.carrier ? { carrier: shipment.carrier } : {}),
      ...(shipment.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
    });
  });
}
