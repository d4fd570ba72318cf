// The session's start and identified sign-in (check-customer).
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { createTestRuntime } from '../testing/runtime.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createFakeAuthService } from '../testing/fake-auth.ts';
import { AUTH_RECORD_KEY, LOGIN_RETURN_KEY } from './auth-record.ts';
import { AuthError } from './service.ts';
import { createFakeSessionEnv, createLazyAuth, flush } from '../testing/session.ts';

// Reports are logged with console.error; the tests assert on them through onError instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const checks: RecordedRequest[] = [];
const server = createTestServer(
  jsonHandler('post', '/member/check-customer', ({ data }) => ({ customerId: 'cust-7', email: data?.customerEmail }), (r) => checks.push(r)),
);
beforeEach(() => void (checks.length = 0));

function setup(options: Parameters<typeof createTestRuntime>[0] = {}, envOptions: Parameters<typeof createFakeSessionEnv>[0] = {}) {
  const env = createFakeSessionEnv(envOptions);
  const auth = options.auth ?? createFakeAuthService();
  const errors: unknown[] = [];
  const runtime = createTestRuntime({ auth, sessionEnv: env, onError: (r) => errors.push(r.error), ...options });
  return { runtime, env, auth, errors };
}

describe('anonymous start', () => {
  it('signs in anonymously and fills the auth state', async () => {
    const { runtime, env } = setup();
    const changes: boolean[] = [];
    runtime.hooks.authChange.tap('test', (a) => void changes.push(a.user?.isAnonymous ?? false));
    await runtime.session.start();
    const { auth } = runtime.store;
    expect(auth.user).toEqual({ uid: 'anon-1', email: null, isAnonymous: true });
    expect(auth).toMatchObject({ isSignedIn: false, anonUserId: 'anon-1', loginType: null, hasLoggedIn: false, isInitialLoginSession: false, identityFailed: false });
    expect(changes).toContain(true);
    expect(runtime.session.statusId()).toBe('anon-1');
    // The cart is linked to the anonymous user.
    expect(env.cartPosts).toEqual([{ url: '/cart/update.js', body: { attributes: { _status_id: 'anon-1' } } }]);
  });

  it('is idempotent: one anonymous user for many starts', async () => {
    const { runtime, auth } = setup();
    const spy = vi.spyOn(auth, 'signInAnonymously');
    await Promise.all([runtime.session.start(), runtime.session.start()]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('never blocks: the state fills in once a lazily loaded identity service answers', async () => {
    const lazy = createLazyAuth();
    const { runtime } = setup({ auth: lazy.service });
    const started = runtime.session.start();
    expect(runtime.store.auth.user).toBeNull();
    lazy.load();
    await started;
    expect(runtime.store.auth.user?.isAnonymous).toBe(true);
  });

  it('links no cart with limitCartCreation, nor when the cart already carries this id', async () => {
    const limited = setup({ initData: { settings: { limitCartCreation: { isActive: true } } } });
    await limited.runtime.session.start();
    expect(limited.env.cartPosts).toEqual([]);
    const linked = setup({ initData: { page: { cartStatusId: 'anon-1' } } });
    await linked.runtime.session.start();
    expect(linked.env.cartPosts).toEqual([]);
  });

  it('uses the shop root for the cart and reports a failing cart post without failing the start', async () => {
    const { runtime, env, errors } = setup({ initData: { routes: { root: '/de/' } } }, { cartStatus: 500 });
    await runtime.session.start();
    await flush();
    expect(env.cartPosts[0]?.url).toBe('/de/cart/update.js');
    expect(errors).toHaveLength(1);
  });

  it('remembers that the shopper logged in before (hasLoggedIn)', async () => {
    const { runtime } = setup({}, { local: { [AUTH_RECORD_KEY]: JSON.stringify({ hasLoggedIn: true }) } });
    await runtime.session.start();
    expect(runtime.store.auth.hasLoggedIn).toBe(true);
  });

  it('reports a failing anonymous sign-in but still resolves', async () => {
    const auth = createFakeAuthService();
    auth.signInAnonymously = () => Promise.reject(new Error('offline'));
    const { runtime, errors } = setup({ auth });
    await runtime.session.start();
    expect(runtime.store.auth.user).toBeNull();
    expect(errors).toHaveLength(1);
    // Nobody is coming: what waits for an identity (For you's lists) uses what the browser has at once.
    expect(runtime.store.auth.identityFailed).toBe(true);
  });

  it('marks a shop without an identity service as failed without reporting it, and a later user clears the mark', async () => {
    const auth = createFakeAuthService();
    const signIn = auth.signInAnonymously.bind(auth);
    auth.signInAnonymously = () => Promise.reject(new AuthError('unavailable', 'no identity service'));
    const { runtime, errors } = setup({ auth });
    await runtime.session.start();
    await flush();
    expect(runtime.store.auth.identityFailed).toBe(true);
    expect(errors).toEqual([]);
    await signIn();
    await flush();
    expect(runtime.store.auth.user?.isAnonymous).toBe(true);
    expect(runtime.store.auth.identityFailed).toBe(false);
  });
});

describe('a restored identified user', () => {
  const restored = () => createFakeAuthService({ uid: 'user-9', email: 'Jane@Example.com', isAnonymous: false });

  it('is signed in with the remembered login type and the page customer, without check-customer', async () => {
    const record = { loginType: 'magicLink', acceptsMarketing: true, hasLoggedIn: true, anonUserId: 'anon-0' };
    const { runtime, errors } = setup(
      { auth: restored(), initData: { customer: { customerId: 'cust-7', email: 'jane@example.com' } } },
      { local: { [AUTH_RECORD_KEY]: JSON.stringify(record) } },
    );
    await runtime.session.start();
    await flush();
    expect(runtime.store.auth).toMatchObject({ isSignedIn: true, loginType: 'magicLink', acceptsMarketing: true, hasLoggedIn: true, isInitialLoginSession: false });
    expect(checks).toHaveLength(0);
    expect(errors).toEqual([]); // same email, other case: no mismatch
  });

  it('reports an email mismatch with the store customer', async () => {
    const { runtime, errors } = setup({ auth: restored(), initData: { customer: { customerId: 'cust-8', email: 'other@example.com' } } });
    await runtime.session.start();
    expect(errors.map(String)).toEqual(['Error: Detected mismatch between Status user and Shopify user']);
  });

  it('without a customer id gets check-customer and the shop login', async () => {
    const { runtime } = setup({ auth: restored() });
    const login = vi.fn(async () => 'done' as const);
    runtime.shopLogin.register({ id: 'test', login });
    await runtime.session.start();
    // check-customer and the shop login run after start, over (msw) fetch: wait for the end of the chain.
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(checks[0]?.data).toMatchObject({ customerEmail: 'Jane@Example.com', statusId: 'user-9' });
    // A reload has no anonymous session to prove: nothing claims one (the API merges nothing then).
    expect(checks[0]?.data).not.toHaveProperty('anonIdToken');
    expect(runtime.store.customer?.customerId).toBe('cust-7');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('coming back from the shop login is the initial login session, once', async () => {
    const { runtime, env } = setup({ auth: restored(), initData: { customer: { customerId: 'cust-7', email: 'jane@example.com' } } });
    env.sessionStorage.setItem(LOGIN_RETURN_KEY, JSON.stringify({ uid: 'user-9', at: Date.now() }));
    await runtime.session.start();
    expect(runtime.store.auth.isInitialLoginSession).toBe(true);
    expect(env.sessionStorage.getItem(LOGIN_RETURN_KEY)).toBeNull();
  });

  it('follows a route remembered while the user was still loading', async () => {
    const lazy = createLazyAuth({ uid: 'user-9', email: 'jane@example.com', isAnonymous: false });
    const { runtime } = setup({ auth: lazy.service, initData: { customer: { customerId: 'cust-7', email: 'jane@example.com' } } });
    runtime.router.add({ name: 'orders', tab: true });
    runtime.open('#status-orders');
    expect(runtime.router.current?.name).toBe('foryou');
    const started = runtime.session.start();
    lazy.load();
    await started;
    expect(runtime.router.current?.name).toBe('orders');
  });
});

describe('identified sign-in', () => {
  it('signs in with the token, moves the guest data with check-customer and stores the customer', async () => {
    const { runtime, env } = setup();
    const logins: unknown[] = [];
    runtime.hooks.login.tapPromise('test', async (info) => void logins.push(info));
    await runtime.session.start();
    const result = await runtime.session.signInWithToken('jane@example.com', 'otp', { acceptsMarketing: true });
    expect(result).toEqual({ customerId: 'cust-7', shopLogin: 'skipped', next: null });
    expect(checks[0]?.data).toEqual({
      shopId: 'test-shop',
      customerEmail: 'jane@example.com',
      statusId: 'user-jane@example.com',
      anonUserId: 'anon-1',
      anonIdToken: 'token-anon-1',
      acceptsMarketing: true,
    });
    expect(runtime.store.customer).toEqual({ customerId: 'cust-7', email: 'jane@example.com' });
    expect(runtime.store.auth).toMatchObject({
      isSignedIn: true,
      loginType: 'otp',
      acceptsMarketing: true,
      anonUserId: 'anon-1',
      hasLoggedIn: true,
      isInitialLoginSession: true,
    });
    expect(logins).toEqual([{ reloadPage: expect.any(Function), customerId: 'cust-7', email: 'jane@example.com', loginType: 'otp' }]);
    expect(JSON.parse(env.localStorage.getItem(AUTH_RECORD_KEY)!)).toMatchObject({ loginType: 'otp', hasLoggedIn: true, anonUserId: 'anon-1' });
  });

  it("sends the guest's own ID token as proof, read before the identified sign-in replaced it", async () => {
    const auth = createFakeAuthService();
    // The fake's token follows the current user: read after the sign-in it would be the customer's.
    const read: string[] = [];
    const getIdToken = auth.getIdToken;
    auth.getIdToken = async () => {
      const token = await getIdToken();
      read.push(`${auth.currentUser()?.isAnonymous ? 'anon' : 'identified'}:${token}`);
      return token;
    };
    const { runtime } = setup({ auth });
    await runtime.session.start();
    await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(read[0]).toBe('anon:token-anon-1');
    expect(checks[0]?.data).toMatchObject({ anonUserId: 'anon-1', anonIdToken: 'token-anon-1' });
    // The call itself is authorised as the customer, not as the guest.
    expect(checks[0]?.request.headers.get('authorization')).toBe('Bearer token-user-jane@example.com');
  });

  it('sends no guest token when there is no anonymous session, and signs in when the token cannot be read', async () => {
    const auth = createFakeAuthService();
    auth.getIdToken = async () => {
      if (auth.currentUser()?.isAnonymous) throw new Error('token endpoint down');
      return auth.currentUser() ? `token-${auth.currentUser()!.uid}` : null;
    };
    const { runtime, errors } = setup({ auth });
    await runtime.session.start();
    const result = await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(result.customerId).toBe('cust-7');
    expect(checks[0]?.data).not.toHaveProperty('anonIdToken');
    expect(errors.map(String)).toEqual(['Error: token endpoint down']);
  });

  it('Google sign-in completes the same way; its failures reject with the AuthError code', async () => {
    const { runtime, auth } = setup();
    await runtime.session.start();
    (auth as ReturnType<typeof createFakeAuthService>).failNextGoogle('popup-blocked');
    await expect(runtime.session.signInWithGoogle()).rejects.toMatchObject({ code: 'popup-blocked' });
    expect(runtime.store.auth.isSignedIn).toBe(false);
    expect(runtime.store.auth.user?.isAnonymous).toBe(true);
    await runtime.session.signInWithGoogle();
    expect(runtime.store.auth.loginType).toBe('google');
    expect(checks[0]?.data).toMatchObject({ customerEmail: 'google.user@example.com', anonUserId: 'anon-1', acceptsMarketing: false });
  });

  it('keeps the sign-in when check-customer fails, reporting it', async () => {
    const { runtime, errors } = setup();
    server.use(jsonHandler('post', '/member/check-customer', () => new Response('{}', { status: 500 })));
    await runtime.session.start();
    const result = await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(result.customerId).toBeNull();
    expect(runtime.store.auth.isSignedIn).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('reports a signed-in email that differs from the page customer', async () => {
    const { runtime, errors } = setup({ initData: { customer: { customerId: 'cust-1', email: 'someone@else.com' } } });
    await runtime.session.start();
    await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(errors.map(String)).toContain('Error: Detected mismatch between Status user and Shopify user');
  });

  it('does not link the cart of an identified user', async () => {
    const { runtime, env } = setup();
    await runtime.session.start();
    await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(env.cartPosts).toHaveLength(1); // only the anonymous one
  });
});
