// The saved-from-cart strip on For you through the SDK harness (at most 10, 4 skeletons):
// the panel on #status with the saved group on, the Status API on msw.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { AuthError, type AuthService } from '../../runtime/auth/service.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonHandler, product, productsBatchHandler } from '../../tests/msw/handlers.ts';

const item = (n: number, variantId: number | null = 1000 + n) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, productId: 100 + n, variantId, createdAt: '2026-01-01T00:00:00.000Z',
});

let batchTypes: (string | undefined)[] = [];
const server = createTestServer(
  productsBatchHandler((req) => product(req.id, { title: `${req.type === 'variant' ? 'Variant' : 'Product'} ${req.id}` }), (items) => {
    batchTypes.push(...items.map((i) => i.type));
  }),
  jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
  jsonHandler('post', '/saved/cart', { items: [] }),
);
const runtimes: { dispose(): void }[] = [];
afterEach(() => {
  batchTypes = [];
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
});

let listCalls = 0;
async function openForYou(items: unknown, saved = true, auth?: AuthService) {
  listCalls = 0;
  server.use(jsonHandler('post', '/saved/cart/items', typeof items === 'function' ? (items as () => never) : { items }, () => void listCalls++));
  const rendered = await renderWithRuntime({ initData: { settings: { saved: { isActive: saved } } }, ...(auth ? { auth } : {}) });
  runtimes.push(rendered.runtime);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open('#status');
  });
  return rendered;
}

const titles = (region: HTMLElement) => [...region.querySelectorAll('.status-product-title')].map((n) => n.textContent);

describe('saved from cart strip on For you', { timeout: 20_000 }, () => {
  it('shows at most 10 saved items (the variant’s card when saved with one) and View all to the list', async () => {
    await openForYou([...Array.from({ length: 11 }, (_, i) => item(i + 1)), item(12, null)]);
    const strip = await screen.findByRole('region', { name: 'Saved from cart' }, { timeout: 5000 });
    await vi.waitFor(() => expect(titles(strip)).toHaveLength(10), { timeout: 5000 });
    expect(titles(strip)[0]).toBe('Variant 1001');
    expect(titles(strip)).not.toContain('Product 112'); // the 12th is beyond the strip
    const all = within(strip).getByRole('link', { name: 'View all Saved from cart' });
    expect(all.getAttribute('href')).toBe('#status-saved-from-cart');
    expect(all.textContent).toBe('View all');
  });

  it('is hidden at once when no identity can come (the anonymous sign-in failed), not after waiting for one', async () => {
    const auth = createFakeAuthService();
    auth.signInAnonymously = () => Promise.reject(new AuthError('unavailable', 'no identity service'));
    await openForYou([item(1)], true, auth);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    // The saved plugin starts once the open settled; 2.5 s is well inside NO_IDENTITY_WAIT_MS (5 s), all of which
    // its skeletons shimmered before.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    expect(listCalls).toBe(0);
  });

  it('4 skeletons while the list loads', async () => {
    let release!: () => void;
    await openForYou(() => new Promise((resolve) => (release = () => resolve({ items: [item(1)] }))));
    const strip = await screen.findByRole('region', { name: 'Saved from cart' }, { timeout: 5000 });
    expect(strip.getAttribute('aria-busy')).toBe('true');
    expect(strip.querySelectorAll('[data-loading]')).toHaveLength(4);
    await act(async () => release());
    await vi.waitFor(() => expect(titles(strip)).toEqual(['Variant 1001']), { timeout: 5000 });
  });

  it('hidden when nothing is saved, when the list fails to load, and when the saved group is off', async () => {
    const empty = await openForYou([]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500))); // the deferred plugin started and asked
    expect(listCalls).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    empty.unmount();

    const failing = await openForYou(() => new Response('{}', { status: 503 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(listCalls).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    failing.unmount();

    await openForYou([item(1)], false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    expect(listCalls).toBe(0);
  });
});
