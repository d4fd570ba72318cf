// Recently viewed products (SPEC §5, §9: 16 stored locally, 8 shown). A product page keeps its product id in
// memory while it loads and writes it on `pagehide` (leaving, or entering the back/forward cache), as the page
// type is (page-type.ts): storage is never touched during the page's load. The list is most recent first,
// de-duplicated, at most 16 ids. The panel reads it (readRecentlyViewed) and sends the ids the API has not
// seen yet with POST /init/for-you (unsentViews, markViewsSent).
// Storage access fails soft (privacy modes, sandboxed frames), inline rather than through storage.ts: the panel
// imports this module too, and sharing storage.ts with it would split that into a chunk of its own.
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

/** The stored ids, most recent first; [] when there are none, storage is off or the value is not ours. */
export function readRecentlyViewed(win: StorageWindow): Id[] {
  try {
    const value: unknown = JSON.parse(read(win, RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(validId).slice(0, RECENTLY_VIEWED_STORED) : [];
  } catch {
    return [];
  }
}

/** `list` with `id` moved (or added) to the front, at most 16; ids compare as strings (12 and '12' are one). */
export function withView(list: readonly Id[], id: Id): Id[] {
  return [id, ...list.filter((other) => String(other) !== String(id))].slice(0, RECENTLY_VIEWED_STORED);
}

/** Records the page's product when the page is left. Nothing is read or written before that. */
export function recordViewOnLeave(win: HostWindow, productId: unknown, signal?: AbortSignal): void {
  if (!validId(productId)) return;
  win.addEventListener('pagehide', () => {
    write(win, RECENTLY_VIEWED_KEY, JSON.stringify(withView(readRecentlyViewed(win), productId)));
  }, { signal });
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
