// The order routes over the shop's store (Commerce, here the devstore's Admin API stand-in): what reaches
// Shopify, and how the store's refusals, throttling and outages reach the widget. The routes' everyday answers
// are in cases/orders.cases.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../devstore/auth/test-tokens';
import { apiMoney } from './orders';
import { startApi } from './server';
import { type Harness, STOREFRONT, startHarness, storefrontUrl } from './test-harness';

const shopId = 'demo-store';
let h: Harness;
let jane: SignedIn & { customerId: string };

beforeAll(async () => {
  h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } } } });
  jane = await h.signIn('jane@example.com');
});
afterAll(async () => {
  await h?.stop();
});

const operations = () => h.shopifyAdmin.costs.map((c) => c.operationName);

describe('orders through the store', () => {
  it("reads the list and one order from Shopify's Admin API", async () => {
    const before = h.shopifyAdmin.costs.length;
    const list = await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } });
    expect(list.status).toBe(200);
    h.expectSchema('orders-list', list.body);
    const one = await h.call('GET', `/orders/${shopId}/order/${list.body.items[0].id}`, { token: jane.idToken });
    expect(one.status).toBe(200);
    expect(operations().slice(before)).toEqual(['CustomerOrders', 'Order']);
    expect(one.body.order).toEqual(list.body.items[0]);
  });

  it('refuses a cursor of another shape before asking the store', async () => {
    const before = h.shopifyAdmin.costs.length;
    const reply = await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId, pageCursor: 'not a cursor!' } });
    expect([reply.status, reply.body.error.code]).toEqual([400, 'invalid_cursor']);
    expect(h.shopifyAdmin.costs.length).toBe(before);
  });

  it('cancels with orderCancel after checking its own rule first', async () => {
    const before = h.shopifyAdmin.costs.length;
    const shipped = await h.call('POST', `/orders/${shopId}/order/5100000002/cancel`, { token: jane.idToken, data: { shopId } });
    expect([shipped.status, shipped.body.error.code]).toEqual([409, 'not_cancelable']);
    expect(operations().slice(before)).toEqual(['Order']); // refused by the route: Shopify was not asked to cancel

    const canceled = await h.call('POST', `/orders/${shopId}/order/5100000001/cancel`, { token: jane.idToken, data: { shopId, reason: 'CUSTOMER' } });
    expect(canceled.status).toBe(200);
    h.expectSchema('order-cancel', canceled.body);
    expect(operations()).toContain('OrderCancel');
    expect(canceled.body.order).toMatchObject({ status: 'canceled', fulfillmentStatus: 'CANCELED', cancelable: false, financialStatus: 'REFUNDED' });
    expect(canceled.body.refund.amount).toEqual(canceled.body.order.total);
  });

  it("answers Shopify's own refusal as 409 not_cancelable, in Shopify's words", async () => {
    // Unfulfilled (our rule allows it) but with a fulfillment Shopify has not cancelled: orderCancel refuses.
    await h.db.query(
      `update orders set latest_shipment = $2 where id = $1`,
      ['5100000006', JSON.stringify({ displayStatus: 'CONFIRMED', estimatedDeliveryAt: null, deliveredAt: null, carrier: 'UPS', trackingNumber: '1Z1', trackingUrl: 'https://www.ups.com/track?tracknum=1Z1' })],
    );
    const reply = await h.call('POST', `/orders/${shopId}/order/5100000006/cancel`, { token: jane.idToken, data: { shopId } });
    expect(reply.status).toBe(409);
    h.expectSchema('error', reply.body);
    expect(reply.body.error).toEqual({ code: 'not_cancelable', message: 'Order has fulfillments that must be cancelled before the order can be cancelled' });
  });

  it('answers 503 store_busy with Retry-After when Shopify still throttles after the retries', async () => {
    h.shopifyAdmin.throttleNext(5); // the first try and all 4 retries
    const reply = await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } });
    expect([reply.status, reply.body.error.code]).toEqual([503, 'store_busy']);
    h.expectSchema('error', reply.body);
    expect(reply.body.error.message).toMatch(/The store is busy right now\. Please try again in \d+ seconds?\./);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(reply.body.error.retryAfter).toBe(Number(reply.headers.get('retry-after')));
    // One retry fewer than the client's allowance: the client waits it out and the shopper never sees it.
    h.shopifyAdmin.throttleNext(4);
    expect((await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } })).status).toBe(200);
  });

  it('answers 503 store_not_connected on a server started without a store', async () => {
    const bare = await startApi({ db: h.db, storefrontOrigins: [STOREFRONT], authEmulatorHost: h.emulator.host, projectId: h.emulator.projectId, storefrontUrl, log: () => undefined });
    try {
      const reply = await fetch(`${bare.url}/orders/${shopId}/order/5100000002`, { headers: { authorization: `Bearer ${jane.idToken}` } });
      const body = await reply.json();
      expect([reply.status, body.error.code]).toEqual([503, 'store_not_connected']);
    } finally {
      await bare.close();
    }
  });

  it('answers 502 store_unavailable while the store cannot be reached', async () => {
    await h.shopifyAdmin.stop();
    const reply = await h.call('GET', `/orders/${shopId}/order/5100000002`, { token: jane.idToken });
    expect([reply.status, reply.body.error.code]).toEqual([502, 'store_unavailable']);
    h.expectSchema('error', reply.body);
    await h.restart(); // a new stand-in
    expect((await h.call('GET', `/orders/${shopId}/order/5100000002`, { token: jane.idToken })).status).toBe(200);
  });
});

describe('money from the store', () => {
  it('has exactly two decimals, as the API promises', () => {
    expect(['24', '24.0', '24.5', '24.50', '24.125', '-3.1'].map((amount) => apiMoney({ amount, currencyCode: 'USD' }).amount)).toEqual([
      '24.00', '24.00', '24.50', '24.50', '24.13', '-3.10',
    ]);
  });
});
