// Sign-out clears the cache and recently viewed, sets signed-out, signs out and goes to the shop's
// logout page; the sign-out button shows loading meanwhile.
import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { createTestRuntime } from '../testing/runtime.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { createFakeAuthService } from '../testing/fake-auth.ts';
import { AUTH_RECORD_KEY } from './auth-record.ts';
import { createFakeSessionEnv } from '../testing/session.ts';

// Reports are logged with console.error; the tests assert on them through onError instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

createTestServer(jsonHandler('post', '/member/check-customer', () => ({ customerId: 'cust-7', email: 'jane@example.com' })));

async function signedIn(root?: string) {
  const env = createFakeSessionEnv({
    local: { 'status:recently-viewed': '[1,2]', 'status:recently-viewed-collections': '[]', 'status:product:1:200': '{}', 'status:state': 'on' },
  });
  const auth = createFakeAuthService();
  const runtime = createTestRuntime({ auth, sessionEnv: env, onError: () => {}, ...(root ? { initData: { routes: { root } } } : {}) });
  await runtime.session.start();
  await runtime.session.signInWithToken('jane@example.com', 'otp');
  return { runtime, env, auth };
}

describe('sign-out', () => {
  it('clears cache and recently viewed, sets signed-out, signs out, then goes to the shop logout', async () => {
    const { runtime, env, auth } = await signedIn();
    const order: string[] = [];
    const clearCache = vi.spyOn(runtime.products, 'clearCache').mockImplementation(() => void order.push('cache'));
    vi.spyOn(auth, 'signOut').mockImplementation(async () => void order.push(`signOut:${runtime.store.auth.isSignedIn}`));
    runtime.hooks.logout.tapPromise('test', async () => void order.push('hook'));
    const tracked: string[] = [];
    runtime.hooks.track.tap('test', (e) => void tracked.push(e.event));
    const states: boolean[] = [];
    runtime.hooks.authChange.tap('test', (a) => void states.push(a.isLoggingOut));

    await runtime.session.signOut();

    expect(order).toEqual(['hook', 'cache', 'signOut:false']);
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(env.localStorage.dump()).toEqual({
      'status:state': 'on',
      [AUTH_RECORD_KEY]: JSON.stringify({ loginType: null, acceptsMarketing: false, hasLoggedIn: true, anonUserId: null }),
    });
    expect(runtime.store.auth).toMatchObject({ isSignedIn: false, loginType: null, user: null, isLoggingOut: true });
    expect(runtime.store.customer).toBeNull();
    expect(tracked).toEqual(['logout']);
    expect(states[0]).toBe(true);
    expect(env.assigned).toEqual(['/account/logout']);
  });

  it('uses the shop root for the logout page', async () => {
    const { runtime, env } = await signedIn('/de');
    await runtime.session.signOut();
    expect(env.assigned).toEqual(['/de/account/logout']);
  });

  it('does not start a new anonymous user while the page is leaving, and runs once', async () => {
    const { runtime, auth } = await signedIn();
    const anonymous = vi.spyOn(auth, 'signInAnonymously');
    await Promise.all([runtime.session.signOut(), runtime.session.signOut()]);
    expect(anonymous).not.toHaveBeenCalled();
    expect(runtime.store.auth.user).toBeNull();
  });

  it('still leaves for the shop logout when the identity provider fails', async () => {
    const { runtime, env, auth } = await signedIn();
    vi.spyOn(auth, 'signOut').mockRejectedValue(new Error('offline'));
    await runtime.session.signOut();
    expect(env.assigned).toEqual(['/account/logout']);
  });
});
