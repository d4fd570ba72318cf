// Lighthouse on the storefront (budget row "Lighthouse mobile performance score, product page, with vs
// without the widget"): the npm package's default (mobile) config, performance only, against the devstore's
// product page with the theme elements, with the widget's script and without it (`?widget=off`: no loader, no
// init data; the same markup), interleaved in pairs with the order alternating, each run in a fresh Chromium
// (chrome-launcher, the system browser, a new profile: cold cache, no session). Lighthouse's own throttling
// is simulated (Lantern), so its figures hold still on a busy machine better than a timed run would.
// The differences are per pair (with − without); the bench prints their medians with a 90% interval.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { products } from '../../devstore/catalog/index.ts';
import { median, medianInterval } from './stats';

export interface LighthouseRun {
  score: number;
  tbt: number;
  cls: number;
  /** What shifted (Lighthouse's layout-shifts audit): each node's selector or markup and its score. */
  shifts: string[];
}

export interface LighthouseResult {
  with: LighthouseRun[];
  without: LighthouseRun[];
  /** Per pair: points lost (without − with, ×100), TBT added (ms), CLS added. */
  scoreDrop: number[];
  tbtAdded: number[];
  clsAdded: number[];
}

interface ShiftItem { score?: number; node?: { selector?: string; snippet?: string } }
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number; details?: { items?: ShiftItem[] } }> } } | undefined>;
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill(): void | Promise<void> }>;

/**
 * The `lighthouse` devDependency; where node_modules is shared and lacks it, LIGHTHOUSE_DIR names a folder
 * it was installed into (`npm install --prefix <dir> lighthouse@12`).
 */
async function importModules(): Promise<{ lighthouse: RunLighthouse; launch: LaunchChrome }> {
  const from = (name: string, file: string) =>
    process.env.LIGHTHOUSE_DIR ? import(pathToFileURL(path.join(process.env.LIGHTHOUSE_DIR, 'node_modules', name, file)).href) : import(name);
  const [lighthouse, chromeLauncher] = await Promise.all([from('lighthouse', 'core/index.js'), from('chrome-launcher', 'dist/index.js')]);
  return { lighthouse: lighthouse.default as RunLighthouse, launch: chromeLauncher.launch as LaunchChrome };
}

/** `storefront`: the devstore's storefront URL, serving the bench's build. */
export async function measureLighthouse(chromePath: string, storefront: string, pairs: number, log: (message: string) => void = () => {}): Promise<LighthouseResult> {
  const { lighthouse, launch } = await importModules();
  const page = `${storefront}/products/${products[0]!.handle}`;
  const once = async (url: string): Promise<LighthouseRun> => {
    // The devstore serves HTTPS with its own certificate (tests/bench/tls.ts).
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--ignore-certificate-errors'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`lighthouse: no result for ${url}`);
      const { lhr } = result;
      return {
        score: (lhr.categories.performance.score ?? NaN) * 100,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(4)})`),
      };
    } finally {
      await chrome.kill();
    }
  };
  const result: LighthouseResult = { with: [], without: [], scoreDrop: [], tbtAdded: [], clsAdded: [] };
  await once(page); // warm-up: devstore, OS file cache
  for (let pair = 0; pair < pairs; pair++) {
    const withFirst = pair % 2 === 0;
    const first = await once(withFirst ? page : `${page}?widget=off`);
    const second = await once(withFirst ? `${page}?widget=off` : page);
    const [withWidget, without] = withFirst ? [first, second] : [second, first];
    result.with.push(withWidget);
    result.without.push(without);
    result.scoreDrop.push(without.score - withWidget.score);
    result.tbtAdded.push(withWidget.tbt - without.tbt);
    result.clsAdded.push(withWidget.cls - without.cls);
    log(`lighthouse pair ${pair + 1}: with ${withWidget.score} (TBT ${withWidget.tbt.toFixed(0)} ms, CLS ${withWidget.cls.toFixed(4)}), without ${without.score} (TBT ${without.tbt.toFixed(0)} ms, CLS ${without.cls.toFixed(4)})`);
    // What moved, to find the element that did (the figure alone does not say).
    for (const [name, run] of [['with', withWidget], ['without', without]] as const) {
      if (run.shifts.length) log(`  shifted, ${name} the widget: ${run.shifts.join('; ')}`);
    }
  }
  return result;
}

export const medianOf = (values: readonly number[]): { median: number; interval: [number, number] } => ({ median: median(values), interval: medianInterval(values) });
