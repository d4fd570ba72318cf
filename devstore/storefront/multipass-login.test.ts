// Shop login with real Multipass tokens made by multipassify (an implementation independent of ours).
import Multipassify from 'multipassify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shops } from '../catalog/index.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

const secretOf = (shopId: string) => shops.find((s) => s.shopId === shopId)!.multipassSecret!;

/** window.StatusInitData as printed in a page. */
function initDataOf(page: string): Record<string, any> {
  const json = /window\.StatusInitData = (.*?);<\/script>/s.exec(page)?.[1];
  if (!json) throw new Error('no init data in page');
  return JSON.parse(json);
}

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
});
afterAll(() => store?.stop());

describe('/account/login/multipass/{token}', () => {
  it('logs the customer in, creates them by email and redirects to return_to', async () => {
    const client = createClient(store.url);
    expect(await (await client.get('/account')).text()).toContain('data-customer-email=""');

    const token = new Multipassify(secretOf('demo-store')).encode({
      email: 'New.Shopper@Example.com',
      first_name: 'Nova',
      return_to: '/collections/apparel',
    });
    const login = await client.get(`/account/login/multipass/${token}`);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/collections/apparel');

    expect(await (await client.get('/account')).text()).toContain('data-customer-email="new.shopper@example.com"');
    const [row] = await store.db.query<{ id: string; first_name: string }>(
      "select id, first_name from customers where shop_id = 'demo-store' and email = 'new.shopper@example.com'",
    );
    expect(row?.first_name).toBe('Nova');

    const init = initDataOf(await (await client.get('/')).text());
    expect(init.customerId).toBe(row!.id);
    expect(init.customer).toMatchObject({ customerId: row!.id, email: 'new.shopper@example.com', firstName: 'Nova' });

    const logout = await client.get('/account/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(await (await client.get('/account')).text()).toContain('data-customer-email=""');
    expect(initDataOf(await (await client.get('/')).text()).customerId).toBeNull();
  });

  it('logs an existing customer in again under the same id', async () => {
    const client = createClient(store.url);
    const encode = () => new Multipassify(secretOf('demo-store')).encode({ email: 'repeat@example.com' });
    await client.get(`/account/login/multipass/${encode()}`);
    const first = initDataOf(await (await client.get('/')).text()).customerId;
    await client.get('/account/logout');
    await client.get(`/account/login/multipass/${encode()}`);
    expect(initDataOf(await (await client.get('/')).text()).customerId).toBe(first);
  });

  it('picks the shop whose key opens the token, and ignores foreign return_to hosts', async () => {
    const client = createClient(store.url);
    const token = new Multipassify(secretOf('demo-store-de')).encode({ email: 'kunde@example.de', return_to: 'https://evil.example/steal' });
    const login = await client.get(`/account/login/multipass/${token}`);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
    const init = initDataOf(await (await client.get('/account')).text());
    expect(init).toMatchObject({ shopId: 'demo-store-de', customer: { email: 'kunde@example.de' } });
    // The English shop's session is separate.
    expect(initDataOf(await (await client.get('/?shop=demo-store')).text()).customerId).toBeNull();
  });

  it('refuses an expired token with a 401 page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60 * 1000);
    const token = new Multipassify(secretOf('demo-store')).encode({ email: 'late@example.com' });
    vi.useRealTimers();
    const client = createClient(store.url);
    const response = await client.get(`/account/login/multipass/${token}`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('<h1>Login failed</h1>');
    expect(client.cookies.has('customer_session_demo-store')).toBe(false);
  });

  it('refuses a tampered token and garbage with a 401 page', async () => {
    const token = new Multipassify(secretOf('demo-store')).encode({ email: 'victim@example.com' });
    const middle = Math.floor(token.length / 2);
    const tampered = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
    const client = createClient(store.url);
    expect((await client.get(`/account/login/multipass/${tampered}`)).status).toBe(401);
    expect((await client.get('/account/login/multipass/not-a-token')).status).toBe(401);
    expect(await (await client.get('/account')).text()).toContain('data-customer-email=""');
  });

  it('does not trust a forged session cookie', async () => {
    const client = createClient(store.url);
    const forged = Buffer.from(JSON.stringify({ shopId: 'demo-store', customerId: '1', email: 'x@example.com' })).toString('base64url');
    client.cookies.set('customer_session_demo-store', `${forged}.bad-signature`);
    expect(await (await client.get('/account')).text()).toContain('data-customer-email=""');
  });
});
