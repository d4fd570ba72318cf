// The quiz and preferences pages and the login-triggered survey through the SDK harness, the API mocked with
// msw: one renderer per field type, prefill from the customer's answers, saving only what changed to
// PUT /customer/{shopId}/{customerId} `personalizations`, the failure toast, the guest's way to sign in,
// and the survey's rule (opens after a login, not on the excepted routes, not when all is answered).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { loginQuiz } from './answers.ts';

const fields = [
  { key: 'nickname', label: 'What should we call you?', type: 'text' as const },
  { key: 'favoriteColor', label: 'Favourite colour', type: 'single' as const, options: [{ label: 'Black', value: 'black' }, { label: 'Sand', value: 'sand' }] },
  { key: 'interests', label: 'What do you shop for?', type: 'multiple' as const, options: [{ label: 'Home', value: 'home' }, { label: 'Kitchen', value: 'kitchen' }] },
  { key: 'birthday', label: 'Your birthday', type: 'date' as const },
];
const styleQuiz = { handle: 'style-quiz', title: 'Tell us your style', trigger: 'login' as const, isActive: true, reminder: true, fields };

const server = createTestServer(
  jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
  jsonHandler('post', '/orders/test-shop/orders', { items: [], nextCursor: null }),
  jsonHandler('get', '/customer/test-shop/cust-8/personalizations', { personalizations: {} }),
  jsonHandler('get', '/customer/test-shop/cust-8', { customer: { tags: ['vip', 'favoriteColor:sand'] } }),
  jsonHandler('put', '/customer/test-shop/cust-8/tags', { tags: [] }),
);
const runtimes: { dispose(): void }[] = [];
afterEach(() => {
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
  sessionStorage.clear();
});

async function open(hash: string, { personalizations, customer = true, quizzes = [styleQuiz], personalization = { isActive: true, data: fields } }: {
  personalizations?: Record<string, unknown>; customer?: boolean; quizzes?: unknown[]; personalization?: unknown;
} = {}) {
  const rendered = await renderWithRuntime({
    ...(customer ? { auth: createFakeAuthService({ uid: 'user-1', email: 'sam@example.com', isAnonymous: false }) } : {}),
    initData: {
      ...(customer ? { customer: { customerId: 'cust-8', email: 'sam@example.com', ...(personalizations ? { personalizations } : {}) } } : {}),
      settings: { personalizationQuizzes: { isActive: true, quizzes }, personalization },
    } as never,
    open: hash,
  });
  runtimes.push(rendered.runtime);
  return rendered;
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('the quiz page', { timeout: 20_000 }, () => {
  it('renders each field type with its label, prefilled from the customer’s answers', async () => {
    await open('#status-quiz:style-quiz', { personalizations: { nickname: 'Sam', favoriteColor: 'sand', interests: ['kitchen'], birthday: '1990-04-02' } });
    const page = await dialog('Tell us your style');
    const text = await within(page).findByRole('textbox', { name: 'What should we call you?' }, { timeout: 5000 });
    expect((text as HTMLInputElement).value).toBe('Sam');
    const colours = within(page).getByRole('group', { name: 'Favourite colour' });
    expect(within(colours).getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    const interests = within(page).getByRole('group', { name: 'What do you shop for?' });
    expect(within(interests).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, true]);
    const date = within(page).getByLabelText('Your birthday') as HTMLInputElement;
    expect([date.type, date.value]).toEqual(['date', '1990-04-02']);
  });

  it('saves only the changed answers, shows the success state, and the reminder is gone', async () => {
    const sent: { personalizations?: unknown }[] = [];
    server.use(jsonHandler('put', '/customer/test-shop/cust-8', { customer: {} }, (request) => sent.push(request.data as { personalizations?: unknown })));
    const { runtime } = await open('#status-survey:style-quiz', { personalizations: { favoriteColor: 'sand' } });
    const page = await dialog('Tell us your style');
    fireEvent.click(await within(page).findByRole('radio', { name: 'Black' }, { timeout: 5000 }));
    fireEvent.click(within(page).getByRole('checkbox', { name: 'Home' }));
    fireEvent.click(within(page).getByRole('checkbox', { name: 'Kitchen' }));
    fireEvent.change(within(page).getByLabelText('Your birthday'), { target: { value: '1990-04-02' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Save' }));
    await within(page).findByText('Thanks, you’re all set', {}, { timeout: 5000 });
    expect(sent.map((data) => data.personalizations)).toEqual([{ favoriteColor: 'black', interests: ['home', 'kitchen'], birthday: '1990-04-02' }]);

    // Still unanswered: the nickname, so For you still reminds; its link opens the quiz with what was saved.
    await act(async () => void runtime.navigate('#status-foryou'));
    const reminder = await screen.findByRole('region', { name: 'Tell us your style' }, { timeout: 5000 });
    fireEvent.click(within(reminder).getByRole('link', { name: 'Take the quiz: Tell us your style' }));
    const again = await dialog('Tell us your style');
    expect((await within(again).findByRole('radio', { name: 'Black' }, { timeout: 5000 }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(await dialog('Tell us your style')).getByRole('textbox', { name: 'What should we call you?' }), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Thanks, you’re all set', {}, { timeout: 5000 });
    expect(sent[1]?.personalizations).toEqual({ nickname: 'Sam' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to For you' }));
    await dialog(/./);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: 'Tell us your style' })).toBeNull();
  });

  it('tags the customer with the choices, in place of those questions’ old tags, keeping the store’s own', async () => {
    const tagged: unknown[] = [];
    server.use(
      jsonHandler('put', '/customer/test-shop/cust-8', { customer: {} }),
      jsonHandler('put', '/customer/test-shop/cust-8/tags', { tags: [] }, (request) => tagged.push((request.data as unknown as { tags: unknown }).tags)),
    );
    await open('#status-survey:style-quiz', { personalizations: { favoriteColor: 'sand' } });
    const page = await dialog('Tell us your style');
    fireEvent.click(await within(page).findByRole('radio', { name: 'Black' }, { timeout: 5000 }));
    fireEvent.click(within(page).getByRole('checkbox', { name: 'Kitchen' }));
    fireEvent.change(within(page).getByRole('textbox', { name: 'What should we call you?' }), { target: { value: 'Sam' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Save' }));
    await within(page).findByText('Thanks, you’re all set', {}, { timeout: 5000 });
    expect(tagged).toEqual([['vip', 'favoriteColor:black', 'interests:kitchen']]);
  });

  it('a failed tags save shows the preferences error', async () => {
    server.use(
      jsonHandler('put', '/customer/test-shop/cust-8', { customer: {} }),
      jsonHandler('put', '/customer/test-shop/cust-8/tags', () => HttpResponse.json({ error: { code: 'store_refused' } }, { status: 400 })),
    );
    await open('#status-survey:style-quiz', { personalizations: {} });
    const page = await dialog('Tell us your style');
    fireEvent.click(await within(page).findByRole('radio', { name: 'Sand' }, { timeout: 5000 }));
    fireEvent.click(within(page).getByRole('button', { name: 'Save' }));
    await screen.findByText('Unable to save preferences', {}, { timeout: 5000 });
  });

  it('a failed save: its toast, and the answers stay to try again', async () => {
    server.use(jsonHandler('put', '/customer/test-shop/cust-8', () => HttpResponse.json({ error: { code: 'internal' } }, { status: 500 })));
    await open('#status-survey:style-quiz', { personalizations: {} });
    const page = await dialog('Tell us your style');
    fireEvent.click(await within(page).findByRole('radio', { name: 'Sand' }, { timeout: 5000 }));
    fireEvent.click(within(page).getByRole('button', { name: 'Save' }));
    await screen.findByText('Unable to save preferences', {}, { timeout: 5000 });
    expect((within(page).getByRole('radio', { name: 'Sand' }) as HTMLInputElement).checked).toBe(true);
    expect(within(page).getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('a guest sees the quiz, and saving asks them to sign in first (the draft kept)', async () => {
    const { runtime } = await open('#status-quiz:style-quiz', { customer: false });
    const page = await dialog('Tell us your style');
    fireEvent.click(await within(page).findByRole('radio', { name: 'Sand' }, { timeout: 5000 }));
    expect(within(page).getByText(/Sign in to save your answers/)).toBeVisible();
    fireEvent.click(within(page).getByRole('button', { name: 'Sign in to save' }));
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('foryou'), { timeout: 5000 });
    expect(JSON.parse(sessionStorage.getItem('status:quiz-draft:style-quiz') ?? 'null')).toEqual({ favoriteColor: 'sand' });
  });

  it('back from the sign-in, the quiz shows the guest’s draft over the saved answers', async () => {
    sessionStorage.setItem('status:quiz-draft:style-quiz', JSON.stringify({ favoriteColor: 'black' }));
    await open('#status-survey-sign-in:style-quiz', { personalizations: { favoriteColor: 'sand', interests: ['home'] } });
    const page = await dialog('Tell us your style');
    expect((await within(page).findByRole('radio', { name: 'Black' }, { timeout: 5000 }) as HTMLInputElement).checked).toBe(true);
    expect((within(page).getByRole('checkbox', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect(within(page).getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('an unknown handle says the quiz is not available', async () => {
    await open('#status-survey:gone');
    expect(await within(await dialog(/./)).findByText('This quiz isn’t available', {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('the preferences page', { timeout: 20_000 }, () => {
  it('the merchant’s fields, prefilled from answers the API gives, saved the same way', async () => {
    const sent: { personalizations?: unknown }[] = [];
    server.use(
      jsonHandler('get', '/customer/test-shop/cust-8/personalizations', { personalizations: { nickname: 'Sam' } }),
      jsonHandler('put', '/customer/test-shop/cust-8', { customer: {} }, (request) => sent.push(request.data as { personalizations?: unknown })),
    );
    await open('#status-preferences');
    const page = await dialog('Preferences');
    const text = await within(page).findByRole('textbox', { name: 'What should we call you?' }, { timeout: 5000 });
    expect((text as HTMLInputElement).value).toBe('Sam');
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(within(page).getByRole('radio', { name: 'Black' }));
    fireEvent.click(within(page).getByRole('button', { name: 'Save' }));
    expect(await within(page).findByText('Your preferences are saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(sent.map((data) => data.personalizations)).toEqual([{ nickname: null, favoriteColor: 'black' }]);
  });

  it('not there when personalization is off or has no fields', async () => {
    const { runtime } = await open('#status-preferences', { personalization: { isActive: true, data: [] } });
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('foryou'), { timeout: 5000 });
  });
});

describe('the login-triggered survey', { timeout: 20_000 }, () => {
  it('the rule: an active login quiz with an unanswered key', () => {
    expect(loginQuiz([styleQuiz], {})?.handle).toBe('style-quiz');
    expect(loginQuiz([styleQuiz], { nickname: 'a', favoriteColor: 'b', interests: ['c'], birthday: '2000-01-01' })).toBeNull();
    expect(loginQuiz([{ ...styleQuiz, trigger: 'manual' }], {})).toBeNull();
    expect(loginQuiz([{ ...styleQuiz, isActive: false }], {})).toBeNull();
  });

  async function loginOn(hash: string, personalizations: Record<string, unknown>) {
    const { runtime } = await open(hash, { personalizations });
    await waitFor(() => expect(runtime.registry.list().find((e) => e.plugin.id === 'quizzes')?.status).toBe('started'), { timeout: 8000 });
    await act(async () => {
      await runtime.hooks.login.promise({ customerId: 'cust-8', email: 'sam@example.com', loginType: 'otp' });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    return runtime;
  }

  it('opens the quiz after a login when keys are unanswered', async () => {
    const runtime = await loginOn('#status', { favoriteColor: 'sand' });
    await waitFor(() => expect(runtime.store.ui.route?.hash).toBe('#status-survey:style-quiz'), { timeout: 5000 });
    await dialog('Tell us your style');
  });

  it('not on the orders, receipt and confirmation routes', async () => {
    for (const hash of ['#status-orders', '#status-order:1001', '#status-confirmation:1001']) {
      const runtime = await loginOn(hash, {});
      expect(runtime.store.ui.route?.hash).toBe(hash);
      runtimes.splice(0).forEach((r) => r.dispose());
    }
  });

  it('on the page the shop login returned to: replaces For you, not a page the shopper opened', async () => {
    const returned = async (hash: string) => {
      sessionStorage.setItem('status:login-return', JSON.stringify({ uid: 'user-1', at: Date.now() }));
      const { runtime } = await open(hash, { personalizations: {} });
      await waitFor(() => expect(runtime.registry.list().find((e) => e.plugin.id === 'quizzes')?.status).toBe('started'), { timeout: 8000 });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 700)));
      return runtime;
    };
    expect((await returned('#status-profile')).store.ui.route?.name).toBe('profile');
    runtimes.splice(0).forEach((r) => r.dispose());
    const home = await returned('#status');
    await waitFor(() => expect(home.store.ui.route?.hash).toBe('#status-survey:style-quiz'), { timeout: 5000 });
  });

  it('not when every key is answered', async () => {
    const runtime = await loginOn('#status', { nickname: 'Sam', favoriteColor: 'sand', interests: ['home'], birthday: '1990-04-02' });
    expect(runtime.store.ui.route?.name).toBe('foryou');
  });
});
