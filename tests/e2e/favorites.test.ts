// Favorites on the devstore, all real parts: a signed-in customer's favorite (saved through the
// Status API with her ID token) is on the favorites page; from it she adds it to a new collection (save
// disabled while the name is empty), renames the collection, shares it (visibility all, the link copied), deletes
// it and brings it back with Undo, and shares the restored one. A second customer, in a browser profile of
// their own, opens the link and "Save collection" copies it into their own collections. axe finds no
// violations on the favorites, collections and collection pages. STATUS_SCREENSHOTS=<folder> keeps desktop
// and phone (390×844) screenshots of each page.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../../devstore/catalog/products.ts';
import { useDevstore } from './fixture.ts';
import { shopperSteps, uniqueEmail } from './shopper.ts';
import { expectNoAxeViolations, storedIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('favorites');
const shopper = shopperSteps(e2e);
const shots = process.env.STATUS_SCREENSHOTS;
const PRODUCT = products[2]!; // Linen Button Shirt
const VARIANT = PRODUCT.variants[1]!;

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.waitForTimeout(400); // transitions and images settle
  await page.screenshot({ path: path.join(shots, `favorites-${name}.png`) });
}

/** Moves the open panel to a route, as a `#status-…` link on the page would. */
async function go(page: Page, hash: string, heading: string | RegExp): Promise<Locator> {
  await page.evaluate((h) => void (location.hash = h), hash);
  const dialog = page.getByRole('dialog', { name: heading });
  await dialog.waitFor();
  return dialog;
}

async function signedInCustomer(name: string, options: Parameters<typeof shopper.storefront>[1] = {}) {
  const page = await shopper.storefront('/', options);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await shopper.signInWithCode(page, uniqueEmail(name));
  return { page, errors };
}

describe('favorites and collections on the devstore', () => {
  it('favorite → collection (create, rename, share, delete, Undo) → another customer saves the shared collection', { timeout: 150_000 }, async () => {
    const { page, errors } = await signedInCustomer('fav-owner');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.devstore.storefrontUrl });
    const identity = (await storedIdentity(page))!;
    await shopper.api('/saved/wishlist', identity.idToken, { items: [{ productId: PRODUCT.id, variantId: VARIANT.id }] });

    // The favorites page shows it; the storefront hears about the panel's changes (status:saved-change).
    await page.evaluate(() => (window as unknown as { Status: { open(route: string): void } }).Status.open('#status-favorites'));
    let dialog = page.getByRole('dialog', { name: 'Favorites' });
    await dialog.getByRole('link', { name: new RegExp(`^${PRODUCT.title}`) }).waitFor({ timeout: 15_000 });
    await dialog.locator('img').first().waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'page-desktop');

    // Add it to a new collection: the name form's save is disabled while the name is empty.
    await dialog.getByRole('link', { name: `Add to collection: ${PRODUCT.title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('heading', { name: 'No collections yet' }).waitFor();
    await shot(page, 'add-desktop');
    await dialog.getByRole('link', { name: 'New collection' }).click();
    dialog = page.getByRole('dialog', { name: 'New collection' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await shot(page, 'create-desktop');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Summer picks');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('button', { name: /^Summer picks.*Added$/ }).waitFor({ timeout: 10_000 });

    // The collections list, then the collection.
    dialog = await go(page, '#status-favorites-collections', 'Collections');
    await dialog.getByRole('link', { name: /Summer picks/ }).waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await shot(page, 'collections-desktop');
    await dialog.getByRole('link', { name: /Summer picks/ }).click();
    dialog = page.getByRole('dialog', { name: 'Summer picks' });
    await dialog.getByRole('link', { name: new RegExp(`^${PRODUCT.title}`) }).waitFor({ timeout: 10_000 });

    // Rename.
    // Rename, in the action panel: a sheet at most half the panel's height, keyboard-usable and axe-clean.
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const actions = page.getByRole('dialog', { name: 'Edit collection' });
    await actions.waitFor();
    const [sheet, panel] = await Promise.all([actions.boundingBox(), dialog.boundingBox()]);
    expect(sheet!.height).toBeLessThanOrEqual(panel!.height * 0.5 + 1);
    await expectNoAxeViolations(page);
    await shot(page, 'edit-desktop');
    await page.keyboard.press('Enter'); // focus is on its first action, Rename
    const renaming = page.getByRole('dialog', { name: 'Rename' });
    await renaming.getByRole('textbox', { name: 'Name' }).fill('Beach days');
    await renaming.getByRole('button', { name: 'Save', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Beach days' });
    await dialog.waitFor();

    // Share: the link is on the clipboard, and it is the collection's route.
    await dialog.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').waitFor();
    const firstLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(firstLink).toMatch(/#status-favorites-collection:[0-9a-f-]{36}$/);
    expect(await dialog.getByRole('textbox', { name: 'Share link' }).inputValue()).toBe(firstLink);
    await expectNoAxeViolations(page);
    await shot(page, 'collection-desktop');

    // Delete: the collections list with an Undo toast, which brings it back (same name, its item).
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit collection' }).getByRole('button', { name: 'Delete collection' }).click();
    dialog = page.getByRole('dialog', { name: 'Collections' });
    await dialog.getByRole('heading', { name: 'No collections yet' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Undo' }).click();
    await dialog.getByRole('link', { name: /Beach days.*1 item/ }).waitFor({ timeout: 10_000 });

    // The restored collection (a new uuid: the first link is gone with the deleted one) is shared again.
    await dialog.getByRole('link', { name: /Beach days/ }).click();
    dialog = page.getByRole('dialog', { name: 'Beach days' });
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('textbox', { name: 'Share link' }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).not.toBe(firstLink);
    expect(errors).toEqual([]);

    // Another customer, on a phone: the link opens the collection with only "Save collection", which copies it.
    const other = await signedInCustomer('fav-friend', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await other.page.goto(link);
    const shared = other.page.getByRole('dialog', { name: 'Beach days' });
    await shared.getByRole('link', { name: new RegExp(`^${PRODUCT.title}`) }).waitFor({ timeout: 20_000 });
    expect(await shared.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await shared.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await expectNoAxeViolations(other.page);
    await shot(other.page, 'shared-phone');
    await shared.getByRole('button', { name: 'Save collection' }).click();
    await other.page.getByText('Collection saved').waitFor();
    // Their own copy now: its creator's nav.
    await other.page.getByRole('dialog', { name: 'Beach days' }).getByRole('button', { name: 'Share' }).waitFor({ timeout: 10_000 });
    const theirs = await go(other.page, '#status-favorites-collections', 'Collections');
    await theirs.getByRole('link', { name: /Beach days.*1 item/ }).waitFor({ timeout: 10_000 });
    await shot(other.page, 'collections-phone');
    const mine = await go(other.page, '#status-favorites', 'Favorites');
    await mine.getByRole('heading', { name: 'No favorites yet' }).waitFor({ timeout: 10_000 });
    await shot(other.page, 'page-phone');
    if (shots) {
      const add = await go(other.page, `#status-add:collection+${PRODUCT.id}+${VARIANT.id}`, 'Add to collection');
      await add.getByRole('button', { name: /^Beach days.*Added$/ }).waitFor({ timeout: 10_000 });
      await shot(other.page, 'add-phone');
      await (await go(other.page, '#status-create', 'New collection')).getByRole('textbox', { name: 'Name' }).waitFor();
      await shot(other.page, 'create-phone');
    }
    expect(other.errors).toEqual([]);
  });
});
