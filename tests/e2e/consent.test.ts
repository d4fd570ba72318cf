// Consent on the German demo shop, all real parts: its country requires consent, so the page carries a stand-in
// of Shopify's Customer Privacy API and a cookie banner (devstore/storefront/customer-privacy.ts), which passes
// axe. Undecided, a viewed product is not kept, and no tracking event or Klaviyo push is made; declined, the
// same; accepted (by keyboard), the next product viewed is kept and the widget's events reach Klaviyo's queue.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';
import { screenshots, widgetReady } from './shopper.ts';

const e2e = useDevstore('consent');

const stored = (page: Page) =>
  page.evaluate(() => ({
    recentlyViewed: JSON.parse(localStorage.getItem('status:recently-viewed') ?? '[]') as unknown[],
    tracking: localStorage.getItem('status:tracking'),
    klaviyo: ((window as unknown as { _learnq?: unknown[] })._learnq ?? []).length,
  }));

async function viewAProductAndLeave(page: Page): Promise<string> {
  const href = (await page.locator('a.card').first().getAttribute('href'))!;
  await page.goto(`${e2e.devstore.storefrontUrl}${href}`);
  await widgetReady(page);
  await page.goto(`${e2e.devstore.storefrontUrl}/`); // leaving writes the view, when allowed (pagehide)
  await widgetReady(page);
  return href;
}

async function germanShop(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = e2e.track(await e2e.browser.newContext({ viewport }));
  const page = await context.newPage();
  await page.goto(`${e2e.devstore.storefrontUrl}/?shop=demo-store-de`);
  await widgetReady(page);
  return page;
}

describe('consent on the German demo shop', () => {
  it('undecided and declined keep nothing; the banner passes axe', { timeout: 90_000 }, async () => {
    const page = await germanShop();
    const banner = page.getByRole('region', { name: 'Deine Privatsphäre' });
    await banner.waitFor();
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await screenshots(page, 'consent-banner');

    // Undecided: nothing kept, nothing queued.
    await viewAProductAndLeave(page);
    expect(await stored(page)).toEqual({ recentlyViewed: [], tracking: null, klaviyo: 0 });

    // Declined: the banner goes, and stays gone on the next page; still nothing kept.
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await banner.waitFor({ state: 'hidden' });
    await viewAProductAndLeave(page);
    expect(await page.getByRole('region', { name: 'Deine Privatsphäre' }).isVisible()).toBe(false);
    expect(await stored(page)).toMatchObject({ recentlyViewed: [], tracking: null });
  });

  it('accepted by keyboard: the next product viewed is kept', { timeout: 90_000 }, async () => {
    const page = await germanShop({ width: 390, height: 844 });
    const accept = page.getByRole('region', { name: 'Deine Privatsphäre' }).getByRole('button', { name: 'Akzeptieren' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await accept.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { Shopify: { customerPrivacy: { analyticsProcessingAllowed(): boolean } } }).Shopify.customerPrivacy.analyticsProcessingAllowed())).toBe(true);
    const href = await viewAProductAndLeave(page);
    const { recentlyViewed } = await stored(page);
    expect(recentlyViewed).toHaveLength(1);
    expect(href).toMatch(/\/products\//);
  });
});
