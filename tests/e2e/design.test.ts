// Layout and interaction details of the panel on the devstore, in a real Chromium with all real parts: a
// favorite card's actions stay inside the card on a phone; a tab asked for right after the first open is
// reached; the magic-link wait shows a round spinner in German and leaves the wait once the link signed in from
// another tab; hover styles apply only where a pointer can hover (none stick after a tap on a phone); moving
// inside the panel steps through the browser's history; the welcome banner is a real picture; a new customer is
// not welcomed back, their long e-mail wraps at its @ only, and empty pages offer the shop; For you's rewards
// share one row; carousels peek and have arrows for a mouse.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../../devstore/catalog/products.ts';
import { useDevstore } from './fixture.ts';
import { breaksInside } from './line-breaks.ts';
import { openWidget, screenshots, shopperSteps, uniqueEmail } from './shopper.ts';
import { expectNoAxeViolations, storedIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('design');
const shopper = shopperSteps(e2e);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Selectors of the panel's style rules with :hover that are not inside `@media (hover: hover)`. */
const unguardedHover = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('status-widget-root')!.shadowRoot!;
    const sheets = [...root.styleSheets, ...root.adoptedStyleSheets];
    const found: string[] = [];
    const walk = (rules: CSSRuleList, guarded: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, guarded || /hover:\s*hover/.test(rule.conditionText));
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover') && !guarded) found.push(rule.selectorText);
      }
    };
    for (const sheet of sheets) walk(sheet.cssRules, false);
    return { found, sheets: sheets.length };
  });

describe('panel details on the devstore', () => {
  it('favorites on a phone: each card keeps its remove and add-to-collection row inside the card (axe)', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/', PHONE);
    await shopper.signInWithCode(page, uniqueEmail('design-fav'));
    await page.getByRole('dialog', { name: 'Tell us your style' }).waitFor({ timeout: 5000 }).catch(() => {});
    const identity = (await storedIdentity(page))!;
    const items = products.slice(0, 3).map((p) => ({ productId: p.id, variantId: p.variants[0]!.id }));
    await shopper.api('/saved/wishlist', identity.idToken, { items });
    const dialog = await openWidget(page, '#status-favorites', 'Favorites');
    await dialog.getByRole('link', { name: `Add to collection: ${products[0]!.title}` }).waitFor({ timeout: 15_000 });
    const spill = await dialog.locator('.status-product').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.status-product-actions > *')]
          .map((child) => child.getBoundingClientRect())
          .filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
          .map((r) => `${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`)
          .concat([...card.querySelectorAll('.status-fav-chip')].filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => `text wider than its chip: ${c.textContent}`));
      }),
    );
    expect(spill).toEqual([]);
    // Each add-to-collection label reads on one line (the row wraps as a whole, not the words inside the chip).
    const chipLines = () =>
      dialog.locator('.status-fav-chip > span').evaluateAll((labels) => labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }));
    expect(await chipLines()).toEqual([1, 1, 1]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'favorites-cards');
    await page.setViewportSize({ width: 1366, height: 900 }); // three cards a row on a desktop
    await page.waitForTimeout(400);
    expect(await dialog.locator('.status-product').evaluateAll((cards) =>
      cards.flatMap((card) => [...card.querySelectorAll('.status-fav-chip')].filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5).map((c) => c.textContent)),
    )).toEqual([]);
    expect(await chipLines()).toEqual([1, 1, 1]);
  });

  it('a tab asked for right after the first open (a plugin that starts after it) is where the panel goes', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/', PHONE);
    await openWidget(page, 'foryou', 'For you');
    // Favorites starts once the first open settled: asked for at once, it is not known yet.
    await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('favorites'));
    await page.getByRole('dialog', { name: 'Favorites' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => location.hash)).toBe('#status-favorites');
  });

  it('For you on a phone: the welcome banner is a real, wide picture (not a product image with its initials)', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/', PHONE);
    const home = await openWidget(page, 'foryou', 'For you');
    const image = home.locator('.status-content img').first();
    await image.waitFor({ timeout: 15_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    const size = await image.evaluate((img: HTMLImageElement) => ({ ratio: img.naturalWidth / img.naturalHeight, height: img.getBoundingClientRect().height }));
    expect(size.ratio).toBeGreaterThanOrEqual(2); // a banner, not a square product shot
    expect(size.height).toBeLessThanOrEqual(200); // a third of the screen at most
    expect(await image.getAttribute('src')).not.toMatch(new RegExp(products.map((p) => p.handle).join('|')));
  });

  it('a new customer on a phone: a long e-mail address wraps only at its @; empty Orders and Favorites offer the shop', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/', PHONE);
    const email = uniqueEmail('design-wrap');
    await shopper.signInWithCode(page, email);
    // The store's login block greets a brand-new customer (no first name yet) plainly, not "Welcome back".
    await expect.poll(() => page.locator('status-login-block h2').textContent(), { timeout: 15_000 }).toBe('Hi there');
    await page.getByRole('dialog', { name: 'Tell us your style' }).waitFor({ timeout: 5000 }).catch(() => {});
    const profile = await openWidget(page, 'profile', 'Profile');
    const who = profile.getByText(`Signed in as ${email}`);
    await who.locator('.status-email').waitFor({ timeout: 30_000 }); // the address's own element, loaded when used
    // Where each line of the paragraph starts inside the address: only at its @.
    const breaks = await breaksInside(who, email);
    expect(breaks.length).toBeGreaterThan(0); // the address is longer than the line
    expect(breaks).toEqual([`@@${email.indexOf('@')}`]);
    expect(await who.locator('[title]').getAttribute('title')).toBe(email); // whole, should a side be cut short
    await expectNoAxeViolations(page);
    await screenshots(page, 'profile-summary');

    // Empty states lead somewhere: no orders yet, no favorites yet → the shop, and how to add a favorite.
    await page.locator('#status-widget-root').getByRole('link', { name: 'Orders' }).click();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await orders.getByRole('heading', { name: 'No orders yet' }).waitFor({ timeout: 30_000 });
    expect(await orders.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await screenshots(page, 'orders-empty');
    const favorites = await openWidget(page, '#status-favorites', 'Favorites');
    await favorites.getByRole('heading', { name: 'No favorites yet' }).waitFor({ timeout: 30_000 });
    await favorites.getByText('Tap the heart on a product you love').waitFor();
    expect(await favorites.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await screenshots(page, 'favorites-empty');
  });

  it('Jane\'s For you: points and credit in one row at the top, the next card peeking in on a phone; arrows for a mouse', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/', PHONE);
    await shopper.signInWithCode(page, 'jane@example.com');
    const home = await openWidget(page, 'foryou', /^Hi Jane/);
    const rewards = home.getByRole('region', { name: 'Your rewards' });
    const cards = rewards.locator('.status-foryou-rail > section'); // a program card each, built in or a provider's
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1); // one row, not a column of cards
    expect(boxes[1]!.left).toBeLessThan(390); // the second card peeks in: the row scrolls
    expect(boxes[0]!.right).toBeLessThanOrEqual(390);
    expect(await rewards.getByRole('button', { name: 'Next' }).count()).toBe(0); // a touch screen swipes
    // Its position: right under the greeting, before anything else on the page.
    expect(await home.evaluate((dialog) => {
      const first = dialog.querySelector('.status-foryou-rewards');
      const content = dialog.querySelector('.status-content');
      return !!first && !!content && !!(first.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    await expectNoAxeViolations(page);
    await screenshots(page, 'foryou-rewards');

    // A mouse on a desktop: the row gets arrows (keyboard reachable); Next scrolls it, Previous comes on.
    const desktop = await shopper.storefront('/');
    await shopper.signInWithCode(desktop, 'jane@example.com');
    const panel = await openWidget(desktop, 'foryou', /^Hi Jane/);
    const row = panel.getByRole('region', { name: 'Your rewards' });
    await expect.poll(() => row.locator('.status-foryou-rail > section').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await row.hover();
    const next = row.getByRole('button', { name: 'Next' });
    await next.waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await next.focus();
    await desktop.keyboard.press('Enter');
    await expect.poll(() => row.locator('.status-foryou-rail').evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(() => row.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    // The product strips have them too.
    const strip = panel.getByRole('region', { name: 'Popular today' });
    await strip.getByRole('button', { name: 'Next' }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(desktop);
  });

  it('the store page\'s product carousel: the next card peeks in on a phone; a mouse gets arrows that scroll it', { timeout: 90_000 }, async () => {
    const phone = await shopper.storefront('/', PHONE);
    // The strip sits at the page's end: its code and cards come as the shopper scrolls near it.
    await phone.locator('status-collection-strip').last().scrollIntoViewIfNeeded();
    const strip = phone.getByRole('region', { name: 'Popular today' });
    await expect.poll(() => strip.locator('.status-strip__item:not([aria-hidden])').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await strip.scrollIntoViewIfNeeded();
    const lefts = await strip.locator('.status-strip__item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(lefts[2]!).toBeLessThan(390 - 24); // a good part of the third card shows: the row scrolls
    expect(await strip.getByRole('button', { name: 'Next' }).isVisible()).toBe(false); // swiped, not clicked
    await screenshots(phone, 'elements-strip');

    const desktop = await shopper.storefront('/', { viewport: { width: 820, height: 900 } });
    await desktop.locator('status-collection-strip').last().scrollIntoViewIfNeeded();
    const row = desktop.getByRole('region', { name: 'Popular today' });
    await expect.poll(() => row.locator('.status-strip__item:not([aria-hidden])').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await row.scrollIntoViewIfNeeded();
    const next = row.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => row.locator('.status-strip__list').evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(() => row.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    await expectNoAxeViolations(desktop);
  });

  it('quiz tiles on a phone: each radio and checkbox sits inside its tile, clear of the border', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/?shop=demo-store-de', PHONE);
    const quiz = await openWidget(page, 'quiz:style-quiz', 'Erzähl uns von deinem Stil');
    await quiz.getByRole('radio').first().waitFor({ timeout: 15_000 });
    const gaps = await quiz.locator('.status-choice').evaluateAll((tiles) =>
      tiles.map((tile) => tile.querySelector('input')!.getBoundingClientRect().left - tile.getBoundingClientRect().left),
    );
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
  });

  it('history: each panel page is an entry; back and forward step through them, a receipt reloads, close restores the store place', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/');
    await shopper.signInWithCode(page, 'jane@example.com');
    await page.goto(`${e2e.devstore.storefrontUrl}/`);
    await page.waitForFunction(() => (window as unknown as { Status?: unknown }).Status);
    const entry = () => page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);
    const before = { index: await entry() };

    const home = await openWidget(page, '#status', /^Hi Jane/);
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#status(-foryou)?$/);
    expect(await entry()).toBe(before.index + 1); // one entry for the open, not two

    const panel = page.locator('#status-widget-root');
    await panel.getByRole('link', { name: 'Orders' }).click();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await orders.waitFor();
    expect(await entry()).toBe(before.index + 2);
    await orders.getByRole('region', { name: 'Your orders' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Items' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#status-order:/);
    const receiptHash = await page.evaluate(() => location.hash);
    expect(await entry()).toBe(before.index + 3);

    await page.goBack();
    await orders.waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#status-orders');
    await page.goBack();
    await home.waitFor();
    await page.goForward();
    await orders.waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Items' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => location.hash)).toBe(receiptHash);

    // The panel's own back button moves to the list (an entry of its own).
    await page.getByRole('button', { name: 'Back' }).click();
    await orders.waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#status-orders');

    // Closing goes back to where the store was: its entry, no hash, nothing added to the store's history.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await expect.poll(entry).toBe(before.index);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A receipt's address reloads (and could be shared): the page opens on it.
    await page.goto(`${e2e.devstore.storefrontUrl}/${receiptHash}`);
    await page.getByRole('heading', { name: 'Items' }).waitFor({ timeout: 20_000 });
    // From there to the list and closed: the panel does not open again on the page's own entry.
    await page.getByRole('button', { name: 'Back' }).click();
    await orders.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('German magic link: a round spinner while waiting; the link opened in another tab signs this one in; no hover on touch', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/?shop=demo-store-de', PHONE);
    const home = await openWidget(page, 'foryou', 'Für dich');
    const hover = await unguardedHover(page);
    expect(hover.sheets).toBeGreaterThan(0);
    expect(hover.found).toEqual([]);

    const section = home.getByRole('region', { name: 'Anmelden' });
    await section.getByRole('textbox', { name: 'E-Mail' }).fill('klara@example.com');
    const requestedAt = Date.now() - 1000;
    await section.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    const wait = page.getByRole('dialog', { name: 'Schau in dein Postfach' });
    await wait.getByText('Wir warten darauf, dass du den Link öffnest…').waitFor();
    const spinner = await wait.locator('.status-spinner').boundingBox();
    expect(spinner!.width).toBeGreaterThanOrEqual(24);
    expect(Math.abs(spinner!.width - spinner!.height)).toBeLessThan(1);
    await expectNoAxeViolations(page);
    await screenshots(page, 'magic-link-wait-de');

    // The shopper opens the mail's link in a second tab; the first one stops waiting and is signed in too.
    const link = await shopper.newestMail('klara@example.com', 'link', requestedAt);
    const other = await page.context().newPage();
    await other.goto(link);
    await shopper.shopSignedIn(other);
    await shopper.shopSignedIn(page);
    await expect.poll(() => page.getByText('Wir warten darauf, dass du den Link öffnest…').count(), { timeout: 15_000 }).toBe(0);
  });
});
