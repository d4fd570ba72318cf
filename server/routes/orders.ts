// Orders of the signed-in customer (SPEC §2 orders, §4 orders and cancel, §7 order calls). Someone else's
// order answers 404 like a missing one; order-with-pass is for anyone holding the order's pass.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { findVariant } from '../../devstore/catalog/index';
import { type ApiDeps, numericParam, readData, requireShop, requireUser, sameShop } from '../context';
import { HttpError, notFound } from '../errors';
import { decodeCursor, encodeCursor, money, orderJson, type OrderRow, REFUND_MESSAGE } from '../orders';
import { customerIdFor } from '../owner';

export const ORDERS_PAGE_SIZE = 5;

export function orderRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;
  const storefrontOf = (shopId: string) => deps.storefrontUrl(shopId).replace(/\/+$/, '');

  /** The caller's order; any other order (or none) is a 404 (SPEC §8 "Unable to get order."). */
  async function ownOrder(c: Context): Promise<OrderRow> {
    const shopId = c.req.param('shopId') ?? '';
    const id = numericParam(c.req.param('id') ?? '', 'order');
    const user = await requireUser(c, deps);
    await requireShop(deps, shopId);
    const customerId = await customerIdFor(db, user.uid, shopId);
    const [row] = customerId
      ? await db.query<OrderRow>('select * from orders where id = $1 and shop_id = $2 and customer_id = $3', [id, shopId, customerId])
      : [];
    if (!row) throw notFound(`No order '${id}' for the signed-in customer`, 'order_not_found');
    return row;
  }

  app.post('/orders/:shopId/orders', async (c) => {
    const shopId = c.req.param('shopId');
    const data = await readData<object>(c, deps, 'orders-list');
    sameShop(shopId, data);
    const user = await requireUser(c, deps);
    await requireShop(deps, shopId);
    const customerId = await customerIdFor(db, user.uid, shopId);
    // Anonymous or not yet linked: no orders rather than an error, the page shows its login prompt.
    if (!customerId) return c.json({ items: [], nextCursor: null });
    const after = data.pageCursor ? decodeCursor(data.pageCursor) : null;
    const rows = await db.query<OrderRow>(
      `select * from orders where shop_id = $1 and customer_id = $2
         and ($3::timestamptz is null or (processed_at, id) < ($3::timestamptz, $4::text))
       order by processed_at desc, id desc limit $5`,
      [shopId, customerId, after?.processedAt ?? null, after?.id ?? '', ORDERS_PAGE_SIZE + 1],
    );
    const page = rows.slice(0, ORDERS_PAGE_SIZE);
    const storefront = storefrontOf(shopId);
    return c.json({
      items: page.map((row) => orderJson(row, storefront)),
      nextCursor: rows.length > ORDERS_PAGE_SIZE ? encodeCursor(page[page.length - 1]!) : null,
    });
  });

  app.get('/orders/:shopId/order/:id', async (c) => {
    const row = await ownOrder(c);
    return c.json({ order: orderJson(row, storefrontOf(row.shop_id)) });
  });

  app.get('/orders/:shopId/order-with-pass/:id/:pass', async (c) => {
    const shopId = c.req.param('shopId');
    const id = numericParam(c.req.param('id'), 'order');
    const pass = c.req.param('pass');
    await requireShop(deps, shopId);
    const [row] = await db.query<OrderRow>('select * from orders where id = $1 and shop_id = $2', [id, shopId]);
    const given = Buffer.from(pass);
    const ok = row && given.length === row.pass.length && timingSafeEqual(given, Buffer.from(row.pass));
    if (!row || !ok) throw notFound(`No order '${id}' with that pass`, 'order_not_found');
    return c.json({ order: orderJson(row, storefrontOf(shopId)) });
  });

  app.get('/orders/:shopId/order-one-click/:id', async (c) => {
    const row = await ownOrder(c);
    const storefront = storefrontOf(row.shop_id);
    const lines: string[] = [];
    const unavailable: { productId: number; variantId: number; title: string; reason: 'sold_out' | 'missing' }[] = [];
    for (const line of row.line_items) {
      const found = findVariant(line.variantId);
      if (!found) unavailable.push({ productId: line.productId, variantId: line.variantId, title: line.title, reason: 'missing' });
      else if (!found.variant.available) unavailable.push({ productId: line.productId, variantId: line.variantId, title: line.title, reason: 'sold_out' });
      else lines.push(`${line.variantId}:${line.quantity}`);
    }
    return c.json({
      order: orderJson(row, storefront),
      cartUrl: lines.length ? `${storefront}/cart/${lines.join(',')}` : null,
      unavailable,
    });
  });

  app.post('/orders/:shopId/order/:id/cancel', async (c) => {
    const data = await readData<{ reason?: string }>(c, deps, 'order-cancel');
    sameShop(c.req.param('shopId'), data);
    const row = await ownOrder(c);
    const now = deps.now();
    const [canceled] = await db.query<OrderRow>(
      `update orders set fulfillment_status = 'CANCELED', financial_status = 'REFUNDED', canceled_at = $2
       where id = $1 and fulfillment_status = 'UNFULFILLED' and canceled_at is null returning *`,
      [row.id, now],
    );
    if (!canceled) {
      throw new HttpError(409, 'not_cancelable', `Order ${row.name} is ${row.fulfillment_status.toLowerCase()}; only unfulfilled orders can be canceled`);
    }
    return c.json({
      order: orderJson(canceled, storefrontOf(row.shop_id)),
      refund: { amount: money(canceled.total, canceled.currency), message: REFUND_MESSAGE },
    });
  });

  app.get('/order-tracking/:shopId/link/:id', async (c) => {
    const row = await ownOrder(c);
    const shipment = row.latest_shipment;
    if (!shipment?.trackingUrl) throw notFound(`Order ${row.name} has no shipment to track yet`, 'no_tracking');
    return c.json({ link: shipment.trackingUrl, carrier: shipment.carrier, trackingNumber: shipment.trackingNumber });
  });
}
