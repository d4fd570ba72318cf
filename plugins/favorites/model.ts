// The shopper's favorites and collections as the plugin's pages and strips share them: one list in the
// plugin's state, fetched once an identity exists (a guest's anonymous one is enough), kept in step
// with the storefront through the `status:saved-change` DOM event both ways (the theme's hearts and badge
// live in the loader, outside the panel): the panel emits it when it adds or removes a favorite, and refetches
// when the page emits it. Adding and removing are optimistic, then the list is refetched.
import type { PluginContext, Settings } from '../../runtime/public.ts';
import * as api from './api.ts';
import type { Collection, FavoriteItem, ProductKey } from './api.ts';

export type Ctx = PluginContext<{ readonly wishlist?: Settings['wishlist']; readonly own?: Settings['wishlist'] }>;

export interface FavoritesState {
  /** The wishlist, newest first; null until the first answer. */
  items: FavoriteItem[] | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Collection names by uuid: the `favorites-collection:{uuid}` page's heading. */
  names: Record<string, string>;
  /** Bumped when collections changed elsewhere (created, deleted, undone): open lists reload. */
  collectionsVersion: number;
}

/** A product reference for the product client: the variant when the entry has one. */
export const productRef = (item: { productId: number | string; variantId: number | string | null }) =>
  item.variantId !== null && item.variantId !== undefined && item.variantId !== ''
    ? { id: item.variantId, type: 'variant' }
    : { id: item.productId };

export const SAVED_CHANGE = 'status:saved-change';

export interface Favorites {
  state: FavoritesState;
  /** Fetches the list (calls in flight are shared). */
  refresh(): Promise<void>;
  /** Fetches the list when there is an identity and no list yet. */
  ensure(): void;
  add(item: ProductKey, collectionUuid?: string): Promise<FavoriteItem[]>;
  remove(item: FavoriteItem): Promise<void>;
  /** Saves the product, or removes every entry of it; rejects when the call failed (a card's favorite button). */
  toggle(item: ProductKey, saved: boolean): Promise<void>;
  rememberName(collection: Pick<Collection, 'uuid' | 'name'>): void;
  dispose(): void;
}

export function createFavorites(ctx: Ctx): Favorites {
  const state = ctx.state<FavoritesState>({ items: null, status: 'idle', names: {}, collectionsVersion: 0 });
  let inflight: Promise<void> | null = null;
  let again = false;
  /** True while the panel dispatches the event itself: its own echo is not news. */
  let emitting = false;
  let uid = ctx.store.auth.user?.uid ?? null;

  const refresh = (): Promise<void> => {
    if (!ctx.store.auth.user) return Promise.resolve(); // no identity yet: nothing to ask for
    if (inflight) {
      again = true; // a change landed while a call was on its way: ask once more after it
      return inflight;
    }
    if (state.items === null) state.status = 'loading';
    inflight = api
      .listFavorites(ctx.api)
      .then(
        (items) => {
          state.items = items;
          state.status = 'ready';
        },
        (error: unknown) => {
          ctx.report(error, 'favorites: POST /saved/wishlist/items');
          if (state.items === null) state.status = 'error';
        },
      )
      .finally(() => {
        inflight = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return inflight;
  };

  const emit = (item: ProductKey, saved: boolean) => {
    emitting = true;
    try {
      ctx.emit('status:saved-change', {
        productId: String(item.productId),
        variantId: item.variantId === null || item.variantId === undefined ? null : String(item.variantId),
        saved,
      });
    } finally {
      emitting = false;
    }
  };

  const onPageChange = () => {
    if (!emitting) void refresh();
  };
  globalThis.addEventListener?.(SAVED_CHANGE, onPageChange);

  return {
    state,
    refresh,
    ensure() {
      // A sign-in or sign-out changes whose list it is.
      const now = ctx.store.auth.user?.uid ?? null;
      if (now !== uid) {
        uid = now;
        state.items = null;
        state.status = 'idle';
      }
      if (now && state.items === null && !inflight) void refresh();
    },
    async add(item, collectionUuid) {
      const items = await api.addFavorite(ctx.api, item, collectionUuid);
      state.items = items;
      state.status = 'ready';
      ctx.track('product_added_to_wishlist', { productId: item.productId, variantId: item.variantId });
      emit(item, true);
      return items;
    },
    async remove(item) {
      const before = state.items;
      if (before) state.items = before.filter((entry) => entry.id !== item.id);
      try {
        await api.removeFavorite(ctx.api, item.id);
        ctx.track('product_removed_from_wishlist', { productId: item.productId, variantId: item.variantId });
        emit(item, false);
      } catch (error) {
        ctx.report(error, 'favorites: DELETE /saved/wishlist/{id}');
        ctx.toast({ message: ctx.i18n.t('removeError'), tone: 'destructive' });
      } finally {
        await refresh();
      }
    },
    async toggle(item, saved) {
      if (saved) {
        await this.add(item);
        return;
      }
      const entries = (state.items ?? []).filter((entry) => String(entry.productId) === String(item.productId));
      if (state.items) state.items = state.items.filter((entry) => !entries.includes(entry));
      try {
        await Promise.all(entries.map((entry) => api.removeFavorite(ctx.api, entry.id)));
        ctx.track('product_removed_from_wishlist', { productId: item.productId, variantId: item.variantId });
        emit(item, false);
      } finally {
        await refresh(); // the server's list either way: after a failure it shows what really is saved
      }
    },
    rememberName({ uuid, name }) {
      if (state.names[uuid] !== name) state.names[uuid] = name;
    },
    dispose() {
      globalThis.removeEventListener?.(SAVED_CHANGE, onPageChange);
    },
  };
}
