// Favorites through the SDK harness (runtime/testing): the panel with the built-in plugins, favorites on
// (`wishlist.isActive`), the Status API on msw as a small in-memory wishlist and collections server.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinPlugins } from '../../app/plugins.ts';
import type { AuthUser, TrackEvent } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { favoritesPlugin } from './index.ts';
import { wishlistHandlers, type Item } from './testing.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
interface Coll { uuid: string; name: string; visibility: 'private' | 'all'; items: Item[]; mine: boolean }

// The fake server's data, reset per test.
let favorites: Item[];
let collections: Coll[];
let seq: number;
let requests: RecordedRequest[];
const record = (req: RecordedRequest) => void requests.push(req);
const calls = (method: string, path: RegExp) => requests.filter((r) => r.request.method === method && path.test(new URL(r.request.url).pathname));
const present = ({ mine, ...c }: Coll) => ({ ...c, isOwner: mine, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
const next = () => uuid(++seq);

const server = createTestServer(
  ...wishlistHandlers({ get: () => favorites, set: (items) => (favorites = items) }, record),
  jsonHandler<{ items: { productId: number; variantId: number | null }[]; collectionUuid?: string }>('post', '/saved/wishlist', ({ data }) => {
    for (const ref of data!.items) {
      if (!favorites.some((f) => f.productId === ref.productId && f.variantId === ref.variantId)) favorites.unshift({ id: next(), ...ref });
      const target = collections.find((c) => c.uuid === data!.collectionUuid);
      target?.items.push({ id: next(), ...ref });
    }
    return { items: favorites };
  }, record),
  jsonHandler('post', '/saved/wishlist-collections', () => ({ collections: collections.filter((c) => c.mine).map(present) }), record),
  jsonHandler('get', '/saved/wishlist-collection/:uuid', ({ request }) => {
    const found = collections.find((c) => c.uuid === new URL(request.url).pathname.split('/').pop());
    return found && (found.mine || found.visibility === 'all') ? { collection: present(found) } : jsonError(404, 'not_found', 'No collection');
  }, record),
  jsonHandler<{ collection: { name: string; visibility?: 'private' | 'all'; items?: Item[] } }>('post', '/saved/wishlist-collection', ({ data }) => {
    const made: Coll = {
      uuid: next(), name: data!.collection.name, visibility: data!.collection.visibility ?? 'private', mine: true,
      items: (data!.collection.items ?? []).map((i) => ({ id: next(), productId: i.productId, variantId: i.variantId ?? null })),
    };
    collections.unshift(made);
    return { collection: present(made) };
  }, record),
  jsonHandler<{ collection: { name?: string; visibility?: 'private' | 'all' } }>('put', '/saved/wishlist-collection/:uuid', ({ request, data }) => {
    const found = collections.find((c) => c.uuid === new URL(request.url).pathname.split('/').pop())!;
    Object.assign(found, data!.collection);
    return { collection: present(found) };
  }, record),
  jsonHandler('delete', '/saved/wishlist-collection/:uuid', ({ request }) => {
    const id = new URL(request.url).pathname.split('/').pop();
    collections = collections.filter((c) => c.uuid !== id);
    return { deleted: true, uuid: id };
  }, record),
  jsonHandler('delete', '/saved/wishlist-collection-item/:id', ({ request }) => {
    const id = new URL(request.url).pathname.split('/').pop();
    const owner = collections.find((c) => c.items.some((i) => i.id === id))!;
    owner.items = owner.items.filter((i) => i.id !== id);
    return { deleted: true, collection: present(owner) };
  }, record),
  jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
  // The session links a guest's cart to them on the shop's side.
  http.post('http://localhost:3000/cart/update.js', () => HttpResponse.json({})),
);

const SIGNED_IN: AuthUser = { uid: 'user-jane', email: 'jane@example.com', isAnonymous: false };
const writeText = vi.fn<(text: string) => Promise<void>>();
const runtimes: { dispose?(): void }[] = [];
let changes: { productId: string; variantId: string | null; saved: boolean }[];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);

beforeEach(() => {
  seq = 100;
  requests = [];
  changes = [];
  favorites = [
    { id: uuid(1), productId: 11, variantId: 1101 },
    { id: uuid(2), productId: 12, variantId: null },
  ];
  collections = [{ uuid: uuid(50), name: 'Summer', visibility: 'private', mine: true, items: [{ id: uuid(51), productId: 11, variantId: 1101 }] }];
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.addEventListener('status:saved-change', onChange);
});
afterEach(() => {
  window.removeEventListener('status:saved-change', onChange);
  runtimes.splice(0).forEach((runtime) => runtime.dispose?.());
});

async function open(hash: string, { user = null as AuthUser | null, wishlist = true } = {}) {
  const plugins = builtinPlugins.includes(favoritesPlugin) ? [] : [favoritesPlugin];
  const rendered = await renderWithRuntime({
    plugins,
    auth: createFakeAuthService(user),
    initData: {
      settings: { wishlist: { isActive: wishlist } },
      routes: { root: '/' },
      // A signed-in customer of the shop (no shop login round trip in these tests).
      ...(user ? { customer: { customerId: 'cust-7', email: user.email! } } : {}),
    },
  });
  runtimes.push(rendered.runtime as never);
  const tracked: TrackEvent[] = [];
  rendered.runtime.hooks.track.tap('test', (event) => void tracked.push(event));
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open(hash);
  });
  return { ...rendered, tracked };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 5000 });
const cardLink = (title: string) => screen.findByRole('link', { name: new RegExp(`^${title}`) }, { timeout: 5000 });

describe('favorites page', { timeout: 20_000 }, () => {
  it('lists a guest’s favorites (no login), without collection nav', async () => {
    const { runtime } = await open('#status-favorites');
    const page = await dialog('Favorites');
    expect(runtime.store.ui.route?.name).toBe('favorites');
    await cardLink('Sweater 1101');
    await cardLink('Sweater 12');
    expect(within(page).getByRole('button', { name: 'Remove Sweater 1101 from favorites' })).toBeVisible();
    // Anonymous users see no collection nav; a guest with favorites may save their progress instead.
    expect(within(page).queryByRole('link', { name: 'Your collections' })).toBeNull();
    expect(within(page).getByRole('link', { name: 'Save your progress' }).getAttribute('href')).toBe('#status-save-progress');
    expect(within(page).queryByRole('link', { name: /to a collection/ })).toBeNull();
  });

  it('removes optimistically, tells the storefront (status:saved-change), tracks it and refetches', async () => {
    const { tracked } = await open('#status-favorites');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sweater 1101 from favorites' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sweater 1101/ })).toBeNull());
    // Keyboard users stay in the list: focus moves to the remove button now in that place.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Sweater 12 from favorites'));
    await waitFor(() => expect(changes).toEqual([{ productId: '11', variantId: '1101', saved: false }]));
    expect(calls('DELETE', /\/saved\/wishlist\//)[0]!.request.url).toContain(`/saved/wishlist/${uuid(1)}`);
    expect(tracked).toContainEqual({ event: 'product_removed_from_wishlist', data: { productId: 11, variantId: 1101 } });
    await waitFor(() => expect(calls('POST', /\/saved\/wishlist\/items$/).length).toBeGreaterThanOrEqual(2));
  });

  it('a failed remove brings the item back with its toast, and tells the storefront nothing', async () => {
    await open('#status-favorites');
    server.use(jsonHandler('delete', '/saved/wishlist/:id', () => jsonError(500, 'internal', 'down')));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sweater 12 from favorites' }, { timeout: 5000 }));
    expect(await screen.findByText('Unable to remove item')).toBeVisible();
    expect(await cardLink('Sweater 12')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('refetches when the storefront’s heart changed a favorite (status:saved-change from the page)', async () => {
    await open('#status-favorites');
    await cardLink('Sweater 12');
    favorites.unshift({ id: uuid(3), productId: 13, variantId: null });
    await act(async () => {
      window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '13', variantId: null, saved: true } }));
    });
    expect(await cardLink('Sweater 13')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    favorites = [];
    await open('#status-favorites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' }, { timeout: 5000 })).toBeVisible();
  });

  it('is off unless wishlist.isActive: reported disabled, the route falls back to foryou', async () => {
    const { runtime } = await open('#status-favorites', { wishlist: false });
    expect(runtime.registry.list().find((p) => p.plugin.id === 'favorites')?.status).toBe('disabled');
    expect(runtime.store.ui.route?.name).toBe('foryou');
  });
});

describe('collections', { timeout: 20_000 }, () => {
  it('a signed-in shopper adds a favorite to a collection: POST /saved/wishlist with its uuid', async () => {
    const { tracked } = await open('#status-favorites', { user: SIGNED_IN });
    const page = await dialog('Favorites');
    expect(await within(page).findByRole('link', { name: 'Your collections' }, { timeout: 5000 })).toBeVisible();
    fireEvent.click(await within(page).findByRole('link', { name: 'Add to collection: Sweater 12' }, { timeout: 5000 }));
    const add = await dialog('Add to collection');
    fireEvent.click(await within(add).findByRole('button', { name: /^Summer.*Add$/ }, { timeout: 5000 }));
    expect(await screen.findByText('Added to Summer')).toBeVisible();
    const post = calls('POST', /\/saved\/wishlist$/)[0]!;
    expect(post.data).toMatchObject({ items: [{ productId: 12, variantId: null }], collectionUuid: uuid(50) });
    expect(within(add).getByRole('button', { name: /^Summer.*Added$/ }).getAttribute('aria-disabled')).toBe('true');
    expect(changes).toEqual([{ productId: '12', variantId: null, saved: true }]);
    expect(tracked).toContainEqual({ event: 'product_added_to_wishlist', data: { productId: 12, variantId: null } });
  });

  it('"New collection" from the add page creates it with the product and comes back', async () => {
    const { runtime } = await open('#status-add:collection+12+', { user: SIGNED_IN });
    const add = await dialog('Add to collection');
    fireEvent.click(within(add).getByRole('link', { name: 'New collection' }));
    const create = await dialog('New collection');
    fireEvent.change(await within(create).findByRole('textbox', { name: 'Name' }), { target: { value: 'Gifts' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(runtime.store.ui.route?.hash).toBe('#status-add:collection+12+'));
    expect(calls('POST', /\/saved\/wishlist-collection$/)[0]!.data).toMatchObject({ collection: { name: 'Gifts', items: [{ productId: 12, variantId: null }] } });
    expect(await screen.findByRole('button', { name: /^Gifts.*Added$/ }, { timeout: 5000 })).toBeVisible();
  });

  it('create: save disabled while the name is empty, "Name required" once cleared; then the new collection, titled', async () => {
    const { runtime } = await open('#status-create', { user: SIGNED_IN });
    const create = await dialog('New collection');
    const save = (await within(create).findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    const name = within(create).getByRole('textbox', { name: 'Name' });
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  ' } });
    expect(within(create).getByRole('alert').textContent).toBe('Name required');
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Winter' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await dialog('Winter');
    expect(runtime.store.ui.route?.name).toBe('favorites-collection');
    expect(await screen.findByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('the owner shares: visibility all, the link copied to the clipboard, a toast', async () => {
    await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    const page = await dialog('Summer');
    fireEvent.click(within(page).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(calls('PUT', /wishlist-collection\//)[0]!.data).toMatchObject({ collection: { visibility: 'all' } });
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/#status-favorites-collection:${uuid(50)}`);
    expect((within(page).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toContain(`#status-favorites-collection:${uuid(50)}`);
  });

  it('a failed share shows "Unable to share this collection"', async () => {
    await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    server.use(jsonHandler('put', '/saved/wishlist-collection/:uuid', () => jsonError(500, 'internal', 'down')));
    fireEvent.click(within(await dialog('Summer')).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Unable to share this collection')).toBeVisible();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('the owner renames it: the heading follows', async () => {
    await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    const page = await dialog('Summer');
    const edit = within(page).getByRole('button', { name: 'Edit' });
    fireEvent.click(edit);
    // The action panel: its own dialog, focus on its first action.
    const actions = await screen.findByRole('dialog', { name: 'Edit collection' });
    expect(document.activeElement?.textContent).toBe('Rename');
    fireEvent.click(within(actions).getByRole('button', { name: 'Rename' }));
    const renaming = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(renaming).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Summer 2026' } });
    fireEvent.click(within(renaming).getByRole('button', { name: 'Save' }));
    expect(await dialog('Summer 2026')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull());
    expect(calls('PUT', /wishlist-collection\//)[0]!.data).toMatchObject({ collection: { name: 'Summer 2026' } });
  });

  it('delete goes to the list with an Undo toast that recreates it (same name, items)', async () => {
    const { runtime } = await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    const page = await dialog('Summer');
    fireEvent.click(within(page).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit collection' })).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('favorites-collections'));
    expect(await screen.findByRole('heading', { name: 'No collections yet' }, { timeout: 5000 })).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: /Summer/ }, { timeout: 5000 })).toBeVisible();
    expect(calls('POST', /\/saved\/wishlist-collection$/)[0]!.data).toMatchObject({
      collection: { name: 'Summer', visibility: 'private', items: [{ productId: 11, variantId: 1101 }] },
    });
  });

  it('Escape closes the action panel only, and focus goes back to Edit', async () => {
    await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    const page = await dialog('Summer');
    const edit = within(page).getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    const actions = await screen.findByRole('dialog', { name: 'Edit collection' });
    fireEvent.keyDown(within(actions).getByRole('button', { name: 'Rename' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit collection' })).toBeNull());
    expect(await dialog('Summer')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('a failed delete stays with "Unable to delete collection"', async () => {
    const { runtime } = await open(`#status-favorites-collection:${uuid(50)}`, { user: SIGNED_IN });
    server.use(jsonHandler('delete', '/saved/wishlist-collection/:uuid', () => jsonError(500, 'internal', 'down')));
    const page = await dialog('Summer');
    fireEvent.click(within(page).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit collection' })).getByRole('button', { name: 'Delete collection' }));
    expect(await screen.findByText('Unable to delete collection')).toBeVisible();
    expect(runtime.store.ui.route?.name).toBe('favorites-collection');
  });

  it('another signed-in shopper sees only "Save collection", which copies it with its items', async () => {
    collections.push({ uuid: uuid(60), name: 'Jo’s picks', visibility: 'all', mine: false, items: [{ id: uuid(61), productId: 12, variantId: null }] });
    const { runtime } = await open(`#status-favorites-collection:${uuid(60)}`, { user: SIGNED_IN });
    const page = await dialog('Jo’s picks');
    expect(within(page).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(within(page).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(page).getByRole('button', { name: 'Save collection' }));
    expect(await screen.findByText('Collection saved')).toBeVisible();
    expect(calls('POST', /\/saved\/wishlist-collection$/)[0]!.data).toMatchObject({ collection: { name: 'Jo’s picks', items: [{ productId: 12, variantId: null }] } });
    await waitFor(() => expect(runtime.store.ui.route?.params[0]).not.toBe(uuid(60)));
  });

  it('a guest opens a shared link: the items, titled with its name, and no collection nav', async () => {
    collections.push({ uuid: uuid(60), name: 'Jo’s picks', visibility: 'all', mine: false, items: [{ id: uuid(61), productId: 12, variantId: null }] });
    await open(`#status-favorites-collection:${uuid(60)}`);
    const page = await dialog('Jo’s picks');
    await cardLink('Sweater 12');
    expect(within(page).queryByRole('navigation')).toBeNull();
    expect(within(page).queryByRole('button', { name: /Save collection|Share|Edit/ })).toBeNull();
  });

  it('a private collection of someone else reads as not found', async () => {
    collections.push({ uuid: uuid(70), name: 'Secret', visibility: 'private', mine: false, items: [] });
    await open(`#status-favorites-collection:${uuid(70)}`, { user: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Collection not found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('the collections list needs a login: a guest goes to For you', async () => {
    const { runtime } = await open('#status-saved-collections');
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('foryou'));
  });
});

describe('wishlist strips', { timeout: 20_000 }, () => {
  it('For you shows at most 10 favorites under "Favorites" with View all to the favorites page', async () => {
    favorites = Array.from({ length: 12 }, (_, i) => ({ id: uuid(200 + i), productId: 300 + i, variantId: null }));
    await open('#status');
    const strip = await screen.findByRole('region', { name: 'Favorites' }, { timeout: 8000 });
    await waitFor(() => expect(strip.querySelectorAll('.status-product-title')).toHaveLength(10), { timeout: 5000 });
    expect(within(strip).getByRole('link', { name: 'View all Favorites' }).getAttribute('href')).toBe('#status-favorites');
  });

  it('Profile shows the same strip (slot profile.collections); none while there are no favorites', async () => {
    await open('#status-profile', { user: SIGNED_IN });
    const strip = await screen.findByRole('region', { name: 'Favorites' }, { timeout: 8000 });
    await waitFor(() => expect(strip.querySelectorAll('.status-product-title')).toHaveLength(2), { timeout: 5000 });
    favorites = [];
    await act(async () => {
      window.dispatchEvent(new CustomEvent('status:saved-change', { detail: { productId: '11', variantId: '1101', saved: false } }));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Favorites' })).toBeNull());
  });
});

describe('ctx.emit', () => {
  it('dispatches status:saved-change only; any other name is refused and reported', async () => {
    const { testPlugin } = await import('../../runtime/testing/index.ts');
    const reports: unknown[] = [];
    let emit!: (name: string, detail: unknown) => void;
    const probe = testPlugin({ id: 'emit-probe', setup: (ctx) => void (emit = ctx.emit as never) });
    const rendered = await renderWithRuntime({ plugins: [probe], onError: (report) => void reports.push(report.error) });
    runtimes.push(rendered.runtime as never);
    const opened = vi.fn();
    window.addEventListener('status:open', opened);
    emit('status:saved-change', { productId: '1', variantId: null, saved: true });
    emit('status:open', { route: '#status' });
    window.removeEventListener('status:open', opened);
    expect(changes).toEqual([{ productId: '1', variantId: null, saved: true }]);
    expect(opened).not.toHaveBeenCalled();
    expect(String(reports[0])).toContain('may not emit "status:open"');
  });
});
