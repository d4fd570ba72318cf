// The devstore playing Shopify's new customer accounts with Status as the shop's identity provider, through a
// certified relying party (openid-client): /customer_authentication/login?login_hint&return_to runs the code
// flow with PKCE and prompt=none against the API's /oidc, verifies the ID token, and logs the shopper in to the
// store (the customer created when new, as store-login.ts does). Without a Status session (login_required and
// the like) it asks again without prompt=none, as Shopify does: the provider's own sign-in page shows, and the
// shopper signs in there. The store's own login page takes over only when that fails too.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import type { Db } from '../../server/db/types.ts';
import { getShopClient, saveShopClient } from '../../server/oidc/clients.ts';
import { safeReturnTo } from '../storefront/account-routes.ts';
import type { StorefrontConfig, StorefrontEnv } from '../storefront/context.ts';
import { findOrCreateCustomer } from '../storefront/customers.ts';
import { renderPage } from '../storefront/page.ts';
import { sessionCookieName } from '../storefront/session.ts';

export const LOGIN_PATH = '/customer_authentication/login';
export const CALLBACK_PATH = '/customer_authentication/callback';
const STATE_COOKIE = 'devstore_oidc_state';
const PENDING_TTL_MS = 10 * 60_000;

export interface OidcRpOptions {
  /** The API's base URL: the issuer is `<apiUrl>/oidc`. */
  apiUrl: string;
  /** Opens the shops' client secrets (the devstore shares the API's database and key). */
  encryptionKey: Buffer;
}

interface Pending {
  shopId: string;
  verifier: string;
  nonce: string;
  returnTo: string;
  loginHint: string | null;
  /** Asked without prompt=none: the provider's sign-in page was shown, so no further fallback to it. */
  interactive: boolean;
  expires: number;
}

/** Every shop gets a client whose redirect URIs are this storefront's (what a merchant sets up in Shopify). */
export async function ensureDevstoreClients(db: Db, encryptionKey: Buffer, storefrontUrl: string): Promise<void> {
  const origin = new URL(storefrontUrl).origin;
  const shops = await db.query<{ id: string }>('select id from shops order by id');
  for (const { id } of shops) {
    const existing = await getShopClient({ db, encryptionKey }, id);
    const redirectUris = [`${origin}${CALLBACK_PATH}`];
    const postLogoutRedirectUris = [`${origin}/`];
    if (existing && existing.redirectUris.join() === redirectUris.join() && existing.postLogoutRedirectUris.join() === postLogoutRedirectUris.join()) continue;
    await saveShopClient({ db, encryptionKey }, id, { redirectUris, postLogoutRedirectUris });
  }
}

export function oidcRpRoutes(config: StorefrontConfig, opts: OidcRpOptions): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  const issuer = new URL(`${opts.apiUrl.replace(/\/+$/, '')}/oidc`);
  /** Flows under way, by state (in memory: a restart asks the shopper to log in again). */
  const pending = new Map<string, Pending>();

  async function configFor(db: Db, shopId: string): Promise<oidc.Configuration | null> {
    const client = await getShopClient({ db, encryptionKey: opts.encryptionKey }, shopId);
    if (!client) return null;
    // http://127.0.0.1 is the devstore's API; Shopify talks to https only.
    const insecure = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    return oidc.discovery(issuer, client.clientId, undefined, oidc.ClientSecretBasic(client.clientSecret), insecure);
  }

  const redirectUri = (c: Context<StorefrontEnv>) => `${new URL(c.req.url).origin}${CALLBACK_PATH}`;

  /** The store's own login page, saying why the sign-in through Status did not happen. */
  const fallback = (c: Context<StorefrontEnv>, returnTo: string, loginHint: string | null, reason: 'login_required' | 'failed') =>
    renderPage(c, config, {
      title: (t) => t.storeLogin,
      template: 'customers/login',
      ...(reason === 'failed' ? { status: 401 as const } : {}),
      body: (t) => html`<h1>${t.storeLogin}</h1>
        <p role="status">${reason === 'login_required'
          ? html`You are not signed in to your account${loginHint ? html` as <strong>${loginHint}</strong>` : ''} yet, so we could not sign you in automatically. Log in with a code instead, or sign in with the account button first.`
          : 'Signing in through your account did not work. Log in with a code instead.'}</p>
        <p><a class="button" href="/account/login?return_url=${encodeURIComponent(returnTo)}">${t.storeLogin}</a></p>`,
    });

  app.get(LOGIN_PATH, async (c) => {
    const shop = c.get('shop');
    const returnTo = safeReturnTo(c.req.query('return_to') ?? '/account', new URL(c.req.url).origin);
    const hint = c.req.query('login_hint')?.trim().toLowerCase() || null;
    const rp = await configFor(config.db, shop.shopId).catch((error: unknown) => {
      console.warn(`[devstore oidc] discovery failed: ${(error as Error).message}`);
      return null;
    });
    if (!rp) return fallback(c, returnTo, hint, 'failed');
    return authorize(c, rp, { shopId: shop.shopId, returnTo, loginHint: hint, interactive: false });
  });

  /** A new authorization request (PKCE, state, nonce), with prompt=none unless `interactive`. */
  async function authorize(c: Context<StorefrontEnv>, rp: oidc.Configuration, flow: Pick<Pending, 'shopId' | 'returnTo' | 'loginHint' | 'interactive'>) {
    for (const [key, entry] of pending) if (entry.expires < Date.now()) pending.delete(key);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    pending.set(state, { ...flow, verifier, nonce, expires: Date.now() + PENDING_TTL_MS });
    // The state is bound to this browser too: a callback from another browser is refused.
    setCookie(c, STATE_COOKIE, state, { path: CALLBACK_PATH, httpOnly: true, sameSite: 'Lax', maxAge: PENDING_TTL_MS / 1000 });
    const url = oidc.buildAuthorizationUrl(rp, {
      redirect_uri: redirectUri(c),
      scope: 'openid email profile phone',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(flow.interactive ? {} : { prompt: 'none' }),
      ...(flow.loginHint ? { login_hint: flow.loginHint } : {}),
    });
    return c.redirect(url.href, 302);
  }

  app.get(CALLBACK_PATH, async (c) => {
    const state = c.req.query('state') ?? '';
    const entry = pending.get(state);
    const cookieState = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
    if (!entry || entry.expires < Date.now() || cookieState !== state) return fallback(c, '/account', null, 'failed');
    pending.delete(state);
    const error = c.req.query('error');
    if (error) {
      const needsLogin = ['login_required', 'interaction_required', 'consent_required', 'account_selection_required'].includes(error);
      const rp = needsLogin && !entry.interactive ? await configFor(config.db, entry.shopId).catch(() => null) : null;
      if (rp) return authorize(c, rp, { ...entry, interactive: true });
      return fallback(c, entry.returnTo, entry.loginHint, needsLogin ? 'login_required' : 'failed');
    }
    try {
      const rp = await configFor(config.db, entry.shopId);
      if (!rp) return fallback(c, entry.returnTo, entry.loginHint, 'failed');
      const tokens = await oidc.authorizationCodeGrant(rp, new URL(c.req.url), {
        pkceCodeVerifier: entry.verifier,
        expectedState: state,
        expectedNonce: entry.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : null;
      // Only a verified e-mail names a customer; a login_hint the provider answered for someone else is refused.
      if (!claims || !email || claims.email_verified !== true || (entry.loginHint && entry.loginHint !== email)) {
        return fallback(c, entry.returnTo, entry.loginHint, 'failed');
      }
      const customer = await findOrCreateCustomer(config.db, entry.shopId, {
        email,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      });
      const session = { shopId: entry.shopId, customerId: customer.customerId, email: customer.email, firstName: customer.firstName ?? null };
      setCookie(c, sessionCookieName(entry.shopId), config.sessions.encode(session), { path: '/', httpOnly: true, sameSite: 'Lax' });
      return c.redirect(entry.returnTo, 302);
    } catch (failure) {
      console.warn(`[devstore oidc] sign-in failed: ${(failure as Error).message}`);
      return fallback(c, entry.returnTo, entry.loginHint, 'failed');
    }
  });

  // RP-initiated logout, as Shopify's customer-account logout does it: the provider ends its session and sends
  // the browser back to the storefront's home (the registered post-logout URI).
  app.get('/customer_authentication/logout', async (c) => {
    const shop = c.get('shop');
    deleteCookie(c, sessionCookieName(shop.shopId), { path: '/' });
    const rp = await configFor(config.db, shop.shopId).catch(() => null);
    if (!rp) return c.redirect('/', 302);
    const url = oidc.buildEndSessionUrl(rp, { client_id: rp.clientMetadata().client_id, post_logout_redirect_uri: `${new URL(c.req.url).origin}/` });
    return c.redirect(url.href, 302);
  });

  return app;
}
