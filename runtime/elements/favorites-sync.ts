// The favorites list's calls to the API: the shopper's list, and a save or remove with the server's list after.
// Part of the identity and API chunk (session.ts re-exports it): a guest's page without a session shows the
// empty list and never downloads them; a heart's click shows its new state before they arrive (favorite.ts).
import type { SavedItemIds } from '../dom/contract.ts';
import type { FavoriteEntry } from './favorites.ts';
import type { Session } from './session.ts';

export interface FavoritesSync {
  /** The signed-in shopper's list; null when nobody is signed in. */
  list(): Promise<FavoriteEntry[] | null>;
  /**
   * Signs a guest in anonymously (the session the panel shares), then saves or removes; `show` gets the
   * server's list. Rejects when the call failed (after a failed removal, `show` got the list as the server has it).
   */
  save(ids: SavedItemIds, saved: boolean, entries: readonly FavoriteEntry[], show: (entries: FavoriteEntry[]) => void): Promise<void>;
}

interface WireItem {
  id?: unknown;
  productId?: unknown;
  variantId?: unknown;
}

const toEntries = (items: unknown): FavoriteEntry[] =>
  (Array.isArray(items) ? (items as WireItem[]) : [])
    .filter((item) => item && (typeof item.productId === 'string' || typeof item.productId === 'number'))
    .map((item) => ({
      id: typeof item.id === 'string' ? item.id : null,
      productId: String(item.productId),
      variantId: item.variantId === null || item.variantId === undefined ? null : String(item.variantId),
    }));

export function createFavoritesSync(session: Pick<Session, 'api' | 'auth'>): FavoritesSync {
  const { api } = session;
  const fetchList = async (): Promise<FavoriteEntry[]> => toEntries((await api.post<{ items?: unknown }>('/saved/wishlist/items'))?.items);
  return {
    list: () => (session.auth().currentUser() ? fetchList() : Promise.resolve(null)),
    async save(ids, saved, entries, show) {
      const identity = session.auth();
      if (!identity.currentUser()) await identity.signInAnonymously();
      if (saved) {
        const answer = await api.post<{ items?: unknown }>('/saved/wishlist', {
          items: [{ productId: ids.productId, variantId: ids.variantId }],
        });
        show(toEntries(answer?.items));
        return;
      }
      const stored = entries.filter((entry) => entry.productId === ids.productId);
      try {
        // By the saved items' ids when known, else by product id (every entry of the product).
        const byId = stored.filter((entry) => entry.id !== null);
        if (byId.length && byId.length === stored.length) await Promise.all(byId.map((entry) => api.delete(`/saved/wishlist/${encodeURIComponent(entry.id!)}`)));
        else await api.delete(`/saved/wishlist/${encodeURIComponent(ids.productId)}`);
      } finally {
        // The server's list either way: after a failure it shows what really is saved.
        await fetchList().then(show, () => {});
      }
    },
  };
}
