// Error reports: uncaught errors of the widget's own code, and what the runtime reports (a plugin's failure, a
// hook's), go to the API's POST /errors/report with the widget's version, route and plugin. Installed once per
// page by the panel and by the theme elements, whichever loads first (the loader's own failures already reach
// the page as `status:error`).
// - Ours only: an `error` or `unhandledrejection` counts when its script, or its stack, is one of our chunks
//   (their folder, `base`); the store's own errors are none of our business and are left alone.
// - Never in the page's way: nothing is prevented (the browser still logs the error), and a failure of the
//   reporter itself is swallowed.
// - Bounded in the browser: 10 reports a page at most, a repeated message counted once. The API limits per
//   client address and per shop, and keeps a shop's newest only (server/routes/errors.ts).
// - Batched: sent 5 s after the first of a batch, or as the tab is hidden, with `sendBeacon` (a string goes as
//   text/plain: the POST leaves with the page and needs no CORS preflight).
import type { HostWindow } from './host-window';
import { isStatusHash } from './hash';

export const ERROR_REPORT_PATH = '/errors/report';
const DEFAULT_API = 'https://api.status.app';
/** Reports one page may send: a loop that throws must not flood the API. */
export const REPORTS_PER_PAGE = 10;
const BATCH_DELAY_MS = 5000;

export interface ErrorReporterOptions {
  shopId: string;
  apiBaseUrl?: string | undefined;
  /** The folder our chunks are served from: an error whose script or stack is under it is ours. */
  base: string;
  /** Removes the listeners and forgets the reporter when aborted (tests: one page, many reporters). */
  signal?: AbortSignal;
}

/** Reports an error the runtime caught (its `where`, and the plugin it came from when known). */
export type ReportError = (error: unknown, where: string, pluginId?: string) => void;

interface WidgetError {
  message: string;
  stack: string;
  source: string;
  route: string;
  pluginId: string;
  url: string;
  at: string;
}

const reporters = new WeakMap<Window, ReportError>();

const text = (value: unknown, max: number): string =>
  // What the API stores: no control characters but tab and newline, no lone surrogate halves.
  String(value ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/g, '').slice(0, max);

/** The page's reporter, installed on first use. */
export function installErrorReports(win: HostWindow, options: ErrorReporterOptions): ReportError {
  const existing = reporters.get(win);
  if (existing) return existing;
  const url = (options.apiBaseUrl || DEFAULT_API).replace(/\/+$/, '') + ERROR_REPORT_PATH;
  const batch: WidgetError[] = [];
  const seen = new Set<string>();
  let timer: number | undefined;

  const flush = (): void => {
    win.clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const body = JSON.stringify({ data: { shopId: options.shopId, version: win.Status?.version || '0', errors: batch.splice(0) } });
    try {
      if (!win.navigator.sendBeacon?.(url, body)) {
        void win.fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' }, body }).catch(() => undefined);
      }
    } catch {
      // A report that cannot leave is lost; the page goes on.
    }
  };

  const add = (error: unknown, source: string, pluginId = ''): void => {
    try {
      const message = text(error instanceof Error ? `${error.name}: ${error.message}` : error, 500) || 'Unknown error';
      const key = `${message}|${source}`;
      if (seen.has(key) || seen.size >= REPORTS_PER_PAGE) return;
      seen.add(key);
      const hash = win.location.hash;
      batch.push({
        message,
        stack: text(error instanceof Error ? error.stack : '', 4000),
        source: text(source, 500),
        route: isStatusHash(hash) ? text(hash, 200) : '',
        pluginId: text(pluginId, 64),
        url: text(win.location.origin + win.location.pathname, 500),
        at: new Date().toISOString(),
      });
      timer ??= win.setTimeout(flush, BATCH_DELAY_MS);
    } catch {
      // Never in the page's way.
    }
  };

  const { signal } = options;
  const ours = (where: unknown): boolean => typeof where === 'string' && where.includes(options.base);
  win.addEventListener('error', (event) => {
    const stack = (event.error as Error | undefined)?.stack;
    if (ours(event.filename) || ours(stack)) add(event.error ?? event.message, event.filename);
  }, { signal });
  win.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as Error | undefined;
    if (ours(reason?.stack)) add(reason, 'unhandledrejection');
  }, { signal });
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush(), { signal });
  win.addEventListener('pagehide', flush, { signal });
  signal?.addEventListener('abort', () => {
    win.clearTimeout(timer);
    reporters.delete(win);
  });

  const report: ReportError = (error, where, pluginId) => add(error, where, pluginId);
  reporters.set(win, report);
  return report;
}
