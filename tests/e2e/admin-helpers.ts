// What the merchant admin journeys share (the devstore's admin and the app's embedded one): flipping a plugin's
// switch and waiting for the saved announcement, and the storefront's widget opened with every URL it requested.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export async function setSwitch(page: Page, name: string, on: boolean, how: 'click' | 'keyboard' = 'click'): Promise<void> {
  const toggle = page.getByRole('switch', { name });
  expect(await toggle.getAttribute('aria-checked')).toBe(String(!on));
  if (how === 'keyboard') {
    await toggle.focus();
    await page.keyboard.press('Space');
  } else {
    await toggle.click();
  }
  await page.getByRole('status').filter({ hasText: `${name} turned ${on ? 'on' : 'off'}. Saved.` }).waitFor();
  expect(await toggle.getAttribute('aria-checked')).toBe(String(on));
}

/** The storefront home with the widget opened from the account icon; every URL Chromium requested, and answered. */
export async function openWidget(context: BrowserContext, storefrontUrl: string): Promise<{ page: Page; requested: string[]; answered: string[] }> {
  const page = await context.newPage();
  const requested: string[] = [];
  const answered: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => answered.push(response.url()));
  await page.goto(`${storefrontUrl}/`);
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
  await page.getByRole('link', { name: 'Account' }).first().click();
  await page.getByRole('dialog', { name: 'For you' }).waitFor();
  await page.getByRole('navigation', { name: 'Account navigation' }).waitFor();
  await page.waitForTimeout(800); // anything lazily requested after the open has asked by now
  return { page, requested, answered };
}
