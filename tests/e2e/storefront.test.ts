// The demo storefront in a real Chromium: home, a collection and a product page carry the widget's init data
// and pass axe-core (WCAG 2.1 A/AA) with zero violations. Only the storefront is checked, not the panel.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { InitData } from '../../runtime/dom/contract.ts';
import { findCollection, findProductByHandle } from '../../devstore/catalog/index.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('storefront');


/** A page without the widget's script: this suite checks the storefront alone, not the panel. */
async function newStorefrontPage(): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.route('**/status/**', (route) => route.abort());
  return page;
}

async function open(pathname: string): Promise<{ page: Page; init: InitData }> {
  const page = await newStorefrontPage();
  const response = await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const init = await page.evaluate(() => (window as unknown as { StatusInitData: InitData }).StatusInitData);
  return { page, init };
}

async function expectAccessible(page: Page) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

describe('demo storefront in Chromium', () => {
  it('home page: init data for demo-store, account icon, no axe violations', async () => {
    const { page, init } = await open('/');
    expect(init).toMatchObject({
      shopId: 'demo-store',
      customerId: null,
      shopifyDomain: 'demo-store.myshopify.com',
      page: { productId: null, collectionId: null },
      locale: { language: 'en', countryCode: 'US', currency: 'USD' },
      apiBaseUrl: e2e.devstore.apiUrl,
      firebase: { apiKey: 'demo-api-key', projectId: e2e.devstore.projectId, emulatorUrl: `http://${e2e.devstore.authEmulatorHost}` },
      sharePreview: false,
    });
    expect(init.settings).toHaveProperty('wishlist');
    expect(await page.locator('a[href="#status"][aria-label="Account"]').count()).toBe(1);
    expect(await page.locator('script[src="/status/status.js"][defer]').count()).toBe(1);
    await expectAccessible(page);
    await page.close();
  });

  it('collection page: collectionId in init data, no axe violations', async () => {
    const { page, init } = await open('/collections/apparel');
    expect(init.page).toMatchObject({ collectionId: findCollection('apparel')!.id, productId: null });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Apparel');
    await expectAccessible(page);
    await page.close();
  });

  it('product page: productId in init data, no axe violations', async () => {
    const product = findProductByHandle('heavyweight-hoodie')!;
    const { page, init } = await open(`/products/${product.handle}`);
    expect(init.page).toMatchObject({ productId: product.id, collectionId: null });
    expect(await page.getByRole('img', { name: product.title }).count()).toBe(1);
    await expectAccessible(page);
    await page.close();
  });

  it('German shop (?shop=demo-store-de) and share preview: init data and no axe violations', async () => {
    const { page, init } = await open('/products/everyday-cotton-tee?shop=demo-store-de&preview_theme_id=123');
    expect(init).toMatchObject({ shopId: 'demo-store-de', locale: { language: 'de', currency: 'EUR' }, sharePreview: true });
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expectAccessible(page);
    await page.close();
  });

  it('cart, account, policies and inbox pages have no axe violations', async () => {
    for (const pathname of ['/cart', '/account', '/policies/privacy-policy', '/devstore/inbox']) {
      const page = await newStorefrontPage();
      expect((await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`))?.status(), pathname).toBe(200);
      await expectAccessible(page);
      await page.close();
    }
  });
});
