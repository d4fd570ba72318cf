// Where a first open spends its main thread: the tasks over 10 ms from the click to status:open (plus a
// second after), each with its biggest parts, from a Chrome trace at 4× CPU. A diagnosis tool beside
// `npm run bench`, which only says how long; this says what ran:
//   npm run build && npx tsx tests/bench/open-timeline.ts [dist dir]     (RUNS=3; TAP=1 clicks without a hover;
//   REOPEN=1 traces a second open: the first one settles and closes, then the traced click opens it again;
//   PHONE=1 taps on a phone, touch and no hover)
// For readable function names in a profile, build with minifyIdentifiers off.
import path from 'node:path';
import { centreOf, chromePath, launchChromium, settle, shopperClick, shopperTap, throttledPage } from './browser';
import { CLOSE_PANEL, HOVER_DWELL_MS } from './click-to-open';
import { startStaticServer } from './static-server';
import { TRACE_CATEGORIES, type TraceEvent } from './trace';

const PARTS = new Set(['TimerFire', 'ResourceReceiveResponse', 'ResourceFinish', 'ResourceReceivedData', 'XHRReadyStateChange', 'HandlePostMessage', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'RunMicrotasks', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'FireAnimationFrame', 'MinorGC', 'MajorGC']);
const LINK = 'header a[href="#status"]';
const phone = !!process.env.PHONE;
const executable = chromePath();
if (!executable) throw new Error('open-timeline: no Chromium (CHROME_PATH, /usr/bin/chromium)');
const server = await startStaticServer({ distDir: path.resolve(process.argv[2] ?? 'dist') });
const browser = await launchChromium(executable);

const label = (event: TraceEvent): string => {
  const data = event.args?.data;
  const url = data?.url ?? event.args?.fileName ?? '';
  return `${event.name}${data?.functionName ? `(${data.functionName})` : ''}${url ? `[${path.basename(url)}]` : ''}${data?.type ? `<${data.type}>` : ''}`;
};

try {
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
    const page = await throttledPage(browser, { device: phone ? 'phone' : undefined });
    const press = () => (phone ? shopperTap(page.page, LINK) : shopperClick(page.page, LINK));
    try {
      await page.page.goto(`${server.origin}/products/aurora-jacket`);
      await settle(page.page);
      await page.page.evaluate(`addEventListener('status:open', () => { window.__openAt = performance.now(); }, { once: true });
        addEventListener('click', (event) => { window.__clickAt = event.timeStamp; }, { capture: true, once: true });`);
      if (process.env.REOPEN) {
        await press();
        while (!(await page.page.evaluate('!!window.__openAt'))) await new Promise((resolve) => setTimeout(resolve, 50));
        await page.page.waitForTimeout(2000);
        await page.page.evaluate(CLOSE_PANEL);
        await page.page.evaluate(`window.__openAt = 0; addEventListener('status:open', () => { window.__openAt = performance.now(); }, { once: true });
          addEventListener('click', (event) => { window.__clickAt = event.timeStamp; }, { capture: true, once: true });`);
      } else if (!process.env.TAP && !phone) {
        const { x, y } = await centreOf(page.page, LINK);
        await page.page.mouse.move(x, y);
        await page.page.waitForTimeout(HOVER_DWELL_MS);
      }
      await browser.startTracing(page.page, { categories: TRACE_CATEGORIES });
      await press();
      // Plain evaluate, not waitForFunction: that injects Playwright's script, a long task of its own.
      while (!(await page.page.evaluate('!!window.__openAt'))) await new Promise((resolve) => setTimeout(resolve, 50));
      await page.page.waitForTimeout(1000);
      const [clickAt, openAt] = (await page.page.evaluate('[window.__clickAt, window.__openAt]')) as [number, number];
      const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      // A tap's first dispatched event: touchstart where a listener wants it, else the click.
      const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === (phone ? 'touchstart' : 'click'))
        ?? events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
      if (!click) throw new Error('open-timeline: no click in the trace');
      const thread = events.filter((e) => e.ph === 'X' && e.pid === click.pid && e.tid === click.tid);
      console.log(`run ${run}: click → status:open ${(openAt - clickAt).toFixed(0)} ms; tasks over ${process.env.MIN_MS ?? 10} ms (ms after the click, length, parts over 2 ms):`);
      for (const task of thread.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= click.ts && (e.dur ?? 0) > Number(process.env.MIN_MS ?? 10) * 1000)) {
        const end = task.ts + (task.dur ?? 0);
        const parts = thread.filter((e) => PARTS.has(e.name) && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > Number(process.env.MIN_PART_MS ?? 2) * 1000);
        const at = ((task.ts - click.ts) / 1000).toFixed(0).padStart(6);
        console.log(`${at} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${parts.map((e) => `${label(e)}=${((e.dur ?? 0) / 1000).toFixed(0)}`).join(' ')}`);
      }
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
