// The shopper's favorites (wishlist) as every element on the page sees them: one list per page, shared. Without
// a stored session nothing is asked or imported (the list is known and empty); with one, the identity and API
// chunk (session.ts, with the list's calls: favorites-sync.ts), then POST /saved/wishlist/items once (entries
// with ids). The first save of a guest signs in anonymously (the session the panel shares, localStorage
// 'status:auth'), then saves. After a save or remove the server's list is taken and `status:saved-change` is
// emitted; the same event from the panel or another element updates the list, so everything stays in sync.
import type { SavedItemIds, StatusEventMap } from '../dom/contract.ts';
import type { FavoritesSync } from './favorites-sync.ts';

export interface FavoriteEntry {
  /** The saved item's id; null for an entry another part of the page reported (no id known yet). */
  id: string | null;
  productId: string;
  variantId: string | null;
}

export interface FavoritesState {
  /** False until the list is known (fetched, or no session to fetch with). */
  known: boolean;
  entries: FavoriteEntry[];
}

export interface Favorites {
  state(): FavoritesState;
  has(productId: string): boolean;
  /** Distinct product ids, newest first. */
  productIds(): string[];
  /** Loads the list once per page (no request without a session). */
  ensure(): Promise<void>;
  /**
   * Saves or removes, then tracks and emits `status:saved-change` (favorites-sync.ts); rejects when the call
   * failed (the list is then as the server had it). `byButton`: a shopper's click on a button.
   */
  set(ids: SavedItemIds, saved: boolean, byButton?: boolean): Promise<void>;
  /** Another part of the page saved or removed (status:saved-change). */
  apply(change: StatusEventMap['status:saved-change']): void;
  /** Sign-in or sign-out elsewhere on the page: forget the list; the next ensure() asks again. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export interface FavoritesOptions {
  /** The list's calls with the current identity (session.ts), imported on first call. */
  sync: () => Promise<FavoritesSync>;
  /** Whether a session is stored, without the identity service when it is not loaded yet. */
  hasSession(): boolean;
}

export function createFavorites({ sync, hasSession }: FavoritesOptions): Favorites {
  let state: FavoritesState = { known: false, entries: [] };
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const update = (next: FavoritesState): void => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const favorites: Favorites = {
    state: () => state,
    has: (productId) => state.entries.some((entry) => entry.productId === productId),
    productIds: () => [...new Set(state.entries.map((entry) => entry.productId))],
    ensure() {
      const none = (): void => update({ known: true, entries: [] });
      loading ??= hasSession()
        ? sync()
            .then((calls) => calls.list())
            .then((entries) => update({ known: true, entries: entries ?? [] }), none)
        : Promise.resolve(none());
      return loading;
    },
    async set(ids, saved, byButton) {
      await (await sync()).save(ids, saved, state.entries, (entries) => update({ known: true, entries }), byButton);
      loading = Promise.resolve();
    },
    apply({ productId, variantId, saved }) {
      const id = String(productId);
      if (saved === favorites.has(id)) return;
      const rest = state.entries.filter((entry) => entry.productId !== id);
      update({ known: state.known, entries: saved ? [{ id: null, productId: id, variantId: variantId ?? null }, ...rest] : rest });
    },
    reset() {
      loading = null;
      update({ known: false, entries: [] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return favorites;
}
