// Order cases: paging over every seeded status, owner-only reads, pass links, buy again, cancel, tracking,
// points and the subscription link.
import { describe, expect, it } from 'vitest';
import { FULFILLMENT_STATUSES, SHIPMENT_DISPLAY_STATUSES } from '../../devstore/seed/seed-orders';
import type { Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shopId = 'demo-store';

export function orderCases(get: () => Harness, who: () => Shoppers): void {
  async function allOrders(token: string) {
    const orders: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: any = await get().call('POST', `/orders/${shopId}/orders`, { token, data: { shopId, ...(cursor ? { pageCursor: cursor } : {}) } });
      expect(reply.status).toBe(200);
      get().expectSchema('orders-list', reply.body);
      expect(reply.body.items.length).toBeLessThanOrEqual(5);
      orders.push(...reply.body.items);
      cursor = reply.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { orders, pages };
  }

  describe('orders', () => {
    it('pages through Jane\'s orders, 5 at a time, covering every status', async () => {
      const { orders, pages } = await allOrders(who().jane.idToken);
      expect(orders).toHaveLength(24);
      expect(pages).toBe(5);
      expect(new Set(orders.map((o) => o.id)).size).toBe(24);
      const times = orders.map((o) => Date.parse(o.processedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(orders.map((o) => o.fulfillmentStatus))).toEqual(new Set(FULFILLMENT_STATUSES));
      const shipments = orders.map((o) => o.latestShipment).filter(Boolean);
      expect(new Set(shipments.map((s) => s.displayStatus))).toEqual(new Set(SHIPMENT_DISPLAY_STATUSES));
      expect(shipments.some((s) => s.estimatedDeliveryAt && !s.deliveredAt)).toBe(true);
      expect(shipments.some((s) => s.deliveredAt)).toBe(true);
      expect(shipments.filter((s) => s.displayStatus === 'CANCELED')).toHaveLength(1);
    });

    it('keeps shoppers to their own orders', async () => {
      const { jane, sam, anon } = who();
      const samOrders = (await allOrders(sam.idToken)).orders;
      expect(samOrders.map((o) => o.name)).toEqual(['#1102', '#1101']);
      const anonymous = await get().call('POST', `/orders/${shopId}/orders`, { token: anon.idToken, data: { shopId } });
      expect(anonymous.body).toEqual({ items: [], nextCursor: null });

      const janeOrder = '5100000002';
      const own = await get().call('GET', `/orders/${shopId}/order/${janeOrder}`, { token: jane.idToken });
      expect(own.status).toBe(200);
      get().expectSchema('order-get', own.body);
      for (const path of [`/orders/${shopId}/order/${janeOrder}`, `/orders/${shopId}/order-one-click/${janeOrder}`, `/order-tracking/${shopId}/link/${janeOrder}`]) {
        const reply = await get().call('GET', path, { token: sam.idToken });
        expect(reply.status, path).toBe(404);
        get().expectSchema('error', reply.body);
      }
      expect((await get().call('GET', `/orders/${shopId}/order/abc`, { token: jane.idToken })).status).toBe(404);
      const badCursor = await get().call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId, pageCursor: 'bogus' } });
      expect([badCursor.status, badCursor.body.error.code]).toEqual([400, 'invalid_cursor']);
    });

    it('opens an order for anyone holding its pass', async () => {
      const [row] = await get().db.query<{ id: string; pass: string }>("select id, pass from orders where customer_id = '6000000001' limit 1");
      const ok = await get().call('GET', `/orders/${shopId}/order-with-pass/${row!.id}/${row!.pass}`);
      expect(ok.status).toBe(200);
      get().expectSchema('order-with-pass', ok.body);
      // Shopify's order status page; its key is the pass.
      const statusUrl = new URL(ok.body.order.statusUrl);
      expect(statusUrl.pathname).toMatch(new RegExp(`^/${shopId}/\\d+/orders/[0-9a-f]{32}/authenticate$`));
      expect(statusUrl.searchParams.get('key')).toBe(row!.pass);
      const wrong = await get().call('GET', `/orders/${shopId}/order-with-pass/${row!.id}/nope`);
      expect(wrong.status).toBe(404);
    });

    it('buys again with a cart link and names unavailable lines', async () => {
      const reply = await get().call('GET', `/orders/${shopId}/order-one-click/5100000004`, { token: who().jane.idToken });
      expect(reply.status).toBe(200);
      get().expectSchema('order-one-click', reply.body);
      expect(reply.body.cartUrl).toMatch(/\/demo-store\/cart\/\d+:\d+/);
      expect(reply.body.unavailable).toEqual([expect.objectContaining({ title: 'Limited Edition Print', reason: 'sold_out' })]);
    });

    it('cancels only unfulfilled orders of the caller', async () => {
      const { jane, sam } = who();
      const samTries = await get().call('POST', `/orders/${shopId}/order/5100000001/cancel`, { token: sam.idToken, data: { shopId } });
      expect(samTries.status).toBe(404);
      const canceled = await get().call('POST', `/orders/${shopId}/order/5100000001/cancel`, { token: jane.idToken, data: { shopId, reason: 'CUSTOMER' } });
      expect(canceled.status).toBe(200);
      get().expectSchema('order-cancel', canceled.body);
      expect(canceled.body.order).toMatchObject({ fulfillmentStatus: 'CANCELED', status: 'canceled', cancelable: false });
      expect(canceled.body.refund.message).toMatch(/5-7 business days/);
      const twice = await get().call('POST', `/orders/${shopId}/order/5100000001/cancel`, { token: jane.idToken, data: { shopId } });
      expect([twice.status, twice.body.error.code]).toEqual([409, 'not_cancelable']);
      const shipped = await get().call('POST', `/orders/${shopId}/order/5100000002/cancel`, { token: jane.idToken, data: { shopId } });
      expect(shipped.status).toBe(409);
    });

    it('links to shipment tracking', async () => {
      const { jane } = who();
      const tracked = await get().call('GET', `/order-tracking/${shopId}/link/5100000002`, { token: jane.idToken });
      expect(tracked.status).toBe(200);
      get().expectSchema('order-tracking-link', tracked.body);
      const unshipped = await get().call('GET', `/order-tracking/${shopId}/link/5100000006`, { token: jane.idToken });
      expect([unshipped.status, unshipped.body.error.code]).toEqual([404, 'no_tracking']);
    });
  });

  describe('points and subscriptions', () => {
    it('gives the customer points and refuses the anonymous', async () => {
      const { jane, anon } = who();
      const points = await get().call('GET', `/points/${shopId}`, { token: jane.idToken });
      expect(points.status).toBe(200);
      get().expectSchema('points', points.body);
      // One point per whole unit the store says she spent: her orders that were not cancelled.
      const [spent] = await get().db.query<{ cents: string }>('select sum(total)::bigint as cents from orders where customer_id = $1 and canceled_at is null', [jane.customerId]);
      expect(points.body.points).toBe(Math.floor(Number(spent!.cents) / 100));
      expect(points.body.points).toBeGreaterThan(0);
      expect((await get().call('GET', `/points/${shopId}`, { token: anon.idToken })).status).toBe(403);
    });

    it("gives the customer their own gift card from the provider (asked with the shop's token), never another's", async () => {
      const { jane, sam, anon } = who();
      const path = `/credit/${shopId}/${jane.customerId}`;
      const own = await get().call('GET', path, { token: jane.idToken });
      expect(own.status).toBe(200);
      get().expectSchema('credit', own.body);
      expect(own.body).toMatchObject({ currency: 'USD', code: expect.stringMatching(/^DEMO-/) });
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(JSON.stringify(own.body)).not.toContain('devstore-credit-token'); // the shop's token stays on the server
      for (const token of [sam.idToken, anon.idToken]) {
        const other = await get().call('GET', path, { token });
        expect(other.status).toBe(403);
        expect(JSON.stringify(other.body)).not.toContain(own.body.code);
      }
      expect((await get().call('GET', path)).status).toBe(401);
    });

    it('returns the subscription link to its owner only, cached 60 s', async () => {
      const { jane, sam } = who();
      const path = `/integrations/${shopId}/${jane.customerId}/subscription-link`;
      const own = await get().call('GET', path, { token: jane.idToken });
      expect(own.status).toBe(200);
      get().expectSchema('subscription-link', own.body);
      expect(own.headers.get('cache-control')).toBe('private, max-age=60');
      expect((await get().call('GET', path, { token: sam.idToken })).status).toBe(403);
    });
  });
}
