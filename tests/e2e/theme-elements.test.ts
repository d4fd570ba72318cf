// Theme elements on the devstore storefront, all real parts: a guest hearts a product (anonymous
// sign-in on that click) and is told where it went, with a way to sign in; the header badge counts it, a reload
// keeps it, signing in keeps it (check-customer merges the guest's favorites); the product page carries one
// favorite control; a save button a theme places toggles its label and the heart follows; keyboard only; a page
// with elements and no panel fetched only the elements chunk (no React); no layout shift on product and home
// pages; axe finds nothing on product, home and cart pages. STATUS_SCREENSHOTS=<folder> saves phone and
// desktop screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';
import { fullPageScreenshot, shopperSteps, uniqueEmail, widgetReady } from './shopper.ts';

const e2e = useDevstore('theme-elements');
const shopper = shopperSteps(e2e);
const shots = process.env.STATUS_SCREENSHOTS;
const PRODUCT = '/products/heavyweight-hoodie';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const heart = (page: Page) => page.locator('.buy-row status-favorite-toggle button');
const badgeLabel = (page: Page) => page.locator('status-saved-items-link a').getAttribute('aria-label');

/** The dist/ files that hold React (react-dom), from the build's metafile. */
function reactChunks(): string[] {
  const meta = JSON.parse(readFileSync(path.resolve('dist/meta.json'), 'utf8')) as { outputs: Record<string, { inputs?: Record<string, unknown> }> };
  return Object.entries(meta.outputs)
    .filter(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs ?? {}).some((input) => input.includes('node_modules/react-dom/')))
    .map(([file]) => path.basename(file));
}

/** A fresh profile that records layout shifts from the start and the widget chunks it fetched. */
async function profile(options: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }) {
  const context = e2e.track(await e2e.browser.newContext(options));
  await context.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const chunks: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/status/chunks/')) chunks.push(path.basename(url.pathname));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, chunks, errors };
}

async function visit(page: Page, pathname: string) {
  await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`);
  await widgetReady(page);
}

const shiftSum = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

async function expectNoViolations(page: Page) {
  await page.waitForTimeout(300);
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

describe('theme elements on the devstore', () => {
  it('a guest favorites a product: pressed, badge 1, kept on reload and after signing in; the save button toggles its label', async () => {
    const page = await shopper.storefront(PRODUCT);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    expect(await badgeLabel(page)).toBe('Favorites');
    expect(await page.evaluate(() => localStorage.getItem('status:auth'))).toBeNull(); // no session until the click
    expect(await page.locator('status-save-button').count()).toBe(0); // one favorite control on the page
    await heart(page).click();
    await expect.poll(() => badgeLabel(page), { timeout: 15_000 }).toBe('Favorites, 1 item');
    expect(await heart(page).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('status-saved-items-link .status-badge').textContent()).toBe('1');
    // The guest is told the save stays on this device, and offered the sign-in that keeps it.
    const notice = page.getByRole('status').filter({ hasText: 'Saved to your favorites on this device.' });
    await notice.waitFor({ timeout: 5000 });
    expect(await notice.getByRole('link', { name: 'Sign in to keep them' }).getAttribute('href')).toBe('#status');
    await expectNoViolations(page);

    await page.reload();
    await widgetReady(page);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => badgeLabel(page)).toBe('Favorites, 1 item');

    // A theme that places the worded save button (added here as its Liquid would print it) shares the list:
    // 'Saved item' → remove → 'Save this item', the heart follows; and back.
    await page.evaluate((id) => {
      const button = document.createElement('status-save-button');
      button.setAttribute('product-id', id);
      document.querySelector('.product form')!.after(button);
    }, (await heart(page).evaluate((el) => el.closest('status-favorite-toggle')!.getAttribute('product-id')))!);
    const save = page.locator('status-save-button button');
    await expect.poll(() => save.textContent(), { timeout: 10_000 }).toContain('Saved item');
    expect(await page.getByRole('button', { name: 'Saved item' }).count()).toBe(1);
    await save.click();
    await page.getByRole('button', { name: 'Save this item' }).waitFor();
    await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => badgeLabel(page)).toBe('Favorites');
    await page.getByRole('button', { name: 'Save this item' }).click();
    await page.getByRole('button', { name: 'Saved item' }).waitFor();
    await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('true');

    // Sign in (code from the inbox, then the shop login's round trip): the favorite is still there.
    await shopper.signInWithCode(page, uniqueEmail('elements'));
    await page.goto(`${e2e.devstore.storefrontUrl}${PRODUCT}`);
    await widgetReady(page);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => badgeLabel(page)).toBe('Favorites, 1 item');
    expect(await page.evaluate(() => (window as unknown as { StatusInitData: { customerId: string | null } }).StatusInitData.customerId)).toBeTruthy();
    // The customer's login block greets; the favorites strip on the cart page shows the product.
    await visit(page, '/cart');
    const strip = page.getByRole('region', { name: 'Favorites' });
    await expect.poll(() => strip.locator('.status-card__title').allTextContents(), { timeout: 15_000 }).toEqual(['Heavyweight Hoodie']);
    expect(await strip.getByRole('link', { name: 'View all Favorites' }).getAttribute('href')).toBe('#status-favorites');
    await expectNoViolations(page);
    if (shots) await fullPageScreenshot(page, path.join(shots, 'elements-cart-desktop.png'));
  });

  it('keyboard: Tab reaches the heart, which only then shows its focus ring; Enter and Space toggle it', async () => {
    const { page } = await profile();
    await visit(page, PRODUCT);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    // No element wears a focus ring it does not have (until session 18 the ring's :focus-visible applied to the
    // last class of its selector list only: every heart, button, badge, card and link showed it all the time).
    const rings = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.status-favorite, .status-save, .status-saved-link, .status-login__action, .status-strip__action, .status-card')]
          .filter((element) => getComputedStyle(element).outlineStyle !== 'none')
          .map((element) => element.className),
      );
    expect(await page.locator('.status-favorite, .status-saved-link').count()).toBeGreaterThanOrEqual(2);
    expect(await rings()).toEqual([]);
    await page.locator('.buy-row .button').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('status-favorite-toggle') !== null)).toBe(true);
    expect(await rings()).toEqual(['status-favorite']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Save Heavyweight Hoodie to favorites');
    await page.keyboard.press('Enter');
    await expect.poll(() => badgeLabel(page), { timeout: 15_000 }).toBe('Favorites, 1 item');
    expect(await heart(page).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => badgeLabel(page), { timeout: 15_000 }).toBe('Favorites');
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
  });

  it('pages with elements and no panel open fetch the elements\' chunks only, no React; no layout shift on product and home pages', async () => {
    const react = reactChunks();
    expect(react.length).toBeGreaterThan(0);
    for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
      const { page, chunks, errors } = await profile(options);
      for (const pathname of [PRODUCT, '/', '/collections/apparel']) {
        await visit(page, pathname);
        await page.locator('status-favorite-toggle button').first().waitFor({ timeout: 15_000 });
        await page.waitForTimeout(1200); // the strips' product batch (250 ms window) and images
        if (pathname !== '/collections/apparel') expect(await shiftSum(page), `${pathname} layout shift`).toBe(0);
      }
      // With a session (a favorite saved), the elements ask the API on load: still no shift.
      await visit(page, PRODUCT);
      await page.locator('.buy-row status-favorite-toggle button').click();
      await expect.poll(() => badgeLabel(page), { timeout: 15_000 }).toBe('Favorites, 1 item');
      for (const pathname of [PRODUCT, '/']) {
        await visit(page, pathname);
        await page.locator('status-saved-items-link .status-badge:not([hidden])').waitFor({ timeout: 15_000 });
        await page.waitForTimeout(1200);
        expect(await shiftSum(page), `${pathname} layout shift with a session`).toBe(0);
      }
      // One file for the elements and the loader's extras (the shop has the me button and notification triggers
      // on, and every page an element: the header's badge), and the elements' parts a page needed: the strips' code
      // when one came near the screen, the identity and API client (a save, a strip's products), the toasts (the
      // guest's notice), the login block (the home page's).
      const names = [...new Set(chunks)].map((chunk) => chunk.replace(/-[A-Z0-9]+\.js$/, ''));
      expect(names).toContain('elements-extras');
      expect(names.filter((name) => !['elements-extras', 'elements-strip', 'elements-session', 'elements-toast', 'elements-login-block', 'elements-save-button'].includes(name))).toEqual([]);
      expect(chunks.filter((chunk) => react.includes(chunk))).toEqual([]);
      expect(errors).toEqual([]);
    }
  }, 120_000);

  it('phone: the strip\'s heading shows whole (arrows or not), no arrows on touch; a heart\'s notice reads in two lines at most', async () => {
    // A touch phone, and a window as narrow with a mouse (where the arrows show and crowd the heading).
    for (const options of [PHONE, { viewport: { width: 390, height: 844 } }]) {
      const { page } = await profile(options);
      await visit(page, '/');
      // The strip's code and cards come as it nears the screen.
      await page.locator('status-collection-strip[type=popularToday]').scrollIntoViewIfNeeded();
      const strip = page.getByRole('region', { name: 'Popular today' });
      await strip.locator('.status-card:not([data-loading])').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300); // the arrows measure the filled row
      // The heading is not cut (no ellipsis, no clamped line) and nothing in the header overlaps its text.
      const head = await strip.locator('.status-strip__header').evaluate((header) => {
        const heading = header.querySelector('h2')!;
        const range = document.createRange();
        range.selectNodeContents(heading);
        const text = range.getBoundingClientRect();
        const others = [...header.children].filter((child) => child !== heading && getComputedStyle(child).display !== 'none');
        const overlaps = others.some((other) => {
          const rect = other.getBoundingClientRect();
          return !(rect.right <= text.left || rect.left >= text.right || rect.bottom <= text.top || rect.top >= text.bottom);
        });
        // Every line the text is laid out on lies within the box (a clamped third line would not), no cut line.
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const whole = heading.scrollWidth <= heading.clientWidth && lines * parseFloat(getComputedStyle(heading).lineHeight) <= heading.clientHeight;
        return { whole, overlaps, height: header.getBoundingClientRect().height };
      });
      expect(head).toEqual({ whole: true, overlaps: false, height: 44 }); // 44: the reserved header, nothing moves
      const arrows = await strip.locator('.status-strip__arrow').evaluateAll((all) => all.map((arrow) => getComputedStyle(arrow).display));
      // A touch screen swipes the row: no arrows; a mouse gets them.
      expect(arrows).toEqual(options === PHONE ? ['none', 'none'] : ['grid', 'grid']);
      if (shots) await page.screenshot({ path: path.join(shots, `elements-strip-${options === PHONE ? 'phone' : 'narrow-mouse'}.png`) });
      if (options !== PHONE) continue;

      // The guest's heart: the notice's text takes the width (two lines at most), its link stays on one line.
      await strip.locator('status-favorite-toggle button').first().click();
      const toast = page.locator('.status-toasts .status-toast').filter({ hasText: 'Saved to your favorites on this device.' });
      await toast.waitFor({ timeout: 15_000 });
      const lines = await toast.evaluate((element) => {
        // Lines a node's text is laid out on: the distinct tops of its text's boxes.
        const count = (node: Element) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        return { text: count(element.querySelector('.status-toast__text')!), action: count(element.querySelector('.status-toast__action')!) };
      });
      expect(lines.text).toBeLessThanOrEqual(2);
      expect(lines.action).toBe(1);
      if (shots) await page.screenshot({ path: path.join(shots, 'elements-toast-phone.png') });
    }
  });

  it('axe: no violations on product, home and cart pages with the elements (desktop and phone)', async () => {
    for (const [name, options] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', PHONE]] as const) {
      const { page } = await profile(options);
      // A recently viewed product and a favorite, so the strips have cards.
      await visit(page, '/products/everyday-cotton-tee');
      await visit(page, PRODUCT);
      await heart(page).click();
      await expect.poll(() => badgeLabel(page), { timeout: 15_000 }).toBe('Favorites, 1 item');
      for (const pathname of [PRODUCT, '/', '/cart']) {
        await visit(page, pathname);
        await page.locator('status-saved-items-link .status-badge:not([hidden])').waitFor({ timeout: 15_000 });
        // A strip's code and cards come when it nears the screen, as the shopper scrolls.
        for (const strip of await page.locator('status-collection-strip').all()) await strip.scrollIntoViewIfNeeded();
        await page.locator('.status-card:not([data-loading])').first().waitFor({ timeout: 15_000 });
        await expectNoViolations(page);
        if (shots) await fullPageScreenshot(page, path.join(shots, `elements-${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${name}.png`));
      }
    }
  }, 120_000);
});
