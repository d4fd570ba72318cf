// An outside plugin end to end (issue: "A third-party loyalty provider writes a plugin outside this repo"):
// examples/acme-loyalty, built with the SDK preset (`npm run build` builds it), is added by URL in demo-store's
// settings (`plugins`) and served by the storefront; the widget imports it and lends it React and the runtime
// (`__STATUS_HOST__`). Jane signs in through the inbox code; For you shows her Acme points card with the
// balance Acme's sample backend computed from her orders after verifying her ID token; the rewards page lists
// the reward tiers. axe finds no violations.
//
// ACME_SCREENSHOTS=<folder> also saves the card and the page at 390x844 and 1280x800.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, waitForIdentity } from './sign-in-helpers.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('acme');

// Jane's seeded orders (devstore/seed/seed-orders.ts), canceled ones left out: $4,129.00 → 4,129 points, Gold.
const JANE = 'jane@example.com';
const JANE_POINTS = '4,129';


async function widgetReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { Status?: { ready: Promise<unknown> } }).Status?.ready.then(() => true));
}

async function openWidget(page: Page, route = 'foryou', name: string | RegExp = 'For you') {
  await page.evaluate((r) => (window as unknown as { Status: { open(route: string): void } }).Status.open(r), route);
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/** The newest login code mailed to `email` after `after` (the dev inbox). */
async function newestCode(email: string, after: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${e2e.devstore.storefrontUrl}/devstore/inbox.json?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as { code?: string | null; createdAt: string }[];
        code = mails.find((m) => m.code && new Date(m.createdAt).getTime() >= after)?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Jane signs in with the code from the inbox; the Multipass round trip brings her back to For you. */
async function signInAsJane(viewport: { width: number; height: number }): Promise<{ page: Page; pointsRequests: { authorization: string | null; plugin: string | null }[] }> {
  const context = await e2e.browser.newContext({ viewport });
  e2e.track(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pointsRequests: { authorization: string | null; plugin: string | null }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/devstore/providers/acme/')) {
      pointsRequests.push({ authorization: request.headers()['authorization'] ?? null, plugin: request.headers()['x-status-plugin'] ?? null });
    }
  });
  await page.goto(`${e2e.devstore.storefrontUrl}/`);
  await widgetReady(page);

  const home = await openWidget(page);
  const section = home.getByRole('region', { name: 'Sign in' });
  await section.getByRole('textbox', { name: 'Email' }).fill(JANE);
  const requestedAt = Date.now() - 1000;
  await section.getByRole('button', { name: 'Get login code' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(await newestCode(JANE, requestedAt));
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#status-foryou', { timeout: 30_000 });
  await widgetReady(page);
  await waitForIdentity(page, false);
  expect(errors).toEqual([]);
  return { page, pointsRequests };
}

describe('Acme Loyalty, an outside plugin, on the devstore', () => {
  it("shows Jane's Acme points in For you and her rewards page (axe on both)", async () => {
    const { page, pointsRequests } = await signInAsJane({ width: 1280, height: 800 });
    const home = page.getByRole('dialog', { name: /Jane|For you/ });
    await home.waitFor();

    const card = home.getByRole('region', { name: 'Acme Rewards' });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText(JANE_POINTS, { exact: true }).waitFor();
    expect(await card.getByText('Gold member').isVisible()).toBe(true);
    expect(await card.getByText('1,871 points to $75 off your order').isVisible()).toBe(true);
    // Acme's backend was called with Jane's ID token (it verified it) and the plugin's id.
    expect(pointsRequests.length).toBeGreaterThan(0);
    expect(pointsRequests[0]).toEqual({ authorization: expect.stringMatching(/^Bearer ey/), plugin: 'acme-loyalty' });
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: 'See your rewards' }).click();
    const rewards = page.getByRole('dialog', { name: 'Your rewards' });
    await rewards.waitFor();
    const list = rewards.getByRole('list', { name: 'Rewards' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(5);
    expect(await list.getByText('Ready to use').count()).toBe(4);
    expect(await items.nth(4).getByText('$75 off your order').isVisible()).toBe(true);
    expect(await items.nth(4).getByText('1,871 to go').isVisible()).toBe(true);
    expect(await rewards.getByRole('heading', { name: 'How you earn' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Back goes to For you (the route's declared previous page).
    await rewards.getByRole('button', { name: /back/i }).click();
    await page.getByRole('dialog', { name: /Jane|For you/ }).getByRole('region', { name: 'Acme Rewards' }).waitFor();
  });

  it('fills the merchant page that places the plugin’s slot (#status-rewards-info)', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    e2e.track(context);
    const page = await context.newPage();
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await widgetReady(page);
    const dialog = await openWidget(page, 'rewards-info', 'How rewards work');
    await dialog.getByRole('region', { name: 'How you earn' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByText(/Earn 1 point for every \$1 you spend/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it.runIf(process.env.ACME_SCREENSHOTS)('screenshots of the card and the page (ACME_SCREENSHOTS)', async () => {
    const folder = process.env.ACME_SCREENSHOTS!;
    for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
      const { page } = await signInAsJane(viewport);
      const card = page.getByRole('region', { name: 'Acme Rewards' });
      await card.getByText(JANE_POINTS, { exact: true }).waitFor({ timeout: 20_000 });
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      await page.screenshot({ path: path.join(folder, `acme-card-${label}.png`) });
      await card.screenshot({ path: path.join(folder, `acme-card-${label}-crop.png`) });
      await card.getByRole('link', { name: 'See your rewards' }).click();
      await page.getByRole('dialog', { name: 'Your rewards' }).getByRole('list', { name: 'Rewards' }).waitFor();
      await page.waitForTimeout(700);
      await page.screenshot({ path: path.join(folder, `acme-rewards-${label}.png`) });
      await page.getByRole('heading', { name: 'How you earn' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(folder, `acme-rewards-${label}-end.png`) });
      if (label === 'phone') {
        // Acme down: the card's error state (after ctx.http's retries), then Try again once it is back.
        await page.route('**/devstore/providers/acme/**', (route) => route.fulfill({ status: 503, body: '{}' }));
        await page.reload();
        await widgetReady(page);
        await openWidget(page, 'foryou', /Jane|For you/);
        const failed = page.getByRole('region', { name: 'Acme Rewards' });
        await failed.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
        await page.waitForTimeout(400);
        await failed.screenshot({ path: path.join(folder, 'acme-card-error.png') });
        await page.unroute('**/devstore/providers/acme/**');
        await failed.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('region', { name: 'Acme Rewards' }).getByText(JANE_POINTS, { exact: true }).waitFor();
      }
    }
  });
});
