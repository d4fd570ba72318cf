// The whole product on a phone: the devstore's demo store (every built-in plugin on: the shop's
// settings, devstore/catalog/shops.ts), its product page with the theme elements, and Jane, a seeded customer
// with orders, signed in. She signs in once through the widget (code from the dev inbox, the Multipass round
// trip); each measured open then starts from a fresh context holding her cookies and localStorage (the
// browser's HTTP cache cold), on a phone at 4× CPU and "Fast 4G" (browser.ts FAST_4G): tap the account icon,
// then time the frame painted, interactive, and For you's first content (not a skeleton); once settled, close
// and tap again (the warm second open). The chunks fetched up to interactive are the first open's bytes.
import type { Browser, BrowserContext } from 'playwright-core';
import { products } from '../../devstore/catalog/index.ts';
import { FAST_4G, settle, shopperTap, throttledPage } from './browser';
import { CLOSE_PANEL, INSTALL_PROBE, READ_PROBE } from './click-to-open';
import { timed, type Timed } from './stats';

export interface WholeProductResult {
  painted: Timed;
  interactive: Timed;
  firstContent: Timed;
  reopened: Timed;
  /** dist/chunks/… files fetched up to interactive (union over the opens). */
  chunks: string[];
}

/** For you's first content: a shown element of the page that is not a skeleton's (a heading hidden until its row
 * has cards does not count). The probe records when it painted. */
export const FIRST_CONTENT = `(() => {
  window.__firstContent = new Promise((resolve) => {
    addEventListener('click', (event) => {
      const clickAt = event.timeStamp;
      const content = () => {
        const page = document.getElementById('status-widget-root')?.shadowRoot?.querySelector('.status-page[data-route="foryou"]');
        return !!page && [...page.querySelectorAll('h2, h3, p, a, button, img, input')].some((el) => !el.closest('.status-skeleton, .status-visually-hidden') && el.checkVisibility({ visibilityProperty: true }));
      };
      // Timed right after the frame that first shows it: a user-blocking task posted from that frame's callback
      // runs once the frame is drawn, ahead of the tasks already queued (React's effects, the next plugin's
      // start). A timeout waited behind them: 2–43 ms later on Jane's taps (tests/bench/probes.test.ts).
      // The stamp bounds a traced tap's tasks (devstore-taps.ts).
      const painted = (done) => (window.scheduler?.postTask ? scheduler.postTask(done, { priority: 'user-blocking' }) : setTimeout(done, 0));
      const frame = () => requestAnimationFrame(() => (content() ? painted(() => { console.timeStamp('status-usable'); resolve(performance.now() - clickAt); }) : frame()));
      frame();
    }, { capture: true, once: true });
  });
})()`;

const LINK = 'header a[href="#status"]';

export async function signInJane(browser: Browser, storefront: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${storefront}/`);
    await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
    await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('foryou'));
    const signIn = page.getByRole('region', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
    const requestedAt = Date.now() - 1000;
    await signIn.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    let code: string | null = null;
    for (let i = 0; i < 60 && !code; i++) {
      const mails = (await (await context.request.get(`${storefront}/devstore/inbox.json?to=jane%40example.com`)).json()) as { code?: string; createdAt: string }[];
      code = mails.find((mail) => mail.code && new Date(mail.createdAt).getTime() >= requestedAt)?.code ?? null;
      if (!code) await page.waitForTimeout(250);
    }
    if (!code) throw new Error('whole product: no login code for Jane');
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);
    await page.waitForFunction(() => Boolean((window as unknown as { StatusInitData?: { customerId?: string | null } }).StatusInitData?.customerId), null, { timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
    await settle(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** `storefront`: the devstore's storefront URL, serving the bench's build. */
export async function measureWholeProduct(browser: Browser, storefront: string, runs: number): Promise<WholeProductResult> {
  const url = `${storefront}/products/${products[0]!.handle}`;
  const painted: number[] = [];
  const interactive: number[] = [];
  const firstContent: number[] = [];
  const reopened: number[] = [];
  const chunks = new Set<string>();
  const storageState = await signInJane(browser, storefront);
  for (let i = 0; i < runs; i++) {
    const run = await throttledPage(browser, { device: 'phone', storageState, network: FAST_4G });
    try {
      await run.page.goto(url);
      await settle(run.page);
      if (!(await run.page.evaluate('!!window.StatusInitData?.customerId'))) throw new Error('whole product: Jane is not signed in on the page');
      await run.page.evaluate(INSTALL_PROBE);
      await run.page.evaluate(FIRST_CONTENT);
      await shopperTap(run.page, LINK);
      const open = (await run.page.evaluate(READ_PROBE)) as { duration: number; painted: number; chunks: string[] };
      painted.push(open.painted);
      interactive.push(open.duration);
      for (const chunk of open.chunks) chunks.add(chunk.replace(/^status\//, 'dist/'));
      firstContent.push((await run.page.evaluate('Promise.race([window.__firstContent, new Promise((r) => setTimeout(() => r(NaN), 15000))])')) as number);
      await run.page.waitForTimeout(2000);
      await run.page.evaluate(CLOSE_PANEL);
      await run.page.evaluate(INSTALL_PROBE);
      await shopperTap(run.page, LINK);
      reopened.push(((await run.page.evaluate(READ_PROBE)) as { duration: number }).duration);
    } finally {
      await run.close();
    }
  }
  return { painted: timed(painted), interactive: timed(interactive), firstContent: timed(firstContent), reopened: timed(reopened), chunks: [...chunks].sort() };
}
