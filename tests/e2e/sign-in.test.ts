// Sign-in end to end: the built widget in Chromium on the devstore (storefront, API over HTTP on
// PGlite, the Firebase Auth emulator). Codes and links are read from the dev inbox; the shop login is the
// real Multipass round trip, so a journey ends with the storefront itself showing the customer signed in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, storedIdentity, waitForIdentity } from './sign-in-helpers.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, shopperSteps, typeCode, uniqueEmail, widgetReady } from './shopper.ts';

const e2e = useDevstore('sign-in');

// Seeded products (devstore/catalog): a tee with a variant, and a mug.
const TEE = 7400000001;
const TEE_M = 41000000001;
const MUG = 7400000010;

const { storefront, newestMail, api, requestCode: request, requestLink, shopSignedIn } = shopperSteps(e2e);

/** Asks for a code from For you's login form, with axe on the form when asked. */
const requestCode = (page: Page, email: string, options: { axe?: boolean } = {}) =>
  request(page, email, options.axe ? { beforeSubmit: () => expectNoAxeViolations(page) } : {});

/** After the Multipass round trip the storefront page carries the customer, and /account shows the email. */
async function expectShopSignedIn(page: Page, email: string) {
  await shopSignedIn(page);
  await page.goto(`${e2e.devstore.storefrontUrl}/account`);
  await expect.poll(() => page.locator('[data-customer-email]').getAttribute('data-customer-email'), { timeout: 15_000 }).toBe(email);
}

describe('sign-in on the devstore', () => {
  it('code sign-in: the code from the inbox signs in and logs the shopper in to the store (axe on both screens)', async () => {
    const page = await storefront('/');
    const email = uniqueEmail('code');
    const { requestedAt } = await requestCode(page, email, { axe: true });
    expect(await page.getByText(`Enter the 4-digit code we sent to ${email}.`).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await typeCode(page, await newestMail(email, 'code', requestedAt));
    // Multipass: the page leaves for the store's login and comes back with the widget open on the tab the form
    // was on (openForReturningCustomer is on in demo-store).
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#status-foryou' && url.search === '', { timeout: 30_000 });
    await widgetReady(page);
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    expect(await page.getByRole('region', { name: 'Sign in' }).count()).toBe(0);
    expect((await storedIdentity(page))?.isAnonymous).toBe(false);
    await expectShopSignedIn(page, email);
  });

  describe("a guest's tap: the login card the loader's frame draws before the panel is there", () => {
    const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    /**
     * A phone on the product page on a slow network, tapped open: the panel's chunk comes late, and the login
     * section later still, so the card is first in the frame alone, then in the open panel, then taken over.
     */
    async function tappedWithLateSection(): Promise<Page> {
      const page = await storefront('/products/heavyweight-hoodie', PHONE);
      const late = (pattern: string, ms: number) =>
        page.route(pattern, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          await route.continue();
        });
      await late('**/status/chunks/panel-*.js', 2_500);
      await late('**/status/chunks/LoginSection-*.js', 5_000);
      await page.tap('header a[href="#status"]');
      await page.locator('[data-status-frame] input[name="email"]').waitFor();
      return page;
    }
    const frameGone = (page: Page) => page.locator('[data-status-frame]').waitFor({ state: 'detached', timeout: 15_000 });

    it('takes typing at once; the panel opens with it and its own form takes it over, in the same place (axe on each)', async () => {
      const page = await tappedWithLateSection();
      const card = page.locator('[data-status-frame] [data-section="login"]');
      expect(await card.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
      const typed = card.getByRole('textbox', { name: 'Email' });
      // Measured once the frame's slide-in ended.
      await page.locator('[data-status-frame] .status-panel').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      const at = await typed.boundingBox();
      await typed.tap();
      await page.keyboard.type('jane@exam');
      expect(await page.locator('[data-status-frame]').count()).toBe(1); // the panel is not there yet
      await expectNoAxeViolations(page);

      // The panel opens with the card first in its page, before its own form is there: the shopper types on.
      await frameGone(page);
      const dialog = page.getByRole('dialog', { name: 'For you' });
      const inPanel = dialog.locator('.status-frame-card').getByRole('textbox', { name: 'Email' });
      await page.keyboard.type('ple');
      expect(await inPanel.inputValue()).toBe('jane@example');
      expect(await inPanel.boundingBox()).toEqual(at);
      expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
      // Google's row is drawn too, where the form will have it: the page below does not move at the take-over.
      const google = await dialog.locator('.status-frame-card').getByRole('button', { name: 'Sign in with Google' }).boundingBox();
      await expectNoAxeViolations(page);

      // Its own form comes with the section, takes the card over, and has focus: typing goes on.
      await dialog.locator('.status-frame-card').waitFor({ state: 'detached', timeout: 15_000 });
      await page.keyboard.type('.com');
      const field = dialog.getByRole('region', { name: 'Sign in' }).getByRole('textbox', { name: 'Email' });
      expect(await field.inputValue()).toBe('jane@example.com');
      expect(await field.boundingBox()).toEqual(at);
      expect(await dialog.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with Google' }).boundingBox()).toEqual(google);
      expect(await dialog.getByRole('region', { name: 'Sign in' }).count()).toBe(1);
      await expectNoAxeViolations(page);
    });

    it('a keyboard on one of the card\'s buttons stays in the dialog when the form takes the card over', async () => {
      const page = await tappedWithLateSection();
      await frameGone(page);
      const dialog = page.getByRole('dialog', { name: 'For you' });
      const inCard = (name: string) => dialog.locator('.status-frame-card').getByRole('button', { name });
      const focused = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent?.trim() ?? null);
      // Tab from the e-mail field (past the shop's opt-in) to the card's code button, before the section's form is there.
      await dialog.locator('.status-frame-card').getByRole('textbox', { name: 'Email' }).focus();
      for (let i = 0; i < 3 && (await focused()) !== 'Get login code'; i++) await page.keyboard.press('Tab');
      expect(await inCard('Get login code').evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      await dialog.locator('.status-frame-card').waitFor({ state: 'detached', timeout: 15_000 });
      // Focus is on the form's own code button, in the dialog: the next Tab goes on from there.
      expect(await focused()).toBe('Get login code');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Sign in with Google');
    });

    it('a code asked for in the card is sent once the panel is there', async () => {
      const page = await tappedWithLateSection();
      const email = uniqueEmail('card');
      const requestedAt = Date.now() - 1000;
      await page.locator('[data-status-frame]').getByRole('textbox', { name: 'Email' }).fill(email);
      await page.locator('[data-status-frame]').getByRole('button', { name: 'Get login code' }).tap();
      // The card goes into the panel with the request, and the panel's form sends it when it takes over.
      await page.getByRole('dialog', { name: 'Verify your identity' }).getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor({ timeout: 15_000 });
      expect(await newestMail(email, 'code', requestedAt)).toMatch(/^\d{4}$/);
    });
  });

  it('a wrong code shows the error; the right one then signs in', async () => {
    const page = await storefront('/');
    const email = uniqueEmail('wrong');
    const { requestedAt } = await requestCode(page, email);
    const code = await newestMail(email, 'code', requestedAt);
    await typeCode(page, code === '0000' ? '1111' : '0000');
    const alert = page.getByRole('alert').filter({ hasText: 'The code you entered is incorrect' });
    await alert.waitFor();
    // Loading stopped: the boxes are editable again, emptied, the first one focused.
    const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
    expect(await first.getAttribute('readonly')).toBeNull();
    expect(await first.inputValue()).toBe('');
    await expectNoAxeViolations(page);

    await page.keyboard.type(code);
    await expectShopSignedIn(page, email);
  });

  it('a shop without a Multipass key: signed in to the widget, with the alert that the store login is missing', async () => {
    const page = await storefront('/?shop=demo-store-nokey');
    const email = uniqueEmail('nokey');
    const { requestedAt } = await requestCode(page, email);
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    await page.getByRole('alert').filter({ hasText: 'The Multipass key is missing, so customers will not be logged in to Shopify.' }).waitFor();
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    expect(await page.getByRole('region', { name: 'Sign in' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/'); // no Multipass round trip
    expect(await page.evaluate(() => (window as unknown as { StatusInitData: { customerId: string | null } }).StatusInitData.customerId)).toBeNull();
  });

  it('magic link: the link from the inbox opens the store on the magic-link route and signs in', async () => {
    const page = await storefront('/?shop=demo-store-de'); // authMethod magicLink, German
    const email = uniqueEmail('link');
    const requestedAt = await requestLink(page, email);
    await page.getByText(`Wir haben einen Anmeldelink an ${email} gesendet.`, { exact: false }).waitFor();

    const link = await newestMail(email, 'link', requestedAt);
    expect(link).toContain('#status-magic-link:');
    await page.goto(link);
    await expectShopSignedIn(page, email);
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('status:auth-state') ?? '{}') as { loginType?: string });
    expect(state.loginType).toBe('magicLink');
  });

  it('a used magic link shows the failure with Back to Login', async () => {
    const page = await storefront('/?shop=demo-store-de');
    await page.goto(`${e2e.devstore.storefrontUrl}/#status-magic-link:not-a-real-token`);
    await widgetReady(page);
    await page.getByRole('alert').filter({ hasText: 'Anmeldung bei deinem Konto nicht möglich' }).waitFor();
    await page.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
    await page.getByRole('dialog', { name: 'Für dich' }).getByRole('region', { name: 'Anmelden' }).waitFor();
  });

  it('Google: the emulator popup signs in', async () => {
    const page = await storefront('/');
    const email = uniqueEmail('google');
    const home = await openWidget(page);
    await waitForIdentity(page, true);
    const popupOpened = page.waitForEvent('popup');
    await home.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    // The Auth emulator's provider page: add an account with this email and sign in with it.
    await popup.getByText('Add new account').click();
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
    await expectShopSignedIn(page, email);
  });

  it("a guest's saved item and favorite belong to the customer after sign-in, and the cart carries the guest's id", async () => {
    const page = await storefront('/');
    await openWidget(page);
    const guest = await waitForIdentity(page, true);
    await expect
      .poll(() => page.evaluate(() => fetch('/cart.js').then((r) => r.json()).then((c: { attributes?: Record<string, string> }) => c.attributes?._status_id ?? null)), { timeout: 15_000 })
      .toBe(guest.uid);

    await api('/saved/cart', guest.idToken, { items: [{ productId: TEE, variantId: TEE_M }] });
    await api('/saved/wishlist', guest.idToken, { items: [{ productId: MUG }] });

    const email = uniqueEmail('keeper');
    await page.getByRole('button', { name: 'Close' }).click();
    const { requestedAt } = await requestCode(page, email);
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    await expectShopSignedIn(page, email);

    const customer = await waitForIdentity(page, false);
    expect(customer.uid).not.toBe(guest.uid);
    const saved = await api<{ items: { productId: number; variantId: number | null }[] }>('/saved/cart/items', customer.idToken);
    expect(saved.items).toEqual([expect.objectContaining({ productId: TEE, variantId: TEE_M })]);
    const favorites = await api<{ products: number[] }>('/saved/wishlist-items', customer.idToken);
    expect(favorites.products).toEqual([MUG]);
  });

  it('sign-out from the profile: the store logout runs and the shopper is signed out in the store and the widget', async () => {
    const page = await storefront('/');
    const email = uniqueEmail('leaver');
    const { requestedAt } = await requestCode(page, email);
    await typeCode(page, await newestMail(email, 'code', requestedAt));
    await expectShopSignedIn(page, email);

    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await widgetReady(page);
    const profile = await openWidget(page, 'profile', 'Profile');
    await profile.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.hash, { timeout: 20_000 });
    await widgetReady(page);
    expect(await page.evaluate(() => (window as unknown as { StatusInitData: { customerId: string | null } }).StatusInitData.customerId)).toBeNull();
    const identity = await storedIdentity(page);
    expect(identity === null || identity.isAnonymous).toBe(true);

    await page.goto(`${e2e.devstore.storefrontUrl}/account`);
    expect(await page.locator('[data-customer-email]').getAttribute('data-customer-email')).toBe('');
    await widgetReady(page);
    const home = await openWidget(page);
    await home.getByRole('region', { name: 'Sign in' }).waitFor();
  });
});
