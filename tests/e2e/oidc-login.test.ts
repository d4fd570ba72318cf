// Status as the store's OpenID Connect provider, in Chromium: after a Status sign-in the page makes the form post
// the shopify-oidc strategy makes (the ID token to the API's /oidc/session, returning to the store's
// /customer_authentication/login), and the browser, through the API's prompt=none authorization and the devstore
// playing Shopify, lands on /account logged in to the store. A browser without a Status session gets the
// provider's own sign-in page, signs in there with the code from the inbox, and lands on /account the same way
// (under the page's strict CSP; axe finds no violation on either of its steps).
import { describe, expect, it } from 'vitest';
import { signInWithEmailCode } from '../../devstore/auth/test-tokens.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';
import { serveFakeGapi } from './sign-in-gapi.ts';
import { openWidget, screenshots, typeCode, widgetReady } from './shopper.ts';

const codes = new Map<string, string>();
const e2e = useDevstore('oidc', { backup: false, onEmail: (mail) => void (mail.code && codes.set(mail.to.toLowerCase(), mail.code)) });

describe('store login through Status as the identity provider', () => {
  it('a shopper signed in to Status lands on /account logged in to the store, without typing', async () => {
    const { idToken } = await signInWithEmailCode({
      apiUrl: e2e.devstore.apiUrl,
      authEmulatorHost: e2e.devstore.authEmulatorHost,
      shopId: 'demo-store',
      email: 'jane@example.com',
      readCode: async (to) => codes.get(to.toLowerCase())!,
    });
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    // What plugins/shopify-oidc/strategy.ts does after a sign-in: a top-level form post to the API.
    await page.evaluate(
      ({ action, idToken, returnTo }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries({ id_token: idToken, return_to: returnTo })) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      {
        action: `${e2e.devstore.apiUrl}/oidc/session`,
        idToken,
        returnTo: `${e2e.devstore.storefrontUrl}/customer_authentication/login?login_hint=jane%40example.com&return_to=%2Faccount`,
      },
    );
    await page.waitForURL(`${e2e.devstore.storefrontUrl}/account`);
    expect(await page.content()).toContain('data-customer-email="jane@example.com"');
    const cookie = (await context.cookies(e2e.devstore.apiUrl)).find((c) => c.name === 'status_oidc_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await context.close();
  }, 60_000);

  it("a browser without a Status session signs in on the provider's page with the code, and lands on the store", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && refused.push(message.text())));
    codes.delete('sam@example.com');
    await page.goto(`${e2e.devstore.storefrontUrl}/customer_authentication/login?login_hint=sam%40example.com&return_to=%2Faccount`);
    await page.waitForURL(/\/oidc\/sign-in\//);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    expect(await email.inputValue()).toBe('sam@example.com');
    // By keyboard: the e-mail field, Enter sends the code; the code field takes focus.
    await email.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('code');
    await expect.poll(() => codes.get('sam@example.com'), { timeout: 15_000 }).toBeTruthy();
    // The fourth digit checks the code, as in the widget.
    await page.keyboard.type(codes.get('sam@example.com')!);
    await page.waitForURL(`${e2e.devstore.storefrontUrl}/account`);
    expect(await page.content()).toContain('data-customer-email="sam@example.com"');
    expect(refused).toEqual([]);
    await context.close();
  }, 60_000);

  it('on the seeded single sign-on shop, a code sign-in in the widget logs the shopper in to the store', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/collections/all?shop=demo-store-sso`);
    await widgetReady(page);
    const home = await openWidget(page);
    const section = home.getByRole('region', { name: 'Sign in' });
    await section.getByRole('textbox', { name: 'Email' }).fill('klara@example.com');
    codes.delete('klara@example.com');
    await section.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('dialog', { name: 'Verify your identity' }).getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    await expect.poll(() => codes.get('klara@example.com'), { timeout: 15_000 }).toBeTruthy();
    await typeCode(page, codes.get('klara@example.com')!);
    // Through the API's /oidc/session and the store's /customer_authentication/login, back on the same page.
    await page.waitForFunction(() => (window as unknown as { StatusInitData?: { customerId?: string | null } }).StatusInitData?.customerId, null, { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/collections/all');
    expect(await page.evaluate(() => (window as unknown as { StatusInitData: { customer: { email: string } } }).StatusInitData.customer.email)).toBe('klara@example.com');
    // It was the provider's single sign-on (the shop has no Multipass key): its session cookie is there.
    expect((await context.cookies(e2e.devstore.apiUrl)).some((c) => c.name === 'status_oidc_session')).toBe(true);
    await context.close();
  }, 60_000);

  it("signs in with Google on the provider's page (the emulator's popup) and lands on the store", async () => {
    const context = await e2e.browser.newContext();
    await serveFakeGapi(context); // the popup's relay library, offline (see sign-in-gapi.ts)
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && refused.push(message.text())));
    await page.goto(`${e2e.devstore.storefrontUrl}/customer_authentication/login?return_to=%2Faccount`);
    await page.waitForURL(/\/oidc\/sign-in\//);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.getByText('Add new account').click();
    await popup.getByLabel('Email').fill('gina@example.com');
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
    await page.waitForURL(`${e2e.devstore.storefrontUrl}/account`, { timeout: 30_000 });
    expect(await page.content()).toContain('data-customer-email="gina@example.com"');
    expect(refused).toEqual([]);
    await context.close();
  }, 60_000);

  it("the provider's sign-in page passes axe on both steps, and tells a wrong code", async () => {
    // axe is injected as an inline script, which the page's CSP refuses: this context bypasses it.
    const context = await e2e.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/customer_authentication/login?login_hint=jane%40example.com&return_to=%2Faccount`);
    await page.waitForURL(/\/oidc\/sign-in\//);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    let violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await screenshots(page, 'oidc-sign-in');
    await page.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    const code = page.getByLabel('Login code');
    await expect.poll(() => codes.get('jane@example.com'), { timeout: 15_000 }).toBeTruthy();
    await code.fill(codes.get('jane@example.com') === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code you entered is incorrect' }).waitFor();
    violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await screenshots(page, 'oidc-sign-in-code');
    await context.close();
  }, 60_000);

  it('the merchant admin shows the values to paste into Shopify and takes the callback URL', async () => {
    // The admin's CSP allows no inline script; axe is injected as one.
    const context = await e2e.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(e2e.devstore.adminUrl);
    const section = page.getByRole('region', { name: 'Identity provider (Shopify Plus)' });
    await section.getByText(`${e2e.devstore.apiUrl}/oidc/.well-known/openid-configuration`).waitFor();
    // The devstore gave the shop a client at start: its id is shown, its secret on request.
    await section.getByText(/^status_/).waitFor();
    await section.getByRole('button', { name: 'Show secret' }).click();
    await section.getByRole('button', { name: 'Hide secret' }).waitFor();
    await section.getByLabel("Shopify's callback URL").fill('https://shopify.com/authentication/1/login/external/callback');
    await section.getByRole('button', { name: 'Save identity provider' }).click();
    await expect.poll(async () => (await e2e.devstore.db.query<{ redirect_uris: string[] }>("select redirect_uris from oidc_clients where shop_id = 'demo-store'"))[0]?.redirect_uris).toEqual([
      'https://shopify.com/authentication/1/login/external/callback',
    ]);
    const violations = await runAxe(page, { include: '[aria-labelledby="idp-heading"]' });
    expect(violations, formatViolations(violations)).toEqual([]);
    await context.close();
  }, 60_000);
});
