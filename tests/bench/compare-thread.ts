// Two or more builds, interleaved: a phone's tap (touch down and up at one instant, nothing prefetched) on the
// bench's product page, traced, and the main thread's thread time from the touch to interactive (the bench's
// probe: status:open with focus inside). The tap is main-thread bound (its thread time is most of its wall
// time), and thread time leaves out what the OS gave other processes, so a change in the work a tap does shows
// here with less of the machine's noise than compare.ts's wall time. Also per build: how many of those tasks
// were a frame's rendering alone (style, layout, paint; no script), and their thread time.
//   npx tsx tests/bench/compare-thread.ts <dist dir> <dist dir> [...]     (ROUNDS=8 by default)
import type { Browser, Page } from 'playwright-core';
import { chromePath, launchChromium, settle, shopperTap, throttledPage } from './browser';
import { INSTALL_PROBE, TAP_EVENTS } from './click-to-open';
import { startStaticServer } from './static-server';
import { median, medianInterval } from './stats';
import { threadTime, TRACE_CATEGORIES, type TraceEvent } from './trace';

const dirs = process.argv.slice(2);
const executable = chromePath();
if (dirs.length < 2 || !executable) {
  console.error('usage: tsx tests/bench/compare-thread.ts <dist dir> <dist dir> [...]  (needs Chromium)');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 8);
/** A tap's events (its touch's and pointer's, then the click): counted from the first the trace shows. */
const TAP = new Set(TAP_EVENTS);
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks', 'FireAnimationFrame', 'v8.evaluateModule']);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit']);

interface Tap {
  thread: number;
  wall: number;
  frames: number;
  framesThread: number;
}

async function tracedTap(page: Page, browser: Browser): Promise<Tap> {
  await page.evaluate(INSTALL_PROBE);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await shopperTap(page, 'header a[href="#status"]');
  await page.evaluate('window.__statusBench.interactive');
  await page.waitForTimeout(100);
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const touch = events.filter((e) => e.name === 'EventDispatch' && TAP.has(e.args?.data?.type ?? '')).sort((a, b) => a.ts - b.ts)[0];
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'status-interactive');
  if (!touch || !stamp) throw new Error('compare-thread: no tap or no interactive stamp in the trace');
  const thread = events.filter((e) => e.ph === 'X' && e.pid === touch.pid && e.tid === touch.tid);
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= touch.ts && e.ts <= stamp.ts);
  const within = (task: TraceEvent, names: Set<string>) => thread.some((e) => names.has(e.name) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const frames = tasks.filter((task) => within(task, RENDERING) && !within(task, SCRIPT));
  return { thread: threadTime(tasks), wall: (stamp.ts - touch.ts) / 1000, frames: frames.length, framesThread: threadTime(frames) };
}

const servers = await Promise.all(dirs.map((distDir) => startStaticServer({ distDir })));
const browser = await launchChromium(executable);
const taps = dirs.map(() => [] as Tap[]);
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? dirs.map((_, i) => i) : dirs.map((_, i) => dirs.length - 1 - i);
    for (const i of order) {
      const { page, close } = await throttledPage(browser, { device: 'phone' });
      try {
        await page.goto(`${servers[i]!.origin}/products/aurora-jacket`);
        await settle(page);
        taps[i]!.push(await tracedTap(page, browser));
      } finally {
        await close();
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
dirs.forEach((dir, i) => {
  const of = (key: keyof Tap) => taps[i]!.map((tap) => tap[key]);
  const [low, high] = medianInterval(of('thread'));
  console.log(`${dir}: thread time, touch to interactive, median ${median(of('thread')).toFixed(0)} ms (90% CI ${low.toFixed(0)}…${high.toFixed(0)}: ${ms(of('thread'))}); traced wall time ${median(of('wall')).toFixed(0)} ms; rendering-only tasks ${median(of('frames'))}, ${median(of('framesThread')).toFixed(0)} ms`);
});
for (let i = 1; i < dirs.length; i++) {
  const paired = taps[i]!.map((tap, round) => tap.thread - taps[0]![round]!.thread);
  console.log(`${dirs[i]} against ${dirs[0]}: paired thread-time difference median ${median(paired).toFixed(1)} ms (${ms(paired)}), lower in ${paired.filter((d) => d < 0).length} of ${paired.length}`);
}
