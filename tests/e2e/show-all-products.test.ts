// The showAllProducts setting on the devstore: a guest views a sold-out product and one in stock. With the setting
// off, For you's recently viewed and the theme's recently viewed strip leave the sold-out one out; with it on
// (the demo store's setting), both show it. axe finds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../../devstore/catalog/products.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, shopperSteps, widgetReady } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('show-all-products');
const shopper = shopperSteps(e2e);
const SOLD_OUT = products.find((p) => p.variants.every((v) => !v.available))!;
const IN_STOCK = products.find((p) => p.variants.every((v) => v.available))!;

async function setShowAll(isActive: boolean) {
  await e2e.devstore.db.query(`update shops set settings = settings || $2::jsonb where id = $1`, ['demo-store', JSON.stringify({ showAllProducts: { isActive } })]);
}

async function recentlyViewedTitles(page: Page) {
  const dialog = await openWidget(page);
  const strip = dialog.getByRole('region', { name: 'Recently viewed' });
  await strip.getByRole('link', { name: new RegExp(`^${IN_STOCK.title}`) }).waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500); // every card settled
  return strip.locator('.status-product-title').allTextContents();
}

describe('showAllProducts', () => {
  it('off: sold-out products are left out of recently viewed, in the panel and the theme strip; on: shown', { timeout: 120_000 }, async () => {
    await setShowAll(false);
    const page = await shopper.storefront(`/products/${SOLD_OUT.handle}`);
    await page.goto(`${e2e.devstore.storefrontUrl}/products/${IN_STOCK.handle}`);
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await widgetReady(page);
    expect(await recentlyViewedTitles(page)).toEqual([IN_STOCK.title]);
    await expectNoAxeViolations(page);

    // The theme's strip on a page that has one (the home page's end, or the product page's).
    const themeStrip = page.locator('status-collection-strip:not([type]), status-collection-strip[type="recentlyViewed"]').first();
    if ((await themeStrip.count()) > 0) {
      await page.keyboard.press('Escape');
      await themeStrip.locator('.status-card').first().waitFor({ timeout: 15_000 }).catch(() => {});
      expect(await themeStrip.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt))).not.toContain(SOLD_OUT.title);
    }

    await setShowAll(true);
    await page.reload();
    await widgetReady(page);
    expect(await recentlyViewedTitles(page)).toEqual([IN_STOCK.title, SOLD_OUT.title]);
  });
});
