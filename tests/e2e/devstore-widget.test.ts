// The widget on the devstore, all real parts: storefront, API over HTTP on PGlite, the Firebase Auth
// emulator and the built loader + panel in Chromium. A guest opens the panel from the account icon, is sent
// from a protected route to foryou, and sees the orders tab's login prompt; axe finds no violations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('widget');


async function storefront(pathname = '/'): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`);
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
  expect(errors).toEqual([]);
  return page;
}

describe('widget on the devstore', () => {
  it('opens from the account icon, redirects a guest from a protected route, shows the orders login prompt', async () => {
    const page = await storefront('/');
    await page.getByRole('link', { name: 'Account' }).first().click();
    const home = page.getByRole('dialog', { name: 'For you' });
    await home.waitFor();
    // The seeded merchant content block's image stays inside the panel (no sideways overflow on a phone).
    const image = home.locator('.status-content img').first();
    await image.waitFor();
    await page.waitForTimeout(500); // the open transition
    const [imageBox, dialogBox] = await Promise.all([image.boundingBox(), home.boundingBox()]);
    expect(imageBox!.x + imageBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width - 16);

    // #status-addresses needs a signed-in customer: a guest lands on foryou.
    await page.evaluate(() => {
      location.hash = '#status-addresses';
    });
    await page.waitForTimeout(300);
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Addresses' }).count()).toBe(0);

    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await orders.waitFor();
    await orders.getByRole('textbox', { name: /email/i }).waitFor();
    await orders.getByRole('button', { name: 'Get login code' }).waitFor();

    await page.waitForTimeout(500); // let transitions settle before contrast checks
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  it("renders the merchant's seeded dynamic page: its content block, and the slot a plugin fills", async () => {
    const page = await storefront('/');
    await page.evaluate(() => {
      location.hash = '#status-rewards-info';
    });
    const dialog = page.getByRole('dialog', { name: 'How rewards work' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'See rewards' }).waitFor();
    // `acme-loyalty.rewardsInfo`, placed by the merchant's page, filled by the Acme Loyalty plugin (loaded by URL).
    await dialog.getByRole('heading', { name: 'How you earn' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500); // the open transition, before contrast checks
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
