// Recently viewed products (16 stored locally, 8 shown). A product page keeps its product id in
// memory while it loads and writes it on `pagehide` (leaving, or entering the back/forward cache), as the page
// type is (page-type.ts): storage is never touched during the page's load. The list is most recent first,
// de-duplicated, at most 16 ids. The panel reads it (readRecentlyViewed) and sends the ids the API has not
// seen yet with POST /init/for-you (unsentViews, markViewsSent).
// A collection page's collection is written the same way, to a list of views the API has not been told about
// yet (recent collections): For you sends them with POST /saved/collections and
// takes the sent ones off (readCollectionViews, markCollectionViewsSent).
// Storage access fails soft (privacy modes, sandboxed frames), inline rather than through storage.ts: the panel
// imports this module too, and sharing storage.ts with it would split that into a chunk of its own.
import { consents } from './consent';
import type { HostWindow } from './host-window';

type StorageWindow = Pick<HostWindow, 'localStorage'>;
const read = (win: StorageWindow, key: string): string | null => {
  try {
    return win.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (win: StorageWindow, key: string, value: string): void => {
  try {
    win.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the list simply is not updated.
  }
};

export const RECENTLY_VIEWED_KEY = 'status:recently-viewed';
/** The list as the panel last sent it: what moved ahead since is new. */
export const RECENTLY_VIEWED_SENT_KEY = 'status:recently-viewed-sent';
export const RECENTLY_VIEWED_STORED = 16;
export const RECENTLY_VIEWED_SHOWN = 8;

type Id = string | number;
const validId = (id: unknown): id is Id =>
  (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '' && id.length < 64);

/** Collection views not yet sent, most recent first (at most 16). */
export const COLLECTION_VIEWS_KEY = 'status:collection-views';

/** The ids stored under `key`, most recent first; [] when there are none, storage is off or the value is not ours. */
const readIds = (win: StorageWindow, key: string): Id[] => {
  try {
    const value: unknown = JSON.parse(read(win, key) ?? '[]');
    return Array.isArray(value) ? value.filter(validId).slice(0, RECENTLY_VIEWED_STORED) : [];
  } catch {
    return [];
  }
};

/** The stored product ids, most recent first; none without the shopper's analytics consent. */
export const readRecentlyViewed = (win: StorageWindow): Id[] => (consents(win) ? readIds(win, RECENTLY_VIEWED_KEY) : []);

/** The collection views the API has not been told about, most recent first; none without analytics consent. */
export const readCollectionViews = (win: StorageWindow): Id[] => (consents(win) ? readIds(win, COLLECTION_VIEWS_KEY) : []);

/** Takes `sent` off the unsent collection views (re-read: a view another tab wrote meanwhile stays). */
export function markCollectionViewsSent(win: StorageWindow, sent: readonly Id[]): void {
  const done = new Set(sent.map(String));
  write(win, COLLECTION_VIEWS_KEY, JSON.stringify(readCollectionViews(win).filter((id) => !done.has(String(id)))));
}

/** `list` with `id` moved (or added) to the front, at most 16; ids compare as strings (12 and '12' are one). */
export function withView(list: readonly Id[], id: Id): Id[] {
  return [id, ...list.filter((other) => String(other) !== String(id))].slice(0, RECENTLY_VIEWED_STORED);
}

/**
 * Records the page's product and collection (init data `page`) when the page is left, if the shopper's consent
 * allows analytics. Nothing is read or written before that.
 */
export function recordViewOnLeave(win: HostWindow, page: { productId?: unknown; collectionId?: unknown } | null | undefined, signal?: AbortSignal): void {
  for (const [key, id] of [[RECENTLY_VIEWED_KEY, page?.productId], [COLLECTION_VIEWS_KEY, page?.collectionId]] as const) {
    // Only with the shopper's analytics consent (consent.ts); without it, what an earlier page kept goes too.
    if (validId(id)) win.addEventListener('pagehide', () => write(win, key, consents(win) ? JSON.stringify(withView(readIds(win, key), id)) : '[]'), { signal });
  }
}

/**
 * The ids of `list` viewed since the last send: not in the list sent then, or nearer the front than they were
 * (viewed again). A view moves one id to the front and pushes the others back, so nothing else qualifies.
 */
export function unsentViews(win: StorageWindow, list: readonly Id[]): Id[] {
  let sent: string[] = [];
  try {
    const value: unknown = JSON.parse(read(win, RECENTLY_VIEWED_SENT_KEY) ?? '[]');
    if (Array.isArray(value)) sent = value.map(String);
  } catch {
    // Not ours: everything counts as new.
  }
  return list.filter((id, at) => {
    const before = sent.indexOf(String(id));
    return before === -1 || at < before;
  });
}

export function markViewsSent(win: StorageWindow, list: readonly Id[]): void {
  write(win, RECENTLY_VIEWED_SENT_KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_STORED)));
}
