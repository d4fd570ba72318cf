// The code form's failures: each its own message ('The code you entered is incorrect' for a wrong
// code), what the shopper typed kept when the failure is not theirs, no sign-out on an identity outage, and
// the pending code restored on a reload of #status-verify (GET /authentication/create-otc).
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { jsonError, jsonHandler, networkErrorHandler } from '../../tests/msw/handlers.ts';
import { TEST_API } from '../../tests/msw/server.ts';
import { PENDING_CODE_KEY } from './restore.ts';
import { CODE, CODE_ID, codeBox as box, codeValues as values, renderLogin, settleLogin, setupAuthServer, toVerify, type RenderLoginOptions } from './testing.tsx';

const { calls, server } = setupAuthServer();


const validateAnswers = (response: () => Response) => server.use(http.post(`${TEST_API}/authentication/validate-otc`, response));
const body = (status: number, error: Record<string, unknown>, headers?: Record<string, string>) => () =>
  HttpResponse.json({ error }, { status, ...(headers ? { headers } : {}) });

async function typeCode(user: Awaited<ReturnType<typeof renderLogin>>['user'], code = '9876') {
  await user.keyboard(code);
  return screen.findByRole('alert');
}

describe('code form failures', { timeout: 20_000 }, () => {
  const cleared: [string, () => Response, string][] = [
    ['a wrong code', body(400, { code: 'invalid_code', message: 'x' }), 'The code you entered is incorrect'],
    ['an expired code', body(400, { code: 'expired_code', message: 'x' }), 'This code has expired. Send another code to get a new one.'],
    ['a used code', body(400, { code: 'used_code', message: 'x' }), 'This code was already used. Send another code to get a new one.'],
    ['too many wrong tries (429 too_many_attempts)', body(429, { code: 'too_many_attempts', message: 'x' }), 'Too many incorrect tries for this code. Send another code to get a new one.'],
  ];
  it.each(cleared)('%s: its own message, the boxes emptied', async (_, response, message) => {
    validateAnswers(response);
    const { user } = await toVerify();
    const alert = await typeCode(user);
    expect(alert.textContent).toBe(message);
    expect(values()).toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  const kept: [string, () => Response, string][] = [
    ['rate limited, wait in the body', body(429, { code: 'rate_limited', message: 'x', retryAfter: 42 }), 'Too many attempts. Please try again in 42\u00a0seconds.'],
    ['rate limited, Retry-After header only', body(429, { code: 'rate_limited', message: 'x' }, { 'Retry-After': '600' }), 'Too many attempts. Please try again in 10\u00a0minutes.'],
    ['rate limited, no wait given', body(429, { code: 'rate_limited', message: 'x' }), 'Too many attempts. Please wait a moment and try again.'],
    ['a server error (500)', body(500, { code: 'internal', message: 'x' }), "We couldn't check your code right now. Please try again."],
    ['the identity service down (503 identity_unavailable)', body(503, { code: 'identity_unavailable', message: 'x' }), 'Sign-in is unavailable right now. Please try again in a few minutes.'],
    ['a network failure', () => HttpResponse.error(), "We couldn't reach the server. Check your connection and try again."],
  ];
  it.each(kept)('%s: its own message, the typed code kept, Try again offered', async (_, response, message) => {
    validateAnswers(response);
    const { user, runtime } = await toVerify();
    const alert = await typeCode(user);
    expect(alert.textContent).toBe(message);
    expect(values()).toBe('9876');
    expect(box(1).readOnly).toBe(false);
    expect(runtime.store.auth.isSignedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a network failure keeps the code, and Try again sends the same code once the network is back', async () => {
    server.use(networkErrorHandler('post', '/authentication/validate-otc'));
    const { user, runtime } = await toVerify();
    await typeCode(user, CODE);
    expect(values()).toBe(CODE);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(runtime.store.auth.isSignedIn).toBe(true));
    expect(calls['validate-otc']?.at(-1)?.data).toMatchObject({ otp: CODE });
  });

  it('an identity outage is not a sign-out: the guest stays, no new anonymous sign-in, no sign-out', async () => {
    const auth = createFakeAuthService();
    let anonymousSignIns = 0;
    let signOuts = 0;
    const signInAnonymously = auth.signInAnonymously.bind(auth);
    const signOut = auth.signOut.bind(auth);
    auth.signInAnonymously = async () => (anonymousSignIns++, signInAnonymously());
    auth.signOut = async () => (signOuts++, signOut());
    const { user, runtime } = await toVerify({ auth });
    const guest = runtime.store.auth.user;
    expect(guest?.isAnonymous).toBe(true);
    const before = anonymousSignIns;
    server.use(jsonHandler('post', '/authentication/create-otc', () => jsonError(503, 'identity_unavailable', 'down')));
    validateAnswers(body(503, { code: 'identity_unavailable', message: 'x' }));
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Send another code' }));
    await settleLogin();
    expect(screen.getByRole('alert').textContent).toBe('Sign-in is unavailable right now. Please try again in a few minutes.');
    expect(runtime.store.auth.user).toEqual(guest);
    expect(runtime.store.auth.isLoggingOut).toBeFalsy();
    expect(anonymousSignIns).toBe(before);
    expect(signOuts).toBe(0);
  });

  it('German: the same failures in German', async () => {
    validateAnswers(body(400, { code: 'expired_code', message: 'x' }));
    const rendered = await renderLogin({ initData: { locale: { language: 'de' } } as RenderLoginOptions['initData'] });
    const form = within(screen.getByRole('region', { name: 'Anmelden' }));
    await rendered.user.type(form.getByLabelText('E-Mail'), 'jane@example.com');
    await rendered.user.click(form.getByRole('button', { name: 'Anmeldecode anfordern' }));
    await settleLogin();
    await rendered.user.keyboard('9876');
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Code ist abgelaufen. Fordere einen neuen Code an.');
  });
});

describe('reload of #status-verify', { timeout: 20_000 }, () => {
  it('restores the pending code from GET /authentication/create-otc, with the opt-in kept in this tab', async () => {
    sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify({ codeId: CODE_ID, acceptsMarketing: true, returnTo: '#status-orders' }));
    const seen: string[] = [];
    server.use(
      http.get(`${TEST_API}/authentication/create-otc`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ codeId: CODE_ID, email: 'jane@example.com', expiresAt: new Date(Date.now() + 600_000).toISOString() });
      }),
    );
    const { user, runtime } = await renderLogin({ hash: '#status-verify' });
    await settleLogin();
    expect(seen).toEqual([`${TEST_API}/authentication/create-otc?shopId=test-shop`]);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
    expect(screen.getByText('Enter the 4-digit code we sent to jane@example.com.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get login code' })).toBeNull();
    await act(async () => box(1).focus());
    await user.keyboard(CODE);
    await waitFor(() => expect(runtime.store.auth.isSignedIn).toBe(true));
    expect(calls['validate-otc']?.[0]?.data).toMatchObject({ otp: CODE, ids: { codeId: CODE_ID } });
    expect(calls['check-customer']?.[0]?.data).toMatchObject({ acceptsMarketing: true });
    await waitFor(() => expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull());
  });
});
