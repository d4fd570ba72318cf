// The merchant admin as a merchant reads it, on the real devstore in Chromium: the built-in plugins in sections
// (Shopping, Orders, Programs, Sign-in, Look, Tracking) and the third-party ones, all narrowed by a search box,
// choices shown by their labels, an empty colour's picker showing the colour it stands for on the look edited,
// a field that does nothing until another setting asks for it hidden until then, and the look's editor: a live
// preview of the values being edited, a named warning for a colour pair under WCAG AA, and a saved look the
// storefront's next page carries. axe finds nothing, the look editor included.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';
import { screenshots } from './shopper.ts';

const e2e = useDevstore('admin-merchant');
let context: BrowserContext;

beforeAll(async () => {
  // bypassCSP: axe is injected as an inline script, which the admin page's CSP refuses (rightly).
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
});
afterAll(async () => {
  await context?.close();
});

const settings = async () => (await getShop(e2e.devstore.db, 'demo-store'))!.settings as Record<string, unknown>;

async function openAdmin(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(e2e.devstore.adminUrl);
  await page.getByRole('switch', { name: 'Orders' }).waitFor();
  return page;
}

/** The section headings shown, in order, and the plugin names under each. */
const sections = (page: Page) =>
  page.locator('main section[aria-labelledby^="section-"]').evaluateAll((found) =>
    found.map((section) => [section.querySelector('h2')!.textContent, [...section.querySelectorAll('[data-plugin] h3')].map((h) => h.textContent)] as const),
  );

describe('the merchant admin, for merchants', () => {
  it('groups the plugins in sections and narrows them with the search box', async () => {
    const page = await openAdmin();
    const all = await sections(page);
    expect(all.map(([heading]) => heading)).toEqual(['Shopping', 'Orders', 'Programs', 'Sign-in', 'Look', 'Tracking']);
    expect(Object.fromEntries(all).Orders).toEqual(['Orders', 'Order receipts']);
    expect(Object.fromEntries(all).Programs).toEqual(expect.arrayContaining(['Loop Rewards', 'Stamp Club', 'Store credit']));

    const search = page.getByRole('searchbox', { name: 'Search settings' });
    await search.fill('points');
    expect(await sections(page)).toEqual([['Programs', ['Loop Rewards', 'Stamp Club']]]);
    await search.fill('colour');
    expect((await sections(page)).map(([heading]) => heading)).toEqual(['Look']);
    await page.getByRole('heading', { name: "The panel's look", level: 3 }).waitFor(); // the look editor
    // The third-party plugins are searched too: the seeded Acme Loyalty by its name or its provider, not by a
    // word it does not hold.
    const acme = page.locator('[data-plugin="acme-loyalty"]');
    expect(await acme.count()).toBe(0); // not a colour setting
    await search.fill('acme rewards');
    await acme.waitFor();
    expect(await sections(page)).toEqual([]);
    await search.fill('favorites');
    await acme.waitFor({ state: 'detached' });
    await search.fill('zebra crossing');
    expect(await acme.count()).toBe(0);
    expect(await sections(page)).toEqual([]);
    await page.getByRole('status').filter({ hasText: 'Nothing matches “zebra crossing”' }).waitFor();
    await search.fill('');
    expect((await sections(page)).length).toBe(6);
    await page.close();
  });

  it('shows choices by their labels and a dependent field only while it has an effect', async () => {
    const page = await openAdmin();
    await page.getByRole('button', { name: 'Settings for Favorites' }).click();
    const messages = page.getByLabel('Saved and removed messages');
    expect(await messages.locator('option').allTextContents()).toEqual(['In the panel', 'Whole site', 'Next to the button']);
    expect(await messages.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent)).toBe('Whole site');
    const icon = page.getByLabel('Icon', { exact: true });
    expect(await icon.locator('option').allTextContents()).toEqual(['Heart', 'Star', 'Bookmark', 'Your own icon']);
    // The SVG field does nothing until the icon is the merchant's own.
    const svg = page.getByLabel('Your own icon (SVG)');
    expect(await svg.count()).toBe(0);
    await icon.selectOption({ label: 'Your own icon' });
    await svg.waitFor();
    await icon.selectOption({ label: 'Star' });
    await svg.waitFor({ state: 'detached' });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.close();
  });

  it("previews the look as it is edited, names a colour pair that fails, and the storefront's next page carries the saved look", async () => {
    const page = await openAdmin();
    const editor = page.locator('.look-editor');
    const preview = editor.getByTestId('look-preview');
    expect(await preview.evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe('rgb(255, 255, 255)');
    await editor.getByText('Every colour pair is easy to read').waitFor();

    // An empty colour's picker shows the colour it stands for, and its field says it is automatic.
    const textPicker = editor.getByLabel('Text: pick a colour');
    expect(await textPicker.inputValue()).toBe('#18181b');
    expect(await editor.getByLabel('Text', { exact: true }).getAttribute('placeholder')).toBe('Automatic');
    await editor.getByLabel('Background').selectOption({ label: 'Dark' });
    // Live, before any save: the preview is dark at once, and so is the empty text colour's picker (near-white).
    expect(await preview.evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe('rgb(24, 24, 27)');
    expect(await textPicker.inputValue()).toBe('#fafafa');
    await editor.getByLabel('Accent', { exact: true }).fill('#27272a');
    const warning = editor.getByRole('status').filter({ hasText: 'hard to read' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Buttons against the background: 1.');
    await editor.getByLabel('Accent', { exact: true }).fill('#f5c400');
    await editor.getByText('Every colour pair is easy to read').waitFor();
    expect(await preview.getByText('Get login code').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(245, 196, 0)');
    await editor.getByLabel('Opens as').selectOption({ label: 'Centred window' });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await screenshots(page, 'admin-look', page.locator('section[aria-labelledby="section-look"]'));

    await editor.getByRole('button', { name: 'Save look' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await settings()).look).toMatchObject({ background: 'dark', accent: '#f5c400', placement: 'centred' });

    const store = await context.newPage();
    await store.goto(`${e2e.devstore.storefrontUrl}/`);
    const theme = await store.evaluate(() => (window as unknown as { StatusInitData: { theme: { widget: { position: string }; vars: string } } }).StatusInitData.theme);
    expect(theme.widget.position).toBe('centred');
    expect(theme.vars).toContain('--status-bg:#18181b');
    expect(theme.vars).toContain('--status-accent:#f5c400');
    await store.close();
    await page.close();
  });
});
