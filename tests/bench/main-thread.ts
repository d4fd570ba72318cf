// Main-thread time the widget adds to a product page, at 4× CPU, from a trace of each load:
// paired loads of the same page with and without the widget, each in a fresh context, observed for the same
// fixed window (load + network idle + idle callbacks, so whatever the loader defers is included). The order
// inside a pair alternates; the result is the median of
// the per-pair differences of all main-thread task time from the page's own parse on, with a 90% confidence
// interval. Alongside: the widget's own script time in the widget runs (attributed by script URL), which a
// busy machine barely disturbs; the paired difference catches what attribution misses (style, layout,
// network handling the widget causes) but needs a quiet machine. Times are thread time (trace.ts says why).
import type { Browser } from 'playwright-core';
import { settle, throttledPage, type Device } from './browser';
import { median, medianInterval } from './stats';
import { traceMainThread, type MainThreadTimes } from './trace';

/** Every load is observed this long after navigation started. */
const WINDOW_MS = 3000;
const WIDGET_URL = /\/dist\//;
/** The loader ran its init: the public API is there and `status:ready` fired (the bench's page records it). */
const READY = '!!window.Status && window.__statusBenchReady === true';
const RECORD_READY = "addEventListener('status:ready', () => { window.__statusBenchReady = true; })";

export interface MainThreadResult {
  /** Median of (with − without) total main-thread task time, ms. */
  added: number;
  differences: number[];
  /** 90% confidence interval of `added`, ms: the noise of this measurement. */
  interval: [number, number];
  /** Median time inside the widget's own scripts, ms. */
  widget: number;
  /** 90% confidence interval of `widget`, ms. */
  widgetInterval: [number, number];
  /** The same in wall time, median, ms: for the log. */
  widgetWall: number;
  /** Median of each part of it (EvaluateScript = the loader's run, FunctionCall = its callbacks, v8.* = compiling). */
  widgetParts: Record<string, number>;
  /** Whether every widget run ended with the loader ready. */
  widgetRan: boolean;
}

/** One traced load of `url` in a fresh throttled context. */
export async function loadOnce(browser: Browser, url: string, widget: boolean, device: Device): Promise<MainThreadTimes & { ran: boolean }> {
  const run = await throttledPage(browser, { device });
  try {
    await run.page.addInitScript(RECORD_READY);
    const times = await traceMainThread(browser, run.page, url, WIDGET_URL, async () => {
      const startedAt = Date.now();
      await run.page.goto(url);
      await settle(run.page, startedAt, WINDOW_MS);
    });
    const ran = widget ? ((await run.page.evaluate(READY)) as boolean) : true;
    return { ...times, ran };
  } finally {
    await run.close();
  }
}

export async function measureMainThread(browser: Browser, origin: string, pairs: number, device: Device = 'desktop'): Promise<MainThreadResult> {
  const withUrl = `${origin}/products/aurora-jacket`;
  const withoutUrl = `${withUrl}?widget=off`;
  await loadOnce(browser, withUrl, true, device); // warm-up: browser, server, OS file cache
  const differences: number[] = [];
  const widgetTimes: number[] = [];
  const widgetWalls: number[] = [];
  const parts: Record<string, number[]> = {};
  let widgetRan = true;
  for (let pair = 0; pair < pairs; pair++) {
    const withFirst = pair % 2 === 0;
    const first = await loadOnce(browser, withFirst ? withUrl : withoutUrl, withFirst, device);
    const second = await loadOnce(browser, withFirst ? withoutUrl : withUrl, !withFirst, device);
    const [withWidget, without] = withFirst ? [first, second] : [second, first];
    widgetRan &&= withWidget.ran;
    differences.push(withWidget.total - without.total);
    widgetTimes.push(withWidget.widget);
    widgetWalls.push(withWidget.widgetWall);
    for (const [name, time] of Object.entries(withWidget.widgetParts)) (parts[name] ??= []).push(time);
  }
  const widgetParts = Object.fromEntries(Object.entries(parts).map(([name, times]) => [name, median(times)]));
  return {
    added: median(differences),
    differences,
    interval: medianInterval(differences),
    widget: median(widgetTimes),
    widgetInterval: medianInterval(widgetTimes),
    widgetWall: median(widgetWalls),
    widgetParts,
    widgetRan,
  };
}
