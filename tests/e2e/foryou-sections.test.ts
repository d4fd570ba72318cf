// The For you sections on the devstore, all real parts: a guest adds a product to the cart and views
// two collection pages, opens the panel, and finds the collections in "Recent collections" (most recent
// first, linking to the storefront) and the product in the "Saved from cart" strip; Jane, a seeded customer
// with orders of every status, signs in with a code and finds the order arriving next (the one out for
// delivery, with its date). axe finds no violations. STATUS_SCREENSHOTS=<folder> keeps phone (390×844) and
// desktop screenshots of For you with these sections.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('foryou-sections');
const shots = process.env.STATUS_SCREENSHOTS;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(`${e2e.devstore.storefrontUrl}${pathname}`);
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
}

async function openForYou(page: Page) {
  await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('foryou'));
  const home = page.getByRole('dialog', { name: /For you|Hi / });
  await home.waitFor();
  return home;
}

/** axe on the widget (its shadow root included): the storefront's own theme elements are other tests' business. */
async function expectNoViolations(page: Page) {
  await page.waitForTimeout(600); // transitions and images settle before the contrast checks
  const violations = await runAxe(page, { include: '#status-widget-root' });
  expect(violations, formatViolations(violations)).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, name) });
}

/** Boxes of under 4×4 px on the page that paint a background, border or shadow (a stray dot under the header). */
const specks = (page: Page) =>
  page.evaluate(() =>
    [...document.getElementById('status-widget-root')!.shadowRoot!.querySelectorAll('[role="dialog"] .status-page *')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const paints = !/rgba\(.*, 0\)|transparent/.test(style.backgroundColor) || style.boxShadow !== 'none' || parseFloat(style.borderTopWidth) + parseFloat(style.borderLeftWidth) > 0;
      return paints && box.width * box.height > 0 && (box.width < 4 || box.height < 4) ? [`${el.tagName}.${el.className} ${box.width}×${box.height}`] : [];
    }),
  );

const linkTexts = (region: ReturnType<Page['getByRole']>) =>
  region.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent?.trim()));

describe('For you sections on the devstore', () => {
  it('a guest: recent collections from two collection pages, saved from cart after an add to cart (desktop and phone, axe)', async () => {
    const context = e2e.track(await e2e.browser.newContext(DESKTOP));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The theme's product form adds to the cart (cart sync reads the cart when it starts, after the first open).
    await visit(page, '/products/linen-button-shirt');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/cart$/);
    // Two collection pages; leaving each records its collection (pagehide), sent when For you loads.
    await visit(page, '/collections/kitchen');
    await visit(page, '/collections/apparel');
    await visit(page, '/');

    const home = await openForYou(page);
    const recent = home.getByRole('region', { name: 'Recent collections' });
    await recent.waitFor({ timeout: 15_000 });
    await expect.poll(() => linkTexts(recent), { timeout: 15_000 }).toEqual(['Apparel', 'Kitchen & Coffee']);
    expect(new URL((await recent.getByRole('link', { name: 'Apparel' }).getAttribute('href'))!, page.url()).pathname).toBe('/collections/apparel');

    const saved = home.getByRole('region', { name: 'Saved from cart' });
    await saved.waitFor({ timeout: 15_000 });
    await saved.getByRole('link', { name: /Linen Button Shirt/ }).first().waitFor({ timeout: 15_000 });
    expect(await saved.getByRole('link', { name: 'View all Saved from cart' }).getAttribute('href')).toBe('#status-saved-from-cart');
    // The order: recent collections, recently viewed, saved from cart, popular today.
    const order = await home.locator('section[aria-labelledby] h2').evaluateAll((headings) => headings.map((h) => h.textContent?.trim()));
    const at = (heading: string) => order.indexOf(heading);
    expect(at('Recent collections')).toBeGreaterThanOrEqual(0);
    expect(at('Recent collections')).toBeLessThan(at('Saved from cart'));
    expect(at('Saved from cart')).toBeLessThan(at('Popular today'));
    // No highlighted order or quiz reminder for a guest.
    expect(await home.getByRole('region', { name: /Arriving next|Your latest order/ }).count()).toBe(0);
    expect(await specks(page)).toEqual([]);

    await recent.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await screenshot(page, 'foryou-sections-guest-desktop.png');

    await page.setViewportSize(PHONE.viewport);
    await page.waitForTimeout(400);
    await recent.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await screenshot(page, 'foryou-sections-guest-phone.png');

    // A recent collection is a link to the storefront's collection page.
    await recent.getByRole('link', { name: 'Kitchen & Coffee' }).click();
    await page.waitForURL(/\/collections\/kitchen\?utm_source=status&utm_medium=link&utm_campaign=devstore$/); // UTM on: utmTracking is active on the demo store
    expect(errors).toEqual([]);
  });

  it('Jane signs in: the highlighted order is the one out for delivery, with its date (phone and desktop, axe)', async () => {
    const context = e2e.track(await e2e.browser.newContext(PHONE));
    const page = await context.newPage();
    await visit(page, '/');
    const home = await openForYou(page);
    const signIn = home.getByRole('region', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
    const requestedAt = Date.now() - 1000;
    await signIn.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    let code: string | null = null;
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${e2e.devstore.storefrontUrl}/devstore/inbox.json?to=jane%40example.com`)).json()) as { code?: string; createdAt: string }[];
        code = mails.find((mail) => mail.code && new Date(mail.createdAt).getTime() >= requestedAt)?.code ?? null;
        return code;
      }, { timeout: 15_000 })
      .toBeTruthy();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code!);
    // The Multipass round trip: the storefront comes back with Jane signed in.
    await page.waitForFunction(() => Boolean((window as unknown as { StatusInitData?: { customerId?: string | null } }).StatusInitData?.customerId), null, { timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));

    const signedIn = await openForYou(page);
    const highlighted = signedIn.getByRole('region', { name: 'Arriving next' });
    await highlighted.waitFor({ timeout: 20_000 });
    // Jane's newest orders (devstore/seed/seed-orders.ts): unfulfilled #1024, in transit #1023 (2 days), out for
    // delivery #1022 (in 7 hours), delivered #1021, a canceled shipment #1020: out for delivery arrives next.
    const card = highlighted.getByRole('link', { name: /^Out for delivery\s*,\s*Order #1022\s*,\s*Arriving (today|tomorrow)$/ });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('href')).toBe('#status-order:5100000003');
    expect(await card.locator('img').count()).toBeGreaterThan(0);
    expect(await signedIn.getByRole('region', { name: 'Tell us your style' }).count()).toBe(0); // Jane answered the quiz
    expect(await specks(page)).toEqual([]);

    // Her For you is several screens long: sections below the fold are not drawn until they near the viewport
    // (content-visibility: auto), and the keyboard still reaches every one of them: Tab walks from the header
    // through the page to the bottom nav, inside the dialog all along, then wraps to the header.
    await page.getByRole('region', { name: 'Popular today' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    const focusedStop = () =>
      page.evaluate(() => {
        const root = document.getElementById('status-widget-root')!.shadowRoot!;
        const active = root.activeElement;
        if (!active?.closest('[role="dialog"]')) return null;
        const place = active.closest('.status-page > section, .status-header, nav');
        return { place: place?.tagName === 'SECTION' ? [...root.querySelectorAll('.status-page > section')].indexOf(place) : place?.classList.contains('status-header') ? 'HEADER' : place?.tagName ?? '?', name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '' };
      });
    const sections = await page.evaluate(() => document.getElementById('status-widget-root')!.shadowRoot!.querySelectorAll('.status-page > section').length);
    expect(await page.evaluate(() => document.getElementById('status-widget-root')!.shadowRoot!.querySelector('.status-page > section:last-child')!.getBoundingClientRect().top)).toBeGreaterThan(PHONE.viewport.height);
    const reached = new Set<number | string>();
    let stop = await focusedStop();
    for (let i = 0; i < 120 && !(stop?.place === 'NAV' && stop.name === 'Profile'); i++) {
      await page.keyboard.press('Tab');
      stop = await focusedStop();
      expect(stop).not.toBeNull();
      reached.add(stop!.place);
    }
    expect(stop).toMatchObject({ place: 'NAV', name: 'Profile' });
    // Down to the page's last section, far below the fold when the walk began.
    expect(reached.has(sections - 1)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedStop()).toMatchObject({ place: 'HEADER' });

    await highlighted.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await screenshot(page, 'foryou-sections-customer-phone.png');
    await page.setViewportSize(DESKTOP.viewport);
    await page.waitForTimeout(400);
    await expectNoViolations(page);
    await screenshot(page, 'foryou-sections-customer-desktop.png');
  });
});
