// The widget under a strict Content-Security-Policy, in Chromium on the devstore:
// `script-src 'self'` without 'unsafe-eval' or 'unsafe-inline' (the storefront's `?csp=strict`; init data
// is JSON the loader reads). A shopper signs in with a code (the Multipass round trip included) and opens
// every tab; no CSP violation may be reported, as a `securitypolicyviolation` event or a console error.
// Styles are not restricted here: the widget puts its CSS in <style> elements in its shadow root (and the
// merchant's customCss), so a store whose policy has a `style-src` needs 'unsafe-inline' there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRICT_CSP } from '../../devstore/storefront/page.ts';
import { storedIdentity } from './sign-in-helpers.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('csp');


interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** A browser profile that records every CSP violation of every page it opens, and CSP console messages. */
async function strictStore() {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  e2e.track(context);
  // Injected by the browser itself (not an inline script of the page), so the CSP does not stop it.
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, page: location.href }),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|unsafe-eval|unsafe-inline/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/content security policy|EvalError/i.test(String(error))) consoleErrors.push(String(error));
  });
  const violations = async () => (await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []));
  return { page, consoleErrors, violations };
}

async function widgetReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true), null, { timeout: 20_000 });
}

async function newestCode(email: string, after: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${e2e.devstore.storefrontUrl}/devstore/inbox.json?to=${encodeURIComponent(email)}`)).json()) as { code?: string | null; createdAt: string }[];
      code = mails.find((m) => m.code && new Date(m.createdAt).getTime() >= after)?.code ?? null;
      return code;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return code!;
}

describe('strict CSP', () => {
  it("the storefront's strict mode sends the policy and no inline script", async () => {
    const response = await fetch(`${e2e.devstore.storefrontUrl}/?csp=strict`);
    expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(STRICT_CSP).not.toMatch(/unsafe-eval|unsafe-inline/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.every((attributes) => /\bsrc=|type="application\/json"/.test(attributes)), scripts.join('\n')).toBe(true);
  });

  it('signs in with a code and opens every tab without a CSP violation', { timeout: 120_000 }, async () => {
    const { page, consoleErrors, violations } = await strictStore();
    const first = await page.goto(`${e2e.devstore.storefrontUrl}/?csp=strict`);
    expect(first?.headers()['content-security-policy']).toBe(STRICT_CSP);
    await widgetReady(page);

    // Sign in with a code: the login form on For you, the code from the dev inbox.
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    const home = page.getByRole('dialog', { name: 'For you' });
    const section = home.getByRole('region', { name: 'Sign in' });
    const email = `csp-${Date.now()}@example.com`;
    await section.getByRole('textbox', { name: 'Email' }).fill(email);
    const requestedAt = Date.now() - 1000;
    await section.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(await newestCode(email, requestedAt));

    // The Multipass round trip leaves the page and comes back (still under the policy) with the widget open.
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#status-foryou', { timeout: 30_000 });
    await widgetReady(page);
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    expect((await storedIdentity(page))?.isAnonymous).toBe(false);
    await page.waitForFunction(() => Boolean((window as unknown as { StatusInitData?: unknown }).StatusInitData ?? document.getElementById('status-init-data')));

    // Every tab of the bottom nav, and back to the first.
    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    const tabs = await nav.getByRole('link').allTextContents();
    expect(tabs.length).toBeGreaterThanOrEqual(3);
    for (const name of [...tabs.slice(1), tabs[0]!]) {
      await nav.getByRole('link', { name: name.trim() }).click();
      await page.getByRole('dialog', { name: name.trim() }).waitFor();
      await page.waitForTimeout(300); // the page's data and lazy chunks
    }
    await page.getByRole('button', { name: 'Close' }).click();

    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // The policy is enforced and the listener hears it: a same-origin script's eval (what tapable's compiled
    // hooks did) is refused and reported, and so is an inline script.
    await page.route('**/devstore/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'try { new Function("return 1")(); window.__evalRan = true; } catch (e) { window.__evalRefused = e.name; }',
      }),
    );
    await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.head.append(inline);
      const probe = document.createElement('script');
      probe.src = '/devstore/csp-probe.js';
      await new Promise((resolve) => ((probe.onload = resolve), (probe.onerror = resolve), document.head.append(probe)));
    });
    const probed = await page.evaluate(() => ({ ...(window as unknown as { __evalRan?: boolean; __evalRefused?: string; __inlineRan?: boolean }) }));
    expect({ evalRan: probed.__evalRan, evalRefused: probed.__evalRefused, inlineRan: probed.__inlineRan }).toEqual({ evalRan: undefined, evalRefused: 'EvalError', inlineRan: undefined });
    await expect.poll(async () => (await violations()).map((v) => v.blocked).sort()).toEqual(['eval', 'inline']);
  });
});
