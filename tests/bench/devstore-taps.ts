// Taps on the devstore's own pages, as a shopper meets the widget: the store's product page and home page
// (theme elements, the me button, notification triggers, the API behind them), the bench's production build,
// a phone at 4× CPU, no network throttle or Fast 4G (browser.ts FAST_4G). Each tap starts from a fresh
// context (cold HTTP cache).
// - A guest taps the account icon; timed to the login form being usable: a character typed into its e-mail
//   field lands there and is still there once the panel settled: timed to the first frame the field is there,
//   typed right after it as an input method does, in the page (`execCommand('insertText')` goes through the
//   browser's editing, fires beforeinput/input, and React's onChange takes it); a character lost is a failed tap.
// - Jane, a seeded customer signed in once (whole-product.ts), taps; timed to For you's first content.
// Both also give the frame painted (the tap's Event Timing duration, click-to-open.ts), the longest task from
// the touch to that moment in thread time (one more, traced tap per series, as the other rows: trace.ts) and
// the requests each tap made, in order (where the time goes: devstore-trace.ts).
// Also the widget's bytes on a page before any open: the loader and the chunks the page fetched without a tap.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { products } from '../../devstore/catalog/index.ts';
import { ELEMENT_TAGS } from '../../runtime/loader/elements.ts';
import { FAST_4G, settle, shopperTap, throttledPage } from './browser';
import { INSTALL_PROBE, READ_PROBE, TAP_EVENTS } from './click-to-open';
import { gzipSize } from './sizes';
import { timed, type Timed } from './stats';
import { longestTaskOf, TRACE_CATEGORIES, type LongestTask, type TraceEvent } from './trace';
import { FIRST_CONTENT } from './whole-product';

export type StorePage = 'product' | 'home';
export type Shopper = 'guest' | 'jane';

export interface DevstoreTapsOptions {
  page: StorePage;
  shopper: Shopper;
  /** FAST_4G, or unthrottled. */
  network?: typeof FAST_4G;
  runs: number;
  /** Jane's cookies and storage (signInJane); required for 'jane'. */
  storageState?: BrowserContextOptions['storageState'];
  /** One more tap, traced, for the longest task (default true). */
  traced?: boolean;
}

export interface TapRequest {
  /** Path (and query) on the devstore, or the URL elsewhere. */
  url: string;
  /** ms from the tap. */
  start: number;
  end: number;
  initiator: string;
}

export interface DevstoreTapsResult {
  painted: Timed;
  /** Guest: tap to a usable login form; Jane: tap to For you's first content. */
  usable: Timed;
  /** Longest task from the touch to `usable` of the traced tap, thread time; null: not traced. */
  longestTask: LongestTask | null;
  /** Longest task over 50 ms in wall time (longtask observer) over the untraced taps; 0: none. */
  longestWallTask: number;
  /** Each run's requests started after the tap, in the order they started. */
  requests: TapRequest[][];
}

/** Guest: the e-mail field's first frame, a character typed into it, and whether it stayed once settled. */
export const TYPE_PROBE = `(() => {
  window.__usable = new Promise((resolve) => {
    addEventListener('click', (event) => {
      const clickAt = event.timeStamp;
      const field = () => document.getElementById('status-widget-root')?.shadowRoot?.querySelector('input[type="email"][name="email"]');
      const frame = () => requestAnimationFrame(() => {
        const input = field();
        if (input && input.getClientRects().length && !input.disabled && !input.readOnly) {
          // The moment it is there; the typing runs in a task of its own, so the longest task stays the open's.
          console.timeStamp('status-usable'); // bounds a traced tap's tasks
          setTimeout(() => {
            input.focus();
            document.execCommand('insertText', false, 'j');
            const typedAt = performance.now();
            // Still there a second later (the panel settled, whoever drew the field first)?
            if (input.value === 'j') setTimeout(() => { const now = field(); resolve(now && now.value === 'j' ? typedAt - clickAt : NaN); }, 1000);
            else resolve(NaN);
          }, 0);
          return;
        }
        if (performance.now() - clickAt < 10000) frame(); else resolve(NaN);
      });
      frame();
    }, { capture: true, once: true });
  });
})()`;

/** The requests the page started from 300 ms before the click on (resource timing), relative to the click. */
export const REQUESTS = `(() => {
  const clickAt = window.__statusBench.clickAt;
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= clickAt - 300)
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => {
      const url = new URL(entry.name);
      return { url: url.origin === location.origin ? url.pathname + url.search : entry.name, start: entry.startTime - clickAt, end: entry.responseEnd - clickAt, initiator: entry.initiatorType };
    });
})()`;

const LINK = 'header a[href="#status"]';

export const pageUrl = (storefront: string, page: StorePage): string => (page === 'product' ? `${storefront}/products/${products[0]!.handle}` : `${storefront}/`);

export interface TapOnce {
  painted: number;
  usable: number;
  longestWallTask: number;
  longestTask: LongestTask | null;
  requests: TapRequest[];
}

export async function tapOnce(browser: Browser, storefront: string, options: DevstoreTapsOptions, traced: boolean): Promise<TapOnce> {
  const jane = options.shopper === 'jane';
  const run = await throttledPage(browser, {
    device: 'phone',
    ...(jane ? { storageState: options.storageState } : {}),
    ...(options.network ? { network: options.network } : {}),
  });
  try {
    await run.page.goto(pageUrl(storefront, options.page));
    await settle(run.page);
    if ((await run.page.evaluate('!!window.StatusInitData?.customerId')) !== jane) throw new Error(`devstore taps: expected ${jane ? 'Jane signed in' : 'a guest'} on the page`);
    await run.page.evaluate(INSTALL_PROBE);
    await run.page.evaluate(jane ? FIRST_CONTENT : TYPE_PROBE);
    if (traced) await browser.startTracing(run.page, { categories: TRACE_CATEGORIES });
    await shopperTap(run.page, LINK);
    const open = (await run.page.evaluate(READ_PROBE)) as { painted: number };
    const usable = (await run.page.evaluate(`Promise.race([window.${jane ? '__firstContent' : '__usable'}, new Promise((r) => setTimeout(() => r(NaN), 15000))])`)) as number;
    let longestTask: LongestTask | null = null;
    if (traced) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      longestTask = longestTaskOf(trace.traceEvents, TAP_EVENTS, { stamp: 'status-usable', afterMs: 0 });
    }
    const wall = (await run.page.evaluate(`(() => { const probe = window.__statusBench; return Math.max(0, ...probe.longTasks.filter((task) => task.start + task.duration > probe.clickAt && task.start < probe.clickAt + ${Number.isFinite(usable) ? usable : 0}).map((task) => task.duration)); })()`)) as number;
    return { painted: open.painted, usable, longestWallTask: wall, longestTask, requests: (await run.page.evaluate(REQUESTS)) as TapRequest[] };
  } finally {
    await run.close();
  }
}

export async function measureDevstoreTaps(browser: Browser, storefront: string, options: DevstoreTapsOptions): Promise<DevstoreTapsResult> {
  if (options.shopper === 'jane' && !options.storageState) throw new Error('devstore taps: Jane needs her storage state');
  const taps: TapOnce[] = [];
  for (let i = 0; i < options.runs; i++) taps.push(await tapOnce(browser, storefront, options, false));
  const traced = options.traced === false ? null : await tapOnce(browser, storefront, options, true);
  return {
    painted: timed(taps.map((tap) => tap.painted)),
    usable: timed(taps.map((tap) => tap.usable)),
    longestTask: traced?.longestTask ?? null,
    longestWallTask: Math.max(0, ...taps.map((tap) => tap.longestWallTask)),
    requests: taps.map((tap) => tap.requests),
  };
}

export interface PageBytes {
  /** gzip bytes of the widget's scripts the page fetched without an open (loader included). */
  gzip: number;
  files: string[];
  /** Theme elements on the page. */
  elements: number;
}

/**
 * The widget's code a page downloads before any open: status.js and the chunks it fetched within a second of
 * the page settling (a guest on a phone), gzip at the default level, read from the bench's build (`distDir`,
 * served under `prefix`: /status/ on the devstore, /dist/ on the bench's static server).
 */
export async function measurePageBytes(browser: Browser, url: string, distDir: string, prefix: string): Promise<PageBytes> {
  const run = await throttledPage(browser, { device: 'phone' });
  const files = new Set<string>();
  run.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix) && pathname.endsWith('.js')) files.add(pathname.slice(prefix.length));
  });
  try {
    await run.page.goto(url);
    await settle(run.page);
    await run.page.waitForTimeout(1000);
    const elements = (await run.page.evaluate(`document.querySelectorAll('${ELEMENT_TAGS.join(', ')}').length`)) as number;
    const sizes = await Promise.all([...files].map((file) => (existsSync(path.join(distDir, file)) ? gzipSize(path.join(distDir, file)) : 0)));
    return { gzip: sizes.reduce((sum, size) => sum + size, 0), files: [...files].sort(), elements };
  } finally {
    await run.close();
  }
}
