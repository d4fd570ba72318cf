// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { testPlugin } from './testing/plugin.ts';
import { http, HttpResponse } from 'msw';
import { createTestRuntime } from './testing/runtime.ts';
import { createTestServer, TEST_API } from '../tests/msw/server.ts';

const pages = testPlugin({
  id: 'test-pages',
  routes: ['foryou', 'orders', 'order', 'help'],
  setup(ctx) {
    ctx.routes.add({ name: 'foryou', tab: true, authRequired: false });
    ctx.routes.add({ name: 'orders', tab: true, authRequired: false });
    ctx.routes.add({ name: 'order', previous: 'orders' });
    ctx.routes.add({ name: 'help', authRequired: false, heading: 'Help' });
  },
});

describe('createRuntime', () => {
  it('creates independent runtimes: no state shared between them', async () => {
    const a = createTestRuntime({ plugins: [pages] });
    const b = createTestRuntime({ plugins: [pages] });
    await Promise.all([a.start(), b.start()]);
    a.open('#status-orders');
    expect(a.store.ui.isOpen).toBe(true);
    expect(b.store.ui.isOpen).toBe(false);
    expect(b.store.ui.route).toBeNull();
  });

  it('mirrors the router into the store and runs open, routeChange and close hooks', async () => {
    const runtime = createTestRuntime({ plugins: [pages] });
    await runtime.start();
    const events: string[] = [];
    runtime.hooks.open.tap('t', (r) => void events.push(`open:${r.name}`));
    runtime.hooks.routeChange.tap('t', (r) => void events.push(`route:${r.name}`));
    runtime.hooks.close.tap('t', () => void events.push('close'));

    runtime.open('#status');
    runtime.navigate('#status-help');
    expect(runtime.store.ui.route?.name).toBe('help');
    // help was reached from foryou, so it has a back button and slides in.
    expect(runtime.store.ui.transition).toEqual({ kind: 'slide', direction: 'forward' });
    runtime.back();
    expect(runtime.store.ui.route?.name).toBe('foryou');
    runtime.close();
    runtime.close(); // closing twice is harmless
    expect(runtime.store.ui).toMatchObject({ isOpen: false, route: null });
    expect(events).toEqual(['open:foryou', 'route:help', 'route:foryou', 'close']);
  });

  it('lets a resolveRoute tap rewrite where a hash goes', async () => {
    const rewrite = testPlugin({
      id: 'rewrite',
      setup(ctx) {
        ctx.hooks.resolveRoute.tap((res) => (res.route.name === 'orders' ? { route: { ...res.route, name: 'help', hash: '#status-help' } } : res));
      },
    });
    const runtime = createTestRuntime({ plugins: [pages, rewrite] });
    await runtime.start();
    expect(runtime.open('#status-orders').name).toBe('help');
  });

  it('merges dynamic pages from settings when a page component is given', async () => {
    const DynamicPage = () => null;
    const runtime = createTestRuntime({
      plugins: [pages],
      dynamicPageLoader: async () => ({ default: DynamicPage }),
      initData: { settings: { dynamicPages: [{ route: 'help', heading: 'Help center', authRequired: false }, { route: 'lookbook', authRequired: false }] } },
    });
    await runtime.start();
    expect(runtime.open('#status-help').definition.heading).toBe('Help center');
    expect(runtime.navigate('#status-lookbook').name).toBe('lookbook');
  });

  it('loads the shop language on start', async () => {
    const runtime = createTestRuntime({ plugins: [pages], initData: { locale: { language: 'de' } } });
    await runtime.start();
    expect(runtime.i18n.t('nav.orders')).toBe('Bestellungen');
  });

});

describe('createRuntime API wiring', () => {
  const requests: { auth: string | null; body: unknown }[] = [];
  createTestServer(
    http.post(`${TEST_API}/saved/wishlist`, async ({ request }) => {
      requests.push({ auth: request.headers.get('authorization'), body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
  );

  it('sends the shop id, the customer id and the identity token, and runs the request hook', async () => {
    const runtime = createTestRuntime({ initData: { customerId: '77' } });
    await runtime.start();
    await runtime.auth.signInAnonymously();
    const seen = vi.fn();
    runtime.hooks.request.tap('t', seen);
    await runtime.api.post('/saved/wishlist', { items: [{ productId: 1, variantId: null }] });
    expect(requests.at(-1)).toEqual({
      auth: 'Bearer token-anon-1',
      body: { data: { shopId: 'test-shop', customerId: '77', items: [{ productId: 1, variantId: null }] } },
    });
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/saved/wishlist' }));
  });
});
