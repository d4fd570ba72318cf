// The Orders tab while Shopify is slow or failing (the devstore's Admin API stand-in and its fault switch), all
// real parts otherwise. Jane signs in; with Shopify answering in 2 s the tab shows its skeletons, then her
// orders. With Shopify answering 503 every time, For you still opens (her greeting, her rewards) and the Orders tab
// shows 'Unable to load your orders.' with 'Try again'; once Shopify recovers, 'Try again' shows her orders.
// axe finds no violations on the failed tab. STATUS_SCREENSHOTS=<folder> keeps phone and desktop shots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StandInFaults } from '../../devstore/shopify-admin/server.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('orders-outage');
const shopper = shopperSteps(e2e);

const setFaults = async (faults: StandInFaults) => {
  const answer = await fetch(`${e2e.devstore.shopifyAdminUrl}/devstore/faults`, { method: 'PUT', body: JSON.stringify(faults) });
  expect(answer.status).toBe(200);
};
const closeWidget = (page: Page) => page.evaluate(() => (window as unknown as { Status: { close(): void } }).Status.close());

describe('Orders while Shopify is slow or down', () => {
  it('Jane: slow, the orders arrive; down, the widget opens and Orders offers Try again, which works once Shopify is back (axe)', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await shopper.signInWithCode(page, 'jane@example.com');
    await closeWidget(page);

    try {
      await setFaults({ delayMs: 2_000 });
      const slow = await openWidget(page, 'orders', 'Orders');
      const list = slow.getByRole('region', { name: 'Your orders' });
      await list.getByRole('status').filter({ hasText: 'Loading your orders' }).waitFor();
      const started = Date.now();
      await list.getByRole('link', { name: /Order #1024/ }).waitFor({ timeout: 15_000 });
      expect(Date.now() - started).toBeGreaterThan(1_000);
      await closeWidget(page);

      await setFaults({ errorRate: 1, errorStatus: 503 });
      // For you greets her and shows her rewards from what the server has.
      const forYou = await openWidget(page, 'foryou', 'Hi Jane');
      await forYou.getByRole('heading', { name: 'Your rewards' }).waitFor({ timeout: 15_000 });
      await screenshots(page, 'orders-outage-foryou');
      const tab = await openWidget(page, 'orders', 'Orders');
      const failed = tab.getByRole('region', { name: 'Your orders' });
      const alert = failed.getByRole('alert');
      await alert.getByText('Unable to load your orders.').waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await screenshots(page, 'orders-outage');

      await setFaults({});
      await alert.getByRole('button', { name: 'Try again' }).click();
      await failed.getByRole('link', { name: /Order #1024/ }).waitFor({ timeout: 15_000 });
      expect(await failed.getByRole('alert').count()).toBe(0);
    } finally {
      await setFaults({});
    }
    expect(errors).toEqual([]);
  });
});
