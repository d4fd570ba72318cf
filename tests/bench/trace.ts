// Main-thread time from a Chrome trace of one page load: all top-level tasks of the page's renderer main
// thread from the page's parse on, and the part spent in the widget's own scripts (events whose script URL is under /dist/: loader
// run, its callbacks, compiling the preloaded panel chunk). Wall time (`dur`), so CPU throttling counts.
import type { Browser, Page } from 'playwright-core';

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string }; fileName?: string };
}

export interface MainThreadTimes {
  /** Sum of top-level task durations on the renderer main thread, ms. */
  total: number;
  /** Time inside events of the widget's scripts (overlaps merged), ms. */
  widget: number;
  /** The widget's time by event: its script run, its callbacks (listeners, timers, idle), compiling. */
  widgetParts: Record<string, number>;
}

const WIDGET_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceModuleCache']);

/** Sum of the lengths of `intervals` ([start, end]) with overlaps counted once. */
function mergedLength(intervals: [number, number][]): number {
  let sum = 0;
  let end = -Infinity;
  for (const [start, stop] of intervals.sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue;
    sum += stop - Math.max(start, end);
    end = stop;
  }
  return sum;
}

/** `pageUrl`: the page's renderer main thread is the one that parsed it (other renderers may be traced too). */
export function mainThreadTimes(events: readonly TraceEvent[], widgetUrl: RegExp, pageUrl: string): MainThreadTimes {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const parsedPage = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl);
  const pageThread = parsedPage ? `${parsedPage.pid}:${parsedPage.tid}` : null;
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mains.has(key) || (pageThread && key !== pageThread)) continue;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  // Without a ParseHTML event for the page, the main thread that worked the most.
  let best: MainThreadTimes = { total: 0, widget: 0, widgetParts: {} };
  const span = (e: TraceEvent): [number, number] => [e.ts, e.ts + (e.dur ?? 0)];
  for (const threadEvents of byThread.values()) {
    // From the page's own parse on: the navigation before it (committing, setting up the document) is the
    // same with and without the widget, and only adds noise to the paired difference.
    const from = parsedPage && `${parsedPage.pid}:${parsedPage.tid}` === pageThread ? parsedPage.ts : -Infinity;
    const tasks = threadEvents.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from).map(span);
    const widget = threadEvents.filter((e) => WIDGET_EVENTS.has(e.name) && widgetUrl.test(e.args?.data?.url ?? e.args?.fileName ?? ''));
    const widgetParts: Record<string, number> = {};
    for (const name of new Set(widget.map((e) => e.name))) {
      widgetParts[name] = mergedLength(widget.filter((e) => e.name === name).map(span)) / 1000;
    }
    const times = { total: mergedLength(tasks) / 1000, widget: mergedLength(widget.map(span)) / 1000, widgetParts };
    if (times.total > best.total) best = times;
  }
  return best;
}

/** Traces `load()` (which opens `pageUrl`) and returns the main-thread times of what happened meanwhile. */
export async function traceMainThread(
  browser: Browser,
  page: Page,
  pageUrl: string,
  widgetUrl: RegExp,
  load: () => Promise<void>,
): Promise<MainThreadTimes> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  try {
    await load();
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return mainThreadTimes(parsed.traceEvents, widgetUrl, pageUrl);
}
