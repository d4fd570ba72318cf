// A merchant builds a page of their own in the devstore's admin and a shopper opens it, in Chromium: the page
// gets two slots picked from the list (one of the catalogue, one a third-party plugin's own), reordered by
// keyboard, and a heading per language; saving it leaves the shop's other page as it was; the shopper opens
// it by its hash route and sees both slots' content. A refused save shows its plain cause on the block it
// names, and an unknown slot id sent to the route is refused by name. The editor passes axe.
//
// DP_SCREENSHOTS=<folder> also saves the editor at 390x844 and 1366x900.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('dynamic-pages');
const screenshots = process.env.DP_SCREENSHOTS;
const pagesNow = async () => (await getShop(e2e.devstore.db, 'demo-store'))!.settings.dynamicPages as { route: string }[];
let seeded: { route: string }[];

beforeAll(async () => {
  seeded = await pagesNow();
  expect(seeded.map((p) => p.route)).toEqual(['rewards-info']);
});

async function openAdmin(viewport = { width: 1366, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  // bypassCSP: axe is injected as an inline script, which the admin page's CSP refuses (rightly).
  const context = e2e.track(await e2e.browser.newContext({ viewport, bypassCSP: true }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(e2e.devstore.adminUrl);
  await page.getByRole('heading', { name: 'Pages', exact: true }).waitFor();
  return { page, errors };
}

const editor = (page: Page) => page.locator('.dp');

async function pickSlot(page: Page, blockNumber: number, label: string): Promise<void> {
  const select = editor(page).locator('.dp-block').nth(blockNumber - 1).getByLabel('What it shows');
  // A plugin's own slots join the list once its manifest is read.
  await select.locator('option', { hasText: label }).waitFor({ state: 'attached' });
  await select.selectOption({ label });
}

describe('dynamic pages in the admin', () => {
  it('a merchant builds a page with two slots, saves it alone, and a shopper opens it by its route', async () => {
    const { page, errors } = await openAdmin();
    const dp = editor(page);
    await dp.getByRole('button', { name: 'Add a page' }).click();
    await dp.getByLabel('Route name').fill('help-centre');
    const heading = dp.getByRole('group', { name: 'Heading' });
    await heading.getByLabel('English').fill('Help centre');
    await heading.getByLabel('German').fill('Hilfe');

    await dp.getByRole('button', { name: '+ Slot' }).click();
    // The new block's first field has the focus.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await pickSlot(page, 1, 'Popular today');
    await dp.getByRole('button', { name: '+ Slot' }).click();
    await pickSlot(page, 2, 'Acme Loyalty: rewards info');

    // Block 2 moves up by keyboard; the focus stays on its arrow, now at the top (where only "down" is left).
    await dp.getByRole('button', { name: 'Move Block 2 (Slot) up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Block 1 (Slot) down');
    expect(await page.getByRole('status').filter({ hasText: 'Block 2 (Slot) moved to position 1 of 2.' }).count()).toBe(1);
    const chosen = await dp.locator('.dp-block select').evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
    expect(chosen).toEqual(['acme-loyalty.rewardsInfo', 'forYou.popularToday']);

    // The preview draws the unsaved page, in either language.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    expect(await preview.locator('.dp-phone-heading').textContent()).toBe('Help centre');
    await preview.getByText('German').click();
    expect(await preview.locator('.dp-phone-heading').textContent()).toBe('Hilfe');
    expect(await preview.locator('.dp-phone-slot').allTextContents()).toEqual(['Acme Loyalty: rewards info', 'Popular today']);

    const violations = await runAxe(page, { include: '.dp' });
    expect(violations, formatViolations(violations)).toEqual([]);

    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: 'Saved. The page opens at #status-help-centre.' }).waitFor();
    const stored = await pagesNow();
    expect(stored[0]).toEqual(seeded[0]); // the other page, as it was
    expect(stored[1]).toEqual({
      route: 'help-centre',
      heading: { en: 'Help centre', de: 'Hilfe' },
      authRequired: false,
      content: [
        { type: 'slot', slot: 'acme-loyalty.rewardsInfo' },
        { type: 'slot', slot: 'forYou.popularToday' },
      ],
    });
    expect(errors).toEqual([]);

    if (screenshots) {
      await page.evaluate(() => document.querySelector('.dp')?.scrollIntoView());
      await page.screenshot({ path: path.join(screenshots, 'dynamic-pages-desktop.png') });
      const phone = await openAdmin({ width: 390, height: 844 });
      await editor(phone.page).scrollIntoViewIfNeeded();
      await phone.page.evaluate(() => document.querySelector('.dp')?.scrollIntoView());
      await phone.page.screenshot({ path: path.join(screenshots, 'dynamic-pages-phone.png'), fullPage: false });
      await phone.page.evaluate(() => document.querySelector('.dp-preview')?.scrollIntoView());
      await phone.page.screenshot({ path: path.join(screenshots, 'dynamic-pages-phone-preview.png'), fullPage: false });
    }

    // A shopper opens it by its route and sees what both slots show.
    const shopper = await e2e.track(await e2e.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await shopper.goto(`${e2e.devstore.storefrontUrl}/#status-help-centre`);
    const dialog = shopper.getByRole('dialog', { name: 'Help centre' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: /how you earn/i }).waitFor();
    await dialog.getByRole('heading', { name: 'Popular today' }).waitFor();
    if (screenshots) await shopper.screenshot({ path: path.join(screenshots, 'dynamic-pages-shopper.png') });
  });

  it('shows a refused save on the block it names, in plain words, and saves nothing', async () => {
    const before = await pagesNow();
    const { page } = await openAdmin();
    const dp = editor(page);
    expect(await dp.locator('.dp-page-button', { hasText: 'Unsaved' }).allTextContents()).toEqual([]); // pages as stored have no unsaved edits
    await dp.getByRole('button', { name: /How rewards work/ }).click();
    await dp.getByRole('button', { name: '+ Links' }).click();
    const block = dp.locator('.dp-block').last();
    await block.getByRole('group', { name: 'Title' }).getByLabel('English').fill('Help');
    await block.getByRole('button', { name: 'Remove link 1' }).click();
    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: 'Not saved: content[2] (links): add at least one link' }).waitFor();
    expect(await block.locator('.dp-errors').textContent()).toBe('add at least one link');
    expect(await pagesNow()).toEqual(before);
  });

  it('adds a page under a name already taken without replacing that page, then renames and deletes it', async () => {
    const before = await pagesNow();
    const { page } = await openAdmin();
    const dp = editor(page);
    await dp.getByRole('button', { name: 'Add a page' }).click();
    await dp.getByLabel('Route name').fill('rewards-info');
    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: "Not saved: Another page already has the route 'rewards-info': choose another name" }).waitFor();
    expect(await pagesNow()).toEqual(before);

    await dp.getByLabel('Route name').fill('short-lived');
    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: 'Saved. The page opens at #status-short-lived.' }).waitFor();
    await dp.getByLabel('Route name').fill('renamed');
    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: 'Saved. The page opens at #status-renamed.' }).waitFor();
    expect((await pagesNow()).map((p) => p.route)).toEqual([...before.map((p) => p.route), 'renamed']);

    await dp.getByRole('button', { name: 'Delete page' }).click();
    await dp.getByRole('button', { name: 'Delete', exact: true }).click();
    await dp.getByRole('status').filter({ hasText: 'The page renamed was deleted.' }).waitFor();
    expect(await pagesNow()).toEqual(before);
  });

  it('edits a page in the embedded Shopify admin too, saved alone with its session token', async () => {
    const before = await pagesNow();
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true }));
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/devstore/admin/embedded?shop=demo-store`);
    const dp = editor(page);
    await dp.getByRole('button', { name: /How rewards work/ }).click();
    await dp.getByRole('group', { name: 'Heading' }).getByLabel('German').fill('So funktionieren Prämien');
    const violations = await runAxe(page, { include: '.dp' });
    expect(violations, formatViolations(violations)).toEqual([]);
    await dp.getByRole('button', { name: 'Save page' }).click();
    await dp.getByRole('status').filter({ hasText: 'Saved. The page opens at #status-rewards-info.' }).waitFor();
    const after = await pagesNow();
    expect(after[0]).toEqual({ ...before[0], heading: { en: 'How rewards work', de: 'So funktionieren Prämien' } });
    expect(after.slice(1)).toEqual(before.slice(1));
    if (screenshots) {
      await page.evaluate(() => document.querySelector('.dp')?.scrollIntoView());
      await page.screenshot({ path: path.join(screenshots, 'dynamic-pages-embedded-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => document.querySelector('.dp')?.scrollIntoView());
      await page.screenshot({ path: path.join(screenshots, 'dynamic-pages-embedded-phone.png') });
    }
  });

  it('refuses an unknown slot id sent to the route, naming it', async () => {
    const response = await fetch(`${e2e.devstore.apiUrl}/admin/shops/demo-store/settings/dynamicPages/help-centre`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${e2e.devstore.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { route: 'help-centre', content: [{ type: 'slot', slot: 'acme-loyalty.rewardsInfo' }, { type: 'slot', slot: 'forYou.popularTody' }] } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "content[1] (slot): 'forYou.popularTody' is not a slot of the catalogue nor of one of the shop's plugins",
    );
  });
});
