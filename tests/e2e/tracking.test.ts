// Tracking on the devstore, all real parts: a guest views For you and Orders, signs in from the Orders
// tab (code from the inbox, then the Multipass round trip, which leaves the page: the queue flushes), favorites a
// product with the theme's heart (the elements chunk, no panel), views Profile and follows the members-club link
// out of the widget, which carries the UTM parameters. The queue flushes as each page is left (pagehide: a
// keepalive POST, CORS-simple with the token in its body), the sign-in's round trip and the followed link: real
// navigations, nothing simulated. The tracking service then holds the tab-view, login and wishlist events once
// each, under the guest's and the customer's ids, and the merchant admin lists them.
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { openWidget, shopperSteps, typeCode, uniqueEmail } from './shopper.ts';
import { waitForIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('tracking');

const shopper = shopperSteps(e2e);

interface AdminEvent {
  event: string;
  statusId: string;
  customerId: string | null;
  eventData: Record<string, unknown>;
}

async function received(uids: string[]): Promise<AdminEvent[]> {
  const response = await fetch(`${e2e.devstore.apiUrl}/admin/shops/demo-store/tracking-events`, { headers: { authorization: `Bearer ${e2e.devstore.adminToken}` } });
  const { events } = (await response.json()) as { events: AdminEvent[] };
  return events.filter((e) => uids.includes(e.statusId));
}

describe('tracking on the devstore', () => {
  it('tab views, sign-in and a favorite reach the tracking service once each as the pages are left; links carry UTM', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A guest: For you, then the Orders tab, where the sign-in starts.
    await openWidget(page);
    const guest = await waitForIdentity(page, true); // the first open signs the guest in anonymously
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Orders' }).click();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    const email = uniqueEmail('tracking');
    await orders.getByRole('textbox', { name: /email/i }).fill(email);
    const requestedAt = Date.now() - 1000;
    await orders.getByRole('button', { name: 'Get login code' }).click();
    await page.getByRole('dialog', { name: 'Verify your identity' }).getByRole('textbox', { name: 'Digit 1 of 4' }).waitFor();
    const code = await shopper.newestMail(email, 'code', requestedAt);
    await typeCode(page, code);
    await shopper.shopSignedIn(page); // the Multipass round trip left the page once
    const customer = await waitForIdentity(page, false);
    expect(customer.uid).not.toBe(guest.uid);

    // The theme's heart saves a favorite (the elements chunk; tracked there, once).
    await page.evaluate(() => (window as unknown as { Status: { close(): void } }).Status.close());
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const heart = page.locator('status-favorite-toggle button').first();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    // Profile, then the members-club link out of the widget: UTM parameters on it, and the page is left.
    const profile = await openWidget(page, 'profile', 'Profile');
    await Promise.all([page.waitForURL(/\/community\/membership/), profile.getByRole('link', { name: 'See member perks' }).click()]);
    const url = new URL(page.url());
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith('utm_')))).toEqual({ utm_source: 'status', utm_medium: 'link', utm_campaign: 'devstore' });

    const counts = (events: AdminEvent[]) => events.reduce<Record<string, number>>((all, e) => ({ ...all, [e.event]: (all[e.event] ?? 0) + 1 }), {});
    const expected = { foryou_tab_viewed: 1, orders_tab_viewed: 1, login_initiated: 1, product_added_to_wishlist: 1, profile_tab_viewed: 1 };
    await expect.poll(async () => counts(await received([guest.uid, customer.uid])), { timeout: 15_000 }).toEqual(expected);
    const events = await received([guest.uid, customer.uid]);
    // Before the sign-in as the guest, after it as the customer (with the customer's id). The first For you view
    // is recorded before the guest's anonymous session exists, so it goes with the session current when the queue
    // flushes (the customer's, by the time the Multipass round trip leaves the page).
    const byGuest = events.filter((e) => e.statusId === guest.uid).map((e) => e.event);
    expect(byGuest.filter((e) => e !== 'foryou_tab_viewed').sort()).toEqual(['login_initiated', 'orders_tab_viewed']);
    const wish = events.find((e) => e.event === 'product_added_to_wishlist')!;
    expect(wish).toMatchObject({ statusId: customer.uid, customerId: expect.stringMatching(/^\d+$/), eventData: { productId: expect.any(String) } });

    // The merchant admin lists them, newest first.
    const admin = await page.context().newPage();
    await admin.goto(`${e2e.devstore.adminUrl}?shop=demo-store`);
    const table = admin.getByRole('table', { name: 'Tracking events' });
    await table.waitFor();
    const firstRows = await table.getByRole('row').allInnerTexts();
    expect(firstRows.join('\n')).toContain('profile_tab_viewed');
    expect(firstRows.join('\n')).toContain('product_added_to_wishlist');
    expect(errors).toEqual([]);
  });
});
