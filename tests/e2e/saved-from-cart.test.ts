// Saved from cart on the devstore, all real parts (storefront with its real cart, API on PGlite, the Firebase
// Auth emulator, the built widget in Chromium): a guest adds a product to the cart with the theme's form,
// opens the panel on #status-saved and finds it there (cart sync read the cart when it started); a second
// product added with the theme's AJAX cart (fetch to /cart/add.js) while the panel is up appears too (cart
// sync observed the request). axe finds no violations on the page; phone and desktop screenshots are kept.
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const SCREENSHOTS = path.join(tmpdir(), 'status-screenshots');
const e2e = useDevstore('saved');

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

async function journey(viewport: { width: number; height: number }, name: string): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The theme's product form (a plain POST to /cart/add, answered with the cart page).
  await page.goto(`${e2e.devstore.storefrontUrl}/products/linen-button-shirt`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL(/\/cart$/);
  await page.getByRole('link', { name: /Linen Button Shirt/ }).first().waitFor();

  await page.evaluate(() => {
    location.hash = '#status-saved';
  });
  const dialog = page.getByRole('dialog', { name: 'Saved from cart' });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: 'Linen Button Shirt' }).waitFor({ timeout: 15_000 });

  // The theme's AJAX cart while the panel is up: observed, recorded, and the open list refreshes.
  const status = await page.evaluate(async () => {
    const response = await fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ id: 41000000040, quantity: 1 }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await dialog.getByRole('link', { name: 'Merino Beanie' }).waitFor({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Add to cart' }).count()).resolves.toBe(2);

  await page.waitForTimeout(600); // transitions and images settle before contrast checks and screenshots
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `saved-from-cart-${name}.png`) });
  expect(errors).toEqual([]);
  return page;
}

describe('saved from cart on the devstore', () => {
  it('a cart add on the storefront appears in saved from cart (desktop)', async () => {
    const page = await journey({ width: 1280, height: 800 }, 'desktop');
    // Add to cart from the list goes to the shop's cart (saved.redirectToCart) with the line marked.
    const dialog = page.getByRole('dialog', { name: 'Saved from cart' });
    await dialog.locator('li', { hasText: 'Merino Beanie' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/cart$/);
    const cart = await page.evaluate(async () => (await (await fetch('/cart.js')).json()) as { items: { variant_id: number; properties: Record<string, string> }[] });
    expect(cart.items.find((item) => item.properties._status_source === 'saved-from-cart')?.variant_id).toBe(41000000040);
    await page.context().close();
  });

  it('looks right on a phone (390×844)', async () => {
    const page = await journey({ width: 390, height: 844 }, 'phone');
    await page.context().close();
  });
});
