// The theme elements' messages over an open panel, in Chromium on the devstore: a guest's heart says where the
// favorite went, with a sign-in link; opening the account (the desktop's side flyout) while it shows leaves the
// message on top, over the panel's overlay, not under it (the elements' toasts take the panel's toast layer).
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps } from './shopper.ts';

const e2e = useDevstore('element-toasts');
const shopper = shopperSteps(e2e);

describe('theme elements: toasts over the open panel', () => {
  it('desktop: a heart\'s message stays on top while the side flyout opens beside it', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/products/heavyweight-hoodie', { viewport: { width: 1366, height: 900 } });
    await page.locator('.buy-row status-favorite-toggle button').click();
    const toast = page.locator('.status-toasts .status-toast').filter({ hasText: 'Saved to your favorites on this device.' });
    await toast.waitFor({ timeout: 15_000 });

    const panel = await openWidget(page, 'foryou', 'For you');
    // The side flyout: the screen's full height at its right edge, the store beside it under the overlay.
    await expect.poll(async () => {
      const box = (await panel.boundingBox())!;
      return Math.round(box.x + box.width) === 1366 && box.width < 700 && box.height >= 880;
    }, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500); // the flyout's slide-in has ended
    expect(await toast.isVisible()).toBe(true); // still within its 8 s

    // The element at the toast's centre (and at its corners' insides) is the toast, not the panel or its overlay.
    const box = (await toast.boundingBox())!;
    const points = [
      [box.x + box.width / 2, box.y + box.height / 2],
      [box.x + 4, box.y + 4],
      [box.x + box.width - 4, box.y + box.height - 4],
    ];
    const topmost = await page.evaluate(
      (points) => points.map(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.status-toasts') != null),
      points,
    );
    expect(topmost).toEqual([true, true, true]);
    await screenshots(page, 'element-toast-over-flyout');
  });
});
