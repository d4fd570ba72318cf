// The favorites list's calls to the API: the shopper's list, and a save or remove with the server's list after,
// tracked and announced (`status:saved-change`). Part of the identity and API chunk (session.ts): a guest's page
// without a session shows the empty list and never downloads them; a heart's click shows its new state before
// they arrive (favorite.ts). A guest's first save from a button on a page also says where it went (this device)
// and offers to sign in to keep it, as the heart alone would save silently.
import type { SavedItemIds, StatusEventMap, TrackFn } from '../dom/contract.ts';
import type { FavoriteEntry } from './favorites.ts';
import type { MessageTable, Translate } from './messages.ts';
import type { Session } from './session.ts';
import { SITE_TOAST_MS, type Toasts } from './toast.ts';

export const GUEST_TEXTS = {
  /** A guest's first save on a page: where it went, and the way to keep it. */
  guestSaved: 'Saved to your favorites on this device.',
  guestSignIn: 'Sign in to keep them',
};

/** What a save reports to: the page's events and tracking, and the guest's notice (texts and toasts). */
export interface SaveReports {
  emit<K extends 'status:saved-change'>(name: K, detail: StatusEventMap[K]): void;
  /** The loader's tracking queue: each save or remove made here is tracked once (a change the panel reports is not). */
  track?: TrackFn | undefined;
  toasts: Pick<Toasts, 'show'>;
  t: Translate;
  addTexts(texts: Partial<MessageTable>): void;
  /** A signed-in customer (init data): no guest notice. */
  isCustomer: boolean;
}

export interface FavoritesSync {
  /** The signed-in shopper's list; null when nobody is signed in. */
  list(): Promise<FavoriteEntry[] | null>;
  /**
   * Signs a guest in anonymously (the session the panel shares), then saves or removes; `show` gets the
   * server's list. Rejects when the call failed (after a failed removal, `show` got the list as the server has it).
   * `byButton`: a shopper's click (a guest's first save on the page gets the notice).
   */
  save(ids: SavedItemIds, saved: boolean, entries: readonly FavoriteEntry[], show: (entries: FavoriteEntry[]) => void, byButton?: boolean): Promise<void>;
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

export function createFavoritesSync(session: Pick<Session, 'api' | 'auth'>, reports: SaveReports): FavoritesSync {
  const { api } = session;
  let guestNoticeShown = false;
  const saved_ = (ids: SavedItemIds, saved: boolean, byButton: boolean | undefined): void => {
    reports.track?.(saved ? 'product_added_to_wishlist' : 'product_removed_from_wishlist', { productId: ids.productId, variantId: ids.variantId });
    reports.emit('status:saved-change', { productId: ids.productId, variantId: ids.variantId, saved });
    if (!saved || !byButton || reports.isCustomer || guestNoticeShown) return;
    guestNoticeShown = true;
    reports.addTexts(GUEST_TEXTS);
    reports.toasts.show(reports.t('guestSaved'), SITE_TOAST_MS, { action: { label: reports.t('guestSignIn'), href: '#status' } });
  };
  const fetchList = async (): Promise<FavoriteEntry[]> => toEntries((await api.post<{ items?: unknown }>('/saved/wishlist/items'))?.items);
  return {
    list: () => (session.auth().currentUser() ? fetchList() : Promise.resolve(null)),
    async save(ids, saved, entries, show, byButton) {
      const identity = session.auth();
      if (!identity.currentUser()) await identity.signInAnonymously();
      if (saved) {
        const answer = await api.post<{ items?: unknown }>('/saved/wishlist', {
          items: [{ productId: ids.productId, variantId: ids.variantId }],
        });
        show(toEntries(answer?.items));
        return saved_(ids, true, byButton);
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
      return saved_(ids, false, byButton);
    },
  };
}
