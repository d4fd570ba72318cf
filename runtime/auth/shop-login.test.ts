// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShopLoginRegistry, ShopLoginError } from './shop-login.ts';
import { runShopLogin } from './shop-login-run.ts';

const request = { customerId: 'c', email: 'e@x.co', returnUrl: 'https://shop.test/' };

describe('shop login strategies', () => {
  it('has none until a plugin registers one; the latest wins and removing restores the previous', () => {
    const registry = createShopLoginRegistry();
    expect(registry.current()).toBeNull();
    const a = { id: 'a', login: async () => 'done' as const };
    const b = { id: 'b', login: async () => 'done' as const };
    registry.register(a);
    const removeB = registry.register(b);
    expect(registry.current()).toBe(b);
    removeB();
    expect(registry.current()).toBe(a);
    expect(() => registry.register({ id: 'x' } as never)).toThrow(/login/);
  });

  it('skips without a strategy and never retries a missing key', async () => {
    expect(await runShopLogin({ strategy: null, request })).toEqual({ status: 'skipped' });
    let calls = 0;
    const result = await runShopLogin({
      strategy: { id: 's', login: async () => (calls++, Promise.reject(new ShopLoginError('key-missing', 'no key'))) },
      request,
      sleep: async () => {},
    });
    expect(result.status).toBe('key-missing');
    expect(calls).toBe(1);
  });

  it('retries plain failures up to five attempts and returns the last error', async () => {
    let calls = 0;
    const result = await runShopLogin({
      strategy: { id: 's', login: async () => Promise.reject(new Error(`fail ${++calls}`)) },
      request,
      sleep: async () => {},
    });
    expect(result).toMatchObject({ status: 'failed', attempts: 5 });
    expect(String((result as { error: unknown }).error)).toBe('Error: fail 5');
  });
});
