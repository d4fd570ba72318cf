// Error reports on the devstore, all real parts: a merchant-added plugin whose setup throws is reported by the
// runtime with its plugin id, the widget's version and route; the store's own uncaught error is not. The panel
// still opens and works, and the store's page goes on. The batch leaves as the page is left (sendBeacon), the API
// stores it, and the merchant admin lists it in its "Widget errors" section, which passes axe.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps } from './shopper.ts';

const e2e = useDevstore('error-reports');
const shopper = shopperSteps(e2e);

interface AdminError {
  message: string;
  pluginId: string;
  version: string;
  route: string;
  source: string;
}

const reported = async (): Promise<AdminError[]> => {
  const response = await fetch(`${e2e.devstore.apiUrl}/admin/shops/demo-store/widget-errors`, { headers: { authorization: `Bearer ${e2e.devstore.adminToken}` } });
  return ((await response.json()) as { errors: AdminError[] }).errors;
};

describe('error reports on the devstore', () => {
  it("a plugin's failure reaches the merchant admin, the store's own error does not, and the page goes on", { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/');
    await page.evaluate(() => {
      const status = (window as unknown as { Status: { registerPlugin(plugin: unknown): void } }).Status;
      status.registerPlugin({
        apiVersion: 1, id: 'broken-badge', name: 'Broken badge', version: '1.0.0', provider: 'Test',
        setup() {
          throw new Error('broken badge: setup failed');
        },
      });
      setTimeout(() => {
        throw new Error('the store theme failed');
      });
    });
    const forYou = await openWidget(page);
    // The widget works: the tabs answer.
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('dialog', { name: 'Orders' }).waitFor();
    expect(await forYou.count()).toBe(0);
    const version = await page.evaluate(() => (window as unknown as { Status: { version: string } }).Status.version);

    // Leaving the page sends the batch.
    await page.goto(`${e2e.devstore.storefrontUrl}/cart`);
    await expect.poll(async () => (await reported()).filter((e) => e.pluginId === 'broken-badge').length, { timeout: 15_000 }).toBe(1);
    const errors = await reported();
    expect(errors.find((e) => e.pluginId === 'broken-badge')).toMatchObject({ message: 'Error: broken badge: setup failed', version });
    expect(errors.some((e) => e.message.includes('the store theme failed'))).toBe(false);

    // The merchant sees it.
    const admin = await e2e.track(await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true })).newPage();
    await admin.goto(e2e.devstore.adminUrl);
    const section = admin.getByRole('region', { name: 'Widget errors' });
    await section.getByRole('cell', { name: 'Error: broken badge: setup failed' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshots(admin, 'admin-widget-errors');
    const violations = await runAxe(admin);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
