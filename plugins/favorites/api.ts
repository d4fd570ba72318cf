// Favorites' calls on the Status API: the wishlist (POST /saved/wishlist/items, POST /saved/wishlist,
// DELETE /saved/wishlist/{id}) and its collections (POST /saved/wishlist-collections, GET/PUT/DELETE
// /saved/wishlist-collection/{uuid}, POST /saved/wishlist-collection, DELETE /saved/wishlist-collection-item/{id}).
// Shapes: schemas/api/saved*.json. A collection says `isOwner` for the caller; no owner id ever reaches us.
import type { ApiClient } from '../../runtime/public.ts';

/** A wishlist entry (a saved item). */
export interface FavoriteItem {
  id: string;
  productId: number;
  variantId: number | null;
}

export interface CollectionItem {
  id: string;
  productId: number;
  variantId: number | null;
}

/** A wishlist collection, as the API answers it for the caller. */
export interface Collection {
  uuid: string;
  name: string;
  /** The caller created it (Share and Edit) or not (Save collection). */
  isOwner: boolean;
  /** 'all' once shared. */
  visibility: 'private' | 'all';
  items: CollectionItem[];
}

export interface ProductKey {
  productId: number | string;
  variantId: number | string | null;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export async function listFavorites(api: ApiClient): Promise<FavoriteItem[]> {
  const answer = await api.post<{ items?: FavoriteItem[] }>('/saved/wishlist/items', {});
  return list<FavoriteItem>(answer?.items);
}

/** Favorites an item; with `collectionUuid` it also goes into that collection of the caller. Answers the new list. */
export async function addFavorite(api: ApiClient, item: ProductKey, collectionUuid?: string): Promise<FavoriteItem[]> {
  const answer = await api.post<{ items?: FavoriteItem[] }>('/saved/wishlist', {
    items: [{ productId: item.productId, variantId: item.variantId }],
    ...(collectionUuid ? { collectionUuid } : {}),
  });
  return list<FavoriteItem>(answer?.items);
}

export async function removeFavorite(api: ApiClient, id: string): Promise<void> {
  await api.delete(path('/saved/wishlist', id));
}

export async function listCollections(api: ApiClient, signal?: AbortSignal): Promise<Collection[]> {
  const answer = await api.post<{ collections?: Collection[] }>('/saved/wishlist-collections', {}, { signal });
  return list<Collection>(answer?.collections);
}

export async function getCollection(api: ApiClient, uuid: string, signal?: AbortSignal): Promise<Collection> {
  const answer = await api.get<{ collection: Collection }>(path('/saved/wishlist-collection', uuid), { signal });
  return answer.collection;
}

export async function createCollection(
  api: ApiClient,
  collection: { name: string; visibility?: Collection['visibility']; items?: ProductKey[] },
): Promise<Collection> {
  const items = collection.items?.map(({ productId, variantId }) => ({ productId, variantId }));
  const answer = await api.post<{ collection: Collection }>('/saved/wishlist-collection', {
    collection: { name: collection.name, ...(collection.visibility ? { visibility: collection.visibility } : {}), ...(items?.length ? { items } : {}) },
  });
  return answer.collection;
}

export async function updateCollection(api: ApiClient, uuid: string, change: { name?: string; visibility?: Collection['visibility'] }): Promise<Collection> {
  const answer = await api.put<{ collection: Collection }>(path('/saved/wishlist-collection', uuid), { collection: change });
  return answer.collection;
}

export async function deleteCollection(api: ApiClient, uuid: string): Promise<void> {
  await api.delete(path('/saved/wishlist-collection', uuid));
}

export async function removeCollectionItem(api: ApiClient, id: string): Promise<Collection | null> {
  const answer = await api.delete<{ collection?: Collection }>(path('/saved/wishlist-collection-item', id));
  return answer?.collection ?? null;
}
