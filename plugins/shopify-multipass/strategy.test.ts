// @vitest-environment node
// The Multipass strategy against the API (msw): redirect on success, key-missing on 401, failures retried.
import { describe, expect, it, beforeEach, afterEach, vi } from 'vitest';
import { createTestRuntime } from '../../runtime/testing/runtime.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createFakeSessionEnv } from '../../runtime/testing/session.ts';
import { createShopifyMultipassPlugin } from './index.ts';
import type { PluginDefinition } from '../../runtime/plugin.ts';

// Reports are logged with console.error; the tests assert on them through onError instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const logins: RecordedRequest[] = [];
const server = createTestServer(
  jsonHandler('post', '/member/check-customer', () => ({ customerId: 'cust-7', email: 'jane@example.com' })),
  jsonHandler('post', '/member/test-shop/shopify/login', () => ({ url: 'https://shop.test/account/login/multipass/tok' }), (r) => logins.push(r)),
);

async function signIn() {
  const assigned: string[] = [];
  const env = createFakeSessionEnv({ href: 'https://shop.test/collections/all#status-verify' });
  const runtime = createTestRuntime({ sessionEnv: env, plugins: [createShopifyMultipassPlugin({ assign: (url) => void assigned.push(url) }) as PluginDefinition<never>] });
  await runtime.start();
  await runtime.session.start();
  const result = await runtime.session.signInWithToken('jane@example.com', 'otp');
  return { runtime, result, assigned, env };
}

describe('shopify-multipass', () => {
  it('asks the API for the login URL with the return URL and sends the browser there', async () => {
    logins.length = 0;
    const { result, assigned } = await signIn();
    expect(result.shopLogin).toBe('redirecting');
    expect(logins[0]?.data).toEqual({ shopId: 'test-shop', customerId: 'cust-7', returnUrl: 'https://shop.test/collections/all' });
    expect(logins[0]?.request.headers.get('authorization')).toBe('Bearer token-user-jane@example.com');
    expect(assigned).toEqual(['https://shop.test/account/login/multipass/tok']);
  });

  it('never sends the browser to a javascript: (or other non-http) URL the API answered', async () => {
    for (const url of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', '//evil.example/x']) {
      server.use(jsonHandler('post', '/member/test-shop/shopify/login', () => ({ url })));
      const { result, assigned } = await signIn();
      expect(assigned).toEqual([]);
      expect(result.shopLogin).not.toBe('redirecting');
    }
    server.resetHandlers();
  });

  it('turns 401 multipass_key_missing into the key alert, without retrying', async () => {
    let calls = 0;
    server.use(jsonHandler('post', '/member/test-shop/shopify/login', () => (calls++, jsonError(401, 'multipass_key_missing', 'no key'))));
    const { runtime, result, assigned } = await signIn();
    expect(result.shopLogin).toBe('key-missing');
    expect(calls).toBe(1);
    expect(assigned).toEqual([]);
    expect(runtime.store.ui.alerts.map((a) => a.id)).toEqual(['shop-login-key-missing']);
  });

  it('retries other failures and gives up after five', async () => {
    let calls = 0;
    server.use(jsonHandler('post', '/member/test-shop/shopify/login', () => (calls++, jsonError(500, 'internal', 'boom'))));
    const { runtime, result, env } = await signIn();
    expect(result.shopLogin).toBe('failed');
    expect(calls).toBe(5);
    expect(env.sleeps).toHaveLength(4);
    expect(runtime.store.ui.alerts.map((a) => a.message)).toEqual(['You are currently not logged into Shopify']);
  });

  it('an answer without a url is a failure', async () => {
    server.use(jsonHandler('post', '/member/test-shop/shopify/login', () => ({})));
    const { result, assigned } = await signIn();
    expect(result.shopLogin).toBe('failed');
    expect(assigned).toEqual([]);
  });
});
