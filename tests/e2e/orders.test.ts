// The Orders tab on the devstore, all real parts (storefront and its cart, API on PGlite, the Firebase Auth
// emulator, the built widget in Chromium). Jane (devstore/seed/seed-orders.ts: 24 orders of every status, 5 a
// page) signs in with a code, opens the Orders tab, loads the next page with 'more', opens a receipt, cancels an
// open order (its status becomes 'Order canceled'), then buys an older order again (the shop's /cart.js has its
// items). Klara signs in to the German shop with a magic link and sees the tab in German. axe finds no
// violations on the tab or the receipt. STATUS_SCREENSHOTS=<folder> keeps phone (390×844) and desktop shots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps } from './shopper.ts';
import { expectNoAxeViolations, storedIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('orders');
const shopper = shopperSteps(e2e);

const orderCards = (page: Page) => page.getByRole('region', { name: 'Your orders' }).getByRole('link');

describe('Orders on the devstore', () => {
  it('Jane: paged orders, more, a receipt, cancel an open order, buy an old order again (axe)', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await shopper.signInWithCode(page, 'jane@example.com');

    const tab = await openWidget(page, 'orders', 'Orders');
    const list = tab.getByRole('region', { name: 'Your orders' });
    await list.getByRole('link').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => orderCards(page).count()).toBe(5);
    // Newest first: #1024 unfulfilled (placed 12 h ago), #1022 out for delivery; each card's name says its order and status.
    await list.getByRole('link', { name: /^Order placed\s*,\s*Order #1024/ }).waitFor();
    await list.getByRole('link', { name: /^Arriving (today|tomorrow)\s*,\s*Order #1022/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-tab');

    await tab.getByRole('button', { name: 'More orders' }).click();
    await expect.poll(() => orderCards(page).count(), { timeout: 15_000 }).toBe(10);
    // Focus moved to the first order of the new page (#1019, unfulfilled: cancelable).
    const next = list.getByRole('link', { name: /^Order placed\s*,\s*Order #1019/ });
    await expect.poll(() => next.evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a)).toBe(true);

    await next.click();
    const receipt = page.getByRole('dialog', { name: 'Order placed' });
    await receipt.getByRole('heading', { name: 'Items' }).waitFor({ timeout: 15_000 });
    await receipt.getByRole('heading', { name: 'Shipping address' }).waitFor();
    await receipt.getByRole('status').filter({ hasText: /^Order #1019\s*Placed/ }).waitFor();
    await receipt.getByRole('link', { name: 'Gift receipt' }).waitFor();
    await receipt.getByRole('link', { name: 'Returns' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-receipt');

    await receipt.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = receipt.getByRole('region', { name: 'Cancel this order?' });
    await confirm.getByText('Your refund goes to the original payment method within 5-7 business days.').waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-cancel');
    await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
    const canceled = page.getByRole('dialog', { name: 'Order canceled' });
    await canceled.getByRole('status').filter({ hasText: 'Order #1019' }).waitFor({ timeout: 15_000 });
    expect(await canceled.locator('.status-receipt-status').getAttribute('data-tone')).toBe('canceled');
    expect(await canceled.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // Back on the tab (the list asks again), the order reads canceled on the second page.
    await page.getByRole('button', { name: /back/i }).first().click();
    await list.getByRole('link', { name: /Order #1024/ }).waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'More orders' }).click();
    await list.getByRole('link', { name: /^Order canceled\s*,\s*Order #1019/ }).waitFor({ timeout: 15_000 });

    // One-click reorder of #1021 (one line sold out since): what goes to the cart, what not, the cart permalink.
    await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('buy-again:5100000004'));
    const oneClick = page.getByRole('dialog', { name: 'Buy it again' });
    await oneClick.getByText('Some items are unavailable. The others go to your cart:').waitFor({ timeout: 15_000 });
    await oneClick.getByText('Unavailable', { exact: true }).waitFor();
    expect(await oneClick.getByRole('link', { name: 'Continue to cart' }).getAttribute('href')).toMatch(/\/cart\/\d+:\d(,\d+:\d)*$/);
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-buy-again');

    // The order confirmation an order's statusUrl links to opens for a guest (another browser profile): no login.
    const { idToken } = (await storedIdentity(page))!;
    const answer = await fetch(`${e2e.devstore.apiUrl}/orders/demo-store/order/5100000002`, { headers: { authorization: `Bearer ${idToken}` } });
    const { order } = (await answer.json()) as { order: { statusUrl: string } };
    // Shopify's order status page; the devstore's store sends it on to the widget's confirmation with its key.
    expect(order.statusUrl).toMatch(/\/\d+\/orders\/[0-9a-f]{32}\/authenticate\?key=\w+$/);
    const key = new URL(order.statusUrl).searchParams.get('key');
    const guest = await shopper.storefront('/');
    await guest.goto(order.statusUrl);
    expect(new URL(guest.url()).hash).toBe(`#status-confirmation:5100000002+${key}`);
    const confirmation = guest.getByRole('dialog', { name: 'Order confirmation' });
    await confirmation.getByRole('heading', { name: 'Thank you for your order' }).waitFor({ timeout: 15_000 });
    await confirmation.getByRole('heading', { name: 'Items' }).waitFor();
    await expectNoAxeViolations(guest);
    await screenshots(guest, 'orders-confirmation');

    // An older order (#1018, shipped, every item available) bought again: the shop's cart has its items.
    await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('order:5100000007'));
    const old = page.getByRole('dialog', { name: /Arriving|Confirmed/ });
    await old.getByRole('heading', { name: 'Items' }).waitFor({ timeout: 15_000 });
    const titles = await old.locator('.status-receipt-line-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await old.getByRole('button', { name: 'Buy it again' }).click();
    await page.waitForURL(/\/cart$/, { timeout: 15_000 }); // buyItAgain.redirectToCart
    const cart = await page.evaluate(() => fetch('/cart.js').then((r) => r.json()) as Promise<{ items: { product_title: string; properties?: Record<string, string> }[] }>);
    expect(cart.items.map((item) => item.product_title).sort()).toEqual([...new Set(titles)].sort());
    expect(cart.items.every((item) => item.properties?._status_source === 'buy-it-again')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the German shop: the Orders tab in German for Klara (magic link)', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/?shop=demo-store-de');
    await shopper.signInWithLink(page, 'klara@example.com');

    const tab = await openWidget(page, 'orders', 'Bestellungen');
    const list = tab.getByRole('region', { name: 'Deine Bestellungen' });
    await list.getByRole('link', { name: /^Voraussichtlich .*\s*,\s*Bestellung #2002/ }).waitFor({ timeout: 15_000 });
    await list.getByRole('link', { name: /^Zugestellt am .*\s*,\s*Bestellung #2001/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-tab-de');
    await list.getByRole('link', { name: /Bestellung #2001/ }).click();
    const receipt = page.getByRole('dialog', { name: /^Zugestellt am/ });
    await receipt.getByRole('heading', { name: 'Lieferadresse' }).waitFor({ timeout: 15_000 });
    await receipt.getByRole('link', { name: 'Sendung verfolgen (öffnet die Seite des Versanddienstes)' }).waitFor();
    await screenshots(page, 'orders-receipt-de');
  });
});
