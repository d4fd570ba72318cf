// The quiz reminder on For you (signed-in customers only) through the SDK harness: the rule
// case by case, then the card for a customer with an unanswered field, and nothing for the others.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { builtinPlugins } from '../../app/plugins.ts';
import { quizzesPlugin } from './index.ts';
import { isUnanswered, quizToRemind } from './setup.tsx';

const field = (key: string) => ({ key, label: key, type: 'text' as const });
const quiz = (over: Record<string, unknown> = {}) => ({
  handle: 'style-quiz', title: 'Tell us your style', trigger: 'login' as const, isActive: true, reminder: true,
  fields: [field('favoriteColor'), field('interests')], ...over,
});

describe('quiz reminder rule', () => {
  it('active, with a reminder flag, and some field missing or empty', () => {
    const answered = { favoriteColor: 'ocean', interests: ['home'] };
    expect(quizToRemind([quiz()], answered)).toBeNull();
    expect(quizToRemind([quiz()], { favoriteColor: 'ocean' })?.handle).toBe('style-quiz'); // missing
    expect(quizToRemind([quiz()], { favoriteColor: '  ', interests: ['home'] })?.handle).toBe('style-quiz'); // blank
    expect(quizToRemind([quiz()], { favoriteColor: 'ocean', interests: [] })?.handle).toBe('style-quiz'); // empty list
    expect(quizToRemind([quiz({ isActive: false })], {})).toBeNull();
    expect(quizToRemind([quiz({ reminder: false })], {})).toBeNull();
    expect(quizToRemind([quiz({ fields: [] })], {})).toBeNull(); // nothing to answer
    expect(quizToRemind([quiz({ reminder: false }), quiz({ handle: 'fit' })], {})?.handle).toBe('fit');
    expect(quizToRemind(undefined, {})).toBeNull();
    expect([isUnanswered(null), isUnanswered(0), isUnanswered(false)]).toEqual([true, false, false]);
  });
});

const server = createTestServer(
  jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
  jsonHandler('post', '/orders/test-shop/orders', { items: [], nextCursor: null }),
);
const runtimes: { dispose(): void }[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

async function openForYou({ personalizations, customer = true, quizzes = [quiz()], language }: {
  personalizations?: Record<string, unknown>; customer?: boolean; quizzes?: unknown[]; language?: string;
} = {}) {
  const rendered = await renderWithRuntime({
    plugins: builtinPlugins.includes(quizzesPlugin) ? [] : [quizzesPlugin], // built in once app/plugins.ts lists it
    ...(customer ? { auth: createFakeAuthService({ uid: 'user-1', email: 'sam@example.com', isAnonymous: false }) } : {}),
    initData: {
      ...(customer ? { customer: { customerId: 'cust-8', email: 'sam@example.com', ...(personalizations ? { personalizations } : {}) } } : {}),
      settings: { personalizationQuizzes: { isActive: true, quizzes } },
      ...(language ? { locale: { language } } : {}),
    } as never,
  });
  runtimes.push(rendered.runtime);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open('#status');
  });
  return rendered;
}

describe('quiz reminder on For you', { timeout: 20_000 }, () => {
  it('a customer with an unanswered field gets a card to #status-quiz:{handle}', async () => {
    await openForYou({ personalizations: { favoriteColor: 'sand' } });
    const card = await screen.findByRole('region', { name: 'Tell us your style' }, { timeout: 5000 });
    const link = within(card).getByRole('link', { name: 'Take the quiz: Tell us your style' });
    expect(link.getAttribute('href')).toBe('#status-quiz:style-quiz');
    expect(link.textContent).toBe('Take the quiz');
  });

  it('nothing when every field is answered, and nothing for guests', async () => {
    const all = await openForYou({ personalizations: { favoriteColor: 'sand', interests: ['home'] } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500))); // the deferred plugin started
    expect(all.runtime.registry.list().find((entry) => entry.plugin.id === 'quizzes')?.status).toBe('started');
    expect(screen.queryByRole('region', { name: 'Tell us your style' })).toBeNull();
    all.unmount();

    const guest = await openForYou({ customer: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(guest.runtime.registry.list().find((entry) => entry.plugin.id === 'quizzes')?.status).toBe('started');
    expect(screen.queryByRole('region', { name: 'Tell us your style' })).toBeNull();
  });

  it('a customer the page does not describe: answers asked from the API, a skeleton meanwhile', async () => {
    let release!: () => void;
    server.use(
      jsonHandler('get', '/customer/test-shop/cust-8/personalizations', () =>
        new Promise((resolve) => (release = () => resolve({ personalizations: { favoriteColor: 'sand', interests: [] } })))),
    );
    await openForYou();
    const loading = await screen.findByRole('region', { name: 'Loading' }, { timeout: 5000 });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('span[aria-hidden]')).toHaveLength(3);
    await act(async () => release());
    await screen.findByRole('region', { name: 'Tell us your style' }, { timeout: 5000 });
  });
});
