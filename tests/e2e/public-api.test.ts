// The page's JavaScript API for plugins, auth and caches (registerPlugin's outcome; cache clearing;
// initUserAuth, getUser, logout), on the devstore with all real parts: a fresh visitor has no user until
// initUserAuth signs them in anonymously (the panel stays closed); after a code sign-in getUser names the
// customer; clearCache drops the stored product data and settings only; logout signs out through the store's
// logout page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StatusApi } from '../../runtime/dom/contract.ts';
import { useDevstore } from './fixture.ts';
import { shopperSteps, uniqueEmail, widgetReady } from './shopper.ts';

const e2e = useDevstore('public-api');
const shopper = shopperSteps(e2e);

const status = <T>(page: Page, call: (api: StatusApi) => Promise<T> | T) =>
  page.evaluate(`(${call.toString()})(window.Status)`) as Promise<T>;

describe('the page’s JavaScript API: auth actions and cache clearing', () => {
  it('registerPlugin answers each outcome; initUserAuth, getUser, clearCache and logout', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/');
    // Plugins registered from the page answer what became of them once the panel's code is there.
    await page.evaluate(() => {
      const api = (window as unknown as { Status: StatusApi }).Status;
      const plugin = { apiVersion: 1, name: 'Page badge', version: '1.0.0', provider: 'Test', setup() {} };
      (window as unknown as { outcomes: Promise<unknown[]> }).outcomes = Promise.all([
        api.registerPlugin({ ...plugin, id: 'page-badge' }),
        api.registerPlugin({ ...plugin, id: 'Page Badge' }),
        api.registerPlugin({ ...plugin, id: 'broken-badge', setup() { throw new Error('no points today'); } }),
      ]);
    });
    expect(await status(page, (api) => api.getUser())).toBeNull();
    const guest = await status(page, (api) => api.initUserAuth());
    expect(await page.evaluate(() => (window as unknown as { outcomes: Promise<unknown[]> }).outcomes)).toEqual([
      { status: 'loaded' },
      { status: 'skipped', reason: expect.stringMatching(/Page Badge/) },
      { status: 'skipped', reason: 'setup failed: no points today' },
    ]);
    expect(guest).toMatchObject({ email: null, isAnonymous: true, customerId: null });
    expect(await status(page, (api) => api.getUser())).toEqual(guest);
    expect(await page.getByRole('dialog').count()).toBe(0); // nothing opened

    const email = uniqueEmail('js-api');
    await shopper.signInWithCode(page, email);
    const customer = await status(page, (api) => api.getUser());
    expect(customer).toMatchObject({ email, isAnonymous: false });
    expect(customer!.customerId).toMatch(/\d+/);

    // The panel caches the settings it refetched after the sign-in; let that land before clearing.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      localStorage.setItem('status:product:product:1:200', '{}');
      localStorage.setItem('status:cache', '{}');
    });
    await status(page, (api) => api.clearCache());
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith('status:product:') || key === 'status:cache')).toEqual([]);
    expect(keys).toContain('status:auth');

    await Promise.all([page.waitForURL(/\/account\/logout|\/$/, { timeout: 20_000 }), status(page, (api) => void api.logout())]);
    await page.waitForLoadState();
    await widgetReady(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { StatusInitData?: { customerId?: string | null } }).StatusInitData?.customerId ?? null)).toBeNull();
    const after = await status(page, (api) => api.getUser());
    expect(after?.isAnonymous ?? true).toBe(true);
  });
});
