// The favorite button on the panel's product cards (wishlist.showInAppButtons), on the devstore:
// a guest views a product, opens the widget on the home page, and favorites it from For you's recently viewed
// strip with the mouse (told it is saved on this device, with a way to sign in), then unfavorites it from the list's page with the keyboard. The theme's heart for the
// same product on the page follows each change (status:saved-change), the button sits over the image (the
// card's box is the same with it), and axe finds nothing. STATUS_SCREENSHOTS=<folder> keeps phone and desktop
// screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findCollection } from '../../devstore/catalog/index.ts';
import { products } from '../../devstore/catalog/products.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps, widgetReady } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('card-favorites');
const shopper = shopperSteps(e2e);
const onHome = new Set(findCollection('new-in')!.productIds);
const PRODUCT = products.find((p) => onHome.has(p.id) && p.variants.some((v) => v.available))!;

const pageHeart = (page: Page) => page.locator(`status-favorite-toggle[product-id="${PRODUCT.id}"] button`).first();

describe('favorite button on the panel’s product cards', () => {
  it('favorites from a strip with the mouse, unfavorites on the list page with the keyboard; the theme’s heart follows', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront(`/products/${PRODUCT.handle}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await widgetReady(page);
    await page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { __changes: unknown[] }).__changes = []);
      addEventListener('status:saved-change', (event) => void seen.push((event as CustomEvent).detail));
    });
    expect(await pageHeart(page).getAttribute('aria-pressed')).toBe('false');

    const dialog = await openWidget(page);
    const strip = dialog.getByRole('region', { name: 'Recently viewed' });
    const button = strip.getByRole('button', { name: `Save ${PRODUCT.title} to favorites` });
    await button.waitFor({ timeout: 20_000 });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    // Over the image: inside its box, and the card is as tall as the link it sits beside.
    const card = strip.locator('.status-product-frame').first();
    const [media, box, link] = await Promise.all([card.locator('.status-product-media').boundingBox(), button.boundingBox(), card.locator('.status-product').boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(media!.x);
    expect(box!.y + box!.height).toBeLessThanOrEqual(media!.y + media!.height);
    expect((await card.boundingBox())!.height).toBeCloseTo(link!.height, 0);

    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    // A guest is told the save stays on this device, with the sign-in that keeps it.
    const panel = page.locator('#status-widget-root');
    await panel.getByText('Saved to your favorites on this device.').waitFor({ timeout: 5000 });
    await panel.getByRole('button', { name: 'Sign in to keep them' }).waitFor();
    await expect.poll(() => pageHeart(page).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes)).toEqual([{ productId: String(PRODUCT.id), variantId: null, saved: true }]);
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'card-favorites-strip');

    // The list's page: the same state; Space on the focused button removes it.
    await strip.getByRole('link', { name: /^View all/ }).click();
    const list = page.getByRole('dialog', { name: 'Recently viewed' });
    const onPage = list.getByRole('button', { name: `Save ${PRODUCT.title} to favorites` });
    await onPage.waitFor();
    await expect.poll(() => onPage.getAttribute('aria-pressed')).toBe('true');
    await onPage.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => onPage.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => pageHeart(page).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
    await expectNoAxeViolations(page);
    await screenshots(page, 'card-favorites-page');
    expect(errors).toEqual([]);
  });

  it('a heart pressed as the panel opens: one guest, whose favorite the panel shows', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/');
    const signUps: string[] = [];
    page.on('request', (request) => void (request.url().includes('accounts:signUp') && signUps.push(request.url())));
    await pageHeart(page).click();
    const dialog = await openWidget(page, 'favorites', 'Favorites');
    await dialog.getByRole('link', { name: new RegExp(`^${PRODUCT.title}`) }).waitFor({ timeout: 15_000 });
    const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('status:auth') ?? '{}') as { uid?: string }).uid);
    expect(stored).toBeTruthy();
    expect(signUps.length).toBeLessThanOrEqual(2); // both may have asked; one user stays
  });
});
