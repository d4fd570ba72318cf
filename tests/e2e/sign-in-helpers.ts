// Page helpers of the sign-in journeys (tests/e2e/sign-in.test.ts): the identity the widget persisted, and
// axe after the panel's transitions settled.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatViolations, runAxe } from './browser.ts';

/** The identity the widget's auth service persisted: uid, anonymous or not, and its ID token. */
export async function storedIdentity(page: Page): Promise<{ uid: string; isAnonymous: boolean; idToken: string } | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      let value: Record<string, any> | null = null;
      try {
        value = JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, any> | null;
      } catch {
        continue; // not JSON: some other key
      }
      if (!value || typeof value !== 'object') continue;
      // firebase SDK (browserLocalPersistence) or the REST service's session.
      if (key.startsWith('firebase:authUser:') && value.stsTokenManager) {
        return { uid: value.uid, isAnonymous: value.isAnonymous === true, idToken: value.stsTokenManager.accessToken };
      }
      if (key === 'status:auth' && typeof value.idToken === 'string') {
        return { uid: value.uid, isAnonymous: value.isAnonymous === true, idToken: value.idToken };
      }
    }
    return null;
  });
}

export async function waitForIdentity(page: Page, anonymous: boolean) {
  // A page still on its way (the shop login's redirects) has no context to read: poll again.
  const read = () => storedIdentity(page).catch((error: Error) => {
    if (/context was destroyed|navigat/i.test(error.message)) return null;
    throw error;
  });
  // The identity the poll saw: reading it again could meet the next navigation (a reload after the sign-in).
  let identity: Awaited<ReturnType<typeof storedIdentity>> = null;
  await expect.poll(async () => (identity = await read())?.isAnonymous, { timeout: 20_000 }).toBe(anonymous);
  return identity!;
}

export async function expectNoAxeViolations(page: Page) {
  await page.waitForTimeout(400); // transitions settle before the contrast checks
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}
