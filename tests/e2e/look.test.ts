// The merchant's look on the devstore, in a real Chromium: by default the panel opens as a side flyout on a
// desktop and as the bottom sheet on a phone, in the store's own font; a dark look with a brand accent, saved
// through the admin API, colours the panel (computed styles), the frame the loader draws before the panel
// chunk arrives and the theme's save button alike, and axe finds no contrast problem in it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FONT_STACKS } from '../../runtime/dom/look.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('look');
const shopper = shopperSteps(e2e);
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function saveLook(look: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${e2e.devstore.apiUrl}/admin/shops/demo-store/settings/look`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${e2e.devstore.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: look }),
  });
  expect(response.status).toBe(200);
}

/** The open panel's box and the computed styles a shopper sees. */
const panelLook = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('status-widget-root')!.shadowRoot!;
    const panel = root.querySelector<HTMLElement>('.status-shell:not([data-status-frame] *) .status-panel')!;
    const box = panel.getBoundingClientRect();
    const style = getComputedStyle(panel);
    const button = root.querySelector<HTMLElement>('.status-button[data-variant="primary"]');
    return {
      box: { left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top), bottom: Math.round(box.bottom) },
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      text: getComputedStyle(root.querySelector('.status-heading')!).color,
      font: getComputedStyle(root.querySelector('.status-root')!).fontFamily,
      button: button && { background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color },
    };
  });

describe("the merchant's look", () => {
  it('by default: a side flyout on a desktop, the bottom sheet on a phone, in the store font', { timeout: 90_000 }, async () => {
    const desktop = await shopper.storefront('/', DESKTOP);
    await openWidget(desktop);
    await desktop.waitForTimeout(500); // the slide-in ended
    const flyout = await panelLook(desktop);
    expect(flyout.box).toEqual({ left: 1366 - 420, right: 1366, top: 0, bottom: 900 });
    expect(flyout.font).toBe(await desktop.evaluate(() => getComputedStyle(document.body).fontFamily));

    const phone = await shopper.storefront('/', PHONE);
    await openWidget(phone);
    await phone.waitForTimeout(500);
    const sheet = await panelLook(phone);
    expect(sheet.box.left).toBe(0);
    expect(sheet.box.right).toBe(390);
    expect(sheet.box.bottom).toBe(844);
    expect(sheet.box.top).toBeGreaterThan(0);
    await screenshots(phone, 'look-default');
  });

  it('a dark look with a brand accent: the panel, its frame and the theme button take it; axe finds no contrast issue', { timeout: 120_000 }, async () => {
    await saveLook({ background: 'dark', accent: '#f5c400', radius: 8, font: 'serif', placement: 'centred' });
    const page = await shopper.storefront('/', DESKTOP);
    // The theme's login block (home page) fills its button with the accent, in the text colour that reads on it.
    const action = page.locator('status-login-block .status-login__action');
    await action.waitFor();
    expect(await action.evaluate((a) => [getComputedStyle(a).backgroundColor, getComputedStyle(a).color])).toEqual(['rgb(245, 196, 0)', 'rgb(24, 24, 27)']);

    // The frame the loader draws in the tap already has the look (the panel chunk held back).
    await page.route(/\/panel-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Account' }).first().click();
    await page.waitForTimeout(100);
    const frameBackground = await page.evaluate(() => {
      const frame = document.getElementById('status-widget-root')!.shadowRoot!.querySelector('[data-status-frame] .status-panel');
      return frame ? getComputedStyle(frame).backgroundColor : null;
    });
    expect(frameBackground).toBe('rgb(24, 24, 27)');

    // The panel took the frame over, then its login form the frame's card (whose Google button shows before).
    await page.locator('[data-status-frame]').waitFor({ state: 'detached', timeout: 20_000 });
    await page.locator('.status-frame-card').waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    await page.waitForTimeout(600);
    const look = await panelLook(page);
    expect(look.background).toBe('rgb(24, 24, 27)');
    expect(look.text).toBe('rgb(250, 250, 250)');
    expect(look.radius).toBe('8px');
    expect(look.font).toBe(FONT_STACKS.serif.replace(/,/g, ', '));
    expect(look.button).toEqual({ background: 'rgb(245, 196, 0)', color: 'rgb(24, 24, 27)' });
    // Centred: a window in the middle of the screen.
    expect(look.box.left + look.box.right).toBeCloseTo(1366, -1);
    expect(look.box.top + look.box.bottom).toBeCloseTo(900, -1);
    await expectNoAxeViolations(page);
    await screenshots(page, 'look-dark');
    await saveLook({});
  });
});
