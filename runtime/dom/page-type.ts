// Page type from the URL path. Each page records its own type when the shopper leaves it
// (`pagehide`), so the next page reads it as the previous page type and hands it to the panel when it mounts
// (MountOptions.previousPageType). Neither happens during the page's load: its first storage access would cost
// it main-thread time (see disabled.ts).
import type { PageType } from './contract';
import type { HostWindow } from './host-window';
import { readStorage, writeStorage } from './storage';

export const PREVIOUS_PAGE_TYPE_KEY = 'status:previous-page-type';

const PAGE_TYPES: readonly string[] = ['product', 'collection', 'page', 'unknown'] satisfies PageType[];

/** `/collections/x/products/y` is a product page: products are checked first. Locale prefixes are fine. */
export function pageTypeFromPath(path: string): PageType {
  if (path.includes('/products/')) return 'product';
  if (path.includes('/collections/')) return 'collection';
  if (path.includes('/pages/')) return 'page';
  return 'unknown';
}

/** The type recorded by the page before this one, or null (first visit, storage off, unknown value). */
export function readPreviousPageType(win: HostWindow): PageType | null {
  const value = readStorage(win, PREVIOUS_PAGE_TYPE_KEY);
  return value !== null && PAGE_TYPES.includes(value) ? (value as PageType) : null;
}

/** Writes this page's type when the page is left (also when it goes into the back/forward cache). */
export function recordPageTypeOnLeave(win: HostWindow, signal?: AbortSignal): void {
  win.addEventListener('pagehide', () => writeStorage(win, PREVIOUS_PAGE_TYPE_KEY, pageTypeFromPath(win.location.pathname)), { signal });
}
