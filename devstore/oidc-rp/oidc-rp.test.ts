// The devstore as Shopify's customer accounts with Status as the identity provider: a shopper with a Status
// session is logged in to the store by /customer_authentication/login without typing (the customer created when
// new); without one, the provider's own sign-in page asks (going back from it, the store's login page says
// why); another e-mail's login_hint does not log her in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailCode } from '../auth/test-tokens.ts';
import { type Devstore, startDevstore } from '../index.ts';
import { createClient } from '../storefront/test-storefront.ts';

let devstore: Devstore;
let dataDir: string;
const codes = new Map<string, string>();

async function idTokenFor(email: string): Promise<string> {
  const user = await signInWithEmailCode({
    apiUrl: devstore.apiUrl,
    authEmulatorHost: devstore.authEmulatorHost,
    shopId: 'demo-store',
    email,
    readCode: async (to) => codes.get(to.toLowerCase())!,
  });
  return user.idToken;
}

/** One browser: the API and the storefront are both 127.0.0.1, where cookies ignore the port, as here. */
function browser() {
  const store = createClient(devstore.storefrontUrl);
  const api = createClient(devstore.apiUrl);
  /** After a request by `from`, the other client sees the same cookies (set and deleted alike). */
  const share = (from: typeof api) => {
    const to = from === api ? store : api;
    to.cookies.clear();
    for (const [k, v] of from.cookies) to.cookies.set(k, v);
  };
  return {
    store,
    api,
    share,
    async statusSignIn(idToken: string) {
      const response = await api.request('/oidc/session', { method: 'POST', headers: { origin: devstore.storefrontUrl }, form: { id_token: idToken } });
      share(api);
      return response;
    },
    /** Follows redirects across both origins, as a browser does; returns the last response. */
    async follow(url: string) {
      let response: Response;
      let next = new URL(url, devstore.storefrontUrl).href;
      for (let i = 0; i < 8; i++) {
        const client = next.startsWith(devstore.apiUrl) ? api : store;
        response = await client.get(next);
        share(client);
        const location = response.headers.get('location');
        if (!location || response.status < 300 || response.status >= 400) return { response, url: next };
        next = new URL(location, next).href;
      }
      throw new Error('too many redirects');
    },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'status-oidc-rp-'));
  devstore = await startDevstore({
    dataDir,
    quiet: true,
    backup: false,
    onEmail: (mail) => {
      if (mail.code) codes.set(mail.to.toLowerCase(), mail.code);
    },
  });
}, 90_000);

afterAll(async () => {
  await devstore?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('/customer_authentication/login with Status as the identity provider', () => {
  it('logs a shopper with a Status session in to the store without a page', async () => {
    const b = browser();
    expect((await b.statusSignIn(await idTokenFor('jane@example.com'))).status).toBe(200);
    const { response, url } = await b.follow('/customer_authentication/login?login_hint=jane@example.com&return_to=/account');
    expect(new URL(url).pathname).toBe('/account');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-customer-email="jane@example.com"');
  });

  it('creates the store customer of a new e-mail, with the claims it has', async () => {
    const b = browser();
    await b.statusSignIn(await idTokenFor('newcomer@example.com'));
    const { url } = await b.follow('/customer_authentication/login?login_hint=newcomer@example.com&return_to=/collections/apparel');
    expect(new URL(url).pathname).toBe('/collections/apparel');
    const rows = await devstore.db.query("select id from customers where shop_id = 'demo-store' and email = 'newcomer@example.com'");
    expect(rows.length).toBe(1);
  });

  it("asks again without prompt=none: the provider's sign-in page, the e-mail pre-filled; backing out, the store's login", async () => {
    const b = browser();
    const { response, url } = await b.follow('/customer_authentication/login?login_hint=jane@example.com&return_to=/account');
    expect(new URL(url).pathname).toMatch(/^\/oidc\/sign-in\/[\w-]+$/);
    const page = await response.text();
    expect(page).toMatch(/<input id="email"[^>]*value="jane@example.com"/);
    expect(page).toContain('Status Demo Store');
    const abort = /<form method="post" action="([^"]+\/abort)"/.exec(page)![1]!;
    const back = await b.api.request(abort, { method: 'POST', headers: { origin: devstore.apiUrl } });
    b.share(b.api);
    const store = await b.follow(back.headers.get('location')!);
    expect(new URL(store.url).pathname).toBe('/customer_authentication/callback');
    const fallback = await store.response.text();
    expect(fallback).toContain('/account/login?return_url=%2Faccount');
    expect(fallback).not.toContain('data-customer-email="jane@example.com"');
  });

  it('does not log in as the session shopper for another e-mail', async () => {
    const b = browser();
    await b.statusSignIn(await idTokenFor('jane@example.com'));
    const { response, url } = await b.follow('/customer_authentication/login?login_hint=sam@example.com&return_to=/account');
    expect(new URL(url).pathname).toMatch(/^\/oidc\/sign-in\//);
    const page = await response.text();
    expect(page).toMatch(/<input id="email"[^>]*value="sam@example.com"/);
    expect(page).not.toContain('data-customer-email="jane@example.com"');
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const b = browser();
    const { response } = await b.follow('/customer_authentication/callback?code=forged&state=forged');
    expect(response.status).toBe(401);
  });

  it("signs out of the provider too when the store logs the shopper out (RP-initiated logout)", async () => {
    await devstore.db.query(`update shops set settings = settings || '{"oidcLogin":{"isActive":true}}'::jsonb where id = 'demo-store'`);
    try {
      const b = browser();
      await b.statusSignIn(await idTokenFor('jane@example.com'));
      await b.follow('/customer_authentication/login?login_hint=jane@example.com&return_to=/account');
      // The store's logout goes through the provider's end_session, whose page confirms by itself.
      const { response, url } = await b.follow('/account/logout');
      expect(url.startsWith(`${devstore.apiUrl}/oidc/session/end`)).toBe(true);
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
      const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      const confirm = await b.api.request(new URL(action, devstore.apiUrl).href, { method: 'POST', form: fields });
      b.share(b.api);
      expect(confirm.status).toBe(303);
      expect(confirm.headers.get('location')).toBe(`${devstore.storefrontUrl}/`);
      // The provider's session is gone: the next store login asks on the provider's sign-in page.
      const again = await b.follow('/customer_authentication/login?login_hint=jane@example.com&return_to=/account');
      expect(new URL(again.url).pathname).toMatch(/^\/oidc\/sign-in\//);
      expect(await again.response.text()).not.toContain('data-customer-email="jane@example.com"');
    } finally {
      await devstore.db.query(`update shops set settings = settings - 'oidcLogin' where id = 'demo-store'`);
    }
  });
});
