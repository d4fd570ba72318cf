// Prefetch (DESIGN §3), in two steps:
// - when the browser is idle after load, on touch-first devices only (`(hover: none)`): the panel chunk, the
//   bulk of a first open, as `<link rel="prefetch">`: into the HTTP cache only. A modulepreload would also
//   compile it there and then, and the chunks are built to compile eagerly (esbuild.config.ts), which would
//   cost every page view ~25 ms of main thread. Touch only, because there a tap's touchstart comes ~100 ms
//   before its click, too late to fetch the chunk; a pointer that can hover rests on the link first (the
//   intent below), which is time enough. Issuing the request costs the page 2–7 ms of main thread (measured
//   in Chromium without throttling), and on a desktop-class page view it would buy nothing;
// - on the first intent (pointerenter/focusin/touchstart over a status link): `<link rel="modulepreload">` of
//   the panel chunk and the chunks it imports statically, so the `import()` of a click finds the whole module
//   graph fetched and compiled. Chromium's modulepreload fetches only the linked module, hence the list.
import type { HostWindow } from './host-window';
import { findStatusLink } from './hash';

const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;
/** Upper bound for the idle callback, and the delay where requestIdleCallback is missing (Safari). */
export const IDLE_PREFETCH_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 1500;

export interface Prefetch {
  /** When idle: the panel chunk, fetched into the HTTP cache. */
  idle(): void;
  /** On intent: the panel chunk and its static imports. */
  intent(): void;
}

/** Each URL is preloaded at most once, and not when the theme already preloads it. */
export function createPrefetch(win: HostWindow, panelUrl: string, dependencyUrls: readonly string[] = []): Prefetch {
  const doc = win.document;
  const add = (rel: 'prefetch' | 'modulepreload', hrefs: readonly string[]): void => {
    const present = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`), (link) => link.href));
    for (const href of hrefs) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = rel;
      // The request mode of a module script, so the cached response serves the later import.
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  return { idle: () => add('prefetch', [panelUrl]), intent: () => add('modulepreload', [panelUrl, ...dependencyUrls]) };
}

/** Intent listeners stay until the first intent or until `signal` aborts; the idle step runs once (touch-first devices). */
export function installPrefetchTriggers(win: HostWindow, prefetch: Prefetch, signal?: AbortSignal): void {
  const doc = win.document;
  const intent = new win.AbortController();
  signal?.addEventListener('abort', () => intent.abort());
  // pointerenter and focus don't bubble: delegated listeners sit in the capture phase.
  const options = { capture: true, passive: true, signal: intent.signal };
  const onIntent = (event: Event): void => {
    if (!findStatusLink(event.target, win.location)) return;
    intent.abort();
    if (!signal?.aborted) prefetch.intent();
  };
  INTENT_EVENTS.forEach((type) => doc.addEventListener(type, onIntent, options));
  if (!touchFirst(win)) return;
  // After an intent there is nothing left for the idle step to do.
  const whenIdle = (): void =>
    runWhenIdle(win, () => {
      if (!intent.signal.aborted) prefetch.idle();
    });
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true, signal });
}

/** The primary pointer cannot hover: a phone or tablet. Without matchMedia, assume it can. */
function touchFirst(win: HostWindow): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(hover: none)').matches;
}

/** `run` when the browser is idle (at the latest after IDLE_PREFETCH_TIMEOUT_MS), or after a delay without requestIdleCallback. */
export function runWhenIdle(win: HostWindow, run: () => void): void {
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  else win.setTimeout(run, FALLBACK_DELAY_MS);
}
