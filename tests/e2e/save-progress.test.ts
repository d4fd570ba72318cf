// Save progress on the devstore (route `save-progress`, POST /member/unverified): a guest
// favorites a product with the theme's heart, opens their favorites, follows "Save your progress", is asked
// for a valid address, saves one (a long one wraps at its @ on a phone), and the API has it for their
// anonymous identity. axe finds nothing; STATUS_SCREENSHOTS=<folder> keeps phone and desktop screenshots of
// the form and the confirmation.
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { breaksInside } from './line-breaks.ts';
import { openWidget, screenshots, shopperSteps, uniqueEmail } from './shopper.ts';
import { expectNoAxeViolations } from './sign-in-helpers.ts';

const e2e = useDevstore('save-progress');
const shopper = shopperSteps(e2e);

describe('save progress', () => {
  it('a guest with a favorite saves their email without signing in', { timeout: 120_000 }, async () => {
    const page = await shopper.storefront('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const heart = page.locator('status-favorite-toggle button').first();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    // Saved on the server (the badge counts the server's list), under the guest's new anonymous identity.
    await page.locator('status-saved-items-link a[aria-label="Favorites, 1 item"]').waitFor({ timeout: 15_000 });

    const favorites = await openWidget(page, 'favorites', 'Favorites');
    await favorites.getByRole('link', { name: 'Save your progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your progress' });
    const field = dialog.getByRole('textbox', { name: 'Email' });
    await field.waitFor();
    await dialog.getByRole('button', { name: 'Save email' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    await expectNoAxeViolations(page);
    await screenshots(page, 'save-progress-form');

    // An address with hyphens in its name, longer than what the sentence's line has left: on a phone it wraps
    // at its @, never after a hyphen.
    const email = uniqueEmail('my-progress');
    await field.fill(email);
    await dialog.getByRole('button', { name: 'Save email' }).click();
    await dialog.getByRole('heading', { name: 'Email saved' }).waitFor({ timeout: 15_000 });
    const saved = dialog.getByText(`Your progress is kept with ${email}.`);
    expect(await saved.count()).toBe(1);
    await saved.locator(`[title="${email}"]`).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => dialog.evaluate((panel) => panel.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    const breaks = await breaksInside(saved, email);
    expect(breaks.length).toBeGreaterThan(0); // longer than the phone's line
    expect(breaks).toEqual([`@@${email.indexOf('@')}`]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await screenshots(page, 'save-progress-saved');

    const uid = await page.evaluate(() => (JSON.parse(localStorage.getItem('status:auth') ?? '{}') as { uid?: string }).uid);
    const rows = await e2e.devstore.db.query<{ uid: string }>('select uid from unverified_emails where email = $1', [email]);
    expect(rows.map((row) => row.uid)).toEqual([uid]);

    await dialog.getByRole('link', { name: 'Back to For you' }).click();
    await page.getByRole('dialog', { name: 'For you' }).waitFor();
    expect(errors).toEqual([]);
  });
});
