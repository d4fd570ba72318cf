// @vitest-environment node
// The app proxy strategy on its own: linked to the same customer → done; nobody logged in to the store → the
// store's login page with this page as return_url; another customer, an error answer or no token → failed.
import { describe, expect, it } from 'vitest';
import { ShopLoginError } from '../../runtime/public.ts';
import { createAppProxyStrategy } from './strategy.ts';

function setup(answer: { status?: number; body: unknown }, token: string | null = 'id-token') {
  const sent: { url: string; init: RequestInit }[] = [];
  const assigned: string[] = [];
  const strategy = createAppProxyStrategy({
    getToken: async () => token,
    origin: () => 'https://shop.test',
    assign: (url) => void assigned.push(url),
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  const login = (customerId: string | null = 'c-1', returnUrl = 'https://shop.test/products/hoodie?x=1#status-orders') =>
    strategy.login({ customerId, email: 'jane@example.com', returnUrl, attempt: 1 });
  return { strategy, sent, assigned, login };
}

describe('shopify-app-proxy strategy', () => {
  it('posts the ID token to the app proxy on the store origin; the same customer logged in → done', async () => {
    const { sent, assigned, login } = setup({ body: { linked: true, customerId: 'c-1' } });
    await expect(login()).resolves.toBe('done');
    expect(sent[0]!.url).toBe('https://shop.test/apps/status/link');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ idToken: 'id-token' });
    expect(assigned).toEqual([]);
  });

  it('nobody logged in to the store → the store login page, back to this page (same origin only)', async () => {
    const { assigned, login } = setup({ body: { linked: false, customerId: null } });
    await expect(login()).resolves.toBe('redirecting');
    expect(assigned).toEqual(['https://shop.test/account/login?return_url=%2Fproducts%2Fhoodie%3Fx%3D1%23status-orders']);
    await login('c-1', 'https://evil.example/steal');
    expect(assigned[1]).toBe('https://shop.test/account/login?return_url=%2F');
  });

  it('fails (to be retried) for another customer, an error answer, or no signed-in user', async () => {
    await expect(setup({ body: { linked: true, customerId: 'c-2' } }).login()).rejects.toBeInstanceOf(ShopLoginError);
    await expect(setup({ status: 403, body: { error: { code: 'email_mismatch' } } }).login()).rejects.toThrow('403');
    const none = setup({ body: {} }, null);
    await expect(none.login()).rejects.toBeInstanceOf(ShopLoginError);
    expect(none.sent).toEqual([]);
  });
});
