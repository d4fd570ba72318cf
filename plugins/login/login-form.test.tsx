// The login form: email rules, visibility, messages.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonError, jsonHandler } from '../../tests/msw/handlers.ts';
import { renderLogin, settleLogin, setupAuthServer, type RenderLoginOptions } from './testing.tsx';
import { drawLogin } from '../../app/frame-login.ts';

const { calls, server } = setupAuthServer();

const loginSection = () => within(screen.getByRole('region', { name: 'Sign in' }));

describe('login form', { timeout: 20_000 }, () => {
  it('shows the email field, Get login code, the or divider, Google and the privacy text with the default links', async () => {
    await renderLogin({ settings: { privacyPolicy: { isActive: true } } });
    const form = loginSection();
    const email = form.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(form.getByRole('button', { name: 'Get login code' })).toBeVisible();
    expect(form.getByText('or')).toBeVisible();
    expect(form.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/policies/privacy-policy');
    expect(form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/policies/terms-of-service');
    expect(form.queryByRole('checkbox')).toBeNull();
  });

  it('honours privacyPolicy.isActive: no privacy text when the group is off (as by default)', async () => {
    await renderLogin({ settings: { privacyPolicy: { isActive: false, privacyPolicy: '/pages/privacy' } } });
    expect(loginSection().queryByText(/By signing in/)).toBeNull();
    expect(loginSection().queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(loginSection().queryByRole('checkbox')).toBeNull();
  });

  it('never renders a javascript: (or other refused) policy URL as a link', async () => {
    await renderLogin({ settings: { privacyPolicy: { isActive: true, privacyPolicy: 'java\tscript:alert(1)', termsOfService: '/\\evil.example' } } });
    expect(loginSection().getByText(/By signing in/).textContent).toBe('By signing in, you agree to our Terms of Service and Privacy Policy.');
    expect(loginSection().queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(loginSection().queryByRole('link', { name: 'Terms of Service' })).toBeNull();
  });

  it('uses the shop policy links', async () => {
    await renderLogin({ settings: { privacyPolicy: { isActive: true, privacyPolicy: '/pages/privacy', termsOfService: 'https://x.test/terms' } } });
    expect(loginSection().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/pages/privacy');
    expect(loginSection().getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://x.test/terms');
  });

  it('shows the marketing opt-in instead of the privacy text when the toggle is on, and sends it', async () => {
    const { user } = await renderLogin({ settings: { acceptsMarketingToggle: { isActive: true, enabledByDefault: true } } });
    const box = loginSection().getByRole('checkbox', { name: 'Email me with news and offers' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(loginSection().queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    await user.click(box);
    await user.click(box);
    await user.type(loginSection().getByLabelText('Email'), 'jane@example.com');
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await vi.waitFor(() => expect(calls['check-customer']?.[0]?.data).toMatchObject({ acceptsMarketing: true }));
  });

  it('starts unchecked unless enabledByDefault', async () => {
    await renderLogin({ settings: { acceptsMarketingToggle: { isActive: true } } });
    expect((loginSection().getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['signInMethods.google is false', { signInMethods: { isActive: true, google: false } }],
    ['signInMethods is not active', { signInMethods: { isActive: false } }],
  ])('hides Google when %s', async (_name, settings) => {
    await renderLogin({ settings });
    expect(loginSection().queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(loginSection().queryByText('or')).toBeNull();
  });

  it.each([
    ['iOS Safari 16.1', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Mobile/15E148 Safari/604.1'],
    ['the Instagram in-app browser', 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 250.0'],
    ['the Facebook in-app browser', 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/400.0;]'],
  ])('hides Google in %s', async (_name, userAgent) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    await renderLogin();
    expect(loginSection().queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('says Get login link for magic links', async () => {
    await renderLogin({ settings: { authMethod: { method: 'magicLink' } } });
    expect(loginSection().getByRole('button', { name: 'Get login link' })).toBeVisible();
  });

  it('requires a valid address before sending; the error is announced and clears when the email changes', async () => {
    const { user } = await renderLogin();
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    const alert = loginSection().getByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid email address');
    const email = loginSection().getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(email);
    await user.type(email, 'jane@');
    expect(loginSection().queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    expect(loginSection().getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(calls['create-otc']).toBeUndefined();
  });

  it.each([
    ['101 with the suggestion', 'typo@gmial.com', 'Did you mean typo@gmail.com?'],
    ['102', 'bad@blocked.test', 'Please enter a valid email address.'],
  ])('shows the server email code %s inline', async (_name, address, message) => {
    const { user } = await renderLogin();
    await user.type(loginSection().getByLabelText('Email'), address);
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    expect(loginSection().getByRole('alert').textContent).toBe(message);
    expect(loginSection().getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows code 100 as an invalid address', async () => {
    server.use(jsonHandler('post', '/authentication/create-otc', () => jsonError(400, 100, "'x' is not a valid email address")));
    const { user } = await renderLogin();
    await user.type(loginSection().getByLabelText('Email'), 'jane@example.com');
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    expect(loginSection().getByRole('alert').textContent).toBe('Please enter a valid email address.');
  });

  it('tells the shopper when the code could not be emailed', async () => {
    server.use(jsonHandler('post', '/authentication/create-otc', () => jsonError(500, 'internal', 'mail down')));
    const { user } = await renderLogin();
    await user.type(loginSection().getByLabelText('Email'), 'jane@example.com');
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    expect(loginSection().getByRole('alert').textContent).toBe("We weren't able to email you a login code. Please try again later.");
    expect(loginSection().getByRole('button', { name: 'Get login code' }).getAttribute('aria-disabled')).toBeNull();
  });

  const mailDown: [string, 'otp' | 'magicLink', 'en' | 'de', string, string, string][] = [
    ['a code', 'otp', 'en', 'Sign in', 'Get login code', "We weren't able to email you a login code. Please try again later."],
    ['a code, German', 'otp', 'de', 'Anmelden', 'Anmeldecode anfordern', 'Wir konnten dir keinen Anmeldecode senden. Bitte versuche es später erneut.'],
    ['a link', 'magicLink', 'en', 'Sign in', 'Get login link', "We weren't able to email you a login link. Please try again later."],
    ['a link, German', 'magicLink', 'de', 'Anmelden', 'Anmeldelink anfordern', 'Wir konnten dir keinen Anmeldelink senden. Bitte versuche es später erneut.'],
  ];
  it.each(mailDown)('the API\'s mail server down (503 mail_unavailable), %s: says so, keeps the address, sends again', async (_, method, language, region, button, message) => {
    const path = method === 'otp' ? '/authentication/create-otc' : '/authentication/create-magic-link';
    server.use(jsonHandler('post', path, () => jsonError(503, 'mail_unavailable', 'not sent')));
    const { user } = await renderLogin({
      settings: { authMethod: { method } },
      ...(language === 'de' ? { initData: { locale: { language: 'de' } } as RenderLoginOptions['initData'] } : {}),
    });
    const form = within(screen.getByRole('region', { name: region }));
    await user.type(form.getByLabelText(language === 'de' ? 'E-Mail' : 'Email'), 'jane@example.com');
    await user.click(form.getByRole('button', { name: button }));
    await settleLogin();
    expect(form.getByRole('alert').textContent).toBe(message);
    expect((form.getByLabelText(language === 'de' ? 'E-Mail' : 'Email') as HTMLInputElement).value).toBe('jane@example.com');
    // The mail server is back: the same button sends.
    server.resetHandlers();
    await user.click(form.getByRole('button', { name: button }));
    await settleLogin();
    expect(calls[method === 'otp' ? 'create-otc' : 'create-magic-link']).toHaveLength(1);
  });

  it('sends the code request with the status id, tracks login_initiated and opens the verify screen', async () => {
    const { user, tracked, runtime } = await renderLogin();
    await user.type(loginSection().getByLabelText('Email'), ' jane@example.com ');
    await user.keyboard('{Enter}');
    await settleLogin();
    expect(calls['create-otc']?.[0]?.data).toEqual({ shopId: 'test-shop', email: 'jane@example.com', statusId: 'anon-1' });
    expect(tracked).toContainEqual({ event: 'login_initiated', data: { method: 'otp' } });
    expect(runtime.router.current?.name).toBe('verify');
    expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeVisible();
  });

  it('is hidden for a signed-in customer and while logging out', async () => {
    const { runtime } = await renderLogin();
    expect(screen.queryByRole('region', { name: 'Sign in' })).not.toBeNull();
    await act(async () => void (runtime.store.auth.isLoggingOut = true));
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
    await act(async () => {
      runtime.store.auth.isLoggingOut = false;
      runtime.store.auth.isSignedIn = true;
      runtime.store.customer = { customerId: 'cust-7' };
    });
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
  });

  it('shows on the orders and profile tabs, coming back there after the sign-in', async () => {
    const { user, runtime } = await renderLogin({ hash: '#status-orders' });
    // The orders tab's page is a real chunk import (list and texts): wait for it, a loaded machine is slow.
    await screen.findByRole('region', { name: 'Sign in' }, { timeout: 10_000 });
    await user.type(loginSection().getByLabelText('Email'), 'jane@example.com');
    await user.click(loginSection().getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await waitFor(() => {
      expect(runtime.router.current?.name).toBe('orders');
      expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
    }, { timeout: 10_000 });
  });
});

describe('Google sign-in', { timeout: 20_000 }, () => {
  it('signs in through the popup and completes the sign-in', async () => {
    const { user, runtime, tracked } = await renderLogin();
    await user.click(loginSection().getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(runtime.store.auth.isSignedIn).toBe(true));
    expect(tracked).toContainEqual({ event: 'login_initiated', data: { method: 'google' } });
    expect(calls['check-customer']?.[0]?.data).toMatchObject({ customerEmail: 'google.user@example.com', anonUserId: 'anon-1' });
    expect(runtime.store.auth).toMatchObject({ isSignedIn: true, loginType: 'google' });
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
  });

  it.each([
    ['failed', 'Unable to sign in with Google. Please try again later.'],
    ['popup-blocked', 'Unable to sign in with Google. Please use an email to get a login code.'],
  ] as const)('shows the %s text', async (code, message) => {
    const { user, auth } = await renderLogin();
    auth.failNextGoogle(code);
    await user.click(loginSection().getByRole('button', { name: 'Sign in with Google' }));
    await settleLogin();
    expect(loginSection().getByRole('alert').textContent).toBe(message);
  });
});

describe("the card the loader's frame drew before the panel was there", { timeout: 20_000 }, () => {
  const MARKETING = { acceptsMarketingToggle: { isActive: true } };
  /** The loader's frame with a guest's login card, as a tap draws it (runtime/loader/frame.ts, app/frame-login.ts). */
  function frameWithCard(): HTMLElement {
    const frame = document.createElement('div');
    frame.setAttribute('data-status-frame', String(performance.now()));
    frame.innerHTML = '<div class="status-page"></div>';
    document.body.append(frame);
    drawLogin(frame, { shopId: 'shop-1', settings: MARKETING }, '#status');
    return frame;
  }

  it('takes the typed address, the opt-in and focus over, and the frame goes', async () => {
    const frame = frameWithCard();
    const typed = frame.querySelector<HTMLInputElement>('input[name="email"]')!;
    typed.value = 'jane@exam';
    typed.focus();
    frame.querySelector<HTMLInputElement>('input[name="acceptsMarketing"]')!.checked = true;
    await renderLogin({ settings: MARKETING });
    expect(frame.isConnected).toBe(false);
    const email = loginSection().getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('jane@exam');
    expect(document.activeElement).toBe(email);
    expect((loginSection().getByRole('checkbox', { name: 'Email me with news and offers' }) as HTMLInputElement).checked).toBe(true);
    expect(calls['create-otc']).toBeUndefined(); // nothing sent: the shopper did not submit
  });

  it('sends what was submitted in the card before the panel was there', async () => {
    const frame = frameWithCard();
    frame.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'jane@example.com';
    frame.querySelector('form')!.requestSubmit();
    await renderLogin({ settings: MARKETING });
    await settleLogin();
    expect(calls['create-otc']?.[0]?.data).toMatchObject({ email: 'jane@example.com' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
  });
});
