// Magic-link sign-in (on failure 'Could not log into your account' with 'Back to Login').
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { MAGIC_LINK_CONSENT_KEY } from './controller.ts';
import { renderLogin, settleLogin, setupAuthServer } from './testing.tsx';

const { calls, server } = setupAuthServer();
beforeEach(() => localStorage.clear());

const magicLink = { authMethod: { method: 'magicLink' } };

describe('magic link', { timeout: 20_000 }, () => {
  it('emails a link and shows the loading view; back returns to the form', async () => {
    const { user, tracked, runtime } = await renderLogin({ settings: magicLink });
    const form = within(screen.getByRole('region', { name: 'Sign in' }));
    await user.type(form.getByLabelText('Email'), 'jane@example.com');
    await user.click(form.getByRole('button', { name: 'Get login link' }));
    await settleLogin();
    expect(calls['create-magic-link']?.[0]?.data).toEqual({ shopId: 'test-shop', email: 'jane@example.com', statusId: 'anon-1' });
    expect(calls['create-otc']).toBeUndefined();
    expect(tracked).toContainEqual({ event: 'login_initiated', data: { method: 'magicLink' } });
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText('We sent a login link to jane@example.com. Open it on this device to sign in.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await settleLogin();
    expect(runtime.router.current?.name).toBe('foryou');
  });

  it('the link route validates the token and signs in', async () => {
    const { runtime } = await renderLogin({ hash: '#status-magic-link:good-token' });
    await settleLogin(80);
    expect(calls['validate-magic-link']).toHaveLength(1);
    expect(calls['validate-magic-link']?.[0]?.data).toEqual({ shopId: 'test-shop', token: 'good-token' });
    expect(runtime.store.auth).toMatchObject({ isSignedIn: true, loginType: 'magicLink' });
    expect(calls['check-customer']?.[0]?.data).toMatchObject({ customerEmail: 'jane@example.com', anonUserId: 'anon-1', acceptsMarketing: false });
    expect(runtime.router.current?.name).toBe('foryou');
  });

  it('carries the marketing opt-in of the request to the page the link opens', async () => {
    localStorage.setItem(MAGIC_LINK_CONSENT_KEY, JSON.stringify({ email: 'jane@example.com', acceptsMarketing: true }));
    await renderLogin({ hash: '#status-magic-link:good-token' });
    await settleLogin(80);
    expect(calls['check-customer']?.[0]?.data).toMatchObject({ acceptsMarketing: true });
    expect(localStorage.getItem(MAGIC_LINK_CONSENT_KEY)).toBeNull();
  });

  it('shows the loading state while signing in', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(jsonHandler('post', '/authentication/validate-magic-link', async () => (await answered, { token: 'jane@example.com', email: 'jane@example.com' })));
    const { runtime } = await renderLogin({ hash: '#status-magic-link:good-token' });
    await settleLogin();
    expect(screen.getByText('Signing you in…').closest('[role="status"]')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Signing in' })).toBeVisible();
    await act(async () => release());
    await settleLogin(80);
    expect(runtime.store.auth.isSignedIn).toBe(true);
  });

  it('a bad link shows the failure with Back to Login', async () => {
    const { user, runtime } = await renderLogin({ hash: '#status-magic-link:used-token' });
    await settleLogin(80);
    expect(screen.getByRole('alert').textContent).toBe('Could not log into your account');
    expect(runtime.store.auth.isSignedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await settleLogin();
    expect(runtime.router.current?.name).toBe('foryou');
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeVisible();
  });

  it('a link without a token fails at once', async () => {
    await renderLogin({ hash: '#status-magic-link' });
    await settleLogin();
    expect(screen.getByRole('alert').textContent).toBe('Could not log into your account');
    expect(calls['validate-magic-link']).toBeUndefined();
  });
});
