// The verification code screen: code rules and the wrong-code message.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonError, jsonHandler } from '../../tests/msw/handlers.ts';
import { CODE_ID, codeBox as box, codeValues as values, renderLogin, settleLogin, setupAuthServer, toVerify } from './testing.tsx';

const { calls, server } = setupAuthServer();

const boxes = () => [1, 2, 3, 4].map(box);

describe('verification code', { timeout: 20_000 }, () => {
  it('shows the heading, the address and four labelled single-digit boxes, the first focused', async () => {
    await toVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
    expect(screen.getByText('Enter the 4-digit code we sent to jane@example.com.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Login code' })).toBeVisible();
    expect(boxes().map((b) => b.getAttribute('inputmode'))).toEqual(['numeric', 'numeric', 'numeric', 'numeric']);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(box(1));
    expect(screen.getByRole('button', { name: 'Send another code' })).toBeVisible();
  });

  it('moves on per digit, strips non-digits and validates on the fourth digit', async () => {
    const { user, runtime } = await toVerify();
    await user.keyboard('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('a');
    expect(box(2).value).toBe('');
    await user.keyboard('2-3');
    expect(values()).toBe('123');
    expect(calls['validate-otc']).toBeUndefined();
    await user.keyboard('4');
    await waitFor(() => expect(runtime.store.customer?.customerId).toBe('cust-7'));
    expect(calls['validate-otc']?.[0]?.data).toEqual({ shopId: 'test-shop', otp: '1234', ids: { codeId: CODE_ID } });
    expect(runtime.store.auth).toMatchObject({ isSignedIn: true, loginType: 'otp' });
    expect(runtime.store.customer?.customerId).toBe('cust-7');
    expect(runtime.router.current?.name).toBe('foryou');
  });

  it('splits a pasted code over the boxes, without its non-digits, and validates it', async () => {
    const { user } = await toVerify();
    await user.paste(' 12-34 ');
    await waitFor(() => expect(calls['validate-otc']?.[0]?.data).toMatchObject({ otp: '1234' }));
  });

  it('pastes a partial code from the box it lands in', async () => {
    const { user } = await toVerify();
    await user.keyboard('9');
    await user.paste('87');
    expect(values()).toBe('987');
    expect(document.activeElement).toBe(box(4));
    expect(calls['validate-otc']).toBeUndefined();
  });

  it('takes a whole code autofilled into the first box', async () => {
    await toVerify();
    await act(async () => void fireEvent.change(box(1), { target: { value: '1234' } }));
    await waitFor(() => expect(calls['validate-otc']?.[0]?.data).toMatchObject({ otp: '1234' }));
  });

  it('a wrong code shows the error, stops loading and clears the boxes; then the right code signs in', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      jsonHandler('post', '/authentication/validate-otc', async () => {
        await answered;
        return jsonError(400, 'invalid_code', 'The code you entered is incorrect');
      }),
    );
    const { user, runtime } = await toVerify();
    await user.keyboard('1111');
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Checking your code…'));
    expect(status).toBeTruthy();
    expect(box(1).readOnly).toBe(true);
    await act(async () => release());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The code you entered is incorrect');
    expect(box(1).readOnly).toBe(false);
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(box(1).getAttribute('aria-describedby')).toContain(alert.id);
    expect(values()).toBe('');
    expect(document.activeElement).toBe(box(1));
    expect(runtime.store.auth.isSignedIn).toBe(false);

    server.resetHandlers();
    await user.keyboard('1');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('234');
    await waitFor(() => expect(runtime.store.auth.isSignedIn).toBe(true));
  });

  it('keyboard: Backspace in an empty box goes back and clears, arrows move', async () => {
    const { user } = await toVerify();
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('5');
    expect(values()).toBe('15');
  });

  it('Send another code asks for a new code and uses it', async () => {
    const { user } = await toVerify();
    await user.click(screen.getByRole('button', { name: 'Send another code' }));
    await settleLogin();
    expect(calls['create-otc']).toHaveLength(2);
    expect(screen.getByText('We sent a new code to jane@example.com.')).toBeVisible();
    await user.click(box(1));
    await user.keyboard('1234');
    await waitFor(() => expect((calls['validate-otc']?.[0]?.data as unknown as { ids: { codeId: string } }).ids.codeId).not.toBe(CODE_ID));
  });

  it('Send another code failing shows the email failure text', async () => {
    const { user } = await toVerify();
    server.use(jsonHandler('post', '/authentication/create-otc', () => jsonError(503, 'mail', 'down')));
    await user.click(screen.getByRole('button', { name: 'Send another code' }));
    await settleLogin();
    expect(screen.getByRole('alert').textContent).toBe("We weren't able to email you a login code. Please try again later.");
  });

  it('goes back to the form with the address kept', async () => {
    const { user, runtime } = await toVerify();
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await settleLogin();
    expect(runtime.router.current?.name).toBe('foryou');
    const form = within(screen.getByRole('region', { name: 'Sign in' }));
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('the verify route without a pending code (none in the API either) goes to the login form on For you', async () => {
    const { runtime } = await renderLogin({ hash: '#status-verify' });
    await settleLogin();
    expect(runtime.router.current?.name).toBe('foryou');
    expect(screen.queryByRole('heading', { level: 1, name: 'Verify your identity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get login code' })).toBeVisible();
    expect(runtime.router.canGoBack()).toBe(false); // the verify route was replaced, not stacked
  });

  it('keeps loading while the shop login takes the browser away', async () => {
    const { user } = await toVerify({ strategy: { id: 'away', login: async () => 'redirecting' } });
    await user.keyboard('1234');
    await waitFor(() => expect(screen.getByText('Signed in. Taking you to your account…')).toBeVisible());
    expect(box(1).readOnly).toBe(true);
  });
});
