// The programs on the devstore (points ×2, credit, membership, subscriptions), all real parts. A guest
// sees none of their cards; Jane signs in with a code and For you shows both points cards (Loop Rewards from the
// API's GET /points, Stamp Club from its app proxy), her store credit (Copy code copies its code; the browser
// asked our API, never the gift-card provider, and never saw the shop's token), the membership row (its link
// carries her customer id) and the subscriptions row (no provider token: its link is Retextion's login page,
// and a login answer without a token goes there): one compact row each, listed together, under 100 px on a phone. axe finds nothing on For you with every card. The merchant
// then turns Stamp Club off in the admin: its card is gone and its chunk no longer fetched. Needs a current
// `npm run build` (dist/meta.json names the plugins' chunks). STATUS_SCREENSHOTS=<folder> keeps phone and
// desktop shots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { giftCardFor, pointsFor } from '../../devstore/storefront/providers.ts';
import { chunksOf } from './chunks.ts';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps, widgetReady } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('programs');
const shopper = shopperSteps(e2e);

const JANE = '6000000001';
const CARDS = ['Loop Rewards', 'Stamp Club', 'Store credit', 'Membership', 'Subscriptions'];
const HOME = /Jane|For you/;

const region = (page: Page, name: string) => page.getByRole('dialog', { name: HOME }).getByRole('region', { name, exact: true });

describe('programs on For you', () => {
  it('a guest sees none; Jane sees both points cards, credit with Copy code, membership and subscriptions; Stamp Club off in the admin is gone, chunk and all', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.devstore.storefrontUrl });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A guest: the login section, none of the program cards (the deferred plugins started meanwhile).
    const guest = await openWidget(page);
    await guest.getByRole('region', { name: 'Sign in' }).waitFor();
    await page.waitForTimeout(1500);
    for (const name of CARDS) expect(await guest.getByRole('region', { name, exact: true }).count(), name).toBe(0);
    await page.keyboard.press('Escape');

    await shopper.signInWithCode(page, 'jane@example.com');
    await openWidget(page, 'foryou', HOME);
    await region(page, 'Loop Rewards').getByText('4,129', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await region(page, 'Loop Rewards').getByRole('link', { name: 'See your rewards' }).getAttribute('href')).toBe('/pages/rewards');
    await region(page, 'Stamp Club').getByText(pointsFor(JANE).toLocaleString('en-US'), { exact: true }).waitFor({ timeout: 20_000 });

    const card = giftCardFor(JANE);
    const credit = region(page, 'Store credit');
    await credit.getByText(card.code, { exact: true }).waitFor({ timeout: 20_000 });
    const amount = Number(card.amount);
    await credit.getByText(Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`, { exact: true }).waitFor(); // a whole amount without cents
    await credit.getByRole('button', { name: 'Copy code' }).click();
    await credit.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.code);

    const membership = region(page, 'Membership').getByRole('link', { name: 'View membership' });
    expect(await membership.getAttribute('href')).toBe(`/community/membership?customerId=${JANE}`);
    const subscriptions = region(page, 'Subscriptions').getByRole('link', { name: 'Manage subscriptions' });
    await subscriptions.waitFor({ timeout: 20_000 });
    const loginPage = `${e2e.devstore.storefrontUrl}/apps/retextion/login?store=devstore`;
    expect(await subscriptions.getAttribute('href')).toBe(loginPage);

    // The gift card came from our API; the provider and the shop's token never met the browser.
    expect(requested.some((url) => new URL(url).pathname === `/credit/demo-store/${JANE}`)).toBe(true);
    expect(requested.filter((url) => url.includes('/devstore/providers/gift-card'))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { StatusInitData: unknown }).StatusInitData))).not.toContain('devstore-credit-token');

    // With several programs, membership and subscriptions are one compact row each, listed together, on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    const rows = await page.evaluate(() => {
      const root = document.getElementById('status-widget-root')!.shadowRoot!;
      return ['membership-card', 'subscriptions-card'].map((id) => {
        const row = root.querySelector<HTMLElement>(`[data-program="${id}"]`)!;
        return { height: row.getBoundingClientRect().height, list: row.parentElement!.className };
      });
    });
    for (const row of rows) {
      expect(row.height).toBeLessThan(100); // the full card was over 190 px
      expect(row.list).toBe('status-foryou-programs');
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await expectNoAxeViolations(page);
    // The rewards row back at its start (Copy code scrolled it) and the page at its top.
    await page.getByRole('dialog', { name: HOME }).locator('.status-foryou-rail').evaluate((rail) => rail.scrollTo({ left: 0, behavior: 'instant' }));
    await page.getByRole('dialog', { name: HOME }).getByRole('heading', { name: 'Your rewards' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'programs-foryou');
    await screenshots(page, 'programs-foryou-more', page.getByRole('dialog', { name: HOME }).locator('.status-foryou-programs'));

    // The provider's login answers without a token → its login page.
    await page.route('**/apps/retextion/login', (route) => (route.request().method() === 'POST' ? route.fulfill({ json: {} }) : route.continue()));
    await region(page, 'Subscriptions').getByText('Change your next delivery').click({ force: true }); // a real click anywhere on the row follows its link
    await page.waitForURL(loginPage);
    await page.getByRole('heading', { name: 'Sign in to manage your subscriptions' }).waitFor();
    expect(errors).toEqual([]);

    // The merchant turns Stamp Club off: its card and its chunk are gone on the next load, Loop Rewards stays.
    const stampChunks = chunksOf('plugins/stamp-points/');
    expect(stampChunks.length).toBeGreaterThan(0);
    expect(requested.some((url) => stampChunks.some((chunk) => url.endsWith(`/status/${chunk}`)))).toBe(true);
    const admin = await page.context().newPage();
    await admin.goto(e2e.devstore.adminUrl);
    const toggle = admin.getByRole('switch', { name: 'Stamp Club' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await admin.getByRole('status').filter({ hasText: 'Stamp Club turned off. Saved.' }).waitFor();
    await admin.close();

    requested.length = 0;
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await widgetReady(page);
    await openWidget(page, 'foryou', HOME);
    await region(page, 'Loop Rewards').getByText('4,129', { exact: true }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(800);
    expect(await region(page, 'Stamp Club').count()).toBe(0);
    expect(requested.filter((url) => stampChunks.some((chunk) => url.endsWith(`/status/${chunk}`)))).toEqual([]);
    expect(requested.filter((url) => url.includes('/apps/stamp-club/'))).toEqual([]);
  });
});
