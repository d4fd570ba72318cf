// Main-thread time from a Chrome trace of one page load: all top-level tasks of the page's renderer main
// thread from the page's parse on, and the part spent in the widget's own scripts (events whose script URL is
// under /dist/: loader run, its callbacks, compiling the preloaded panel chunk).
//
// Thread time (`tdur`), not wall time (`dur`): the renderer's main thread competes for this VM's 2 vCPUs with
// Chromium's browser, GPU and network processes, and the wall time of a task also counts the stretches the
// OS ran one of those instead. That is the machine, not the widget, and it made the widget's own wall time
// range 15–64 ms over loads of one build. Thread time still counts the 4× CPU throttling (the throttler
// stalls the thread while it runs: measured, the loader's evaluation takes 1.6 ms of thread time unthrottled
// and 9–21 ms at 4×). Wall times are kept for the log.
import type { Browser, Page } from 'playwright-core';

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string; functionName?: string; message?: string }; beginData?: { url?: string }; fileName?: string };
}

export interface MainThreadTimes {
  /** Thread time of all top-level tasks on the page's renderer main thread, ms. */
  total: number;
  /** Thread time inside the widget's scripts, ms. */
  widget: number;
  /** The same in wall time, ms (includes the time the OS gave the CPU to other processes). */
  widgetWall: number;
  /** The widget's thread time by event: its script run, its callbacks (listeners, timers, idle), compiling. */
  widgetParts: Record<string, number>;
}

const WIDGET_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceModuleCache']);

/** The events not nested in an earlier one of `events` (all from one thread, where complete events nest). */
export function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}

/** Thread time of an event, µs; its wall time where it has none. */
export const threadOf = (event: TraceEvent): number => event.tdur ?? event.dur ?? 0;

/** Summed time of the outermost `events`, ms: thread time by default. */
export function threadTime(events: readonly TraceEvent[], of: (event: TraceEvent) => number = threadOf): number {
  return outermost(events).reduce((sum, event) => sum + of(event), 0) / 1000;
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
  let best: MainThreadTimes = { total: 0, widget: 0, widgetWall: 0, widgetParts: {} };
  for (const threadEvents of byThread.values()) {
    // From the page's own parse on: the navigation before it (committing, setting up the document) is the
    // same with and without the widget, and only adds noise to the paired difference.
    const from = parsedPage && `${parsedPage.pid}:${parsedPage.tid}` === pageThread ? parsedPage.ts : -Infinity;
    const tasks = threadEvents.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from);
    const widget = threadEvents.filter((e) => WIDGET_EVENTS.has(e.name) && widgetUrl.test(e.args?.data?.url ?? e.args?.fileName ?? ''));
    const widgetParts: Record<string, number> = {};
    for (const name of new Set(widget.map((e) => e.name))) widgetParts[name] = threadTime(widget.filter((e) => e.name === name));
    const times = { total: threadTime(tasks), widget: threadTime(widget), widgetWall: threadTime(widget, (event) => event.dur ?? 0), widgetParts };
    if (times.total > best.total) best = times;
  }
  return best;
}

/** A traced open's longest task: its thread time, what it ran and when it started. */
export interface LongestTask {
  ms: number;
  /** What the task ran, from the events in it: "the pointerenter event", "a timer", "a frame's rendering"… */
  what: string;
  /** When it started, relative to the first of the events it was looked for from, ms. */
  atMs: number;
}

/**
 * The longest top-level task, in thread time, on the main thread that dispatched the first event of
 * `eventTypes` (e.g. 'click'; a tap's: its touch's pointer events and the click), from that task on to the end of
 * the trace, or to `untilMs` after the page's `console.timeStamp(untilStamp)` when the trace has one; null without
 * such an event.
 */
export function longestTaskOf(events: readonly TraceEvent[], eventTypes: string | readonly string[], until?: { stamp: string; afterMs: number }): LongestTask | null {
  const types = new Set(typeof eventTypes === 'string' ? [eventTypes] : eventTypes);
  const dispatch = events
    .filter((e) => e.name === 'EventDispatch' && types.has(e.args?.data?.type as string))
    .reduce<TraceEvent | undefined>((first, e) => (!first || e.ts < first.ts ? e : first), undefined);
  if (!dispatch) return null;
  const stamp = until && events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === until.stamp);
  const end = stamp ? stamp.ts + until!.afterMs * 1000 : Infinity;
  const onThread = events.filter((e) => e.pid === dispatch.pid && e.tid === dispatch.tid && e.ph === 'X');
  const tasks = outermost(onThread.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= dispatch.ts && e.ts <= end));
  const longest = tasks.reduce<TraceEvent | undefined>((best, task) => (!best || threadOf(task) > threadOf(best) ? task : best), undefined);
  if (!longest) return { ms: 0, what: 'no task', atMs: 0 };
  const inside = onThread.filter((e) => e !== longest && e.ts >= longest.ts && e.ts < longest.ts + (longest.dur ?? 0));
  return { ms: threadOf(longest) / 1000, what: describeTask(inside), atMs: (longest.ts - dispatch.ts) / 1000 };
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

function describeTask(inside: readonly TraceEvent[]): string {
  // The event whose listeners took longest (a tap's task also dispatches gesture and compatibility mouse events).
  const dispatched = inside
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type && !String(e.args.data.type).startsWith('gesture'))
    .reduce<TraceEvent | undefined>((best, e) => (!best || (e.dur ?? 0) > (best.dur ?? 0) ? e : best), undefined);
  if (dispatched) return `the ${String(dispatched.args!.data!.type)} event`;
  if (inside.some((e) => e.name === 'v8.evaluateModule')) return "a module's evaluation";
  if (inside.some((e) => e.name === 'TimerFire')) return 'a timer';
  if (inside.some((e) => e.name === 'FunctionCall')) return 'a script callback';
  if (inside.some((e) => RENDERING.has(e.name))) return "a frame's rendering";
  return 'a browser task';
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
