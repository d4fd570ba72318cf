// What an e2e journey does as a shopper on the devstore: a fresh browser profile on a storefront page, the
// widget opened through the public JS API, sign-in with the code from the dev inbox (and the Multipass round
// trip that logs the shopper in to the store), Status API calls with the shopper's ID token.
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eStore } from './fixture.ts';
import { serveFakeGapi } from './sign-in-gapi.ts';

interface Mail {
  to: string;
  code?: string | null;
  link?: string | null;
  createdAt: string;
}

const SHOTS = process.env.STATUS_SCREENSHOTS;
const SCREENS = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const;

/**
 * With STATUS_SCREENSHOTS=<folder>: `<name>-phone.png` and `<name>-desktop.png` of the page now, its viewport
 * restored. `show`: what each shot is scrolled to (a resize moves a long page's content).
 */
export async function screenshots(page: Page, name: string, show?: Locator): Promise<void> {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const [device, size] of SCREENS) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    if (show) await show.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${device}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * A full-page screenshot with the pictures below the fold in it: `loading="lazy"` images (and the theme's strips)
 * load only as the page scrolls near them, so it scrolls through the page a screen at a time, back to the top,
 * and waits for every image (in shadow roots too) to be loaded before the shot.
 */
export async function fullPageScreenshot(page: Page, file: string): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  const loading = () => page.locator('img').evaluateAll((all) => all.filter((img) => img.getClientRects().length > 0 && !(img as HTMLImageElement).complete).length);
  await expect.poll(loading, { timeout: 15_000 }).toBe(0);
  await page.screenshot({ path: file, fullPage: true });
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;

export async function widgetReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
}

/**
 * Opens the widget through the public JS API and waits for the panel's dialog: not the loader's frame, which on a
 * guest's tab page holds the login card, under the same name, until the panel took it over.
 */
export async function openWidget(page: Page, route = 'foryou', name: string | RegExp = 'For you') {
  await page.evaluate((r) => (window as unknown as { Status: { open(route: string): void } }).Status.open(r), route);
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // The panel took the loader's frame over, and a guest's login form the frame's card.
  await page.waitForFunction(() => !document.getElementById('status-widget-root')?.shadowRoot?.querySelector('[data-status-frame], .status-frame-card'));
  return dialog;
}

/** Types the code; the fourth digit validates. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

export function shopperSteps(e2e: E2eStore) {
  /** A fresh browser profile (own storage and cookies) on a storefront page with the widget ready. */
  async function storefront(pathname = '/', options: BrowserContextOptions = {}): Promise<Page> {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options }));
    await serveFakeGapi(context); // the Google popup's relay library, offline (see sign-in-gapi.ts)
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`);
    await widgetReady(page);
    return page;
  }

  /** The newest mail to `email` with a code (or link), once it arrived. */
  async function newestMail(email: string, kind: 'code' | 'link', after = 0): Promise<string> {
    let found: string | null = null;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${e2e.devstore.storefrontUrl}/devstore/inbox.json?to=${encodeURIComponent(email)}`);
          const mails = (await response.json()) as Mail[];
          found = mails.filter((m) => m[kind] && new Date(m.createdAt).getTime() >= after)[0]?.[kind] ?? null;
          return found;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return found!;
  }

  /** Status API call (POST, the `data` wrapper) with a shopper's ID token. */
  async function api<T>(pathname: string, token: string, payload: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${e2e.devstore.apiUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { shopId: 'demo-store', ...payload } }),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${pathname} failed (${response.status}): ${JSON.stringify(body)}`);
    return body;
  }

  /** Fills the login form on For you and asks for a code; returns when the verify screen shows. */
  async function requestCode(page: Page, email: string, options: { beforeSubmit?: () => Promise<void> } = {}) {
    const home = await openWidget(page);
    const section = home.getByRole('region', { name: 'Sign in' });
    await section.getByRole('textbox', { name: 'Email' }).fill(email);
    await options.beforeSubmit?.();
    const requestedAt = Date.now() - 1000;
    await section.getByRole('button', { name: 'Get login code' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    await verify.getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    return { verify, requestedAt };
  }

  /** After the Multipass round trip the storefront page carries the customer. */
  async function shopSignedIn(page: Page) {
    await page.waitForFunction(() => Boolean((window as unknown as { StatusInitData?: { customerId?: string | null } }).StatusInitData?.customerId), null, {
      timeout: 30_000,
    });
    await widgetReady(page);
  }

  /** Signs in on the open page with a code from the inbox and waits until the store knows the customer. */
  async function signInWithCode(page: Page, email: string) {
    const { requestedAt } = await requestCode(page, email);
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    await shopSignedIn(page);
  }

  /** Asks for a sign-in link on the German shop's For you (magic link); returns when the wait shows. */
  async function requestLink(page: Page, email: string): Promise<number> {
    const home = await openWidget(page, 'foryou', 'Für dich');
    const section = home.getByRole('region', { name: 'Anmelden' });
    await section.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    const requestedAt = Date.now() - 1000;
    await section.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    await page.getByRole('dialog', { name: 'Schau in dein Postfach' }).waitFor();
    return requestedAt;
  }

  /** Signs in on the open page of the German shop with the inbox's link and waits until the store knows the customer. */
  async function signInWithLink(page: Page, email: string) {
    const requestedAt = await requestLink(page, email);
    await page.goto(await newestMail(email, 'link', requestedAt));
    await shopSignedIn(page);
  }

  return { storefront, newestMail, api, requestCode, requestLink, shopSignedIn, signInWithCode, signInWithLink };
}
