// Two builds, interleaved: a phone's tap (touch down and up at one instant, nothing prefetched) on the bench's
// product page, timed to the first animation frame in which the loader's frame (or the open panel) is in the
// widget's shadow root. The bench's "frame painted" is the tap's next paint (Event Timing), which comes sooner
// when nothing is drawn: a change that moves when the frame is drawn is timed here.
//   npx tsx tests/bench/compare-frame.ts <dist dir> <dist dir>     (ROUNDS=12 by default)
import { chromePath, launchChromium, throttledPage, settle, shopperTap } from './browser';
import { startStaticServer } from './static-server';
import { median } from './stats';

const dirs = process.argv.slice(2);
const executable = chromePath();
if (dirs.length < 2 || !executable) {
  console.error('usage: tsx tests/bench/compare-frame.ts <dist dir> <dist dir> [...]  (needs Chromium)');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 12);
const servers = await Promise.all(dirs.map((distDir) => startStaticServer({ distDir })));
const browser = await launchChromium(executable);
const shown = dirs.map(() => [] as number[]);
const PROBE = `(() => {
  window.__shown = new Promise((resolve) => {
    addEventListener('click', (event) => {
      const t0 = event.timeStamp;
      const check = (now) => {
        const root = document.getElementById('status-widget-root')?.shadowRoot;
        if (root && root.querySelector('[data-status-frame], .status-panel[data-state="open"]')) resolve(now - t0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  });
})()`;
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? dirs.map((_, i) => i) : dirs.map((_, i) => dirs.length - 1 - i);
  for (const i of order) {
    const run = await throttledPage(browser, { device: 'phone' });
    try {
      await run.page.goto(`${servers[i]!.origin}/products/aurora-jacket`);
      await settle(run.page);
      await run.page.evaluate(PROBE);
      await shopperTap(run.page, 'header a[href="#status"]');
      // A tap that shows nothing in 10 s counts as NaN instead of hanging the comparison.
      shown[i]!.push((await run.page.evaluate('Promise.race([window.__shown, new Promise((resolve) => setTimeout(() => resolve(NaN), 10000))])')) as number);
    } finally {
      await run.close();
    }
  }
}
await browser.close();
await Promise.all(servers.map((server) => server.close()));
dirs.forEach((d, i) => console.log(`${d}: tap to the frame on screen (first rAF with it) median ${median(shown[i]!).toFixed(0)} ms (${shown[i]!.map((v) => v.toFixed(0)).join(', ')})`));
if (dirs.length === 2) {
  const diffs = shown[1]!.map((value, k) => value - shown[0]![k]!);
  console.log(`paired difference (2nd − 1st) median ${median(diffs).toFixed(1)} ms; 2nd later in ${diffs.filter((d) => d > 0).length} of ${diffs.length}`);
}
