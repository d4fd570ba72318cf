// The OpenID Connect provider over HTTP: discovery and JWKS, the code flow with PKCE and prompt=none as Shopify
// runs it (openid-client as the relying party), and every refusal (redirect URI, secret, code reuse, PKCE,
// expired session, login_hint of another e-mail), logout, rotation, and what is stored at rest.
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uidForEmail } from '../auth/uid';
import { type Harness, STOREFRONT, startHarness, storefrontUrl } from '../test-harness';
import { redactCustomer, redactShop } from '../compliance';
import { startApi } from '../server';
import { saveShopClient, type ShopClient } from './clients';
import { rotateKeys } from './keys';

const encryptionKey = randomBytes(32);
const REDIRECT = `${STOREFRONT}/demo-store/customer_authentication/callback`;
const AFTER_LOGOUT = `${STOREFRONT}/demo-store/`;
const JANE = 'jane@example.com';
const ADMIN_TOKEN = randomBytes(24).toString('base64url');

let h: Harness;
let shopClient: ShopClient;
let issuer: string;
let janeToken: string;

/** A browser's cookies, enough for one host (paths ignored). */
class Jar {
  cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function get(url: string, jar: Jar): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(response);
  return response;
}

/** POST /oidc/session as the widget's form post from the storefront. */
function establish(jar: Jar, idToken: string, origin = STOREFRONT): Promise<Response> {
  return postIdToken(`${issuer}/session`, jar, idToken, origin);
}

/** A browser's form post of an ID token (the widget's to /oidc/session, the sign-in page's to …/complete). */
async function postIdToken(url: string, jar: Jar, idToken: string, origin: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ id_token: idToken }),
  });
  jar.take(response);
  return response;
}

async function pkce() {
  const verifier = client.randomPKCECodeVerifier();
  return { verifier, challenge: await client.calculatePKCECodeChallenge(verifier) };
}

function authUrl(params: Record<string, string>): string {
  const url = new URL(`${issuer}/auth`);
  const all = { client_id: shopClient.clientId, response_type: 'code', scope: 'openid email profile phone', redirect_uri: REDIRECT, state: 's1', ...params };
  for (const [k, v] of Object.entries(all)) if (v !== '') url.searchParams.set(k, v);
  return url.href;
}

/** Follows the provider's own redirects; stops at the first one that leaves it (or at a page). */
async function authorize(jar: Jar, params: Record<string, string>): Promise<Response> {
  let response = await get(authUrl(params), jar);
  for (let i = 0; i < 5 && response.status >= 300 && response.status < 400; i++) {
    const location = new URL(response.headers.get('location')!, issuer).href;
    if (!location.startsWith(issuer)) break;
    response = await get(location, jar);
  }
  return response;
}

function redirectParams(response: Response): URLSearchParams {
  expect(response.status, 'a redirect back to the relying party').toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  const location = response.headers.get('location')!;
  expect(location.startsWith(REDIRECT)).toBe(true);
  return new URL(location).searchParams;
}

async function token(body: Record<string, string>, secret = shopClient.clientSecret): Promise<{ status: number; body: any }> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(shopClient.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, ...body }),
  });
  return { status: response.status, body: await response.json() };
}

/** A signed-in jar and a code for Jane. */
async function janeCode(): Promise<{ jar: Jar; code: string; verifier: string }> {
  const jar = new Jar();
  expect((await establish(jar, janeToken)).status).toBe(200);
  const { verifier, challenge } = await pkce();
  const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
  expect(params.get('error')).toBeNull();
  return { jar, code: params.get('code')!, verifier };
}

beforeAll(async () => {
  h = await startHarness({ api: { oidc: { encryptionKey, keyRefreshMs: 0 }, adminToken: ADMIN_TOKEN } });
  issuer = `${h.api.url}/oidc`;
  shopClient = await saveShopClient({ db: h.db, encryptionKey }, 'demo-store', { redirectUris: [REDIRECT], postLogoutRedirectUris: [AFTER_LOGOUT] });
  janeToken = (await h.signIn(JANE)).idToken;
}, 60_000);

afterAll(async () => {
  await h?.stop();
});

describe('discovery and keys', () => {
  it('publishes a discovery document openid-client accepts, with PKCE S256 and RP-initiated logout', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.token_endpoint_auth_methods_supported).toContain('client_secret_basic');
    expect(doc.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name', 'phone_number']));
    const config = await client.discovery(new URL(issuer), shopClient.clientId, undefined, client.ClientSecretBasic(shopClient.clientSecret), {
      execute: [client.allowInsecureRequests],
    });
    expect(config.serverMetadata().issuer).toBe(issuer);
  });

  it('publishes public keys only: the signing key and the next one', async () => {
    const doc = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBe(2);
    for (const key of jwks.keys) {
      expect(key.kty).toBe('RSA');
      expect(typeof key.kid).toBe('string');
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key[secret]).toBeUndefined();
    }
  });

  it('keeps private keys and client secrets sealed, not in plaintext', async () => {
    const keys = await h.db.query<{ private_jwk_sealed: string }>('select private_jwk_sealed from oidc_keys');
    expect(keys.length).toBeGreaterThan(0);
    for (const row of keys) {
      // The secret box's `v1.<iv>.<tag>.<ciphertext>`, base64url only: no JSON's braces, quotes or colons, and
      // no base64url of a JSON object ('eyJ', `{"`). A word like RSA can turn up in random base64url by chance.
      expect(row.private_jwk_sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
      expect(row.private_jwk_sealed.split('.')[3]!.startsWith('eyJ')).toBe(false);
    }
    const [clientRow] = await h.db.query<Record<string, unknown>>('select * from oidc_clients where shop_id = $1', ['demo-store']);
    expect(JSON.stringify(clientRow)).not.toContain(shopClient.clientSecret);
  });
});

describe('the code flow', () => {
  it('signs a shopper with a Status session in without a page (prompt=none, login_hint), through openid-client', async () => {
    const jar = new Jar();
    expect((await establish(jar, janeToken)).status).toBe(200);
    const config = await client.discovery(new URL(issuer), shopClient.clientId, undefined, client.ClientSecretBasic(shopClient.clientSecret), {
      execute: [client.allowInsecureRequests],
    });
    const { verifier, challenge } = await pkce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid email profile phone',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      prompt: 'none',
      login_hint: JANE,
    });
    const response = await get(url.href, jar);
    expect(response.status).toBe(303);
    const callback = new URL(response.headers.get('location')!);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    const claims = tokens.claims()!;
    expect(claims.sub).toMatch(/^[\w-]{43}$/); // pairwise: not the account id other shops could share
    expect(claims.sub).not.toBe(uidForEmail(JANE));
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo.sub).toBe(claims.sub);
    expect(claims.email).toBe(JANE);
    expect(claims.email_verified).toBe(true);
    expect(claims.given_name).toBe('Jane');
    expect(typeof claims.family_name).toBe('string');
    expect(claims.iss).toBe(issuer);
    expect(claims.aud).toBe(shopClient.clientId);
  });

  it('answers login_required without a session (prompt=none), and the sign-in page otherwise', async () => {
    const jar = new Jar();
    const { challenge } = await pkce();
    const none = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(none.get('error')).toBe('login_required');
    expect(none.get('state')).toBe('s1');
    const page = await authorize(jar, { login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in');
    // The e-mail pre-filled from login_hint; the shop's client secret nowhere in the page.
    expect(html).toMatch(/<input id="email"[^>]*value="jane@example.com"/);
    expect(html).not.toContain(shopClient.clientSecret);
    // A hostile login_hint is text in the page, never markup.
    const hostile = await authorize(new Jar(), { login_hint: '"><script>alert(1)</script>', code_challenge: challenge, code_challenge_method: 'S256' });
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.toContain('<script>alert(1)');
    expect(hostileHtml).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // Strict CSP: no inline script may run, and the page's script is served by the provider.
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' ");
    expect(csp).not.toContain('unsafe-inline');
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const served = await fetch(new URL(script, issuer));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('javascript');
    expect(await served.text()).toContain('/authentication/create-otc');
  });

  it("shows the page in the shop's language, with the shop's sign-in method", async () => {
    const de = await saveShopClient({ db: h.db, encryptionKey }, 'demo-store-de', { redirectUris: [`${STOREFRONT}/demo-store-de/customer_authentication/callback`] });
    const { challenge } = await pkce();
    const url = new URL(authUrl({ code_challenge: challenge, code_challenge_method: 'S256' }));
    url.searchParams.set('client_id', de.clientId);
    url.searchParams.set('redirect_uri', `${STOREFRONT}/demo-store-de/customer_authentication/callback`);
    const jar = new Jar();
    let response = await get(url.href, jar);
    while (response.status >= 300 && response.status < 400) response = await get(new URL(response.headers.get('location')!, issuer).href, jar);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Anmeldelink anfordern'); // the German shop signs in by link
    expect(html).not.toContain('id="google"'); // and has Google off
    await h.db.query("delete from oidc_clients where shop_id = 'demo-store-de'");
  });

  it("finishes the authorization with the sign-in page's ID token, and only with a verified one from its own origin", async () => {
    const jar = new Jar();
    const { verifier, challenge } = await pkce();
    const page = await authorize(jar, { login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' });
    const complete = /<form id="complete" method="post" action="([^"]+)"/.exec(await page.text())![1]!;
    const post = (idToken: string, origin = new URL(issuer).origin) => postIdToken(new URL(complete, issuer).href, jar, idToken, origin);
    expect((await post(janeToken, 'https://evil.example')).status).toBe(403);
    expect((await post((await h.anonymous()).idToken)).status).toBe(403);
    expect((await post('not-a-token')).status).toBe(401);
    const finished = await post(janeToken);
    expect(finished.status).toBe(303);
    let response = await get(new URL(finished.headers.get('location')!, issuer).href, jar);
    for (let i = 0; i < 5 && !response.headers.get('location')?.startsWith(REDIRECT); i++) response = await get(new URL(response.headers.get('location')!, issuer).href, jar);
    const params = redirectParams(response);
    expect(params.get('error')).toBeNull();
    const tokens = await token({ code: params.get('code')!, code_verifier: verifier });
    expect(tokens.status).toBe(200);
    const claims = JSON.parse(Buffer.from(tokens.body.id_token.split('.')[1], 'base64url').toString());
    expect(claims.email).toBe(JANE);
    // The page's sign-in is a provider session too: prompt=none now answers with a code.
    const again = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(again.get('code')).toBeTruthy();
  });

  it('never shows a page for prompt=none: with, without and with another shopper session, it redirects', async () => {
    const { challenge } = await pkce();
    const signedIn = new Jar();
    await establish(signedIn, janeToken);
    for (const jar of [new Jar(), signedIn]) {
      for (const hint of [JANE, 'sam@example.com', '']) {
        const response = await authorize(jar, { prompt: 'none', login_hint: hint, code_challenge: challenge, code_challenge_method: 'S256' });
        expect(response.status).toBe(303);
        redirectParams(response);
      }
    }
  });

  it('refuses a login_hint of another e-mail than the session', async () => {
    const jar = new Jar();
    await establish(jar, janeToken);
    const { challenge } = await pkce();
    const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: 'sam@example.com', code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(params.get('error')).toBe('login_required');
    expect(params.get('code')).toBeNull();
    // The login_hint is matched without regard to case, as e-mails are.
    const same = redirectParams(await authorize(jar, { prompt: 'none', login_hint: 'Jane@Example.com', code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(same.get('code')).toBeTruthy();
  });

  it('refuses an expired session', async () => {
    const jar = new Jar();
    await establish(jar, janeToken);
    const { challenge } = await pkce();
    h.setClockOffset(15 * 24 * 3600_000);
    try {
      const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
      expect(params.get('error')).toBe('login_required');
    } finally {
      h.setClockOffset(0);
    }
  });

  it('refuses a redirect URI the shop did not register, without redirecting to it', async () => {
    const jar = new Jar();
    await establish(jar, janeToken);
    const { challenge } = await pkce();
    const response = await authorize(jar, { prompt: 'none', redirect_uri: 'https://evil.example/callback', code_challenge: challenge, code_challenge_method: 'S256' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses a wrong client secret', async () => {
    const { code, verifier } = await janeCode();
    const wrong = await token({ code, code_verifier: verifier }, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
  });

  it('refuses a code used twice', async () => {
    const { code, verifier } = await janeCode();
    const first = await token({ code, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect(typeof first.body.id_token).toBe('string');
    const again = await token({ code, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const jar = new Jar();
    await establish(jar, janeToken);
    const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE }));
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a missing PKCE verifier', async () => {
    const { code } = await janeCode();
    const missing = await token({ code });
    expect(missing.status).toBe(400);
    expect(['invalid_grant', 'invalid_request']).toContain(missing.body.error);
  });

  it('refuses a wrong PKCE verifier', async () => {
    const { code } = await janeCode();
    const wrong = await token({ code, code_verifier: client.randomPKCECodeVerifier() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
  });
});

describe('the session', () => {
  it('is made only from a verified e-mail, posted from a storefront', async () => {
    const jar = new Jar();
    const anonymous = await h.anonymous();
    expect((await establish(jar, anonymous.idToken)).status).toBe(403);
    expect((await establish(jar, 'not.a.token')).status).toBe(401);
    expect((await establish(jar, janeToken, 'https://evil.example')).status).toBe(403);
    const notJson = await fetch(`${issuer}/session`, { method: 'POST', headers: { origin: STOREFRONT, 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
    const expired = await fetch(`${issuer}/sign-in/not-an-interaction`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('expired');
    expect(jar.cookies.size).toBe(0);
    // A form post with return_to on the storefront ends in a redirect there; one elsewhere is refused.
    const form = (returnTo: string) =>
      fetch(`${issuer}/session`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: STOREFRONT, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: janeToken, return_to: returnTo }),
      });
    const back = await form(`${STOREFRONT}/demo-store/customer_authentication/login?login_hint=${JANE}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${STOREFRONT}/demo-store/customer_authentication/login?login_hint=${JANE}`);
    expect(back.headers.getSetCookie().join(';')).toMatch(/status_oidc_session=.*httponly/i);
    expect(back.headers.getSetCookie().join(';')).toMatch(/samesite=lax/i);
    expect((await form('https://evil.example/')).status).toBe(400);
  });

  it('ends with a Status sign-out (POST /oidc/signout)', async () => {
    const { jar } = await janeCode();
    const out = await fetch(`${issuer}/signout`, { method: 'POST', redirect: 'manual', headers: { origin: STOREFRONT, cookie: jar.header() } });
    expect(out.status).toBe(200);
    const { challenge } = await pkce();
    // The old cookie no longer names a session.
    const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(params.get('error')).toBe('login_required');
  });

  it('ends with RP-initiated logout (Shopify signing the customer out)', async () => {
    const { jar, code, verifier } = await janeCode();
    const { body } = await token({ code, code_verifier: verifier });
    const end = new URL(`${issuer}/session/end`);
    end.searchParams.set('id_token_hint', body.id_token);
    end.searchParams.set('post_logout_redirect_uri', AFTER_LOGOUT);
    end.searchParams.set('state', 'bye');
    const page = await get(end.href, jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields.logout).toBe('yes');
    const oldCookies = new Jar();
    for (const [k, v] of jar.cookies) oldCookies.cookies.set(k, v);
    const confirm = await fetch(new URL(action, issuer), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams(fields),
    });
    jar.take(confirm);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${AFTER_LOGOUT}?state=bye`);
    const { challenge } = await pkce();
    // Ended on the server: the cookie kept from before the logout names no session either.
    for (const browserJar of [jar, oldCookies]) {
      const params = redirectParams(await authorize(browserJar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
      expect(params.get('error')).toBe('login_required');
    }
  });
});

describe('key rotation', () => {
  it('signs with the published next key after a rotation and keeps the old one published', async () => {
    const jwksUrl = new URL(`${issuer}/jwks`);
    const before = ((await (await fetch(jwksUrl)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    const first = await janeCode();
    const old = await token({ code: first.code, code_verifier: first.verifier });
    const oldKid = JSON.parse(Buffer.from(old.body.id_token.split('.')[0], 'base64url').toString()).kid as string;
    expect(before[0]).toBe(oldKid);

    const { rotated, currentKid } = await rotateKeys({ db: h.db, encryptionKey, now: () => new Date() }, { publishedForMs: 0 });
    expect(rotated).toBe(true);
    expect(before).toContain(currentKid); // it was published before it signs
    const after = ((await (await fetch(jwksUrl)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    expect(after).toContain(oldKid);
    expect(after).toContain(currentKid);
    expect(after.length).toBe(3);

    const second = await janeCode();
    const fresh = await token({ code: second.code, code_verifier: second.verifier });
    const newKid = JSON.parse(Buffer.from(fresh.body.id_token.split('.')[0], 'base64url').toString()).kid as string;
    expect(newKid).toBe(currentKid);
    const jwks = createRemoteJWKSet(jwksUrl);
    for (const idToken of [old.body.id_token, fresh.body.id_token]) {
      const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: shopClient.clientId });
      expect(payload.email).toBe(JANE);
    }
  });

  it('does not promote a next key published too recently', async () => {
    const result = await rotateKeys({ db: h.db, encryptionKey, now: () => new Date() });
    expect(result.rotated).toBe(false);
  });
});

describe('the merchant admin', () => {
  it('shows the values to paste into Shopify, and sets the redirect URIs', async () => {
    expect((await h.call('GET', '/admin/shops/demo-store/identity-provider')).status).toBe(401);
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const shown = await h.call('GET', '/admin/shops/demo-store/identity-provider', { headers: auth });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body).toMatchObject({
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      clientId: shopClient.clientId,
      clientSecret: shopClient.clientSecret,
      redirectUris: [REDIRECT],
    });
    const none = await h.call('GET', '/admin/shops/demo-store-de/identity-provider', { headers: auth });
    expect(none.body.clientId).toBeNull();
    const made = await h.call('PUT', '/admin/shops/demo-store-de/identity-provider', {
      headers: auth,
      data: { redirectUris: ['https://shopify.com/authentication/1/login/external/callback'] },
    });
    expect(made.status).toBe(200);
    expect(made.body.clientId).toMatch(/^status_/);
    expect(made.body.clientSecret.length).toBeGreaterThan(30);
    const bad = await h.call('PUT', '/admin/shops/demo-store-de/identity-provider', { headers: auth, data: { redirectUris: ['http://evil.example/cb'] } });
    expect(bad.status).toBe(400);
    const rotated = await h.call('PUT', '/admin/shops/demo-store-de/identity-provider', {
      headers: auth,
      data: { redirectUris: ['https://shopify.com/authentication/1/login/external/callback'], rotateSecret: true },
    });
    expect(rotated.body.clientId).toBe(made.body.clientId);
    expect(rotated.body.clientSecret).not.toBe(made.body.clientSecret);
  });
});

describe('two API processes on one database', () => {
  it('share sessions, codes and keys: a session made on one signs in through the other', async () => {
    // The second process is configured with the same public issuer, as every instance behind PUBLIC_URL is.
    const other = await startApi({
      db: h.db,
      storefrontOrigins: [STOREFRONT],
      authEmulatorHost: h.emulator.host,
      projectId: h.emulator.projectId,
      storefrontUrl,
      log: () => undefined,
      oidc: { encryptionKey, issuer, keyRefreshMs: 0 },
    });
    try {
      const jar = new Jar();
      const made = await fetch(`${other.url}/oidc/session`, {
        method: 'POST',
        headers: { origin: STOREFRONT, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: janeToken }),
      });
      jar.take(made);
      expect(made.status).toBe(200);
      const { verifier, challenge } = await pkce();
      // The authorization on the first process finds the session the second one made.
      const params = redirectParams(await authorize(jar, { prompt: 'none', login_hint: JANE, code_challenge: challenge, code_challenge_method: 'S256' }));
      const code = params.get('code')!;
      expect(code).toBeTruthy();
      // And the second one redeems the code the first one issued, signing with the same key.
      const response = await fetch(`${other.url}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${shopClient.clientId}:${shopClient.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, code, code_verifier: verifier }),
      });
      expect(response.status).toBe(200);
      const { id_token } = (await response.json()) as { id_token: string };
      const { payload } = await jwtVerify(id_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: shopClient.clientId });
      expect(payload.email).toBe(JANE);
    } finally {
      await other.close();
    }
  });
});

describe('limits', () => {
  it("counts session posts against the shopper's write limit (429 with Retry-After past it)", async () => {
    const sam = await h.signIn('sam@example.com');
    let limited: Response | null = null;
    for (let i = 0; i < 70 && !limited; i++) {
      const response = await establish(new Jar(), sam.idToken);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});

describe('pairwise subjects', () => {
  it('gives a shopper the same sub at one shop every time, and another at each other shop', async () => {
    const deRedirect = `${STOREFRONT}/demo-store-de/customer_authentication/callback`;
    const de = await saveShopClient({ db: h.db, encryptionKey }, 'demo-store-de', { redirectUris: [deRedirect] });
    try {
      const { jar } = await janeCode();
      /** Jane's ID token's sub through the shop's client (the session in `jar`). */
      const subAt = async (shop: ShopClient, redirectUri: string) => {
        const { verifier, challenge } = await pkce();
        const url = new URL(authUrl({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }));
        url.searchParams.set('client_id', shop.clientId);
        url.searchParams.set('redirect_uri', redirectUri);
        const code = new URL((await get(url.href, jar)).headers.get('location')!).searchParams.get('code')!;
        const response = await fetch(`${issuer}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${shop.clientId}:${shop.clientSecret}`).toString('base64')}` },
          body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: redirectUri, code, code_verifier: verifier }),
        });
        const body = (await response.json()) as { id_token: string };
        return JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()).sub as string;
      };
      const first = await subAt(shopClient, REDIRECT);
      expect(await subAt(shopClient, REDIRECT)).toBe(first);
      const other = await subAt(de, deRedirect);
      expect(other).toMatch(/^[\w-]{43}$/);
      expect(other).not.toBe(first);
    } finally {
      await h.db.query("delete from oidc_clients where shop_id = 'demo-store-de'");
    }
  });
});

describe('customers/redact', () => {
  it("removes the provider's account, sessions and this shop's grants for the address, and nobody else's", async () => {
    const email = 'redact.me@example.com';
    const mine = new Jar();
    expect((await establish(mine, (await h.signIn(email)).idToken)).status).toBe(200);
    const { verifier, challenge } = await pkce();
    const code = redirectParams(await authorize(mine, { prompt: 'none', login_hint: email, code_challenge: challenge, code_challenge_method: 'S256' })).get('code')!;
    expect((await token({ code, code_verifier: verifier })).status).toBe(200);
    const { jar: janes } = await janeCode();
    const account = uidForEmail(email);
    const rowsOf = async (id: string) =>
      (await h.db.query<{ n: number }>("select count(*)::int as n from oidc_models where id = $1 or payload::text like '%' || $1 || '%'", [id]))[0]!.n;
    expect(await rowsOf(account)).toBeGreaterThan(2); // account, session, grant, code, access token

    const removed = await redactCustomer(h.db, 'demo-store', { email: 'Redact.Me@example.com' });
    expect(removed.oidc_models).toBeGreaterThan(2);
    expect(await rowsOf(account)).toBe(0);
    // Her store login through Status no longer finds a session; Jane's still does.
    const again = await pkce();
    const hers = redirectParams(await authorize(mine, { prompt: 'none', login_hint: email, code_challenge: again.challenge, code_challenge_method: 'S256' }));
    expect(hers.get('error')).toBe('login_required');
    const jane = redirectParams(await authorize(janes, { prompt: 'none', login_hint: JANE, code_challenge: again.challenge, code_challenge_method: 'S256' }));
    expect(jane.get('code')).toBeTruthy();
  });
});

describe('shop/redact', () => {
  // Last in the file: it removes demo-store-de.
  it("removes the grants, codes and tokens of the shop's client, and keeps other shops'", async () => {
    const deRedirect = `${STOREFRONT}/demo-store-de/customer_authentication/callback`;
    const de = await saveShopClient({ db: h.db, encryptionKey }, 'demo-store-de', { redirectUris: [deRedirect] });
    const { jar } = await janeCode();
    const { challenge } = await pkce();
    const url = new URL(authUrl({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }));
    url.searchParams.set('client_id', de.clientId);
    url.searchParams.set('redirect_uri', deRedirect);
    expect(new URL((await get(url.href, jar)).headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const rowsOf = async (clientId: string) =>
      (await h.db.query<{ n: number }>("select count(*)::int as n from oidc_models where payload->>'clientId' = $1", [clientId]))[0]!.n;
    expect(await rowsOf(de.clientId)).toBeGreaterThan(0);
    const others = await rowsOf(shopClient.clientId);
    const removed = await redactShop(h.db, 'demo-store-de');
    expect(removed.oidc_models).toBeGreaterThan(0);
    expect(await rowsOf(de.clientId)).toBe(0);
    expect(await rowsOf(shopClient.clientId)).toBe(others);
  });
});
