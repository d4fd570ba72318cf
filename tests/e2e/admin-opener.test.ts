// The merchant admin against a script on the storefront's origin (a third-party plugin, an injected script), in
// Chromium: the script opens /devstore/admin with window.open, as a click on the storefront would, and tries to
// read the admin token out of the window it got back, by handle and again by window name. The admin page sends
// Cross-Origin-Opener-Policy: same-origin, so Chromium puts it in a browsing context group of its own: the
// opener's handle reads as closed and reaches nothing, and the admin page has no opener. No build needed (the
// admin UI is bundled in memory; the storefront page needs no widget here).
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('admin-opener');

interface Attempt {
  /** window.opener as the admin page sees it. */
  adminHasOpener: boolean;
  /** What the opener read of the admin window: the token, or why nothing. */
  byHandle: { token: string | null; closed: boolean; error: string | null; tries: number };
  /** window.open('', name) afterwards: the admin window again, or a fresh blank one. */
  byName: { token: string | null; href: string | null; error: string | null };
}

/** From a storefront page: a click opens the admin, then the page keeps trying to read the token for `ms`. */
async function attack(page: Page, ms: number): Promise<Attempt> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'open-admin';
    button.textContent = 'Open';
    button.addEventListener('click', () => {
      (window as unknown as { admin: Window | null }).admin = window.open('/devstore/admin', 'status-admin');
    });
    document.body.append(button);
  });
  const popup = page.context().waitForEvent('page');
  await page.click('#open-admin');
  const admin = await popup;
  // The admin has loaded, with its token handed to its UI: now is when reading it would work.
  await admin.getByRole('switch', { name: 'Orders' }).waitFor();
  const adminHasOpener = await admin.evaluate(() => window.opener !== null);

  const read = await page.evaluate(async (ms: number) => {
    const read = (w: Window | null): string | null => {
      const boot = w?.document.getElementById('status-admin-boot')?.textContent;
      if (boot) return (JSON.parse(boot) as { token: string }).token;
      const html = w?.document.documentElement?.outerHTML ?? '';
      return /"token":"([^"]+)"/.exec(html)?.[1] ?? null;
    };
    const w = (window as unknown as { admin: Window | null }).admin;
    const byHandle = { token: null as string | null, closed: false, error: null as string | null, tries: 0 };
    const until = Date.now() + ms;
    while (Date.now() < until && !byHandle.token) {
      byHandle.tries++;
      try {
        byHandle.token = read(w);
        byHandle.error = null;
      } catch (error) {
        byHandle.error = (error as Error).message;
      }
      byHandle.closed = w?.closed ?? true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const byName = { token: null as string | null, href: null as string | null, error: null as string | null };
    try {
      const again = window.open('', 'status-admin');
      byName.href = again?.location.href ?? null;
      byName.token = read(again);
      again?.close();
    } catch (error) {
      byName.error = (error as Error).message;
    }
    return { byHandle, byName };
  }, ms);
  return { ...read, adminHasOpener };
}

describe('merchant admin opened by a storefront script', () => {
  it('sends Cross-Origin-Opener-Policy: same-origin', async () => {
    // node:http, not fetch: fetch sets Sec-Fetch-Mode itself, and the page is only served to a navigation.
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      request(e2e.devstore.adminUrl, { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } }, (res) => {
        res.resume().on('end', () => resolve({ status: res.statusCode, ...res.headers }));
      })
        .on('error', reject)
        .end();
    });
    expect(headers).toMatchObject({ status: 200, 'cross-origin-opener-policy': 'same-origin' });
  });

  it('gives the opener no way to the token: the handle is closed, the window name leads nowhere', async () => {
    const context = e2e.track(await e2e.browser.newContext());
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/policies/privacy-policy`);
    const attempt = await attack(page, 1500);
    process.stdout.write(
      `[admin-opener] Chromium: token read by handle ${attempt.byHandle.token ? 'yes' : 'no'} (${attempt.byHandle.tries} tries, closed ${attempt.byHandle.closed}), by window name ${attempt.byName.token ? 'yes' : 'no'} (${attempt.byName.href}), admin page has an opener ${attempt.adminHasOpener}\n`,
    );
    expect(attempt.byHandle.token).toBeNull();
    expect(attempt.adminHasOpener).toBe(false);
    expect(attempt.byName.token).toBeNull();
    expect(attempt.byHandle.closed).toBe(true);
    expect(attempt.byName.href).toBe('about:blank');
    expect(JSON.stringify(attempt)).not.toContain(e2e.devstore.adminToken);
  });
});
