// After an identified sign-in: shop login strategy with retries, alerts, redirect, returning customers and
// the reload rules.
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { createTestRuntime } from '../testing/runtime.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { LOGIN_RETURN_KEY } from './auth-record.ts';
import { createFakeSessionEnv } from '../testing/session.ts';
import { ShopLoginError, type ShopLoginRequest, type ShopLoginStrategy } from './shop-login.ts';

// Reports are logged with console.error; the tests assert on them through onError instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

createTestServer(jsonHandler('post', '/member/check-customer', ({ data }) => ({ customerId: 'cust-7', email: data?.customerEmail })));

let requests: ShopLoginRequest[] = [];
beforeEach(() => void (requests = []));

/** A strategy answering from a list of outcomes, one per attempt (an Error rejects). */
function strategy(...outcomes: ('redirecting' | 'done' | Error)[]): ShopLoginStrategy {
  return {
    id: 'test',
    async login(request) {
      requests.push(request);
      const next = outcomes.shift() ?? 'done';
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

function setup(settings: Record<string, unknown> = {}, href = 'https://shop.test/products/tee') {
  const env = createFakeSessionEnv({ href });
  const errors: unknown[] = [];
  const runtime = createTestRuntime({ sessionEnv: env, onError: (r) => errors.push(r.error), initData: { settings } });
  runtime.router.add({ name: 'orders', tab: true });
  runtime.router.add({ name: 'verify', authRequired: false });
  return { runtime, env, errors };
}

const signIn = async (runtime: ReturnType<typeof setup>['runtime'], options = {}) => {
  await runtime.session.start();
  return runtime.session.signInWithToken('jane@example.com', 'otp', options);
};

describe('shop login', () => {
  it('hands the strategy the customer and this page as the return URL, and marks the return', async () => {
    const { runtime, env } = setup();
    runtime.shopLogin.register(strategy('redirecting'));
    const result = await signIn(runtime);
    expect(result).toEqual({ customerId: 'cust-7', shopLogin: 'redirecting', next: null });
    expect(requests).toEqual([{ customerId: 'cust-7', email: 'jane@example.com', returnUrl: 'https://shop.test/products/tee', attempt: 1 }]);
    expect(JSON.parse(env.sessionStorage.getItem(LOGIN_RETURN_KEY)!)).toMatchObject({ uid: 'user-jane@example.com' });
  });

  it('drops the status hash of the page from the return URL', async () => {
    const { runtime } = setup({}, 'https://shop.test/?a=1#status-verify');
    runtime.shopLogin.register(strategy('redirecting'));
    await signIn(runtime);
    expect(requests[0]?.returnUrl).toBe('https://shop.test/?a=1');
  });

  it('is retried: five attempts in all', async () => {
    const { runtime, env, errors } = setup();
    runtime.shopLogin.register(strategy(new Error('1'), new Error('2'), new Error('3'), new Error('4'), 'redirecting'));
    const result = await signIn(runtime);
    expect(result.shopLogin).toBe('redirecting');
    expect(requests.map((r) => r.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(env.sleeps).toEqual([500, 1000, 1500, 2000]);
    expect(errors).toHaveLength(4);
  });

  it('after five failures: toast, alert, back to foryou', async () => {
    const { runtime, env } = setup();
    runtime.shopLogin.register(strategy(...Array.from({ length: 5 }, () => new Error('down'))));
    runtime.open('#status-verify');
    const result = await signIn(runtime);
    expect(result.shopLogin).toBe('failed');
    expect(requests).toHaveLength(5);
    expect(runtime.store.ui.toasts.map((t) => t.message)).toEqual(['Unable to log in to Shopify']);
    expect(runtime.store.ui.alerts.map((a) => a.message)).toEqual(['You are currently not logged into Shopify']);
    expect(runtime.router.current?.name).toBe('foryou');
    expect(env.sessionStorage.getItem(LOGIN_RETURN_KEY)).toBeNull();
    // The widget sign-in stands: the customer can use the widget.
    expect(runtime.store.customer?.customerId).toBe('cust-7');
  });

  it('a missing Multipass key shows the alert once, without retries', async () => {
    const { runtime } = setup();
    const key = () => new ShopLoginError('key-missing', 'no key');
    runtime.shopLogin.register(strategy(key(), key()));
    expect((await signIn(runtime)).shopLogin).toBe('key-missing');
    await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(requests).toHaveLength(2);
    expect(runtime.store.ui.alerts).toEqual([
      { id: 'shop-login-key-missing', tone: 'warning', message: 'The Multipass key is missing, so customers will not be logged in to Shopify.' },
    ]);
    expect(runtime.store.ui.toasts).toEqual([]);
  });

  it('is skipped when the page already shows this customer logged in to the shop', async () => {
    const env = createFakeSessionEnv();
    const runtime = createTestRuntime({ sessionEnv: env, initData: { customer: { customerId: 'cust-7', email: 'jane@example.com', firstName: 'Jane' } } });
    runtime.shopLogin.register(strategy('redirecting'));
    expect((await signIn(runtime)).shopLogin).toBe('skipped');
    expect(requests).toEqual([]);
    expect(runtime.store.customer).toEqual({ customerId: 'cust-7', email: 'jane@example.com', firstName: 'Jane' });
  });

  it('uses the most recently registered strategy', async () => {
    const { runtime } = setup();
    const first = { id: 'first', login: vi.fn(async () => 'done' as const) };
    runtime.shopLogin.register(first);
    const remove = runtime.shopLogin.register(strategy('done'));
    await signIn(runtime);
    expect(first.login).not.toHaveBeenCalled();
    remove();
    await runtime.session.signInWithToken('jane@example.com', 'otp');
    expect(first.login).toHaveBeenCalledTimes(1);
  });
});

describe('after the sign-in', () => {
  it('the remembered route travels in the return URL', async () => {
    const { runtime } = setup();
    runtime.shopLogin.register(strategy('redirecting'));
    runtime.open('#status-orders');
    await signIn(runtime);
    expect(requests[0]?.returnUrl).toBe('https://shop.test/products/tee#status-orders');
  });

  it('the remembered route is followed in the widget when the page stays', async () => {
    const { runtime } = setup();
    runtime.open('#status-orders');
    expect(runtime.router.current?.name).toBe('foryou');
    runtime.navigate('#status-verify');
    await signIn(runtime, { returnTo: '#status-foryou' });
    expect(runtime.router.current?.name).toBe('orders');
  });

  it('without a remembered route the widget goes where the form was', async () => {
    const { runtime } = setup();
    runtime.open('#status-verify');
    await signIn(runtime, { returnTo: '#status-orders' });
    expect(runtime.router.current?.name).toBe('orders');
  });

  it('returning customers: the widget opens again on the page the shop login returns to', async () => {
    const { runtime } = setup({ openForReturningCustomer: { isActive: true } });
    runtime.shopLogin.register(strategy('redirecting'));
    await signIn(runtime);
    expect(requests[0]?.returnUrl).toBe('https://shop.test/products/tee#status');
  });

  it('returning customers: without a page change the widget opens', async () => {
    const { runtime } = setup({ openForReturningCustomer: { isActive: true } });
    await signIn(runtime);
    expect(runtime.store.ui.isOpen).toBe(true);
    const off = setup();
    await signIn(off.runtime);
    expect(off.runtime.store.ui.isOpen).toBe(false);
  });

  it('the sign-in returns where the widget goes; the core follows it, auth does not drive the panel', async () => {
    const { runtime } = setup({ openForReturningCustomer: { isActive: true } });
    expect(await signIn(runtime, { returnTo: '#status-orders' })).toEqual({
      customerId: 'cust-7',
      shopLogin: 'skipped',
      next: { hash: '#status-orders', openTo: '#status-orders' },
    });
    expect(runtime.store.ui.isOpen).toBe(true);
    expect(runtime.router.current?.name).toBe('orders');
  });

  describe('reload rules', () => {
    // The core no longer reads a points group (each points plugin asks through the login hook, only while active):
    // an old-style group, even active, reloads nothing by itself.
    const points = { points: { isActive: true, link: '/pages/rewards', refreshOnRewardsPage: true } };
    const refresh = { loginRefresh: { isActive: true, alwaysRefresh: false, pagesToRefresh: ['/pages/vip'] } };

    it.each([
      ['a points group of the core (gone): no reload', points, 'https://shop.test/pages/rewards', 0],
      ['a loginRefresh page', refresh, 'https://shop.test/pages/vip/', 1],
      ['a page not in loginRefresh', refresh, 'https://shop.test/pages/other', 0],
      ['any page with alwaysRefresh', { loginRefresh: { isActive: true, alwaysRefresh: true } }, 'https://shop.test/', 1],
      ['inactive loginRefresh', { loginRefresh: { isActive: false, alwaysRefresh: true } }, 'https://shop.test/', 0],
      ['the login path, never', { loginRefresh: { isActive: true, alwaysRefresh: true } }, 'https://shop.test/account/login', 0],
    ])('%s', async (_name, settings, href, reloads) => {
      const { runtime, env } = setup(settings, href);
      await signIn(runtime);
      expect(env.reloads).toBe(reloads);
    });

    it('when a login tap asks for it (a points plugin on its rewards page), but never on the login path', async () => {
      for (const [href, reloads] of [['https://shop.test/pages/rewards', 1], ['https://shop.test/account/login', 0]] as const) {
        const { runtime, env } = setup({}, href);
        runtime.hooks.login.tap('points-test', (info) => info.reloadPage?.());
        await signIn(runtime);
        expect(env.reloads).toBe(reloads);
      }
    });

    it('not when the shop login already leaves the page', async () => {
      const { runtime, env } = setup({ loginRefresh: { isActive: true, alwaysRefresh: true } });
      runtime.shopLogin.register(strategy('redirecting'));
      await signIn(runtime);
      expect(env.reloads).toBe(0);
    });

    it('not for a restored session', async () => {
      const env = createFakeSessionEnv();
      const { createFakeAuthService } = await import('../testing/fake-auth.ts');
      const runtime = createTestRuntime({
        sessionEnv: env,
        auth: createFakeAuthService({ uid: 'u', email: 'jane@example.com', isAnonymous: false }),
        initData: { settings: { loginRefresh: { isActive: true, alwaysRefresh: true } } },
      });
      await runtime.session.start();
      await vi.waitFor(() => expect(runtime.store.customer?.customerId).toBe('cust-7'));
      expect(env.reloads).toBe(0);
    });
  });
});
