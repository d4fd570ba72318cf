// Theme elements on the devstore storefront (budget rows "layout shift from theme elements" and "product
// requests for a page with N product elements"), phone and desktop at 4× CPU, the devstore serving the bench's
// build. Layout shift: the sum of every shift without recent input (CLS's raw material) while the product page
// and the home page load and their elements fill in, as a guest without a session and after a favorite (with
// one). Product requests: a guest views three products, then a fourth whose page holds a heart, a save button
// and a recently viewed strip of the other three: POST /products/batch calls during that page, then again after
// a reload (every product cached: none expected).
import type { Browser, Page } from 'playwright-core';
import { products } from '../../devstore/catalog/index.ts';
import { settle, throttledPage, type Device } from './browser';

export interface ThemeElementsResult {
  /** Largest layout-shift sum over the pages, devices and sessions measured. */
  layoutShift: number;
  /** Where it was measured, e.g. 'product, home × phone, desktop × guest, with a session'. */
  layoutShiftScope: string;
  /** Product elements on the measured page, and its POST /products/batch calls cold and on a cache hit. */
  productElements: number;
  productRequests: number;
  productRequestsCached: number;
  /** Widget chunks (as the metafile names them, dist/chunks/elements-….js) the product page fetched without an open. */
  chunks: string[];
}

// Each shift with the nodes that moved (tag, id, classes; x,y,width,height before→after): a nonzero row says what to look at.
const SHIFTS = `(() => {
  const shifts = (window.__shifts = []);
  const rect = (r) => r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : '';
  const name = (node) => !node ? '?' : node.nodeType !== 1 ? node.nodeName : node.localName + (node.id ? '#' + node.id : '') + [...node.classList].map((c) => '.' + c).join('');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: Math.round(entry.startTime), nodes: (entry.sources || []).map((source) => name(source.node) + ' < ' + name(source.node && source.node.parentElement) + ' ' + rect(source.previousRect) + '→' + rect(source.currentRect)) });
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

interface Shift { value: number; at: number; nodes: string[] }
const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** `storefront`: the devstore's storefront URL, serving the bench's build (run.ts starts one devstore). */
export async function measureThemeElements(browser: Browser, storefront: string): Promise<ThemeElementsResult> {
  const url = (pathname: string) => `${storefront}${pathname}`;
  const [first, second, third, fourth] = products.slice(0, 4).map((product) => `/products/${product.handle}`);
  let layoutShift = 0;
  for (const device of ['phone', 'desktop'] as Device[]) {
    const run = await throttledPage(browser, { device });
    try {
      await run.context.addInitScript(SHIFTS);
      for (const withSession of [false, true]) {
        if (withSession) {
          // A favorite gives the profile a session: the elements now fetch the shopper's list on load.
          await run.page.goto(url(first!));
          await run.page.locator('status-favorite-toggle button').first().click();
          await run.page.waitForFunction(() => localStorage.getItem('status:auth') !== null);
        }
        for (const pathname of [second!, '/']) {
          await run.page.goto(url(pathname));
          await settle(run.page);
          await run.page.waitForTimeout(1000); // late fills (a strip's products) land inside the window
          const shifts = await shiftsOf(run.page);
          const sum = shifts.reduce((total, shift) => total + shift.value, 0);
          if (sum > 0) console.log(`bench: layout shift ${sum.toFixed(4)} on ${pathname} (${device}, ${withSession ? 'session' : 'guest'}): ${shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms [${shift.nodes.join(', ')}]`).join('; ')}`);
          layoutShift = Math.max(layoutShift, sum);
        }
      }
    } finally {
      await run.close();
    }
  }

  const run = await throttledPage(browser, { device: 'phone' });
  try {
    let batches = 0;
    const chunks = new Set<string>();
    run.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.endsWith('/products/batch')) batches++;
      if (pathname.startsWith('/status/chunks/')) chunks.add(`dist/${pathname.slice('/status/'.length)}`);
    });
    for (const pathname of [first!, second!, third!]) {
      await run.page.goto(url(pathname));
      await settle(run.page);
    }
    const visit = async (): Promise<number> => {
      batches = 0;
      await settle(run.page);
      await run.page.waitForTimeout(1000);
      return batches;
    };
    await run.page.goto(url(fourth!));
    const productRequests = await visit();
    const productElements = await run.page.evaluate(
      () => document.querySelectorAll('status-favorite-toggle, status-save-button').length + document.querySelectorAll('status-collection-strip a.status-card').length,
    );
    await run.page.reload();
    const productRequestsCached = await visit();
    return {
      layoutShift,
      layoutShiftScope: 'product and home pages, phone and desktop, guest and with a session',
      productElements,
      productRequests,
      productRequestsCached,
      chunks: [...chunks],
    };
  } finally {
    await run.close();
  }
}
