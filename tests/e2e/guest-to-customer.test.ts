// Guest to customer: what a guest saved is theirs after sign-in, and on a second device. A guest adds
// a product to the cart with the theme's form (cart sync records it in saved from cart) and favorites another
// (POST /saved/wishlist with the guest's own anonymous token, as the heart does), then signs in with a code:
// check-customer merges the guest's things into the customer. A second browser profile (no shared storage)
// signs in with the same email and finds both.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { openWidget, shopperSteps, uniqueEmail } from './shopper.ts';
import { storedIdentity, waitForIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('guest-to-customer');
const { storefront, api, signInWithCode } = shopperSteps(e2e);
const MUG = 7400000010; // "Stoneware Mug" in the seeded catalog

/** The products listed in saved from cart (each with its "Add to cart"), once the shirt shows. */
async function savedFromCart(page: Page): Promise<number> {
  const dialog = await openWidget(page, 'saved', 'Saved from cart');
  await dialog.getByRole('link', { name: 'Linen Button Shirt' }).waitFor({ timeout: 15_000 });
  return dialog.getByRole('button', { name: 'Add to cart' }).count();
}

async function favoriteIds(page: Page): Promise<number[]> {
  const identity = await waitForIdentity(page, false);
  return (await api<{ products: number[] }>('/saved/wishlist-items', identity.idToken)).products;
}

describe('guest to customer', () => {
  it('what a guest saved is there after sign-in, and on a second device', async () => {
    const email = uniqueEmail('guest');
    const phone = await storefront('/products/linen-button-shirt', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.getByRole('button', { name: 'Add to cart' }).click();
    await phone.waitForURL(/\/cart$/);
    expect(await savedFromCart(phone)).toBe(1);
    const guest = await waitForIdentity(phone, true);
    await api('/saved/wishlist', guest.idToken, { items: [{ productId: MUG }] });

    await phone.goto(e2e.devstore.storefrontUrl);
    await signInWithCode(phone, email);
    expect((await storedIdentity(phone))?.uid).not.toBe(guest.uid);
    expect(await savedFromCart(phone)).toBe(1);
    expect(await favoriteIds(phone)).toEqual([MUG]);

    const laptop = await storefront('/');
    await signInWithCode(laptop, email);
    expect(await savedFromCart(laptop)).toBe(1);
    expect(await favoriteIds(laptop)).toEqual([MUG]);
  });
});
