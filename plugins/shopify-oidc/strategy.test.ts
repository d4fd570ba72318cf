// @vitest-environment node
// The OpenID Connect shop login strategy on its own: a form post of the ID token to the API's /oidc/session,
// returning to the store's customer-account login with the shopper's e-mail as login_hint and this page.
import { describe, expect, it } from 'vitest';
import { ShopLoginError } from '../../runtime/public.ts';
import { createOidcStrategy } from './strategy.ts';

function setup(token: string | null = 'id-token', apiBaseUrl: string | null = 'https://api.status.test') {
  const posts: { action: string; fields: Record<string, string> }[] = [];
  const strategy = createOidcStrategy({
    getToken: async () => token,
    apiBaseUrl: () => apiBaseUrl,
    origin: () => 'https://shop.test',
    submit: (action, fields) => void posts.push({ action, fields }),
  });
  const login = (returnUrl = 'https://shop.test/products/hoodie?x=1#status-orders') =>
    strategy.login({ customerId: 'c-1', email: 'jane@example.com', returnUrl, attempt: 1 });
  return { posts, login };
}

describe('shopify-oidc strategy', () => {
  it("posts the ID token to the API's /oidc/session, back to the store's customer-account login", async () => {
    const { posts, login } = setup();
    await expect(login()).resolves.toBe('redirecting');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.action).toBe('https://api.status.test/oidc/session');
    expect(posts[0]!.fields.id_token).toBe('id-token');
    const back = new URL(posts[0]!.fields.return_to!);
    expect(back.origin + back.pathname).toBe('https://shop.test/customer_authentication/login');
    expect(back.searchParams.get('login_hint')).toBe('jane@example.com');
    expect(back.searchParams.get('return_to')).toBe('/products/hoodie?x=1#status-orders');
  });

  it('keeps an API mounted under a path, and returns only to a path of the store', async () => {
    const { posts, login } = setup('id-token', 'https://status.test/api/');
    await login('https://evil.example/steal');
    expect(posts[0]!.action).toBe('https://status.test/api/oidc/session');
    expect(new URL(posts[0]!.fields.return_to!).searchParams.get('return_to')).toBe('/');
  });

  it('fails without a signed-in user or an API URL, posting nothing', async () => {
    const none = setup(null);
    await expect(none.login()).rejects.toBeInstanceOf(ShopLoginError);
    const noApi = setup('id-token', null);
    await expect(noApi.login()).rejects.toBeInstanceOf(ShopLoginError);
    expect([...none.posts, ...noApi.posts]).toEqual([]);
  });
});
