// Two or more builds on the devstore's own pages, interleaved on one devstore and one browser so machine
// drift hits them alike (compare.ts does the same on the bench's static page):
//   npx tsx tests/bench/compare-devstore.ts <dist dir> <dist dir> [...]
//   ROUNDS=10; SHOPPER=jane (Jane signed in, to For you's first content; default a guest, to a usable login
//   form); NETWORK=fast4g; PAGE=home (default the product page)
// The devstore serves /status/ from a symbolic link that each tap points at its build first (the devstore
// reads the files on every request). Prints each build's medians with their 90% intervals, and the paired
// differences against the first build (a round's taps ran side by side).
import { mkdir, mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevstore } from '../../devstore/index.ts';
import { selfSignedTls } from './tls';
import { chromePath, FAST_4G, launchChromium } from './browser';
import { tapOnce, type DevstoreTapsOptions, type StorePage } from './devstore-taps';
import { describeLatencies } from './stats';
import { signInJane } from './whole-product';

const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
const executable = chromePath();
if (dirs.length < 2 || !executable) {
  console.error('usage: tsx tests/bench/compare-devstore.ts <dist dir> <dist dir> [...]  (needs Chromium)');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 10);
const jane = process.env.SHOPPER === 'jane';
const work = await mkdtemp(path.join(tmpdir(), 'status-compare-devstore-'));
await mkdir(path.join(work, 'data'));
const current = path.join(work, 'dist');
const pointAt = async (dir: string): Promise<void> => {
  await unlink(current).catch(() => {});
  await symlink(dir, current);
};
await pointAt(dirs[0]!);
const devstore = await startDevstore({ quiet: true, dataDir: path.join(work, 'data'), distDir: current, backup: false, tls: selfSignedTls() });
const browser = await launchChromium(executable);
const usable = dirs.map(() => [] as number[]);
const painted = dirs.map(() => [] as number[]);
try {
  const options: DevstoreTapsOptions = {
    page: (process.env.PAGE ?? 'product') as StorePage,
    shopper: jane ? 'jane' : 'guest',
    runs: 1,
    ...(jane ? { storageState: await signInJane(browser, devstore.storefrontUrl) } : {}),
    ...(process.env.NETWORK === 'fast4g' ? { network: FAST_4G } : {}),
  };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? dirs.map((_, i) => i) : dirs.map((_, i) => dirs.length - 1 - i);
    for (const i of order) {
      await pointAt(dirs[i]!);
      const tap = await tapOnce(browser, devstore.storefrontUrl, options, false);
      usable[i]!.push(tap.usable);
      painted[i]!.push(tap.painted);
    }
    console.error(`compare-devstore: round ${round + 1}: ${dirs.map((_, i) => usable[i]!.at(-1)!.toFixed(0)).join(' / ')} ms`);
  }
} finally {
  await browser.close();
  await devstore.stop();
  await rm(work, { recursive: true, force: true });
}
const what = jane ? "tap to For you's first content" : 'tap to a usable login form';
dirs.forEach((dir, i) => {
  console.log(describeLatencies(`${dir}: ${what}`, usable[i]!.filter(Number.isFinite)));
  console.log(describeLatencies(`${dir}: frame painted`, painted[i]!));
  if (i > 0) console.log(describeLatencies(`${dir}: paired difference against ${path.basename(dirs[0]!)}`, usable[i]!.map((value, round) => value - usable[0]![round]!).filter(Number.isFinite)));
});
