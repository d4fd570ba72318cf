// In Chromium on the devstore: what the Status app adds to a page comes from the theme app extension's
// Liquid (shopify/extensions/status-theme), as on a Shopify store. This devstore's theme config differs from the
// default in one block (the product page's strip, as a merchant would change it in the theme editor), and the
// element on the page follows. The Multipass-less shop login goes through the app proxy the extension's app
// declares (/apps/status, signed by the devstore playing Shopify): on demo-store-nokey, with its appProxyLogin
// group turned on through the admin API, a widget sign-in sends a shopper not logged in to the store to the
// store's own login and back; one already logged in to the store is linked without leaving the page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeWith } from '../../devstore/storefront/theme/theme-config.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, shopperSteps, typeCode, uniqueEmail, widgetReady } from './shopper.ts';

const e2e = useDevstore('shopify-extension', {
  theme: themeWith({
    'product.footer': [
      { type: 'collection-strip', settings: { type: 'popularToday', product_amount: 6, heading_alignment: 'center', heading: 'Picked for you', show_titles: true } },
    ],
  }),
});
const { storefront, newestMail, requestCode } = shopperSteps(e2e);
const NOKEY = 'demo-store-nokey';

beforeAll(async () => {
  const response = await fetch(`${e2e.devstore.apiUrl}/admin/shops/${NOKEY}/settings/appProxyLogin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${e2e.devstore.adminToken}` },
    body: JSON.stringify({ data: { isActive: true } }),
  });
  expect(response.status).toBe(200);
});

const initData = (page: Page) =>
  page.evaluate(() => (window as unknown as { StatusInitData: { customerId: string | null; customer: { email: string } | null } }).StatusInitData);

/** The store's own login form: email, the code from the inbox, back to return_url. */
async function storeLogin(page: Page, email: string) {
  const requestedAt = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(await newestMail(email, 'code', requestedAt));
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/account/login')), page.getByRole('button', { name: 'Log in' }).click()]);
}

describe('the app embed and app blocks on the devstore', () => {
  it('a product page: the embed loads status.js; the strip follows the block settings of this theme', async () => {
    const page = await storefront('/products/heavyweight-hoodie');
    expect(await page.locator('head script[src="/status/status.js"][defer]').count()).toBe(1);
    const strip = page.locator('.strip-area status-collection-strip');
    expect(await strip.evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])))).toEqual({
      type: 'popularToday', 'product-amount': '6', 'heading-alignment': 'center', carousel: 'true', 'show-titles': 'true',
      'wishlist-button': 'false', 'hide-if-empty': 'false', heading: 'Picked for you',
    });
    const heading = strip.getByRole('heading', { name: 'Picked for you' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    // The blocks a merchant did not change keep their defaults: the heart for the variant, the one favorite control.
    expect(await page.locator('.buy-row status-favorite-toggle').getAttribute('variant-id')).toBeTruthy();
    await page.locator('.buy-row status-favorite-toggle button').waitFor();
    expect(await page.locator('status-save-button').count()).toBe(0);
  });
});

describe('shop login without Multipass, through the app proxy', () => {
  it('not logged in to the store: widget sign-in → the store’s login → back on the page, logged in to both', async () => {
    const page = await storefront(`/products/heavyweight-hoodie?shop=${NOKEY}`);
    const email = uniqueEmail('proxy');
    const { requestedAt } = await requestCode(page, email);
    const answers: unknown[] = [];
    await page.route('**/apps/status/link', async (route) => {
      const response = await route.fetch();
      answers.push([response.status(), await response.json()]);
      await route.fulfill({ response });
    });
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    await page.waitForURL((url) => url.pathname === '/account/login', { timeout: 30_000 });
    // The app, asked through the proxy, found nobody logged in to the store: the store's own login follows.
    expect(answers).toEqual([[200, { linked: false, customerId: null }]]);
    expect(new URL(page.url()).searchParams.get('return_url')).toMatch(/^\/products\/heavyweight-hoodie/);
    await storeLogin(page, email);
    expect(new URL(page.url()).pathname).toBe('/products/heavyweight-hoodie');
    await widgetReady(page);
    expect((await initData(page)).customer?.email).toBe(email);
    const home = await openWidget(page);
    await expect.poll(() => home.getByRole('region', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.getByText('The Multipass key is missing', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Unable to log in to Shopify', { exact: false }).count()).toBe(0);
  });

  it('already logged in to the store: the widget sign-in needs no shop login; a forged proxy query is re-signed by the store', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } }));
    const page = await context.newPage();
    const email = uniqueEmail('proxy-store-first');
    await page.goto(`${e2e.devstore.storefrontUrl}/account/login?shop=${NOKEY}&return_url=/collections/apparel`);
    await storeLogin(page, email);
    expect(new URL(page.url()).pathname).toBe('/collections/apparel');
    await widgetReady(page);
    expect((await initData(page)).customer?.email).toBe(email);

    // Whatever the browser puts in the query, the store (playing Shopify) replaces and signs it: a guessed
    // customer id or signature changes nothing; the app answers for the session's customer, and only with a
    // valid widget token.
    const forged = await page.evaluate(async () => {
      const response = await fetch('/apps/status/link?logged_in_customer_id=6000000001&signature=00', { method: 'POST', body: JSON.stringify({ idToken: 'x' }) });
      return [response.status, ((await response.json()) as { error?: { code?: string } }).error?.code];
    });
    expect(forged).toEqual([401, 'invalid_token']);

    const navigations: string[] = [];
    // Hash changes (the panel's routes) are same-document navigations: only the path and query count.
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.pathname + url.search !== '/collections/apparel') navigations.push(frame.url());
    });
    const { requestedAt } = await requestCode(page, email);
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    const home = page.getByRole('dialog', { name: 'For you' });
    await expect.poll(() => home.getByRole('region', { name: 'Sign in' }).count(), { timeout: 15_000 }).toBe(0);
    expect(navigations).toEqual([]);
    expect(await page.getByText('Unable to log in to Shopify', { exact: false }).count()).toBe(0);
  });
});
