// The Status app's embedded admin (server/admin-app), opened as the devstore plays Shopify's admin: a session
// token minted with the dev app secret in the page's URL, no App Bridge. In Chromium: the page installs the app
// and lists the plugins in Polaris's look, passes axe with a form open, narrows built-in and third-party plugins
// alike with its search box; Orders off in it means none of the orders
// plugin's chunks download on the storefront's next open; a setting changed from the save bar is in the
// storefront's next page; an invalid value is refused with the schema's message beside the field and nothing is saved.
// Screenshots (phone and desktop) go to STATUS_SCREENSHOTS when set. Needs a current `npm run build`.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { formatViolations, runAxe } from './browser.ts';
import { openWidget as openWidgetIn, setSwitch } from './admin-helpers.ts';
import { chunksOf } from './chunks.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('embedded-admin');
let context: BrowserContext;

beforeAll(async () => {
  // bypassCSP: axe is injected as an inline script, which the page's CSP refuses (rightly).
  context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
});

afterAll(async () => {
  await context?.close();
});

const settings = async () => (await getShop(e2e.devstore.db, 'demo-store'))!.settings;
const embeddedUrl = () => `${e2e.devstore.storefrontUrl}/devstore/admin/embedded?shop=demo-store`;

async function openEmbedded(on: BrowserContext = context): Promise<Page> {
  const page = await on.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(embeddedUrl());
  await page.getByRole('switch', { name: 'Orders' }).waitFor();
  expect(errors).toEqual([]);
  return page;
}


const openWidget = () => openWidgetIn(context, e2e.devstore.storefrontUrl);

describe('embedded admin', () => {
  it('opens on the API with the token out of the address bar, installs the app, and passes axe', async () => {
    const page = await openEmbedded();
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(e2e.devstore.apiUrl).origin);
    expect(url.searchParams.has('id_token')).toBe(false);
    const [connection] = await e2e.devstore.db.query('select 1 from shop_connections where shop_id = $1', ['demo-store']);
    expect(connection).toBeTruthy();
    const orders = page.locator('[data-plugin="orders"]');
    expect(await orders.textContent()).toMatch(/Adds up to \d+\.\d KB \(gzip\) to the widget's first open/);
    expect(await page.locator('[data-plugin="foryou"]').textContent()).toContain('Always on');
    let violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    // The search box narrows the third-party plugins (the seeded Acme Loyalty) with the built-in ones.
    const search = page.getByRole('searchbox', { name: 'Search settings' });
    const acme = page.locator('[data-plugin="acme-loyalty"]');
    await acme.waitFor();
    await search.fill('acme');
    await orders.waitFor({ state: 'detached' });
    await acme.waitFor();
    await search.fill('favorites');
    await acme.waitFor({ state: 'detached' });
    await search.fill('');
    await orders.waitFor();
    await page.getByRole('button', { name: 'Settings for Content blocks' }).click();
    await page.locator('#group-content_0_slot').waitFor();
    violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.close();
  });

  it('turns Orders off: none of its chunks download on the storefront; on again brings them back', async () => {
    const ordersChunks = chunksOf('plugins/orders/');
    expect(ordersChunks.length).toBeGreaterThan(0);
    const ofOrders = (urls: string[]) => urls.filter((url) => ordersChunks.some((chunk) => url.endsWith(`/status/${chunk}`)));
    const admin = await openEmbedded();
    await setSwitch(admin, 'Orders', false);
    expect((await settings()).orders).toMatchObject({ isActive: false });
    const off = await openWidget();
    expect(await off.page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Orders' }).count()).toBe(0);
    expect(ofOrders(off.requested)).toEqual([]);
    await off.page.close();

    await setSwitch(admin, 'Orders', true);
    await admin.close();
    const on = await openWidget();
    expect(ofOrders(on.requested).length).toBeGreaterThan(0);
    await on.page.close();
  });

  it("saves a changed setting from the save bar, and the storefront's next page has it", async () => {
    const page = await openEmbedded();
    await page.getByRole('button', { name: 'Settings for Orders' }).click();
    await page.locator('#group-orderLabel_display').selectOption({ label: 'The order number (#1001)' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).first().waitFor();
    expect((await settings()).orderLabel).toEqual({ display: 'name' });
    expect(await page.getByRole('button', { name: 'Discard' }).count()).toBe(0); // nothing left unsaved
    await page.close();
    const widget = await openWidget();
    const label = () => (window as unknown as { StatusInitData: { settings: { orderLabel?: { display?: string } } } }).StatusInitData.settings.orderLabel?.display;
    expect(await widget.page.evaluate(label)).toBe('name');
    await widget.page.close();
  });

  it("refuses an invalid value with the schema's message beside the field, and saves nothing", async () => {
    const before = await settings();
    const page = await openEmbedded();
    await page.getByRole('button', { name: 'Settings for Content blocks' }).click();
    const slot = page.locator('#group-content_0_slot');
    await slot.fill('Not a slot!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('must match pattern').first().waitFor();
    expect(await slot.getAttribute('aria-invalid')).toBe('true');
    expect(await settings()).toEqual(before);
    await shoot(page, 'embedded-admin-error-desktop');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await slot.inputValue()).toBe((before.content as { slot: string }[])[0]!.slot);
    await page.close();
  });

  it("sends a customers/data_request from the devstore admin, and the embedded admin downloads the export", async () => {
    const devstoreAdmin = await context.newPage();
    await devstoreAdmin.goto(`${e2e.devstore.adminUrl}?shop=demo-store`);
    const sender = devstoreAdmin.getByRole('region', { name: 'Webhooks' });
    await sender.getByLabel('Topic', { exact: true }).selectOption('customers/data_request');
    await sender.getByLabel('Customer', { exact: true }).selectOption({ label: 'jane@example.com' });
    await sender.getByRole('button', { name: 'Send webhook' }).click();
    await sender.getByRole('status').filter({ hasText: 'customers/data_request: the API answered HTTP 200' }).waitFor();
    await sender.scrollIntoViewIfNeeded();
    await shoot(devstoreAdmin, 'devstore-admin-webhooks-desktop');
    const violations = await runAxe(devstoreAdmin);
    expect(violations, formatViolations(violations)).toEqual([]);
    await devstoreAdmin.close();

    const page = await openEmbedded();
    const requests = page.getByRole('list', { name: 'Data requests' });
    await requests.getByText('jane@example.com').waitFor();
    await requests.scrollIntoViewIfNeeded();
    await shoot(page, 'embedded-admin-data-requests-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), requests.getByRole('button', { name: 'Download the data of jane@example.com' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^status-customer-data-demo-store-\d+-\d{4}-\d\d-\d\d\.json$/);
    const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(document).toMatchObject({ format: 'status-customer-data', request: { email: 'jane@example.com' } });
    await page.close();
  });

  it('looks right on a phone and a desktop', async () => {
    const desktop = await openEmbedded();
    await shoot(desktop, 'embedded-admin-desktop');
    await desktop.close();
    const phoneContext = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    e2e.track(phoneContext);
    const phone = await openEmbedded(phoneContext);
    await shoot(phone, 'embedded-admin-phone');
    await phone.getByRole('button', { name: 'Settings for Content blocks' }).click();
    await phone.locator('#group-content_0_slot').fill('changed.slot');
    await phone.getByRole('button', { name: 'Discard' }).waitFor();
    await shoot(phone, 'embedded-admin-phone-save-bar');
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.STATUS_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}
