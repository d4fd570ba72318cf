// The favorite button on the panel's product cards (wishlist.showInAppButtons):
// on For you's lists and their pages, a toggle button named after the product; optimistic, then the
// server's list; `status:saved-change` for the theme's hearts; a widget toast when it fails; the merchant's
// custom icon only after the sanitiser.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../app/plugins.ts';
import type { AuthUser } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { favoritesPlugin } from './index.ts';
import { wishlistHandlers, type Item } from './testing.ts';

let favorites: Item[];
let requests: RecordedRequest[];
let seq = 0;
const record = (req: RecordedRequest) => void requests.push(req);

const server = createTestServer(
  ...wishlistHandlers({ get: () => favorites, set: (items) => (favorites = items) }, record),
  jsonHandler<{ items: { productId: number; variantId: number | null }[] }>('post', '/saved/wishlist', ({ data }) => {
    for (const ref of data!.items) favorites.unshift({ id: `fav-${++seq}`, productId: Number(ref.productId), variantId: ref.variantId });
    return { items: favorites };
  }, record),
  jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [21, 12] }),
  http.post('http://localhost:3000/cart/update.js', () => HttpResponse.json({})),
);

const GUEST: AuthUser = { uid: 'anon-1', email: null, isAnonymous: true };
const runtimes: { dispose?(): void }[] = [];
let changes: { productId: string; variantId: string | null; saved: boolean }[];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);

beforeEach(() => {
  requests = [];
  changes = [];
  favorites = [{ id: 'fav-12', productId: 12, variantId: null }];
  window.addEventListener('status:saved-change', onChange);
});
afterEach(() => {
  window.removeEventListener('status:saved-change', onChange);
  runtimes.splice(0).forEach((runtime) => runtime.dispose?.());
});

async function open(hash: string, wishlist: Record<string, unknown>) {
  const rendered = await renderWithRuntime({
    plugins: builtinPlugins.includes(favoritesPlugin) ? [] : [favoritesPlugin],
    auth: createFakeAuthService(GUEST),
    initData: { settings: { wishlist: { isActive: true, ...wishlist } }, routes: { root: '/' } },
  });
  runtimes.push(rendered.runtime as never);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open(hash);
  });
  return rendered;
}

const heart = (title: string) => screen.findByRole('button', { name: `Save ${title} to favorites` }, { timeout: 5000 });

describe('favorite button on panel product cards', { timeout: 20_000 }, () => {
  it('shows each product’s state, saves and removes with status:saved-change', async () => {
    await open('#status-collection:popularToday', { showInAppButtons: true });
    const save = await heart('Sweater 21');
    const saved = await heart('Sweater 12');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(saved.getAttribute('aria-pressed')).toBe('true'));
    // Outside the card's link: its own tab stop.
    expect(save.closest('a')).toBeNull();

    fireEvent.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true'); // optimistic
    await waitFor(() => expect(changes).toEqual([{ productId: '21', variantId: null, saved: true }]));
    expect(requests.some((r) => r.request.method === 'POST' && new URL(r.request.url).pathname.endsWith('/saved/wishlist'))).toBe(true);
    expect(favorites.map((f) => f.productId)).toEqual([21, 12]);

    fireEvent.click(saved);
    expect(saved.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(changes.at(-1)).toEqual({ productId: '12', variantId: null, saved: false }));
    expect(favorites.map((f) => f.productId)).toEqual([21]);
    await waitFor(() => expect(saved.getAttribute('aria-pressed')).toBe('false'));
  });

  it('follows the theme’s hearts (status:saved-change from the page)', async () => {
    await open('#status-collection:popularToday', { showInAppButtons: true });
    const button = await heart('Sweater 21');
    favorites.unshift({ id: 'fav-page', productId: 21, variantId: null });
    await act(async () => {
      window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '21', variantId: null, saved: true } }));
    });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('a failed save goes back and says so in a widget toast', async () => {
    await open('#status-collection:popularToday', { showInAppButtons: true });
    server.use(jsonHandler('post', '/saved/wishlist', () => jsonError(500, 'internal', 'down')));
    const button = await heart('Sweater 21');
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(changes).toEqual([]);
  });

  it('no button without showInAppButtons', async () => {
    await open('#status-collection:popularToday', { showInAppButtons: false });
    await screen.findByRole('link', { name: /^Sweater 21/ }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /to favorites$/ })).toBeNull();
  });

  it('the merchant’s custom icon, sanitised (icon: custom)', async () => {
    const iconMarkup = '<svg viewBox="0 0 24 24" onload="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1"><circle cx="12" cy="12" r="8" data-custom="yes"/></a><foreignObject><img src=x onerror="window.__pwned=1"></foreignObject></svg>';
    await open('#status-collection:popularToday', { showInAppButtons: true, icon: 'custom', iconMarkup });
    const button = await heart('Sweater 21');
    await waitFor(() => expect(button.querySelector('circle[data-custom="yes"]')).toBeTruthy());
    const html = button.innerHTML;
    expect(html).not.toMatch(/onload|onerror|<script|javascript:|foreignObject|<img/i);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});
