// Where a guest's tap on the devstore's product page spends its time, up to a usable login form (a typed
// character lands in the e-mail field, devstore-taps.ts): traced taps on a phone at 4× CPU, no network throttle.
//   npm run build && npx tsx tests/bench/devstore-trace.ts [dist dir]      (RUNS=5; NETWORK=fast4g; PAGE=home;
//   SHOPPER=jane: Jane signed in, to For you's first content, then on to her own data: the requests and
//   milestones go on until her program cards show their values, up to 10 s)
// Prints, as medians over the runs:
// - the requests the tap made, in the order they started, each with the request that ended last before it
//   started (what it most likely waited on: a chain shows as one request after another);
// - the main thread from the tap to usable: its idle time (waiting on the network), compiling and evaluating
//   scripts, running them by file group (the core chunk: React and the runtime; the plugins' chunks; an outside
//   provider's script; the loader), and style, layout and paint; all thread time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevstore } from '../../devstore/index.ts';
import { selfSignedTls } from './tls';
import { chromePath, FAST_4G, launchChromium, settle, shopperTap, throttledPage } from './browser';
import { INSTALL_PROBE, READ_PROBE, TAP_EVENTS } from './click-to-open';
import { pageUrl, REQUESTS, TYPE_PROBE, type StorePage, type TapRequest } from './devstore-taps';
import { median } from './stats';
import { outermost, threadOf, TRACE_CATEGORIES, type TraceEvent } from './trace';
import { FIRST_CONTENT, signInJane } from './whole-product';

/** When the open's parts first showed, ms from the click (checked every frame in the shadow root). */
const MILESTONES = `(() => {
  const seen = (window.__milestones = {});
  const checks = {
    "the loader's frame": (root) => root.querySelector('[data-status-frame]'),
    "React's open panel (the frame taken over)": (root) => root.querySelector('.status-root:not([data-status-frame])') && !root.querySelector('[data-status-frame]'),
    "For you's page": (root) => root.querySelector('.status-page[data-route="foryou"]'),
    ...(window.__janeTrace ? {
      // Jane's own data on For you: the outside provider's card (its script and the API), then the built-in
      // programs' cards with a value (deferred plugins, then each one's request).
      "the outside provider's card": (root) => root.querySelector('.status-page[data-route="foryou"] .acme-card'),
      "a built-in program card's value": (root) => root.querySelector('.status-page[data-route="foryou"] .status-program-value'),
      'the store credit card': (root) => root.querySelector('.status-page[data-route="foryou"] [data-program="credit"] .status-program-value'),
    } : {
      "the login section (or its placeholder)": (root) => root.querySelector('[data-section="login"], .status-page[data-route="foryou"] .status-card'),
      'the e-mail field': (root) => root.querySelector('input[type="email"][name="email"]'),
    }),
  };
  addEventListener('click', (event) => {
    const clickAt = event.timeStamp;
    const frame = () => requestAnimationFrame(() => {
      const root = document.getElementById('status-widget-root')?.shadowRoot;
      if (root) for (const [name, check] of Object.entries(checks)) if (!(name in seen) && check(root)) seen[name] = performance.now() - clickAt;
      if (Object.keys(seen).length < Object.keys(checks).length && performance.now() - clickAt < 10000) frame();
      else window.__milestonesDone = true;
    });
    frame();
  }, { capture: true, once: true });
})()`;

const runs = Number(process.env.RUNS ?? 5);
const page = (process.env.PAGE ?? 'product') as StorePage;
const jane = process.env.SHOPPER === 'jane';
const distDir = path.resolve(process.argv[2] ?? 'dist');
const executable = chromePath();
if (!executable) throw new Error('devstore-trace: no Chromium (CHROME_PATH, /usr/bin/chromium)');

const EVALUATE = new Set(['v8.compileModule', 'v8.evaluateModule', 'v8.compile', 'EvaluateScript', 'v8.produceModuleCache']);
const RUN = new Set(['FunctionCall', 'TimerFire', 'RunMicrotasks', 'FireAnimationFrame', 'EventDispatch', 'FireIdleCallback', 'v8.callFunction']);
const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'ParseAuthorStyleSheet']);

/** Which file group a script URL belongs to. */
function groupOf(url: string, core: string): string {
  const file = path.basename(new URL(url, 'http://x').pathname);
  if (file === 'status.js') return 'the loader';
  if (url.includes('/devstore/plugins/')) return "an outside provider's script";
  if (file === core || /^panel-/.test(file)) return 'the core chunk (React, the runtime)';
  if (/^(elements|extras)-/.test(file)) return "the page's elements and extras";
  if (url.includes('/status/chunks/')) return "the plugins' chunks";
  return 'other';
}

/** Thread time of an event, ms. */
const threadMs = (event: TraceEvent): number => threadOf(event) / 1000;

interface Breakdown {
  usable: number;
  parts: Record<string, number>;
  requests: TapRequest[];
  milestones: Record<string, number>;
}

function breakdown(events: readonly TraceEvent[], core: string): { parts: Record<string, number>; window: number } {
  const dispatch = events.filter((e) => e.name === 'EventDispatch' && TAP_EVENTS.includes(e.args?.data?.type as string)).sort((a, b) => a.ts - b.ts)[0];
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'status-usable');
  if (!dispatch || !stamp) throw new Error('devstore-trace: no tap or no usable stamp in the trace');
  const on = events.filter((e) => e.pid === dispatch.pid && e.tid === dispatch.tid && e.ph === 'X' && e.ts + (e.dur ?? 0) >= dispatch.ts && e.ts <= stamp.ts);
  const tasks = outermost(on.filter((e) => e.name === 'RunTask'));
  const parts: Record<string, number> = {};
  const add = (name: string, ms: number) => (parts[name] = (parts[name] ?? 0) + ms);
  const busy = tasks.reduce((sum, task) => sum + threadMs(task), 0);
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
  const window = (stamp.ts - dispatch.ts) / 1000;
  add('main thread idle (waiting on the network or a timer)', window - wall);
  add('main thread busy, wall time not on the CPU (the machine: other processes)', wall - busy);
  add('main thread busy (thread time, 4x CPU)', busy);
  const evaluations = outermost(on.filter((e) => EVALUATE.has(e.name)));
  for (const e of evaluations) add(`  compile and evaluate: ${groupOf(e.args?.data?.url ?? e.args?.fileName ?? '', core)}`, threadMs(e));
  const inEvaluation = (e: TraceEvent) => evaluations.some((ev) => e.ts >= ev.ts && e.ts < ev.ts + (ev.dur ?? 0));
  const running = outermost(on.filter((e) => RUN.has(e.name) && !inEvaluation(e)));
  for (const e of running) {
    const nested = outermost(on.filter((n) => EVALUATE.has(n.name) && n.ts >= e.ts && n.ts < e.ts + (e.dur ?? 0))).reduce((sum, n) => sum + threadMs(n), 0);
    const url = e.args?.data?.url || on.find((n) => n.name === 'FunctionCall' && n.args?.data?.url && n.ts >= e.ts && n.ts < e.ts + (e.dur ?? 0))?.args?.data?.url || '';
    add(`  running: ${url ? groupOf(url, core) : `${e.name} (no script)`}`, threadMs(e) - nested);
  }
  for (const e of outermost(on.filter((e) => RENDER.has(e.name)))) add('  style, layout, paint', threadMs(e));
  const listed = Object.entries(parts).filter(([name]) => name.startsWith('  ')).reduce((sum, [, ms]) => sum + ms, 0);
  add("  the browser's own tasks (responses, parsing, garbage collection: the rest)", busy - listed);
  return { parts, window };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'status-trace-devstore-'));
const devstore = await startDevstore({ quiet: true, dataDir, distDir, backup: false, tls: selfSignedTls() });
const browser = await launchChromium(executable);
const results: Breakdown[] = [];
try {
  const storageState = jane ? await signInJane(browser, devstore.storefrontUrl) : undefined;
  for (let i = 0; i < runs; i++) {
    const run = await throttledPage(browser, { device: 'phone', ...(storageState ? { storageState } : {}), ...(process.env.NETWORK === 'fast4g' ? { network: FAST_4G } : {}) });
    try {
      await run.page.goto(pageUrl(devstore.storefrontUrl, page));
      await settle(run.page);
      await run.page.evaluate(INSTALL_PROBE);
      await run.page.evaluate(jane ? FIRST_CONTENT : TYPE_PROBE);
      if (jane) await run.page.evaluate('window.__janeTrace = true');
      await run.page.evaluate(MILESTONES);
      await browser.startTracing(run.page, { categories: TRACE_CATEGORIES });
      await shopperTap(run.page, 'header a[href="#status"]');
      await run.page.evaluate(READ_PROBE);
      const usable = (await run.page.evaluate(`Promise.race([window.${jane ? '__firstContent' : '__usable'}, new Promise((r) => setTimeout(() => r(NaN), 15000))])`)) as number;
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      // Jane: on to her own data (the milestones stop at 10 s from the click).
      if (jane) await run.page.waitForFunction('window.__milestonesDone', undefined, { timeout: 12_000 }).catch(() => {});
      const requests = (await run.page.evaluate(REQUESTS)) as TapRequest[];
      // The core chunk: the largest script the panel fetched (React and the runtime are one file).
      const core = (await run.page.evaluate(`performance.getEntriesByType('resource').filter((e) => /\\/status\\/chunks\\/chunk-/.test(e.name)).sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0]?.name ?? ''`)) as string;
      const { parts } = breakdown(trace.traceEvents, path.basename(core));
      const milestones = (await run.page.evaluate('window.__milestones')) as Record<string, number>;
      results.push({ usable, parts, requests, milestones });
      console.error(`devstore-trace: run ${i + 1}: usable at ${usable.toFixed(0)} ms`);
    } finally {
      await run.close();
    }
  }
} finally {
  await browser.close();
  await devstore.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const f = (value: number): string => value.toFixed(0).padStart(6);
console.log(`${jane ? "Jane's tap to For you's first content" : "a guest's tap to a usable login form"}, devstore ${page} page, ${process.env.NETWORK === 'fast4g' ? 'Fast 4G' : 'no network throttle'}, ${runs} traced taps (medians, ms)`);
console.log(`tap to usable: ${median(results.map((r) => r.usable)).toFixed(0)} ms (${results.map((r) => r.usable.toFixed(0)).join(', ')})\n`);
console.log('main thread from the tap to usable:');
const names = [...new Set(results.flatMap((r) => Object.keys(r.parts)))];
for (const name of names) console.log(`${f(median(results.map((r) => r.parts[name] ?? 0)))}  ${name}`);
console.log('\nfirst shown (ms from the tap):');
const milestoneNames = [...new Set(results.flatMap((r) => Object.keys(r.milestones)))];
for (const name of milestoneNames) console.log(`${f(median(results.map((r) => r.milestones[name] ?? NaN)))}  ${name}`);
// One run's requests (the median run's: medians of a chain's steps from several runs would mix their orders).
const middle = [...results].sort((a, b) => a.usable - b.usable)[results.length >> 1]!;
// Jane's: on to the last of her cards shown, with a line where the first content showed.
const until = Math.max(middle.usable, ...(jane ? Object.values(middle.milestones).filter(Number.isFinite) : []));
console.log(`\nrequests of the median run (usable at ${middle.usable.toFixed(0)} ms; start, end from the tap; after: the last request that ended before it started):`);
const rows = middle.requests.filter((row) => row.start <= until);
let marked = false;
for (const row of rows) {
  if (!marked && row.start > middle.usable) {
    marked = true;
    console.log(`${f(middle.usable)}         ── ${jane ? "For you's first content" : 'usable'}`);
  }
  const before = rows.filter((other) => other !== row && other.end <= row.start).sort((a, b) => b.end - a.end)[0];
  const name = (url: string) => path.basename(url.split('?')[0]!);
  console.log(`${f(row.start)} ${f(row.end)}  ${row.url.replace(/key=[^&]+/, 'key=…')}${before ? `   after ${name(before.url)} (+${(row.start - before.end).toFixed(0)} ms)` : ''}`);
}
