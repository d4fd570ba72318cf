// Preferences and quizzes on the devstore, all real parts: a new customer signs in, the login quiz
// opens by itself, they answer it and it is saved to their personalizations (the API has the
// answers, the For you reminder is gone), and the preferences page shows them; the German shop shows the quiz
// in German to a guest, with the sign-in to save. axe finds no violations on either page.
// STATUS_SCREENSHOTS=<folder> saves phone (390×844) and desktop screenshots of both pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDevstore } from './fixture.ts';
import { openWidget, screenshots, shopperSteps, uniqueEmail } from './shopper.ts';
import { expectNoAxeViolations, storedIdentity } from './sign-in-helpers.ts';

const e2e = useDevstore('preferences');
const shopper = shopperSteps(e2e);

const checked = (dialog: ReturnType<Page['getByRole']>, role: 'radio' | 'checkbox') =>
  dialog.getByRole(role).evaluateAll((inputs) => inputs.filter((i) => (i as HTMLInputElement).checked).map((i) => (i as HTMLInputElement).value));

describe('preferences and quizzes on the devstore', () => {
  it('sign-in → the login quiz opens → answered and saved → no reminder → preferences show the answers', { timeout: 90_000 }, async () => {
    const page = await shopper.storefront('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await shopper.signInWithCode(page, uniqueEmail('quiz'));

    // Back from the shop login, the panel goes to the unanswered login quiz by itself.
    const quiz = page.getByRole('dialog', { name: 'Tell us your style' });
    await quiz.waitFor({ timeout: 20_000 });
    await quiz.getByRole('group', { name: 'Favorite color' }).getByRole('radio', { name: 'Sand' }).check();
    const interests = quiz.getByRole('group', { name: 'What do you shop for?' });
    await interests.getByRole('checkbox', { name: 'Home' }).check();
    await interests.getByRole('checkbox', { name: 'Kitchen' }).check();
    await expectNoAxeViolations(page);
    await screenshots(page, 'quiz');
    await quiz.getByRole('button', { name: 'Save' }).click();
    await quiz.getByText('Thanks, you’re all set').waitFor();

    // The API has the answers.
    const customerId = await page.evaluate(() => (window as unknown as { StatusInitData: { customerId: string } }).StatusInitData.customerId);
    const { idToken } = (await storedIdentity(page))!;
    const response = await fetch(`${e2e.devstore.apiUrl}/customer/demo-store/${customerId}/personalizations`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(await response.json()).toEqual({ personalizations: { favoriteColor: 'sand', interests: ['home', 'kitchen'] } });
    // And the store has the choices as the customer's tags (Shopify's stand-in, through GET /customer).
    const stored = await fetch(`${e2e.devstore.apiUrl}/customer/demo-store/${customerId}`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(((await stored.json()) as { customer: { tags: string[] } }).customer.tags).toEqual(expect.arrayContaining(['favoriteColor:sand', 'interests:home', 'interests:kitchen']));

    // For you has no reminder now.
    await quiz.getByRole('link', { name: 'Back to For you' }).click();
    const home = page.getByRole('dialog', { name: /For you|Hi / });
    await home.getByRole('region', { name: 'Recently viewed' }).or(home.getByRole('region', { name: 'Popular today' })).first().waitFor({ timeout: 15_000 });
    expect(await home.getByRole('region', { name: 'Tell us your style' }).count()).toBe(0);

    // The preferences page shows the saved answers, with the shop's other preference fields.
    const preferences = await openWidget(page, 'preferences', 'Preferences');
    await preferences.getByRole('group', { name: 'Favorite color' }).waitFor();
    expect(await checked(preferences, 'radio')).toEqual(['sand']);
    expect(await checked(preferences, 'checkbox')).toEqual(['home', 'kitchen']);
    await preferences.getByRole('textbox', { name: 'Anything we should know about fit?' }).fill('Runs small on me');
    await preferences.getByRole('button', { name: 'Save' }).click();
    await preferences.getByText('Your preferences are saved.').waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'preferences');
    expect(errors).toEqual([]);
  });

  it('the German shop shows the quiz in German; a guest is asked to sign in to save', { timeout: 60_000 }, async () => {
    const page = await shopper.storefront('/?shop=demo-store-de');
    const quiz = await openWidget(page, 'quiz:style-quiz', 'Erzähl uns von deinem Stil');
    await quiz.getByRole('group', { name: 'Lieblingsfarbe' }).getByRole('radio', { name: 'Ozean' }).check();
    await quiz.getByText('Melde dich an, um deine Antworten zu speichern.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'quiz-de');
    await quiz.getByRole('button', { name: 'Zum Speichern anmelden' }).click();
    await page.getByRole('dialog', { name: 'Für dich' }).getByRole('region', { name: 'Anmelden' }).waitFor();
  });
});
