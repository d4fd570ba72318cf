// The panel shell in a real Chromium: the built loader and panel chunk on a static host page. Opening from
// a #status link, the panel inside its shadow root, tabs, a protected route, axe (WCAG 2.1 A/AA), Escape
// and focus returning to the link.
import { access } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startStaticServer, type StaticServer } from '../bench/static-server.ts';
import { formatViolations, launchBrowser, runAxe } from './browser.ts';

let server: StaticServer;
let browser: Browser;

/** `npm test` builds first; a lone run of this file builds when dist/ is missing. */
async function ensureBuild(): Promise<void> {
  try {
    await access(path.join(REPO_ROOT, 'dist/status.js'));
  } catch {
    await promisify(execFile)('npx', ['tsx', 'build/main.ts'], { cwd: REPO_ROOT });
  }
}

beforeAll(async () => {
  await ensureBuild();
  [server, browser] = await Promise.all([startStaticServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function hostPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}/tests/fixtures/host-page.html`);
  await page.waitForFunction(() => (window as unknown as { statusEvents: { name: string }[] }).statusEvents.some((e) => e.name === 'status:ready'));
  expect(errors).toEqual([]);
  return page;
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { statusEvents: { name: string; detail: unknown }[] }).statusEvents.map((e) => e.name));

describe('panel in Chromium', () => {
  it('opens from the #status link, navigates, passes axe, and closes with Escape back to the link', async () => {
    const page = await hostPage();
    await page.click('a[href="#status"]');

    // The panel lives in the host element's shadow root (Playwright's locators pierce open shadow roots).
    const dialog = page.getByRole('dialog', { name: 'For you' });
    await dialog.waitFor();
    expect(await page.locator('#status-widget-root').evaluate((host) => host.shadowRoot?.querySelector('[role="dialog"]') !== null)).toBe(true);
    await page.waitForFunction(() => (window as unknown as { statusEvents: { name: string }[] }).statusEvents.some((e) => e.name === 'status:open'));
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    // The page behind does not scroll (locked after the panel's first frame).
    await page.waitForFunction(() => getComputedStyle(document.documentElement).overflow === 'hidden');

    // Tabs: orders shows the guest's login form and becomes the current tab.
    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('dialog', { name: 'Orders' }).waitFor();
    await page.getByRole('button', { name: 'Get login code' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');

    // A protected route for a guest lands on foryou.
    await page.evaluate(() => (window as unknown as { Status: { navigate(route: string): void } }).Status.navigate('info'));
    await page.getByRole('dialog', { name: 'For you' }).waitFor();

    // Let the open and page transitions finish before measuring contrast.
    await page.waitForTimeout(500);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' }); // closed: kept rendered, hidden, for the next open
    await page.waitForFunction(() => (window as unknown as { statusEvents: { name: string }[] }).statusEvents.some((e) => e.name === 'status:close'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#status');
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await events(page)).toEqual(expect.arrayContaining(['status:ready', 'status:open', 'status:route', 'status:close']));

    // Closed, the panel stays rendered but is out of the tab order and the accessibility tree, and hidden.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement ?? null)).toBeNull();
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.getElementById('status-widget-root')!.shadowRoot!.querySelector('.status-heading')!.checkVisibility())).toBe(false);
    // Opened again: focus moves in with the open, the page scroll locks.
    await page.click('a[href="#status"]');
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null);
    await page.waitForFunction(() => getComputedStyle(document.documentElement).overflow === 'hidden');
    // The trap holds on a reopen too, from the first key: it is set up when the browser is next idle or at the
    // first keydown, whichever comes first (useFocusTrap.ts), so the keys need not wait.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    }
    await page.close();
  });

  it('keeps Tab inside the dialog (focus trap across the shadow root)', async () => {
    const page = await hostPage();
    await page.click('a[href="#status"]');
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    // Open, not the loader's frame (a guest's may hold the login card until the panel took it over).
    await page.waitForFunction(() => (window as unknown as { statusEvents: { name: string }[] }).statusEvents.some((e) => e.name === 'status:open'));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null);
      expect(inside).toBe(true);
    }
    await page.close();
  });
});
