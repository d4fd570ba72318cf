// The merchant admin (devstore/admin) on the real devstore, in Chromium: the plugin list and its generated
// settings forms pass axe; turning Orders off removes the tab from the storefront's next page load and none
// of the orders plugin's chunks download, turning it on (by keyboard) brings it back; an invalid value shows
// its error beside the field and saves nothing, whether the browser's form or the API refuses it; a
// third-party plugin is listed from its published manifest, or with a notice when that cannot be read.
// Needs a current `npm run build` (dist/meta.json names the orders plugin's chunks).
import { request } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { formatViolations, runAxe } from './browser.ts';
import { openWidget as openWidgetIn, setSwitch } from './admin-helpers.ts';
import { chunksOf } from './chunks.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('admin');
// One context for the whole file (the admin's session carries across its tests).
let context: BrowserContext;

beforeAll(async () => {
  // bypassCSP: axe is injected as an inline script, which the admin page's CSP refuses (rightly).
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
});

afterAll(async () => {
  await context?.close();
});

const settings = async () => (await getShop(e2e.devstore.db, 'demo-store'))!.settings;

/** GET with the Fetch Metadata a browser would send (node's fetch sets its own sec-fetch-mode). */
function get(url: string, fetchMetadata: { mode: string; dest: string }): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'sec-fetch-mode': fetchMetadata.mode, 'sec-fetch-dest': fetchMetadata.dest } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });
}

/** Adds an entry to the "Plugin URLs" form; its index among the entries. */
async function addPluginUrl(page: Page, id: string, src: string): Promise<number> {
  const manage = page.getByRole('button', { name: 'Add or remove plugins by URL' });
  if ((await manage.getAttribute('aria-expanded')) !== 'true') await manage.click();
  await page.locator('#group-plugins__add').waitFor();
  const index = await page.locator('#group-plugins .rjsf-array-item').count();
  await page.locator('#group-plugins__add').click();
  await page.locator(`#group-plugins_${index}_id`).fill(id);
  await page.locator(`#group-plugins_${index}_src`).fill(src);
  return index;
}

async function openAdmin(): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(e2e.devstore.adminUrl);
  await page.getByRole('switch', { name: 'Orders' }).waitFor();
  expect(errors).toEqual([]);
  return page;
}


const openWidget = () => openWidgetIn(context, e2e.devstore.storefrontUrl);

describe('merchant admin', () => {
  it('is only served as a page of its own, never cached or framed', async () => {
    const asFetch = await get(e2e.devstore.adminUrl, { mode: 'cors', dest: 'empty' });
    expect(asFetch.status).toBe(403);
    expect(asFetch.body).not.toContain(e2e.devstore.adminToken);
    expect((await get(e2e.devstore.adminUrl, { mode: 'same-origin', dest: 'empty' })).status).toBe(403);
    expect((await get(e2e.devstore.adminUrl, { mode: 'navigate', dest: 'iframe' })).status).toBe(403);
    const page = await get(e2e.devstore.adminUrl, { mode: 'navigate', dest: 'document' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(e2e.devstore.adminToken);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await get(`${e2e.devstore.adminUrl}?shop=no-such-shop`, { mode: 'navigate', dest: 'document' })).status).toBe(404);
  });

  it('lists every plugin with a switch or "Always on", and passes axe with its forms open', async () => {
    const page = await openAdmin();
    const orders = page.locator('[data-plugin="orders"]');
    await expect(orders.getByRole('heading', { name: 'Orders' }).textContent()).resolves.toBe('Orders');
    expect(await orders.textContent()).not.toMatch(/v\d+\.\d+\.\d+|· Status/); // a built-in plugin shows no version nor provider
    expect(await page.getByRole('switch', { name: 'Orders' }).getAttribute('aria-checked')).toBe('true');
    const foryou = page.locator('[data-plugin="foryou"]');
    expect(await foryou.getByRole('switch').count()).toBe(0);
    expect(await foryou.textContent()).toContain('Always on');

    let violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Settings for Content blocks' }).click();
    await page.locator('#group-content_0_slot').waitFor();
    violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.close();
  });

  it('turns Orders off: no Orders tab and none of its chunks on the next storefront load; on again brings it back', async () => {
    const ordersChunks = chunksOf('plugins/orders/');
    expect(ordersChunks.length).toBeGreaterThan(0);

    const admin = await openAdmin();
    await setSwitch(admin, 'Orders', false);
    expect((await settings()).orders).toMatchObject({ isActive: false });

    const off = await openWidget();
    // The page's init data is built from the shop row on every request: no cached settings.
    const initOrders = () => (window as unknown as { StatusInitData: { settings: { orders?: unknown } } }).StatusInitData.settings.orders;
    expect(await off.page.evaluate(initOrders)).toMatchObject({ isActive: false });
    const nav = off.page.getByRole('navigation', { name: 'Account navigation' });
    expect(await nav.getByRole('link', { name: 'Orders' }).count()).toBe(0);
    const ofOrders = (urls: string[]) => urls.filter((url) => ordersChunks.some((chunk) => url.endsWith(`/status/${chunk}`)));
    expect(ofOrders(off.requested)).toEqual([]);
    await off.page.close();

    await admin.reload();
    await setSwitch(admin, 'Orders', true, 'keyboard');
    expect((await settings()).orders).toMatchObject({ isActive: true });
    await admin.close();

    const on = await openWidget();
    expect(await on.page.evaluate(initOrders)).toMatchObject({ isActive: true });
    expect(ofOrders(on.requested).length).toBeGreaterThan(0); // enabled, its code does download (the check above means something)
    await on.page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Orders' }).waitFor();
    await on.page.close();
  });

  it('shows an invalid value\'s error beside its field and saves nothing', async () => {
    const before = await settings();
    const page = await openAdmin();
    await page.getByRole('button', { name: 'Settings for Content blocks' }).click();
    const slot = page.locator('#group-content_0_slot');
    const saved = await slot.inputValue();
    await slot.fill('Not a slot!');
    await page.getByRole('button', { name: 'Save content' }).click();
    await page.locator('#group-content_0_slot__error').filter({ hasText: 'must match pattern' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Not saved' }).first().waitFor();
    expect(await slot.getAttribute('aria-describedby')).toContain('group-content_0_slot__error');

    await page.reload();
    await page.getByRole('button', { name: 'Settings for Content blocks' }).click();
    expect(await page.locator('#group-content_0_slot').inputValue()).toBe(saved);
    expect(await settings()).toEqual(before);

    // What only the API knows (a plugin id that is a core group's name) is refused there; the form shows it.
    const index = await addPluginUrl(page, 'orders', '/plugins/orders.js');
    await page.getByRole('button', { name: 'Save plugin URLs' }).click();
    await page.locator(`#group-plugins_${index}_id__error`).filter({ hasText: 'is the name of a core settings group' }).waitFor();
    await page.getByRole('status').filter({ hasText: `Not saved: plugins[${index}].id` }).waitFor();
    expect(await settings()).toEqual(before);
    await page.close();
  });

  it('lists third-party plugins from their manifests, with a notice when one cannot be read', async () => {
    const manifest = {
      id: 'acme-e2e',
      name: 'Acme E2E Rewards',
      version: '2.0.1',
      provider: 'Acme Rewards',
      description: 'Points for every order.',
      settingsSchema: { type: 'object', additionalProperties: false, properties: { pointsName: { type: 'string', title: 'Points name', maxLength: 12 } } },
    };
    const admin = await openAdmin();
    // The manifest is served beside the module; the devstore has no such plugin, so the browser gets it here.
    await admin.route('**/plugins/acme-e2e.manifest.json', (route) => route.fulfill({ json: manifest }));
    const seeded = ((await settings()).plugins as unknown[] | undefined) ?? [];
    await addPluginUrl(admin, 'acme-e2e', '/plugins/acme-e2e.js');
    await addPluginUrl(admin, 'gone-plugin', '/plugins/gone-plugin.js');
    await admin.getByRole('button', { name: 'Save plugin URLs' }).click();

    const acme = admin.locator('[data-plugin="acme-e2e"]');
    await acme.getByRole('heading', { name: 'Acme E2E Rewards' }).waitFor();
    expect(await acme.textContent()).toContain('v2.0.1 · Acme Rewards');
    const gone = admin.locator('[data-plugin="gone-plugin"]');
    await gone.getByText('The manifest could not be loaded').waitFor();
    expect(await gone.textContent()).toContain('/plugins/gone-plugin.js');

    await setSwitch(admin, 'Acme E2E Rewards', false);
    expect((await settings()).plugins).toEqual([
      ...seeded.map((entry) => ({ isActive: true, ...(entry as object) })), // the form fills in schema defaults
      { id: 'acme-e2e', src: '/plugins/acme-e2e.js', isActive: false },
      { id: 'gone-plugin', src: '/plugins/gone-plugin.js', isActive: true },
    ]);

    await acme.getByRole('button', { name: 'Settings for Acme E2E Rewards' }).click();
    const pointsName = admin.locator('#group-acme-e2e_pointsName');
    await pointsName.fill('Far too long a name');
    await admin.getByRole('button', { name: 'Save Acme E2E Rewards settings' }).click();
    await admin.locator('#group-acme-e2e_pointsName__error').waitFor();
    expect((await settings())['acme-e2e']).toBeUndefined();
    await pointsName.fill('Acorns');
    await admin.getByRole('button', { name: 'Save Acme E2E Rewards settings' }).click();
    await acme.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await settings())['acme-e2e']).toEqual({ pointsName: 'Acorns' });

    const violations = await runAxe(admin);
    expect(violations, formatViolations(violations)).toEqual([]);
    await admin.close();
  });
});
