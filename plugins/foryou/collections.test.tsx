// Recent collections on For you: links to the storefront collections the
// shopper viewed, fed by POST /saved/collections that carries the collection views the loader kept.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { AuthError, type AuthService } from '../../runtime/auth/service.ts';
import { COLLECTION_VIEWS_KEY } from '../../runtime/dom/recently-viewed.ts';
import { jsonHandler, productsBatchHandler, product, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { foryouPlugin } from './index.ts';

const server = createTestServer();
const entry = (id: number, name: string, title: string, url: string = `https://shop.example/collections/${name}`) => ({ title, collection_id: id, name, url });
const KITCHEN = entry(290000004, 'kitchen', 'Kitchen & Coffee');
const APPAREL = entry(290000001, 'apparel', 'Apparel');

interface Setup {
  pending?: (number | string)[];
  pageCollectionId?: number;
  active?: boolean;
  respond?: () => unknown;
  auth?: AuthService;
}

async function openForYou({ pending = [], pageCollectionId, active = true, respond = () => ({ collections: [KITCHEN, APPAREL] }), auth }: Setup = {}) {
  localStorage.clear();
  if (pending.length) localStorage.setItem(COLLECTION_VIEWS_KEY, JSON.stringify(pending));
  const calls: RecordedRequest<{ collectionIds?: (number | string)[] }>[] = [];
  server.use(
    jsonHandler<{ collectionIds?: (number | string)[] }>('post', '/saved/collections', respond as () => never, (req) => void calls.push(req)),
    jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [1] }),
    productsBatchHandler((item) => product(item.id, { title: `Product ${item.id}` })),
  );
  const { runtime } = await renderWithRuntime({
    builtins: false,
    plugins: [foryouPlugin],
    initData: {
      page: pageCollectionId ? { collectionId: pageCollectionId } : {},
      settings: active ? { recentlyViewedCollections: { isActive: true } } : {},
    },
    open: '#status',
    ...(auth ? { auth } : {}),
  });
  return { runtime, calls };
}

const region = () => screen.findByRole('region', { name: 'Recent collections' }, { timeout: 3000 });

describe('recent collections', { timeout: 15_000 }, () => {
  it('links to the storefront collections, most recent first; sends the unsent views, the open page’s first', async () => {
    const { calls } = await openForYou({ pending: [290000001, 290000004], pageCollectionId: 290000004 });
    const section = await region();
    await vi.waitFor(() => expect(within(section).getAllByRole('link').map((a) => a.textContent)).toEqual(['Kitchen & Coffee', 'Apparel']), { timeout: 3000 });
    expect(within(section).getByRole('link', { name: 'Kitchen & Coffee' }).getAttribute('href')).toBe('https://shop.example/collections/kitchen');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.data?.collectionIds).toEqual([290000004, 290000001]);
    expect(localStorage.getItem(COLLECTION_VIEWS_KEY)).toBe('[]'); // sent: taken off
    // In the For you order: before recently viewed and popular today.
    const popular = await screen.findByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    expect(section.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is hidden at once when no identity can come (the anonymous sign-in failed), not after waiting for one', async () => {
    const auth = createFakeAuthService();
    auth.signInAnonymously = () => Promise.reject(new AuthError('unavailable', 'no identity service'));
    const { calls } = await openForYou({ pending: [290000001], auth });
    await screen.findByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    // Well inside NO_IDENTITY_WAIT_MS (5 s): before, its skeletons shimmered that long.
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull(), { timeout: 1500 });
    expect(calls).toEqual([]);
  });

  it('4 skeletons while loading', async () => {
    let release!: () => void;
    await openForYou({ respond: () => new Promise((resolve) => (release = () => resolve({ collections: [APPAREL] }))) });
    const section = await region();
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.status-collection-skeleton')).toHaveLength(4);
    expect(within(section).getByRole('list', { name: 'Loading collections' })).toBeVisible();
    await act(async () => release());
    await vi.waitFor(() => expect(within(section).getByRole('link', { name: 'Apparel' })).toBeVisible());
    expect(section.getAttribute('aria-busy')).toBeNull();
  });

  it('hidden when nothing was viewed, and when the API fails (the views stay for next time)', async () => {
    await openForYou({ respond: () => ({ collections: [] }) });
    await screen.findByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull();

    await openForYou({ pending: [290000001], respond: () => new Response('{}', { status: 503 }) });
    await screen.findAllByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull();
    expect(localStorage.getItem(COLLECTION_VIEWS_KEY)).toBe('[290000001]');
  });

  it('follows its settings group: off by default, nothing asked', async () => {
    const { calls } = await openForYou({ active: false, pending: [290000001] });
    await screen.findByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an unsafe URL from the API is not rendered: the shop’s own collection path instead', async () => {
    await openForYou({ respond: () => ({ collections: [entry(290000002, 'shoes', 'Shoes', 'javascript:alert(1)')] }) });
    const link = await within(await region()).findByRole('link', { name: 'Shoes' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/collections/shoes');
  });
});
