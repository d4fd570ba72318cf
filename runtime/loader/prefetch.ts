// Intent prefetch: on the first intent (pointerenter/focusin/touchstart over a status link),
// `<link rel="modulepreload">` of the panel chunk and the chunks it imports statically, so the `import()` of
// a click finds the whole module graph fetched and compiled. Chromium's modulepreload fetches only the
// linked module, hence the list.
//
// No prefetch when idle, though the design named `requestIdleCallback` as a trigger: measured in the bench
// (phone, 4× CPU, thread time), a `<link rel="prefetch">` of the panel chunk issued when idle added ~18 ms of
// main thread to every page view (~6 ms issuing it, the rest receiving the response: `fetch()` and a worker
// cost as much), on top of the loader's ~8 ms: over the 20 ms budget, paid by every page view for a head start
// only a page view that opens the widget uses, and only its first (the chunks are immutable and cached).
import type { HostWindow } from '../dom/host-window';
import { findStatusLink } from '../dom/hash';

const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;
/** Upper bound for an idle callback, and the delay where requestIdleCallback is missing (Safari). */
export const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 1500;

/** Preloads `urls` (module scripts), each at most once and not when the theme already does. */
export function createPrefetch(win: HostWindow, urls: readonly string[]): () => void {
  const doc = win.document;
  return () => {
    const present = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href));
    for (const href of urls) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // The request mode of a module script, so the preloaded module serves the later import.
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
}

/** `onIntent` runs on the first intent over a status link; the listeners stay until then or until `signal` aborts. */
export function installPrefetchTriggers(win: HostWindow, onIntent: () => void, signal?: AbortSignal): void {
  const doc = win.document;
  // pointerenter and focus don't bubble: delegated listeners sit in the capture phase.
  const options = { capture: true, passive: true, signal };
  const listener = (event: Event): void => {
    if (!findStatusLink(event.target, win.location)) return;
    INTENT_EVENTS.forEach((type) => doc.removeEventListener(type, listener, options));
    onIntent();
  };
  INTENT_EVENTS.forEach((type) => doc.addEventListener(type, listener, options));
}

/** `run` when the browser is idle (at the latest after IDLE_TIMEOUT_MS), or after a delay without requestIdleCallback. */
export function runWhenIdle(win: HostWindow, run: () => void): void {
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(run, FALLBACK_DELAY_MS);
}
