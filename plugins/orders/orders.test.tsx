// The Orders tab, the receipt, cancel, buy it again and the confirmation through the SDK harness, the Status API
// and the shop's AJAX cart on msw.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { shop } from './api.ts';

const SHOP = 'http://localhost:3000';
const NOW = new Date(2026, 5, 10, 10, 0);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const line = (n: number) => ({
  productId: 100 + n, variantId: 1000 + n, title: `Item ${n}`, variantTitle: 'Blue', quantity: 1,
  price: { amount: '10.00', currencyCode: 'USD' }, image: `https://cdn.example/${n}.jpg`, url: `https://shop.example/products/item-${n}`,
});
const order = (id: string, { lines = 1, fulfillmentStatus = 'FULFILLED', shipment = null as null | Record<string, unknown>, status = 'open', cancelable = false, placed = 3 } = {}) => ({
  id, name: `#${id}`, label: `#${id}`, status, fulfillmentStatus, financialStatus: 'PAID', cancelable,
  lineItems: Array.from({ length: lines }, (_, i) => line(i + 1)),
  latestShipment: shipment, subtotal: { amount: '20.00', currencyCode: 'USD' }, total: { amount: '25.00', currencyCode: 'USD' },
  processedAt: daysAgo(placed), canceledAt: null,
  shippingAddress: { firstName: 'Jane', lastName: 'Doe', address1: '12 Market Street', city: 'San Francisco', state: 'CA', postcode: '94103', country: 'United States' },
});
const delivered = { displayStatus: 'DELIVERED', estimatedDeliveryAt: null, deliveredAt: daysAgo(1), carrier: 'UPS', trackingNumber: '1Z1', trackingUrl: 'https://ups.example/1Z1' };

const PAGE_1 = [order('11', { lines: 6, shipment: delivered }), order('12', { fulfillmentStatus: 'UNFULFILLED', cancelable: true }), order('13', { fulfillmentStatus: 'CANCELED', status: 'canceled' })];
const PAGE_2 = [order('14', { placed: 40 })];

const CUSTOMER = { customerId: 'cust-7', email: 'jane@example.com', firstName: 'Jane' };
const customerAuth = () => createFakeAuthService({ uid: 'user-1', email: 'jane@example.com', isAnonymous: false });

let listRequests: RecordedRequest[] = [];
let cartAdds: unknown[] = [];
const server = createTestServer();
const assign = vi.fn();
const originalAssign = shop.assign;
const runtimes: { dispose(): void }[] = [];
beforeEach(() => {
  listRequests = [];
  cartAdds = [];
  assign.mockReset();
  shop.assign = assign;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.use(
    jsonHandler('post', '/orders/test-shop/orders', (req) => (req.data?.pageCursor === 'p2' ? { items: PAGE_2, nextCursor: null } : { items: PAGE_1, nextCursor: 'p2' }), (req) => void listRequests.push(req)),
    jsonHandler('get', '/orders/test-shop/order/:id', (req) => {
      const id = new URL(req.request.url).pathname.split('/').pop();
      const found = [...PAGE_1, ...PAGE_2].find((o) => o.id === id);
      return found ? { order: found } : jsonError(404, 'order_not_found', 'No order');
    }),
    jsonHandler('get', '/order-tracking/test-shop/link/:id', { link: 'https://ups.example/track/1Z1' }),
    jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
    http.get(`${SHOP}/cart.js`, () => HttpResponse.json({ token: 't', items: [] })),
    http.post(`${SHOP}/cart/add.js`, async ({ request }) => {
      cartAdds.push(await request.json());
      return HttpResponse.json({ items: [] });
    }),
  );
});
afterEach(() => {
  shop.assign = originalAssign;
  vi.useRealTimers();
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
});

async function open(hash: string, { customer = true, settings = {} as Record<string, unknown> } = {}) {
  const rendered = await renderWithRuntime({
    ...(customer ? { auth: customerAuth() } : {}),
    initData: { ...(customer ? { customer: CUSTOMER } : {}), settings: { orders: { isActive: true }, ...settings } },
  });
  runtimes.push(rendered.runtime);
  await act(async () => {
    if (customer) await rendered.runtime.session.start();
    rendered.runtime.open(hash);
  });
  return rendered;
}

const cards = () => screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#status-order:'));

describe('orders tab', { timeout: 20_000 }, () => {
  it('3 skeletons while the first page loads, then cards with label, status, thumbnails (4 with +N) and a name that says both', async () => {
    let release: (() => void) | undefined;
    server.use(jsonHandler('post', '/orders/test-shop/orders', () => new Promise((resolve) => (release = () => resolve({ items: PAGE_1, nextCursor: null })))));
    await open('#status-orders');
    const list = await screen.findByRole('region', { name: 'Your orders' }, { timeout: 5000 });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByTestId('order-skeleton')).toHaveLength(3);
    await vi.waitFor(() => expect(release).toBeDefined());
    await act(async () => release!());
    const first = await screen.findByRole('link', { name: /^Delivered yesterday\s*,\s*Order #11\s*,\s*Placed on Sunday$/ });
    expect(first.getAttribute('href')).toBe('#status-order:11');
    expect(first.querySelectorAll('img')).toHaveLength(4);
    expect(first.querySelector('.status-order-more-items')?.textContent).toBe('+2');
    expect(screen.getByRole('link', { name: /^Order placed\s*,\s*Order #12/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Order canceled\s*,\s*Order #13/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More orders' })).toBeNull(); // no next cursor
  });

  it('orderLabel name puts the order name first', async () => {
    await open('#status-orders', { settings: { orderLabel: { display: 'name' } } });
    expect(await screen.findByRole('link', { name: /^Order #11\s*,\s*Delivered yesterday/ }, { timeout: 5000 })).toBeVisible();
  });

  it("'more' loads the next page with the cursor, focuses its first order, and goes away at the end", async () => {
    await open('#status-orders');
    await screen.findByRole('link', { name: /Order #11/ }, { timeout: 5000 });
    expect(cards()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'More orders' }));
    const next = await screen.findByRole('link', { name: /Order #14/ });
    expect(cards()).toHaveLength(4);
    expect(listRequests.map((r) => r.data?.pageCursor)).toEqual([undefined, 'p2']);
    await waitFor(() => expect(next.getRootNode() instanceof ShadowRoot ? (next.getRootNode() as ShadowRoot).activeElement : document.activeElement).toBe(next));
    expect(screen.queryByRole('button', { name: 'More orders' })).toBeNull();
  });

  it('the empty state has a heading and a message', async () => {
    server.use(jsonHandler('post', '/orders/test-shop/orders', { items: [], nextCursor: null }));
    await open('#status-orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/When you place an order/)).toBeVisible();
  });

  it('a guest sees the login prompt and no list (nothing asked)', async () => {
    await open('#status-orders', { customer: false });
    expect(await screen.findByRole('region', { name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your orders' })).toBeNull();
    expect(listRequests).toHaveLength(0);
  });

  it('German', async () => {
    const rendered = await renderWithRuntime({
      auth: customerAuth(),
      initData: { customer: CUSTOMER, settings: { orders: { isActive: true } }, locale: { language: 'de', countryCode: 'DE', currency: 'EUR' } } as never,
    });
    runtimes.push(rendered.runtime);
    await act(async () => {
      await rendered.runtime.session.start();
      rendered.runtime.open('#status-orders');
    });
    expect(await screen.findByRole('link', { name: /^Zugestellt gestern\s*,\s*Bestellung #11/ }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weitere Bestellungen' })).toBeVisible();
  });

  it('German guest: the tab, its nav label and the login prompt in German, no list asked', async () => {
    const rendered = await renderWithRuntime({
      initData: { settings: { orders: { isActive: true } }, locale: { language: 'de', countryCode: 'DE', currency: 'EUR' } } as never,
    });
    runtimes.push(rendered.runtime);
    await act(async () => void rendered.runtime.open('#status-orders'));
    expect(await screen.findByRole('region', { name: 'Anmelden' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/Melde dich an, um deine Bestellungen zu sehen/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bestellungen', current: 'page' })).toBeVisible();
    expect(listRequests).toHaveLength(0);
  });
});

describe('receipt', { timeout: 20_000 }, () => {
  const SETTINGS = {
    refund: { isActive: true }, buyItAgain: { isActive: true, redirectToCart: true },
    giftReceipt: { isActive: true, name: 'Gift receipt', link: '/pages/gift-receipt' }, returns: { isActive: true, name: 'Returns', portalLink: '/pages/returns' },
  };

  it('a receipt link opened cold shows a skeleton while its deferred plugin starts, never For you first', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      document.querySelectorAll<HTMLElement>('[data-route]').forEach((page) => seen.push(page.dataset.route!));
    });
    observer.observe(document.body, { subtree: true, childList: true });
    await open('#status-order:11', { settings: SETTINGS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered yesterday' }, { timeout: 5000 })).toBeVisible();
    observer.disconnect();
    expect(seen).toContain('order');
    expect(seen).not.toContain('foryou');
  });

  it('heading is the order label; items, totals, address, shipment with a tracking link, gift receipt and returns links', async () => {
    const { runtime } = await open('#status-order:11', { settings: SETTINGS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered yesterday' }, { timeout: 5000 })).toBeVisible();
    expect(runtime.store.ui.route?.name).toBe('order');
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeVisible();
    expect(screen.getAllByText('Qty 1')).toHaveLength(6);
    expect(screen.getByText('$25.00')).toBeVisible();
    expect(screen.getByText('$5.00')).toBeVisible(); // shipping: total − subtotal
    expect(screen.getByText(/12 Market Street/)).toBeVisible();
    expect(screen.getByText('San Francisco, CA 94103')).toBeVisible(); // the US order of city, state and ZIP
    expect(screen.getByText('UPS tracking number 1Z1')).toBeVisible();
    expect((await screen.findByRole('link', { name: /Track package/ })).getAttribute('href')).toBe('https://ups.example/track/1Z1');
    expect(screen.getByRole('link', { name: 'Gift receipt' }).getAttribute('href')).toBe('/pages/gift-receipt?order=11');
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe('/pages/returns');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull(); // fulfilled: not cancelable
  });

  it('a line of two shows its total, the unit price beside the quantity, and a country code as its name', async () => {
    const two = { ...order('15'), lineItems: [{ ...line(1), quantity: 2, price: { amount: '12.50', currencyCode: 'USD' } }] };
    two.shippingAddress = { ...two.shippingAddress, country: 'US' };
    server.use(jsonHandler('get', '/orders/test-shop/order/:id', { order: two }));
    await open('#status-order:15', { settings: SETTINGS });
    expect(await screen.findByText('Qty 2 · $12.50 each', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('$25.00', { selector: '.status-receipt-price' })).toBeVisible();
    expect(screen.getByText('United States')).toBeVisible();
    expect(screen.queryByText('US')).toBeNull();
  });

  it('no gift receipt or returns links when those groups are off; no buy again without buyItAgain', async () => {
    await open('#status-order:11');
    await screen.findByRole('heading', { level: 1, name: 'Delivered yesterday' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Gift receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Returns' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy it again' })).toBeNull();
  });

  it("'Unable to get order.' with its hint when the API refuses", async () => {
    await open('#status-order:999');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Unable to get order.')).toBeVisible();
    expect(within(alert).getByText("Make sure you're logged in with the email used to place the order.")).toBeVisible();
  });

  it('cancel: a confirmation with the refund text, then the status is Order canceled', async () => {
    const cancels: RecordedRequest[] = [];
    server.use(jsonHandler('post', '/orders/test-shop/order/12/cancel', { order: { ...PAGE_1[1], status: 'canceled', fulfillmentStatus: 'CANCELED', cancelable: false } }, (req) => void cancels.push(req)));
    await open('#status-order:12', { settings: SETTINGS });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const confirm = screen.getByRole('region', { name: 'Cancel this order?' });
    expect(within(confirm).getByText('Your refund goes to the original payment method within 5-7 business days.')).toBeVisible();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cancel this order?' })).toBeNull());
    expect(screen.getAllByText('Order canceled').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Order canceled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(cancels).toHaveLength(1);
  });

  it("'Unable to cancel order' when the API refuses; Keep order closes the confirmation", async () => {
    server.use(jsonHandler('post', '/orders/test-shop/order/12/cancel', () => jsonError(409, 'not_cancelable', 'shipped')));
    await open('#status-order:12', { settings: { refund: { isActive: false } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    expect(screen.queryByText(/5-7 business days/)).toBeNull(); // refund group off: no refund text
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Unable to cancel order')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('region', { name: 'Cancel this order?' })).toBeNull();
  });
});

describe('buy it again', { timeout: 20_000 }, () => {
  const openWithBuyAgain = (redirectToCart = true) => open('#status-order:11', { settings: { buyItAgain: { isActive: true, redirectToCart } } });

  it('adds every line (its quantity, marked as buy it again), then goes to the cart', async () => {
    await openWithBuyAgain();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again' }, { timeout: 5000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${SHOP}/cart`));
    expect(cartAdds).toHaveLength(6);
    expect(cartAdds[0]).toEqual({ items: [{ id: 1001, quantity: 1, properties: { _status_source: 'buy-it-again' } }] });
  });

  it("'Added, some items unavailable' when some lines fail (and no redirect)", async () => {
    server.use(
      http.post(`${SHOP}/cart/add.js`, async ({ request }) => {
        const body = (await request.json()) as { items: { id: number }[] };
        return body.items[0]!.id === 1002
          ? HttpResponse.json({ status: 422, description: "The product 'Item 2' is already sold out." }, { status: 422 })
          : HttpResponse.json({ items: [] });
      }),
    );
    await openWithBuyAgain();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again' }, { timeout: 5000 }));
    expect(await screen.findByText('Added, some items unavailable')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it("'Whoops, we couldn't add this order to the cart' when every line fails", async () => {
    server.use(http.post(`${SHOP}/cart/add.js`, () => HttpResponse.json({ status: 404, description: 'Cannot find variant' }, { status: 404 })));
    await openWithBuyAgain();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again' }, { timeout: 5000 }));
    expect(await screen.findByText("Whoops, we couldn't add this order to the cart")).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays with a toast when redirectToCart is off', async () => {
    await openWithBuyAgain(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again' }, { timeout: 5000 }));
    expect(await screen.findByText('Added to cart')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('confirmation and one-click', { timeout: 20_000 }, () => {
  it('confirmation:{id}+{pass} opens without login through order-with-pass', async () => {
    const asked: string[] = [];
    server.use(jsonHandler('get', '/orders/test-shop/order-with-pass/:id/:pass', { order: PAGE_1[0] }, (req) => void asked.push(new URL(req.request.url).pathname)));
    const { runtime } = await open('#status-confirmation:11+secretpass', { customer: false });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' }, { timeout: 5000 })).toBeVisible();
    expect(runtime.store.ui.route?.name).toBe('confirmation');
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeVisible();
    expect(screen.getByText('Order #11 · Placed on Sunday')).toBeVisible(); // the heading is the page's: the card names the order
    expect(screen.queryByText(/let you know when it ships/)).toBeNull(); // it shipped already
    expect(asked).toEqual(['/orders/test-shop/order-with-pass/11/secretpass']);
  });

  it('a wrong pass reads Unable to get order.', async () => {
    server.use(jsonHandler('get', '/orders/test-shop/order-with-pass/:id/:pass', () => jsonError(404, 'order_not_found', 'No order')));
    await open('#status-confirmation:11+wrong', { customer: false });
    expect(await screen.findByText('Unable to get order.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('buy-again:{id} shows the one-click cart link and the unavailable items', async () => {
    server.use(jsonHandler('get', '/orders/test-shop/order-one-click/:id', { order: order('11', { lines: 2 }), cartUrl: `${SHOP}/cart/1001:1`, unavailable: [{ variantId: 1002, title: 'Item 2', reason: 'sold_out' }] }));
    await open('#status-buy-again:11');
    expect(await screen.findByText('Some items are unavailable. The others go to your cart:', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Unavailable')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to cart' }).getAttribute('href')).toMatch(/\/cart\/1001:1$/);
  });
});
