// Saved from cart through the SDK harness: the panel rendered on #status-saved with the plugin on, the
// Status API and the shop's AJAX cart on msw.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonError, jsonHandler, product, productsBatchHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { classifyCartError, shop } from './api.ts';

const SHOP = 'http://localhost:3000';
const item = (id: string, productId: number, variantId: number | null) => ({
  id, productId, variantId, createdAt: '2026-01-01T00:00:00.000Z', cacheUntil: '2026-01-02T00:00:00.000Z',
});
const ITEMS = [item('00000000-0000-4000-8000-000000000001', 101, 1001), item('00000000-0000-4000-8000-000000000002', 102, 1002)];

let cartAdds: unknown[] = [];
let batches: unknown[][] = [];
const server = createTestServer(
  jsonHandler('post', '/saved/cart/items', { items: ITEMS }),
  productsBatchHandler((req) => {
    const base = Number(req.id) - 900; // variant 1001 → product 101
    return product(base, { title: `Sweater ${base}`, variantTitle: 'Blue / M', prices: [{ price: { currencyCode: 'USD', amount: '48.00' } }], available: true });
  }, (items) => void batches.push(items)),
  jsonHandler('delete', '/saved/cart/:id', { deleted: 1 }),
  // Cart sync (a built-in plugin, on with the same group) reads the cart and records what is added.
  http.get(`${SHOP}/cart.js`, () => HttpResponse.json({ token: 't', items: [] })),
  jsonHandler('post', '/saved/cart', { items: [] }),
  http.post(`${SHOP}/cart/add.js`, async ({ request }) => {
    cartAdds.push(await request.json());
    return HttpResponse.json({ items: [] });
  }),
);

const assign = vi.fn();
const originalAssign = shop.assign;
beforeEach(() => {
  cartAdds = [];
  batches = [];
  assign.mockReset();
  shop.assign = assign;
});
const runtimes: { dispose(): void }[] = [];
afterEach(() => {
  shop.assign = originalAssign;
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
});

async function render(settings?: Record<string, unknown>) {
  const rendered = await renderWithRuntime(settings ? { initData: { settings } } : {});
  runtimes.push(rendered.runtime);
  return rendered;
}

async function openSaved(settings: Record<string, unknown> = {}) {
  const rendered = await render({ saved: { isActive: true, ...settings } });
  await act(async () => void rendered.runtime.open('#status-saved'));
  await screen.findByRole('link', { name: 'Sweater 101' }, { timeout: 5000 });
  return rendered;
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('saved from cart', () => {
  it('lists the saved items (alias saved) with their product data from one batch request', async () => {
    const { runtime } = await openSaved();
    expect(runtime.store.ui.route?.name).toBe('saved-from-cart');
    expect(screen.getByRole('heading', { name: 'Saved from cart' })).toBeVisible();
    const row = rowOf('Sweater 102');
    expect(within(row).getByText('Blue / M')).toBeVisible();
    expect(within(row).getByText('$48.00')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(batches).toEqual([[expect.objectContaining({ id: 1001, type: 'variant' }), expect.objectContaining({ id: 1002, type: 'variant' })]]);
  });

  it('adds an item to the cart, marked as coming from here, then goes to the cart (redirectToCart)', async () => {
    await openSaved();
    fireEvent.click(within(rowOf('Sweater 101')).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${SHOP}/cart`));
    expect(cartAdds).toEqual([{ items: [{ id: 1001, quantity: 1, properties: { _status_source: 'saved-from-cart' } }] }]);
  });

  it('stays and says so when redirectToCart is off', async () => {
    await openSaved({ redirectToCart: false });
    fireEvent.click(within(rowOf('Sweater 101')).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart', {}, { timeout: 3000 })).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [422, "The product 'Sweater 101' is already sold out.", 'Item is sold out'],
    [422, 'You can only add 2 Sweater 101 to the cart.', 'Item is sold out'],
    [422, 'All 2 Sweater 101 are in your cart.', 'Item is sold out'],
    [404, 'Cannot find variant', 'Item is no longer available'],
    [500, 'Something broke', 'Unable to add item to cart'],
  ])('a %i "%s" from cart/add.js shows "%s"', async (status, description, toast) => {
    server.use(http.post(`${SHOP}/cart/add.js`, () => HttpResponse.json({ status, message: 'Cart Error', description }, { status })));
    await openSaved();
    fireEvent.click(within(rowOf('Sweater 101')).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(toast)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('removes an item (DELETE /saved/cart/{id}); a failed remove brings it back with a toast', async () => {
    const deleted: RecordedRequest[] = [];
    server.use(jsonHandler('delete', '/saved/cart/:id', { deleted: 1 }, (req) => deleted.push(req)));
    await openSaved();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sweater 101' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sweater 101' })).toBeNull());
    expect(new URL(deleted[0]!.request.url).pathname).toBe(`/saved/cart/${ITEMS[0]!.id}`);

    server.use(
      jsonHandler('delete', '/saved/cart/:id', () => jsonError(500, 'internal', 'down')),
      jsonHandler('post', '/saved/cart/items', { items: [ITEMS[1]] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sweater 102' }));
    expect(await screen.findByText('Unable to remove item')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sweater 102' })).toBeVisible();
  });

  it('an item saved without a variant links to its product page to choose options (docs/decisions.md), no Add to cart', async () => {
    server.use(
      jsonHandler('post', '/saved/cart/items', { items: [...ITEMS, item('00000000-0000-4000-8000-000000000003', 103, null)] }),
      productsBatchHandler((req) =>
        req.type === 'variant'
          ? product(Number(req.id) - 900, { title: `Sweater ${Number(req.id) - 900}`, available: true })
          : product(req.id, { title: 'Scarf 103', url: 'https://shop.test/products/scarf', available: true }),
      ),
    );
    await openSaved();
    const row = (await screen.findByRole('link', { name: 'Scarf 103' }, { timeout: 5000 })).closest('li')!;
    const choose = within(row).getByRole('link', { name: 'Choose options' });
    expect(choose.getAttribute('href')).toBe('https://shop.test/products/scarf');
    expect(within(row).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(cartAdds).toEqual([]);
  });

  it('shows the empty state', async () => {
    server.use(jsonHandler('post', '/saved/cart/items', { items: [] }));
    const rendered = await render({ saved: { isActive: true } });
    await act(async () => void rendered.runtime.open('#status-saved-from-cart'));
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  });

  it('is off unless saved.isActive (a built-in plugin reported disabled) and the route falls back to foryou', async () => {
    const rendered = await render();
    const status = (id: string) => rendered.runtime.registry.list().find((p) => p.plugin.id === id)?.status;
    expect([status('saved'), status('cart-sync')]).toEqual(['disabled', 'disabled']);
    await act(async () => void rendered.runtime.open('#status-saved'));
    expect(rendered.runtime.store.ui.route?.name).toBe('foryou');
  });

  it('classifies cart answers: sold out, missing, failed', () => {
    expect(classifyCartError("The product 'X' is already sold out.")).toBe('soldOut');
    expect(classifyCartError('You can only add 1 X to the cart.')).toBe('soldOut');
    expect(classifyCartError('Cannot find variant')).toBe('missing');
    expect(classifyCartError('Required parameter missing or invalid: quantity')).toBe('failed');
  });
});
