// The highlighted order on For you (arriving-next choice and label status, dates,
// signed-in customers only, thumbnails 4 with +N): the choice rule by rule, then the card through the SDK harness.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../runtime/dates.ts';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { createI18n } from '../../runtime/i18n/index.ts';
import type { StatusT } from './messages/index.ts';
import de from './messages/status-de.ts';
import en from './messages/status-en.ts';
import { chooseArrivingNext, deliveryText, labelStatus, shipmentText, type Order } from './order-status.ts';

// Wednesday 10 June 2026, 10:00 local time.
const NOW = new Date(2026, 5, 10, 10, 0);
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const ship = (displayStatus: string, eta: number | null, delivered: number | null = null) => ({
  displayStatus, estimatedDeliveryAt: eta === null ? null : inDays(eta), deliveredAt: delivered === null ? null : inDays(-delivered),
});
const line = (n: number) => ({ productId: 100 + n, variantId: 1000 + n, title: `Item ${n}`, quantity: 1, image: `https://cdn.example/${n}.jpg` });
const order = (id: string, latestShipment: Order['latestShipment'], lines = 1, fulfillmentStatus = 'FULFILLED'): Order => ({
  id, name: `#${id}`, status: 'open', fulfillmentStatus, latestShipment, lineItems: Array.from({ length: lines }, (_, i) => line(i + 1)),
});

describe('arriving-next choice', () => {
  it('ignores orders whose latest shipment is canceled', () => {
    expect(chooseArrivingNext([order('1', ship('CANCELED', 1)), order('2', null, 1, 'UNFULFILLED')])?.id).toBe('2');
    expect(chooseArrivingNext([order('1', ship('CANCELED', 1))])).toBeNull();
    expect(chooseArrivingNext([])).toBeNull();
  });

  it('prefers one with an estimated delivery and not delivered: the soonest', () => {
    const orders = [
      order('1', null, 1, 'UNFULFILLED'),
      order('2', ship('IN_TRANSIT', 2)),
      order('3', ship('OUT_FOR_DELIVERY', 0.2)),
      order('4', ship('DELIVERED', null, 2)),
      order('5', ship('DELIVERED', 1, 1)), // an estimate, but delivered
    ];
    expect(chooseArrivingNext(orders)?.id).toBe('3');
  });

  it('then the newest with a shipment, then the newest without one', () => {
    expect(chooseArrivingNext([order('1', null), order('2', ship('DELIVERED', null, 2)), order('3', ship('PICKED_UP', null, 9))])?.id).toBe('2');
    expect(chooseArrivingNext([order('1', null, 1, 'UNFULFILLED'), order('2', null, 1, 'OPEN')])?.id).toBe('1');
  });
});

describe('label status and texts', () => {
  const day = (language: string) => (iso: string) => formatDay(iso, { language, now: NOW });
  // The status messages as the plugin's t reads them, per language.
  const text: Record<string, StatusT> = {};
  beforeAll(async () => {
    for (const language of ['en', 'de']) {
      const i18n = createI18n(language);
      await i18n.add('orders', { en, load: { de: async () => ({ default: de }) } });
      text[language] = (key, vars) => i18n.t(`orders.${key}`, vars);
    }
  });
  it('the delivery date, else the shipment status, else the fulfillment status, in English and German', () => {
    expect(labelStatus(text.en!, order('1', ship('OUT_FOR_DELIVERY', 0)), day('en'))).toBe('Arriving today');
    expect(labelStatus(text.en!, order('1', ship('IN_TRANSIT', 2)), day('en'))).toBe('Arriving Friday');
    expect(labelStatus(text.de!, order('1', ship('IN_TRANSIT', 2)), day('de'))).toBe('Voraussichtlich am Freitag');
    expect(labelStatus(text.de!, order('1', ship('IN_TRANSIT', 1)), day('de'))).toBe('Voraussichtlich morgen');
    expect(labelStatus(text.en!, order('1', ship('DELIVERED', null, 1)), day('en'))).toBe('Delivered yesterday');
    expect(labelStatus(text.de!, order('1', ship('DELIVERED', null, 20)), day('de'))).toBe('Zugestellt am 21. Mai');
    expect(labelStatus(text.en!, order('1', ship('READY_FOR_PICKUP', null)), day('en'))).toBe('Ready for pickup');
    expect(labelStatus(text.en!, order('1', null, 1, 'UNFULFILLED'), day('en'))).toBe('Order placed');
    expect(labelStatus(text.en!, order('1', null, 1, 'CANCELED'), day('en'))).toBe('Order canceled');
    expect(labelStatus(text.de!, order('1', null, 1, 'CANCELED'), day('de'))).toBe('Bestellung storniert');
  });

  it('every shipment display status has a text in both languages', () => {
    const statuses = ['ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED',
      'LABEL_PURCHASED', 'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED'];
    for (const language of ['en', 'de']) {
      const texts = statuses.map((s) => shipmentText(text[language]!, order('1', ship(s, null))));
      expect(texts.every((text) => text && !/[A-Z]{2,}_/.test(text) && text !== 'Order placed' && text !== 'Bestellung aufgegeben')).toBe(true);
    }
    expect(deliveryText(text.en!, null, day('en'))).toBeNull();
  });
});

const CUSTOMER = { customerId: 'cust-7', email: 'jane@example.com', firstName: 'Jane' };
const customerAuth = () => createFakeAuthService({ uid: 'user-1', email: 'jane@example.com', isAnonymous: false });
let listCalls = 0;
const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
beforeEach(() => {
  listCalls = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
});

async function openForYou({ orders = [] as Order[], customer = true, orderLabel, respond }: { orders?: Order[]; customer?: boolean; orderLabel?: 'name' | 'status'; respond?: () => unknown } = {}) {
  server.use(
    jsonHandler('post', '/orders/test-shop/orders', (respond ?? (() => ({ items: orders, nextCursor: null }))) as () => never, () => void listCalls++),
    jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
  );
  const rendered = await renderWithRuntime({
    ...(customer ? { auth: customerAuth() } : {}),
    initData: { ...(customer ? { customer: CUSTOMER } : {}), ...(orderLabel ? { settings: { orderLabel: { display: orderLabel } } } : {}) },
  });
  runtimes.push(rendered.runtime);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open('#status');
  });
  return rendered;
}

const JANE = [
  order('5101', null, 1, 'UNFULFILLED'),
  order('5102', ship('IN_TRANSIT', 2), 2),
  order('5103', ship('OUT_FOR_DELIVERY', 0.1), 6),
  order('5104', ship('DELIVERED', null, 2)),
  order('5105', ship('CANCELED', 0.05)),
];

describe('highlighted order on For you', { timeout: 20_000 }, () => {
  it('a signed-in customer sees the order arriving next: status label, date, 4 thumbnails with +N, a link to its receipt', async () => {
    await openForYou({ orders: JANE });
    const section = await screen.findByRole('region', { name: 'Arriving next' }, { timeout: 5000 });
    const card = await within(section).findByRole('link', { name: /^Out for delivery\s*,\s*Order #5103\s*,\s*Arriving today$/ }, { timeout: 5000 });
    expect(card.getAttribute('href')).toBe('#status-order:5103');
    expect(card.querySelector('.status-highlight-label')?.textContent).toBe('Out for delivery'); // orderLabel default: status
    expect(card.querySelector('.status-highlight-meta')?.textContent).toBe('Order #5103');
    expect(card.querySelectorAll('img')).toHaveLength(4);
    expect(card.querySelector('.status-highlight-more')?.textContent).toBe('+2');
    expect(listCalls).toBe(1);
  });

  it('back on For you, the kept order shows at once (no skeleton); it is asked again only after 30 s', async () => {
    const { runtime } = await openForYou({ orders: JANE });
    const section = await screen.findByRole('region', { name: 'Arriving next' }, { timeout: 5000 });
    await within(section).findByRole('link', { name: /Order #5103/ }, { timeout: 5000 });
    const backToForYou = async () => {
      await act(async () => runtime.navigate('#status-collection:recentlyViewed')); // For you's page goes away
      await screen.findByRole('heading', { name: 'Recently viewed' }, { timeout: 5000 });
      await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Arriving next' })).toBeNull());
      let skeleton = false; // whether a skeleton showed at any moment on the way back
      const watch = new MutationObserver(() => (skeleton ||= !!document.querySelector('.status-highlight-skeleton')));
      watch.observe(document.body, { childList: true, subtree: true });
      await act(async () => runtime.navigate('#status'));
      const again = await screen.findByRole('region', { name: 'Arriving next' }, { timeout: 5000 });
      expect(within(again).getByRole('link', { name: /Order #5103/ })).toBeVisible();
      watch.disconnect();
      expect(skeleton).toBe(false);
    };
    await backToForYou();
    expect(listCalls).toBe(1);
    vi.setSystemTime(new Date(NOW.getTime() + 31_000));
    await backToForYou();
    await vi.waitFor(() => expect(listCalls).toBe(2));
  });

  it('orderLabel name: the order name is the label; a delivered latest order reads "Your latest order"', async () => {
    await openForYou({ orderLabel: 'name', orders: [order('5104', ship('DELIVERED', null, 1)), order('5105', ship('CANCELED', 1))] });
    const section = await screen.findByRole('region', { name: 'Your latest order' }, { timeout: 5000 });
    const card = await within(section).findByRole('link', { name: /^Order #5104\s*,\s*Delivered\s*,\s*Delivered yesterday$/ });
    expect(card.querySelector('.status-highlight-label')?.textContent).toBe('Order #5104');
    expect(card.querySelector('.status-highlight-meta')?.textContent).toBe('Delivered');
    expect(card.querySelector('.status-highlight-more')).toBeNull();
  });

  it('3 skeleton blocks while loading, then hidden when the customer has no orders', async () => {
    let release!: () => void;
    await openForYou({ respond: () => new Promise((resolve) => (release = () => resolve({ items: [], nextCursor: null }))) });
    const section = await screen.findByRole('region', { name: 'Arriving next' }, { timeout: 5000 });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.status-highlight-skeleton > span[aria-hidden]')).toHaveLength(3);
    await act(async () => release());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Arriving next' })).toBeNull());
  });

  it('hidden when the call fails, and for guests (nothing asked)', async () => {
    const failing = await openForYou({ respond: () => new Response('{}', { status: 503 }) });
    await vi.waitFor(() => expect(listCalls).toBe(1), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Arriving next' })).toBeNull());
    failing.unmount();

    listCalls = 0;
    await openForYou({ customer: false, orders: JANE });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500))); // the sections loaded after the open
    expect(screen.queryByRole('region', { name: 'Arriving next' })).toBeNull();
    expect(listCalls).toBe(0);
  });
});
