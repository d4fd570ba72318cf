// Two or more builds, interleaved on one browser so machine drift hits them alike:
//   npm run build && cp -r dist /tmp/before   (change something)   npm run build && cp -r dist /tmp/after
//   npx tsx tests/bench/compare.ts /tmp/before /tmp/after        (ROUNDS=10 rounds by default)
// Each round, per build: one click to interactive (after the hover, with a traced open for its longest task), and one product-page load whose widget
// script time is recorded (thread time, as the bench). DEVICE=phone: the touch device, whose open is a tap
// (no hover, nothing prefetched), timed to the frame painted, to interactive and, closed, to a second open. On this project's noisy 2-core machine one `npm run bench` swings by ±50 ms on the click; this
// is how to tell whether a change helped before trusting the bench table.
import { chromePath, launchChromium, type Device } from './browser';
import { measureClickToOpen } from './click-to-open';
import { loadOnce } from './main-thread';
import { startStaticServer } from './static-server';
import { median, medianInterval } from './stats';

const dirs = process.argv.slice(2);
const executable = chromePath();
if (dirs.length < 2 || !executable) {
  console.error('usage: tsx tests/bench/compare.ts <dist dir> <dist dir> [...]  (needs Chromium)');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 10);
const device = (process.env.DEVICE ?? 'desktop') as Device;
const servers = await Promise.all(dirs.map((distDir) => startStaticServer({ distDir })));
const browser = await launchChromium(executable);
const opens = dirs.map(() => [] as number[]);
const tasks = dirs.map(() => [] as number[]);
const loads = dirs.map(() => [] as number[]);
const painted = dirs.map(() => [] as number[]);
const reopened = dirs.map(() => [] as number[]);
try {
  for (let round = 0; round < rounds; round++) {
    // Alternate the order each round.
    const order = round % 2 === 0 ? dirs.map((_, i) => i) : dirs.map((_, i) => dirs.length - 1 - i);
    for (const i of order) {
      const result = device === 'phone'
        ? await measureClickToOpen(browser, servers[i]!.origin, 1, 0, { device, reopen: true })
        : await measureClickToOpen(browser, servers[i]!.origin, 1);
      opens[i]!.push(result.median);
      painted[i]!.push(...result.painted);
      reopened[i]!.push(...result.reopened);
      tasks[i]!.push(result.longestTask?.ms ?? 0);
      loads[i]!.push((await loadOnce(browser, `${servers[i]!.origin}/products/aurora-jacket`, true, device)).widget);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
const interval = (values: number[]): string => medianInterval(values).map((v) => v.toFixed(1)).join('…');
dirs.forEach((dir, i) => {
  console.log(`${dir}: ${device === 'phone' ? 'tap' : 'click'} to interactive median ${median(opens[i]!).toFixed(0)} ms (${opens[i]!.map((d) => d.toFixed(0)).join(', ')}); longest task per open (thread time, a traced open): ${tasks[i]!.map((d) => d.toFixed(0)).join(', ')}`);
  if (device === 'phone') console.log(`${dir}: tap to frame painted median ${median(painted[i]!).toFixed(0)} ms (${painted[i]!.map((d) => d.toFixed(0)).join(', ')}); second open ${median(reopened[i]!).toFixed(0)} ms (${reopened[i]!.map((d) => d.toFixed(0)).join(', ')})`);
  console.log(`${dir}: widget scripts at page load (${device}) median ${median(loads[i]!).toFixed(1)} ms (90% CI ${interval(loads[i]!)})`);
});
