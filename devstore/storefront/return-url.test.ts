// Every storefront route that takes a return URL, tried with every hostile spelling of server/return-url-rule.cases.ts:
// /account/logout?return_url= (no sign-in needed), /account/login?return_url= (logged in: a redirect; logged
// out: the form's hidden field), the store login's POSTs and the Multipass token's return_to. Each answer
// must lead to the store's home ('/'), never to another host; store paths keep working.
import Multipassify from 'multipassify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../catalog/index.ts';
import { listInbox } from '../../server/inbox.ts';
import { acceptedReturnUrls, hostileReturnUrls } from '../../server/return-url-rule.cases.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

const secret = shops.find((s) => s.shopId === 'demo-store')!.multipassSecret!;
const multipass = (data: Record<string, string>) => new Multipassify(secret).encode({ email: 'return.tester@example.com', ...data });
const hiddenReturnUrl = (page: string) => /name="return_url" value="([^"]*)"/.exec(page)?.[1];

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
});
afterAll(() => store?.stop());

/** Runs `attempt` for every hostile value; the ones whose answer is not the store's home, as readable lines. */
async function tryAll(route: string, attempt: (value: string) => Promise<string | null | undefined>): Promise<string[]> {
  const cases = hostileReturnUrls(store.url);
  const wrong: string[] = [];
  let elsewhere = 0;
  for (const { name, value } of cases) {
    const target = await attempt(value);
    if (target?.startsWith('another origin') || target?.startsWith('//')) elsewhere++;
    if (target !== '/') wrong.push(`${name}: ${JSON.stringify(value.slice(0, 80))} → ${JSON.stringify(target?.slice(0, 80))}`);
  }
  console.info(
    `[return-url] storefront ${route}: ${cases.length} hostile return URLs tried, ${cases.length - wrong.length} sent home, ${elsewhere} led to another host`,
  );
  return wrong;
}

/** Also check where a browser would go: a Location that leaves the origin is the open redirect itself. */
function browserTarget(location: string | null): string | null {
  if (location === null) return null;
  const url = new URL(location, store.url);
  return url.origin === store.url ? location : `another origin: ${url.origin}`;
}

describe('return URLs on the storefront', () => {
  it('/account/logout?return_url= sends every hostile value home, without sign-in', async () => {
    const client = createClient(store.url);
    const wrong = await tryAll('/account/logout', async (value) => {
      const response = await client.get(`/account/logout?return_url=${encodeURIComponent(value)}`);
      expect(response.status).toBe(302);
      return browserTarget(response.headers.get('location'));
    });
    expect(wrong).toEqual([]);
    // The spellings as an attacker types them into a link, unencoded.
    for (const query of ['/.//evil.example/', '/%2e//evil.example/', `${store.url}//evil.example/`, '/%2e%2e//evil.example', '/\\evil.example']) {
      const response = await client.get(`/account/logout?return_url=${query}`);
      expect([query, response.headers.get('location')]).toEqual([query, '/']);
    }
  });

  it('/account/login?return_url= redirects a logged-in customer home, and puts home in a logged-out form', async () => {
    const loggedIn = createClient(store.url);
    expect((await loggedIn.get(`/account/login/multipass/${multipass({})}`)).status).toBe(302);
    const redirected = await tryAll('GET /account/login (logged in)', async (value) => {
      const response = await loggedIn.get(`/account/login?return_url=${encodeURIComponent(value)}`);
      expect(response.status).toBe(302);
      return browserTarget(response.headers.get('location'));
    });
    expect(redirected).toEqual([]);

    const guest = createClient(store.url);
    const inForm = await tryAll('GET /account/login (form)', async (value) => {
      const response = await guest.get(`/account/login?return_url=${encodeURIComponent(value)}`);
      return hiddenReturnUrl(await response.text());
    });
    expect(inForm).toEqual([]);
  });

  it('the store login\'s POSTs carry home on, and its code redirects there', async () => {
    const client = createClient(store.url);
    const email = 'store.login.return@example.com';
    const codeStep = await tryAll('POST /account/login', async (value) => {
      const response = await client.postForm('/account/login', { email, return_url: value });
      return hiddenReturnUrl(await response.text());
    });
    expect(codeStep).toEqual([]);

    const afterCode = await tryAll('POST /account/login/code', async (value) => {
      await client.postForm('/account/login', { email, return_url: '/account' });
      const [mail] = await listInbox(store.db, { to: email, limit: 1 });
      const response = await client.postForm('/account/login/code', { email, code: mail!.code!, return_url: value });
      expect(response.status).toBe(302);
      return browserTarget(response.headers.get('location'));
    });
    expect(afterCode).toEqual([]);
  });

  it('the Multipass token\'s return_to sends every hostile value home', async () => {
    const client = createClient(store.url);
    const wrong = await tryAll('/account/login/multipass (return_to)', async (value) => {
      const response = await client.get(`/account/login/multipass/${multipass({ return_to: value })}`);
      expect(response.status).toBe(302);
      return browserTarget(response.headers.get('location'));
    });
    expect(wrong).toEqual([]);
  });

  it('keeps store paths and same-origin URLs working on every route', async () => {
    const loggedIn = createClient(store.url);
    await loggedIn.get(`/account/login/multipass/${multipass({})}`);
    for (const { value, path } of acceptedReturnUrls(store.url)) {
      const login = await loggedIn.get(`/account/login?return_url=${encodeURIComponent(value)}`);
      expect([value, login.headers.get('location')]).toEqual([value, path]);
      const viaToken = await createClient(store.url).get(`/account/login/multipass/${multipass({ return_to: value })}`);
      expect([value, viaToken.headers.get('location')]).toEqual([value, path]);
      const logout = await createClient(store.url).get(`/account/logout?return_url=${encodeURIComponent(value)}`);
      expect([value, logout.headers.get('location')]).toEqual([value, path]);
    }
    // Without a return URL: logout goes home, the store login to the account page.
    expect((await createClient(store.url).get('/account/logout')).headers.get('location')).toBe('/');
    expect((await loggedIn.get('/account/login')).headers.get('location')).toBe('/account');
  });
});
