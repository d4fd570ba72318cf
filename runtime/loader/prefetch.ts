// Intent prefetch (DESIGN §3): the panel chunk and the chunks it imports statically are added as
// `<link rel="modulepreload">` once, on the first pointerenter/focusin/touchstart over a status link, or when
// the browser is idle after load, whichever comes first. The later `import()` then finds the whole module
// graph fetched and compiled (Chromium's modulepreload fetches only the linked module, not its imports).
import type { HostWindow } from './host-window';
import { findStatusLink } from './hash';

const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;
/** Upper bound for the idle callback, and the delay where requestIdleCallback is missing (Safari). */
export const IDLE_PREFETCH_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 1500;

/** Adds the modulepreload links at most once (skipping URLs the theme already preloads). */
export function createPrefetch(win: HostWindow, hrefs: readonly string[]): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const doc = win.document;
    const present = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href));
    for (const href of hrefs) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
}

/** Intent listeners stay until the prefetch ran or `signal` aborts. */
export function installPrefetchTriggers(win: HostWindow, prefetch: () => void, signal?: AbortSignal): void {
  const doc = win.document;
  const intent = new win.AbortController();
  signal?.addEventListener('abort', () => intent.abort());
  // pointerenter and focus don't bubble: delegated listeners sit in the capture phase.
  const options = { capture: true, passive: true, signal: intent.signal };
  const run = (): void => {
    intent.abort();
    if (!signal?.aborted) prefetch();
  };
  const onIntent = (event: Event): void => {
    if (findStatusLink(event.target, win.location)) run();
  };
  const whenIdle = (): void => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    else win.setTimeout(run, FALLBACK_DELAY_MS);
  };

  INTENT_EVENTS.forEach((type) => doc.addEventListener(type, onIntent, options));
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true, signal });
}
