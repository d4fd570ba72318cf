// Headless Chromium for the bench: the system browser only (never downloaded), a fresh context per run (cold
// cache, empty storage) and 4× CPU throttling through CDP before the page loads.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';

export const CPU_THROTTLING_RATE = 4;

/**
 * The bench never reaches a real service: every host name but 127.0.0.1 (where the bench's servers listen) fails
 * to resolve, in Chromium's own resolver. Not Playwright's request interception (`context.route`), which sends
 * every request through this Node process and back: it added ~50 ms to a phone's tap to interactive (~20 chunk
 * requests; 322 vs 268 ms, median of 5 interleaved), a cost no shopper's browser has.
 */
export const NO_EXTERNAL_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', NO_EXTERNAL_HOSTS];

export function chromePath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((file): file is string => !!file && existsSync(file)) ?? null;
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: ARGS });
}

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/** A page in its own context with the CPU throttled (external hosts do not resolve: NO_EXTERNAL_HOSTS). */
/** 'desktop': 1280×800 with a mouse; 'phone': 390×844, touch, no hover. */
export type Device = 'desktop' | 'phone';

/**
 * Chrome DevTools' "Fast 4G" preset, as Lighthouse's mobile profile throttles: 9 Mb/s down, 1.5 Mb/s up,
 * 170 ms round trip (applied per request by Chromium's network emulation).
 */
export const FAST_4G = { offline: false, latency: 170, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 };

export interface PageOptions {
  device?: Device;
  /** Cookies and localStorage to start with (a signed-in shopper). */
  storageState?: BrowserContextOptions['storageState'];
  /** Throttle the network too (FAST_4G); default: unthrottled. */
  network?: typeof FAST_4G;
}

export async function throttledPage(browser: Browser, options: PageOptions = {}): Promise<ThrottledPage> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    ...(options.device === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1280, height: 800 } }),
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', options.network);
  }
  return { context, page, cdp, close: () => context.close() };
}

/**
 * The bench's input is a shopper's, raw: a touch or the mouse at the centre of `selector`, read in the page's
 * own world. Not Playwright's actions (`page.tap()`, `click()`, `hover()`, `locator()`): they create
 * Playwright's injected script in the page, which from then on runs capture listeners on window for every
 * pointer, touch, mouse and click event (its hit-target check), and their actionability checks run script in
 * the page just before the input. All of that lands in what the bench times from the input: a cost no
 * shopper's browser has.
 */
export async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const point = (await page.evaluate(`(() => {
    const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    return box && box.width && box.height ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  })()`)) as { x: number; y: number } | null;
  if (!point) throw new Error(`bench: nothing to press at ${selector}`);
  return point;
}

/** A phone's tap: touch start and end, no hover. */
export async function shopperTap(page: Page, selector: string): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await page.touchscreen.tap(x, y);
}

/**
 * A finger's tap: the touch held `holdMs` before it lifts (raw CDP touch events, like Playwright's tap but not
 * at one instant). The touch's own work (the loader's intent: preloads, the frame's stylesheet) then runs while
 * the finger is down, and the click comes on the lift.
 */
export async function fingerTap(page: Page, cdp: CDPSession, selector: string, holdMs: number): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A mouse click, after the pointer rested `dwellMs` on the target (0: it arrives and clicks at once). */
export async function shopperClick(page: Page, selector: string, dwellMs = 0): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await page.mouse.move(x, y);
  if (dwellMs > 0) await page.waitForTimeout(dwellMs);
  await page.mouse.click(x, y);
}

/**
 * Loaded and network quiet for 500 ms, then padded to `windowMs` after `startedAt`, so paired runs observe
 * equally long windows (idle-time tasks count the same) and idle callbacks (the prefetch) have run.
 */
export async function settle(page: Page, startedAt = Date.now(), windowMs = 0): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(Math.max(300, windowMs - (Date.now() - startedAt)));
}
