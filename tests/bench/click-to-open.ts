// Click to panel interactive, 4× CPU. Also from the click: "frame painted", the tap's Event
// Timing duration (what INP counts: input to the next paint after its handlers, which shows the loader's frame,
// or the panel); and, with `reopen`, a second open on the same page once the first settled and closed. "Prefetched": the pointer rests
// on the link for a hover-to-click dwell (`dwellMs`), the intent that preloads and compiles the panel's
// module graph, then clicks; with dwellMs 0 the click follows the pointer's arrival at once, as a tap does.
// Measured from the trusted click on the header account link (its event timeStamp) to the first frame after the panel is interactive, i.e. after
// `status:open` once focus is inside the panel's shadow root or something is marked `data-status-ready`
// (after ~2 s of frames without either, status:open + one frame counts). The longest task comes from a
// second, traced open per run, in thread time like the main-thread rows (trace.ts: on this 2-vCPU VM a task's
// wall time also counts the OS running Chromium's other processes; one open in ~10 showed a 55–75 ms
// "task" whose software Paint took 39 ms instead of the usual 3–6). Tracing slows the page, so durations
// come from the untraced opens; their PerformanceObserver('longtask') maximum (wall time) is kept for the log.
// The page-side code is plain JS text: functions compiled by tsx can't be shipped to page.evaluate.
import type { Browser } from 'playwright-core';
import { fingerTap, settle, shopperClick, shopperTap, throttledPage, type Device } from './browser';
import { median, medianInterval, mostRuns } from './stats';
import { longestTaskOf, TRACE_CATEGORIES, type LongestTask, type TraceEvent } from './trace';

export interface ClickToOpenResult {
  durations: number[];
  median: number;
  /** 90% confidence interval of the median, ms. */
  interval: [number, number];
  /** Click to the first frame showing the panel (or the loader's frame), ms, per untraced open. */
  painted: number[];
  /** With `reopen`: click to interactive of the second open on the same page, ms. */
  reopened: number[];
  /** Longest task from the click (a tap: its touch) to interactive (+100 ms) over the traced runs, in thread time,
   * with what it ran and when it started (null: none traced). */
  longestTask: LongestTask | null;
  /** Longest long task (> 50 ms, wall time) between click and interactive over the untraced runs; 0 when none. */
  longestWallTask: number;
  /** Every chunk under dist/chunks/ most opens fetched up to interactive (prefetch included), meta-style paths. */
  chunks: string[];
  /** The chunks fewer opens fetched up to interactive, each with how many. */
  fewerOpens: string[];
  /** Chunks fetched after interactive, within ~2 s (deferred plugins, work after the first open). */
  laterChunks: string[];
}

export const INSTALL_PROBE = `(() => {
  const probe = { longTasks: [], clickAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  // "Frame painted" is the tap's Event Timing duration, what INP counts: from the input's hardware timestamp to
  // the next paint after its handlers ran (the loader's frame, or the panel), the longest event of the tap
  // (touch, pointer, click share its interactionId). Under 16 ms the browser reports no entry: 16 is recorded.
  probe.events = [];
  new PerformanceObserver((list) => { probe.events.push(...list.getEntries()); }).observe({ type: 'event', durationThreshold: 16 });
  window.addEventListener('click', (event) => {
    if (probe.clickAt === null) probe.clickAt = event.timeStamp;
  }, true);
  probe.interactive = new Promise((resolve) => {
    window.addEventListener('status:open', () => {
      let frames = 0;
      const ready = () => {
        const host = document.getElementById('status-widget-root');
        const root = host && host.shadowRoot;
        return !!((root && (root.activeElement || root.querySelector('[data-status-ready]'))) ||
          (host && (host.hasAttribute('data-status-ready') || host.querySelector('[data-status-ready]'))));
      };
      const frame = () => requestAnimationFrame(() => {
        if (ready() || ++frames > 120) setTimeout(() => {
          console.timeStamp('status-interactive'); // bounds the traced open's tasks (trace.ts longestTaskOf)
          resolve(performance.now());
        }, 0);
        else frame();
      });
      frame();
    }, { once: true });
  });
  window.__statusBench = probe;
})()`;

export const READ_PROBE = `(async () => {
  const probe = window.__statusBench;
  // A panel that never reports open fails the run instead of hanging the bench.
  const interactiveAt = await Promise.race([probe.interactive, new Promise((resolve) => setTimeout(() => resolve(NaN), 10000))]);
  await new Promise((resolve) => setTimeout(resolve, 100)); // let the longtask observer deliver
  const start = probe.clickAt === null ? interactiveAt : probe.clickAt;
  const during = probe.longTasks.filter((task) => task.start + task.duration > start && task.start < interactiveAt);
  // The chunks the open needed: requested up to interactive (the intent's preloads included). What starts later
  // (deferred plugins, afterFirstOpen work, 300 ms after status:open) is the settled panel's, not the open's.
  const chunks = performance.getEntriesByType('resource')
    // /dist/ on the bench's static server, /status/ on the devstore.
    // The page's own chunks (the theme elements' and their parts', elements-<part>-…, the loader's extras: me
    // button, triggers) load with the page, open or not.
    .filter((entry) => entry.startTime <= interactiveAt && /^\\/(dist|status)\\/chunks\\/.*\\.js$/.test(new URL(entry.name).pathname) && !/\\/(elements(-[a-z-]+)?|extras)-[A-Z0-9]+\\.js$/.test(entry.name))
    .map((entry) => new URL(entry.name).pathname.slice(1));
  // The tap's events: the click and those before it that are part of one interaction (touch and pointer down/up).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  const tap = probe.events.filter((entry) => entry.interactionId > 0 && entry.startTime > start - 300 && entry.startTime <= start + 1);
  const painted = Math.max(16, ...tap.map((entry) => entry.duration));
  return { duration: interactiveAt - start, painted, longestTask: Math.max(0, ...during.map((task) => task.duration)), chunks };
})()`;

/** Closes the open panel (Escape, as a keyboard shopper does) and resolves once its close transition ended. */
export const CLOSE_PANEL = `new Promise((resolve) => {
  addEventListener('status:close', () => setTimeout(resolve, 300), { once: true });
  const root = document.getElementById('status-widget-root').shadowRoot;
  (root.activeElement || root.querySelector('.status-panel')).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
})`;

interface OpenResult {
  duration: number;
  painted: number;
  /** Second open on the same page (NaN unless asked for). */
  reopened: number;
  /** Wall time, from the longtask observer (0: none over 50 ms). */
  longestTask: number;
  /** Thread time, from the trace (traced opens only). */
  longestThreadTask: LongestTask | null;
  chunks: string[];
  laterChunks: string[];
}

/** How long an untraced open stays on the page after interactive, to see what loads once the open settled. */
const SETTLED_MS = 2000;

export interface OpenOptions {
  /** 'phone' taps (touch, no hover: dwellMs is ignored); 'desktop' clicks with the mouse. */
  device?: Device;
  /** After the first open settled: close and open again, timed. */
  reopen?: boolean;
  /** On the product page with a store's share of markup (static-server.ts `?size=store`); no traced opens. */
  storeSize?: boolean;
  /** A phone's touch held this long before it lifts (browser.ts fingerTap; 0: down and up at once); no traced opens. */
  pressMs?: number;
}

/** The events of a tap, the first of which starts its open (the loader's intent listens to pointerenter). */
export const TAP_EVENTS = ['pointerover', 'pointerenter', 'pointerdown', 'touchstart', 'click'];

/** A short finger press, for the bench's row beside the instant tap. */
export const FINGER_PRESS_MS = 50;

async function openOnce(browser: Browser, url: string, dwellMs: number, traced = false, options: OpenOptions = {}): Promise<OpenResult> {
  const run = await throttledPage(browser, { device: options.device });
  const chunks = new Set<string>();
  run.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/chunks/') && pathname.endsWith('.js')) chunks.add(pathname.slice(1));
  });
  try {
    await run.page.goto(url);
    await settle(run.page);
    const link = 'header a[href="#status"]';
    await run.page.evaluate(INSTALL_PROBE);
    if (traced) await browser.startTracing(run.page, { categories: TRACE_CATEGORIES });
    if (options.device === 'phone' && options.pressMs) await fingerTap(run.page, run.cdp, link, options.pressMs);
    else if (options.device === 'phone') await shopperTap(run.page, link);
    else await shopperClick(run.page, link, dwellMs);
    const result = (await run.page.evaluate(READ_PROBE)) as { duration: number; painted: number; longestTask: number; chunks: string[] };
    let reopened = NaN;
    let longestThreadTask: LongestTask | null = null;
    if (traced) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      // A tap's own input counts: its touch's task (the loader's intent, which the click waits for) is part of the open.
      longestThreadTask = longestTaskOf(trace.traceEvents, options.device === 'phone' ? TAP_EVENTS : 'click', { stamp: 'status-interactive', afterMs: 100 });
    } else {
      await run.page.waitForTimeout(SETTLED_MS);
      if (options.reopen) {
        await run.page.evaluate(CLOSE_PANEL);
        await run.page.evaluate(INSTALL_PROBE);
        if (options.device === 'phone') await shopperTap(run.page, link);
        else await shopperClick(run.page, link);
        reopened = ((await run.page.evaluate(READ_PROBE)) as { duration: number }).duration;
      }
    }
    return { ...result, reopened, longestThreadTask, laterChunks: [...chunks].filter((chunk) => !result.chunks.includes(chunk)) };
  } finally {
    await run.close();
  }
}

/** A pointer's hover-to-click dwell on the account icon. */
export const HOVER_DWELL_MS = 300;

export async function measureClickToOpen(browser: Browser, origin: string, runs: number, dwellMs = HOVER_DWELL_MS, options: OpenOptions = {}): Promise<ClickToOpenResult> {
  const url = `${origin}/products/aurora-jacket${options.storeSize ? '?size=store' : ''}`;
  const durations: number[] = [];
  const painted: number[] = [];
  const reopened: number[] = [];
  let longestTask: LongestTask | null = null;
  let longestWallTask = 0;
  // How many opens fetched each chunk: the first open's files are those most opens fetched. On a slow machine
  // a click can come before the hover's mount, and that open fetches what a tap does (the frame's login card).
  const fetched = new Map<string, number>();
  const laterChunks = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const result = await openOnce(browser, url, dwellMs, false, options);
    durations.push(result.duration);
    painted.push(result.painted);
    if (options.reopen) reopened.push(result.reopened);
    longestWallTask = Math.max(longestWallTask, result.longestTask);
    for (const chunk of result.chunks) fetched.set(chunk, (fetched.get(chunk) ?? 0) + 1);
    for (const chunk of result.laterChunks) laterChunks.add(chunk);
    if (!options.storeSize && !options.pressMs) {
      const traced = (await openOnce(browser, url, dwellMs, true, { device: options.device })).longestThreadTask;
      if (traced && (!longestTask || traced.ms > longestTask.ms)) longestTask = traced;
    }
  }
  const { most, fewer } = mostRuns(fetched, runs);
  return {
    durations, median: median(durations), interval: medianInterval(durations),
    painted,
    reopened,
    longestTask, longestWallTask, chunks: most, laterChunks: [...laterChunks].filter((chunk) => !fetched.has(chunk)).sort(), fewerOpens: fewer };
}
