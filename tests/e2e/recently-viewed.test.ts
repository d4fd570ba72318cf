// Recently viewed on the devstore, all real parts: a guest views three products on the storefront,
// opens the panel, and finds them in "Recently viewed" on For you, the open page's product first; popular
// today is there too, and axe finds no violations. STATUS_SCREENSHOTS=<folder> saves a phone (390×844) and a
// desktop screenshot of For you with the strips.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('recently-viewed');
const shots = process.env.STATUS_SCREENSHOTS;

async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`);
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
}

async function guestViewsThreeProducts(context: BrowserContext): Promise<{ page: Page; titles: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visit(page, '/');
  const cards = page.locator('a.card');
  const hrefs = (await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).slice(0, 3);
  const titles: string[] = [];
  for (const href of hrefs) {
    await visit(page, href); // leaving the page before writes its product (pagehide)
    titles.push((await page.locator('h1').first().textContent())!.trim());
  }
  expect(errors).toEqual([]);
  return { page, titles };
}

async function openForYou(page: Page) {
  await page.getByRole('link', { name: 'Account' }).first().click();
  const home = page.getByRole('dialog', { name: /For you|Hi / });
  await home.waitFor();
  const recent = home.getByRole('region', { name: 'Recently viewed' });
  await recent.waitFor({ timeout: 15_000 });
  return { home, recent };
}

const cardTitles = (region: ReturnType<Page['getByRole']>) =>
  region.locator('.status-product-title').evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim()));

describe('recently viewed on the devstore', () => {
  it('a guest views three products, opens the panel: they are in recently viewed on For you', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const { page, titles } = await guestViewsThreeProducts(context);
    const { home, recent } = await openForYou(page);
    // Most recent first: the open page's product, then the two before it.
    await expect.poll(() => cardTitles(recent), { timeout: 15_000 }).toEqual([titles[2], titles[1], titles[0]]);
    const first = recent.getByRole('link', { name: titles[2] });
    expect(await first.getAttribute('href')).toMatch(/\/products\//);
    expect(await first.textContent()).toMatch(/[$€£]|\d/); // a price
    await recent.locator('img').first().waitFor();
    const popular = home.getByRole('region', { name: 'Popular today' });
    await expect.poll(async () => (await cardTitles(popular)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await cardTitles(popular)).length).toBeLessThanOrEqual(12);

    await recent.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600); // transitions and images settle before contrast checks
    if (shots) await page.screenshot({ path: path.join(shots, 'foryou-desktop.png') });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // "View all" opens the collection page, with a back button to For you.
    await recent.getByRole('link', { name: /View all/ }).click();
    const all = page.getByRole('dialog', { name: 'Recently viewed' });
    await all.waitFor();
    await expect.poll(() => all.locator('.status-product-title').count(), { timeout: 10_000 }).toBe(3);
    await page.waitForTimeout(500);
    if (shots) await page.screenshot({ path: path.join(shots, 'collection-desktop.png') });
    const pageViolations = await runAxe(page);
    expect(pageViolations, formatViolations(pageViolations)).toEqual([]);
  });

  it('a recently viewed product the store no longer has: no card, and no heading over an empty strip', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }));
    const page = await context.newPage();
    await visit(page, '/');
    // A product viewed before it was deleted from the store: its id is all the browser's list holds.
    await page.evaluate(() => localStorage.setItem('status:recently-viewed', JSON.stringify(['987654321'])));
    await visit(page, '/');
    await page.getByRole('link', { name: 'Account' }).first().tap();
    const home = page.getByRole('dialog', { name: /For you|Hi / });
    const popular = home.getByRole('region', { name: 'Popular today' });
    await expect.poll(async () => (await cardTitles(popular)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Its card asked the API and found nothing (the popular strip's cards came in the same batch window or after).
    await expect.poll(() => home.locator('.status-product[data-loading]').count(), { timeout: 10_000 }).toBe(0);
    expect(await home.getByRole('heading', { name: 'Recently viewed' }).isVisible()).toBe(false);
    expect(await home.getByRole('region', { name: 'Recently viewed' }).count()).toBe(0);
  });

  it('on a phone (390×844): the notification trigger toast after the third product, its action opens For you', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }));
    const { page, titles } = await guestViewsThreeProducts(context);
    // The third product view reaches the shop's notification trigger (amount 3, page product): its
    // site toast comes a second after the page went idle, above the floating me button, which
    // covers none of it.
    const toast = page.locator('.status-toast', { hasText: 'Keep your favorites in one place' });
    await toast.waitFor({ timeout: 10_000 });
    const meButton = page.getByRole('link', { name: 'My account' });
    const [toastBox, buttonBox] = [await toast.boundingBox(), await meButton.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    if (shots) await page.screenshot({ path: path.join(shots, 'notification-trigger-phone.png') });
    // Its action opens the panel at the trigger's destination (#status: For you).
    await toast.getByRole('link', { name: 'Sign in' }).tap();
    const recent = page.getByRole('dialog', { name: /For you|Hi / }).getByRole('region', { name: 'Recently viewed' });
    await recent.waitFor({ timeout: 15_000 });
    expect(await toast.count()).toBe(0);
    await expect.poll(() => cardTitles(recent), { timeout: 15_000 }).toEqual([titles[2], titles[1], titles[0]]);
    await recent.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    if (shots) await page.screenshot({ path: path.join(shots, 'foryou-phone.png') });
    const panelViolations = await runAxe(page);
    expect(panelViolations, formatViolations(panelViolations)).toEqual([]);
  });
});
