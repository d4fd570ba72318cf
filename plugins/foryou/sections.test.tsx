// For you's product sections: recently viewed and popular today, fed by one
// POST /init/for-you that carries the views not yet sent, and the collection:{name} page.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { AuthError, type AuthService } from '../../runtime/auth/service.ts';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_SENT_KEY } from '../../runtime/dom/recently-viewed.ts';
import { jsonHandler, product, productsBatchHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { foryouPlugin } from './index.ts';

const server = createTestServer();
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

interface Setup {
  local?: number[];
  pageProductId?: number;
  answer?: { recentlyViewed: number[]; popularToday: number[] };
  settings?: Record<string, unknown>;
  hash?: string;
  /** Answers POST /init/for-you instead of `answer`. */
  respond?: () => unknown;
  auth?: AuthService;
}

async function openForYou({ local = [], pageProductId, answer = { recentlyViewed: [], popularToday: ids(20, 16) }, settings, hash = '#status', respond, auth }: Setup = {}) {
  localStorage.clear();
  if (local.length) localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(local));
  const calls: RecordedRequest<{ viewed?: number[] }>[] = [];
  server.use(
    jsonHandler<{ viewed?: number[] }>('post', '/init/for-you', (respond ?? (() => answer)) as () => never, (req) => void calls.push(req)),
    productsBatchHandler((item) => product(item.id, { title: `Product ${item.id}` })),
  );
  const { runtime } = await renderWithRuntime({ builtins: false, plugins: [foryouPlugin], initData: { page: pageProductId ? { productId: pageProductId } : {}, ...(settings ? { settings } : {}) }, open: hash, ...(auth ? { auth } : {}) });
  return { runtime, calls };
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });
const cardTitles = (element: HTMLElement) =>
  [...element.querySelectorAll('.status-product-title')].map((node) => node.textContent);

describe('For you product sections', { timeout: 15_000 }, () => {
  it('recently viewed: the open page first, then local views, then the API’s; sends only the new views', async () => {
    const { calls } = await openForYou({ local: [3, 2], pageProductId: 4, answer: { recentlyViewed: [2, 9, 3], popularToday: ids(20, 16) } });
    const recent = await region('Recently viewed');
    await vi.waitFor(() => expect(cardTitles(recent)).toEqual(['Product 4', 'Product 3', 'Product 2', 'Product 9']), { timeout: 3000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.data?.viewed).toEqual([4, 3, 2]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_SENT_KEY)!)).toEqual([4, 3, 2]);
    expect(within(recent).getByRole('link', { name: 'View all Recently viewed' }).getAttribute('href')).toBe('#status-collection:recentlyViewed');
  });

  it('shows at most 8 recently viewed and 12 popular today, in the For you order', async () => {
    await openForYou({ local: ids(100, 16) });
    const recent = await region('Recently viewed');
    const popular = await region('Popular today');
    await vi.waitFor(() => expect(cardTitles(popular)).toHaveLength(12), { timeout: 3000 });
    expect(cardTitles(recent)).toEqual(ids(100, 8).map((id) => `Product ${id}`));
    expect(recent.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('4 skeletons while loading', async () => {
    let release!: () => void;
    await openForYou({ local: [1], respond: () => new Promise((resolve) => (release = () => resolve({ recentlyViewed: [], popularToday: [1] }))) });
    const recent = await region('Recently viewed');
    expect(recent.querySelectorAll('[data-loading]')).toHaveLength(4);
    expect(recent.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
  });

  it('hides recently viewed when nothing was viewed, and popular today when its settings turn it off', async () => {
    await openForYou({ settings: { popularToday: { isActive: false } }, answer: { recentlyViewed: [], popularToday: ids(20, 3) } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular today' })).toBeNull();
  });

  it('shows the local list at once when no identity can come (the anonymous sign-in failed), not after waiting for one', async () => {
    const auth = createFakeAuthService();
    auth.signInAnonymously = () => Promise.reject(new AuthError('unavailable', 'no identity service'));
    const { calls } = await openForYou({ local: [7, 8], auth, respond: () => new Response('{}', { status: 401 }) });
    const recent = await region('Recently viewed');
    // Well inside NO_IDENTITY_WAIT_MS (5 s): before, the strip shimmered that long.
    await vi.waitFor(() => expect(cardTitles(recent)).toEqual(['Product 7', 'Product 8']), { timeout: 1500 });
    expect(calls).toHaveLength(1);
  });

  it('shows the local list when the API call fails', async () => {
    await openForYou({ local: [7, 8], respond: () => new Response('{}', { status: 503 }) });
    const recent = await region('Recently viewed');
    await vi.waitFor(() => expect(cardTitles(recent)).toEqual(['Product 7', 'Product 8']), { timeout: 3000 });
    expect(localStorage.getItem(RECENTLY_VIEWED_SENT_KEY)).toBeNull(); // sent again next time
  });

  it('collection:popularToday: heading from the name, a grid with +N overflow', async () => {
    await openForYou({ hash: '#status-collection:popularToday', answer: { recentlyViewed: [], popularToday: ids(20, 16) } });
    expect(await screen.findByRole('heading', { name: 'Popular today', level: 1 }, { timeout: 3000 }).catch(() => screen.findByText('Popular today'))).toBeVisible();
    await vi.waitFor(() => expect(document.querySelectorAll('.status-product-title')).toHaveLength(12), { timeout: 3000 });
    // The API sends at most 12; a longer list would end in a +N tile (ProductGrid, tested with the card).
    expect(screen.queryByRole('img', { name: /more products/ })).toBeNull();
  });
});
