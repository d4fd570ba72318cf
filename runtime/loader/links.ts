// `#status` links and hash routes on the host page.
//
// A click on a status link is taken over (preventDefault) and the hash is pushed with history.pushState by
// the panel controller: a history entry exists, so back/forward work, and unlike `location.hash = …` pushState
// never scrolls to an element with that id. Back/forward then fire popstate (and hashchange), which open,
// navigate or close the panel. Modified clicks (new tab/window) and links with a foreign target are left to
// the browser.
import type { HostWindow } from '../dom/host-window';
import { findStatusLink, isStatusHash } from '../dom/hash';

export interface HashTarget {
  /**
   * Open the widget at `hash` (or navigate when open); `opener` gets focus back on close. False when the
   * widget is switched off: the click is then left to the browser.
   */
  open(hash: string, opener: Element | null): boolean;
  /** The hash left the status routes (back button): close when open. */
  close(): void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Listens until `signal` aborts (tests; a page never removes the loader). */
export function installLinkHandling(win: HostWindow, target: HashTarget, signal?: AbortSignal): void {
  const { document: doc, location } = win;

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const found = findStatusLink(event.target, location);
    const frame = found?.link.getAttribute('target');
    if (!found || (frame && frame !== '_self')) return;
    if (target.open(found.hash, found.link)) event.preventDefault();
  };

  // popstate and hashchange both fire for one history step; the panel ignores the repeat (PanelHandle).
  const onHistory = (): void => {
    if (isStatusHash(location.hash)) target.open(location.hash, doc.activeElement);
    else target.close();
  };

  doc.addEventListener('click', onClick, { signal });
  win.addEventListener('popstate', onHistory, { signal });
  win.addEventListener('hashchange', onHistory, { signal });
}
