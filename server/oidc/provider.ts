// Status as an OpenID Connect provider (oidc-provider, a certified implementation) for Shopify's new customer
// accounts: a Plus store's login redirects to Shopify, Shopify sends an authorization request (often with
// prompt=none and login_hint), and a shopper signed in to Status is signed in to the store without typing.
// The provider's session is the shopper's Status session: the widget establishes it right after a sign-in
// (POST /oidc/session with the Firebase ID token) and a Status sign-out ends it (POST /oidc/signout).
// Mounted under /oidc of the API's node server (server.ts hands it the raw request before Hono).
import { createHmac, hkdfSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Account, Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import { type AuthAdmin, IdentityUnavailableError } from '../auth/admin';
import { normalizeEmail, uidForEmail } from '../auth/uid';
import type { Db } from '../db/types';
import { createAdapterClass, sweepExpired } from './adapter';
import { shopOfClient } from './clients';
import { ensureKeys, loadSigningKeys, rotateKeys } from './keys';
import { ASSETS_PATH, signInAssets } from './assets';
import { escapeHtml, signInPage, statusPage } from './pages';
import { type FirebaseWebConfig, renderSignInPage, type ShopLook, scriptTexts, signInPageCsp, signInTexts } from './sign-in-page';

export const OIDC_PREFIX = '/oidc';
const SCOPES = ['openid', 'email', 'profile', 'phone'];
const DAY = 24 * 3600;

/** What Shopify can import about a customer, from the store's customer of that e-mail (null: none, or unknown). */
export interface Profile {
  givenName: string | null;
  familyName: string | null;
  phone: string | null;
}

export interface OidcOptions {
  /** Seals the signing keys and client secrets at rest (STATUS_ENCRYPTION_KEY, secret-box.ts). */
  encryptionKey: Buffer;
  /** The issuer as relying parties see it (`<PUBLIC_URL>/oidc`); default the API's own URL + /oidc. */
  issuer?: string;
  /** How long the provider's session lasts after a Status sign-in (default 14 days, a Firebase session's order). */
  sessionTtlSeconds?: number;
  /** How often a process looks for rotated keys (default 60 s). */
  keyRefreshMs?: number;
  /** The signing key is replaced by the published next one after this long (default 90 days; 0: never by itself). */
  keyRotationMs?: number;
  /** The Firebase web config (public) the sign-in page signs in with; without it the page only explains. */
  firebase?: FirebaseWebConfig;
}

export interface OidcDeps {
  db: Db;
  auth: AuthAdmin;
  now: () => Date;
  /** Origins the widget's session and sign-out posts may come from, and their return_to may go to. */
  storefrontOrigins: string[];
  trustProxy: boolean;
  /** The store customer's names and phone for the shop's claims (errors and timeouts give none). */
  profile?: (shopId: string, email: string) => Promise<Profile | null>;
  /** Counts a session post against the shopper's write limit (rate-limit.ts); throws an HttpError past it. */
  limitWrites?: (uid: string) => Promise<void>;
  /** The shop's name, language and sign-in settings for the sign-in page (null: no such shop). */
  shopLook?: (shopId: string) => Promise<ShopLook | null>;
}

export interface OidcService {
  /** Serves a request under /oidc; false when the path is not the provider's. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sets the issuer from the API's URL once it listens (when OidcOptions.issuer is not given). */
  listening(apiUrl: string): void;
  /** The provider of the current keys (built on first use, rebuilt after a rotation). */
  provider(): Promise<Provider>;
  readonly issuer: string;
}

export function createOidcService(options: OidcOptions, deps: OidcDeps): OidcService {
  let issuer = options.issuer?.replace(/\/+$/, '') ?? '';
  const sessionTtl = options.sessionTtlSeconds ?? 14 * DAY;
  const keyRefreshMs = options.keyRefreshMs ?? 60_000;
  const allowedOrigins = new Set(deps.storefrontOrigins.map((o) => new URL(o).origin));
  // Cookie signing keys derived from the encryption key: every process signs and checks cookies alike.
  const cookieKey = Buffer.from(hkdfSync('sha256', options.encryptionKey, Buffer.alloc(0), 'status oidc cookies', 32)).toString('base64url');
  // The pairwise subjects' key, derived the same way: every process gives a shopper the same sub for a shop.
  const subjectKey = Buffer.from(hkdfSync('sha256', options.encryptionKey, Buffer.alloc(0), 'status oidc pairwise subject', 32));
  const keyDeps = { db: deps.db, encryptionKey: options.encryptionKey, now: deps.now };
  const Adapter = createAdapterClass(keyDeps);
  const accounts = new Adapter('Account');

  const keyRotationMs = options.keyRotationMs ?? 90 * DAY * 1000;
  let built: { provider: Provider; callback: ReturnType<Provider['callback']>; fingerprint: string; checkedAt: number } | null = null;
  let building: Promise<Provider> | null = null;
  let sweptAt = 0;

  /** Hourly upkeep on whichever process gets there: expired rows deleted, an old signing key rotated out. */
  async function upkeep(): Promise<void> {
    if (Date.now() - sweptAt < 3600_000) return;
    sweptAt = Date.now();
    await sweepExpired(deps.db, deps.now());
    if (keyRotationMs > 0) {
      const [current] = await deps.db.query<{ activated_at: Date | null }>("select activated_at from oidc_keys where state = 'current'");
      if (current?.activated_at && deps.now().getTime() - current.activated_at.getTime() > keyRotationMs) await rotateKeys(keyDeps);
    }
  }

  async function currentProvider(): Promise<Provider> {
    if (!issuer) throw new Error('the OIDC issuer is not known before the API listens');
    if (built && Date.now() - built.checkedAt < keyRefreshMs) return built.provider;
    building ??= (async () => {
      try {
        await ensureKeys(keyDeps);
        await upkeep().catch((error: unknown) => console.warn(`[devstore api] oidc upkeep failed: ${(error as Error).message}`));
        const { keys, fingerprint } = await loadSigningKeys(keyDeps);
        if (built && built.fingerprint === fingerprint) {
          built.checkedAt = Date.now();
          return built.provider;
        }
        // Loaded on the first /oidc request: a server whose shops never use the provider does not load it.
        const library = await import('oidc-provider');
        const provider = buildProvider(library, keys);
        built = { provider, callback: provider.callback(), fingerprint, checkedAt: Date.now() };
        return provider;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  /** The account's e-mail, kept beside the session (the token endpoint has no session to read it from). */
  async function emailOf(accountId: string): Promise<string | null> {
    const row = await accounts.find(accountId);
    return typeof row?.email === 'string' ? row.email : null;
  }

  function buildProvider(library: typeof import('oidc-provider'), keys: NonNullable<Configuration['jwks']>['keys']): Provider {
    const { interactionPolicy } = library;
    const policy = interactionPolicy.base();
    // A login_hint naming another e-mail than the session's must not sign in as the session's shopper: it asks
    // for a login (with prompt=none: the error login_required).
    policy.get('login')!.checks.add(
      new interactionPolicy.Check('login_hint_mismatch', 'login_hint names another account than the session', 'login_required', async (ctx) => {
        const hint = ctx.oidc.params?.login_hint;
        const accountId = ctx.oidc.session?.accountId;
        if (typeof hint !== 'string' || !hint || !accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        if (ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT; // just signed in on our page
        return uidForEmail(hint) === accountId ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
      }),
    );

    const configuration: Configuration = {
      adapter: Adapter,
      clients: [],
      jwks: { keys },
      cookies: {
        keys: [cookieKey],
        names: { session: 'status_oidc_session', interaction: 'status_oidc_interaction', resume: 'status_oidc_resume' },
        // Lax: the cookie is set and read on top-level navigations to the API (the widget's form post, Shopify's
        // redirect to the authorization endpoint), never by a cross-site fetch (server/README.md).
        long: { httpOnly: true, sameSite: 'lax', signed: true },
        short: { httpOnly: true, sameSite: 'lax', signed: true },
      },
      scopes: SCOPES,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
        phone: ['phone_number', 'phone_number_verified'],
      },
      // Each shop sees its own `sub` for a shopper (pairwise): two shops cannot match their customers by it.
      subjectTypes: ['pairwise'],
      async pairwiseIdentifier(_ctx, accountId, client) {
        const shopId = await shopOfClient(deps.db, client.clientId);
        if (!shopId) throw new Error(`no shop has the client ${client.clientId}`);
        return pairwiseSubject(subjectKey, shopId, accountId);
      },
      // Shopify reads the e-mail and names from the ID token: scope-requested claims go into it too.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      responseTypes: ['code'],
      clientDefaults: { grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'RS256' },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // Shopify's sign-out comes with id_token_hint: confirm it by itself (a button without JavaScript).
          async logoutSource(ctx, form) {
            ctx.type = 'html';
            ctx.body = statusPage(
              'Signing out',
              `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}<p>Signing you out…</p><button type="submit" form="op.logoutForm">Continue</button><script>document.getElementById('op.logoutForm').submit()</script>`,
            );
          },
          async postLogoutSuccessSource(ctx) {
            ctx.type = 'html';
            ctx.body = statusPage('Signed out', '<h1>Signed out</h1><p>You are signed out. You can close this page.</p>');
          },
        },
      },
      interactions: {
        policy,
        url: (_ctx, interaction) => `${OIDC_PREFIX}/sign-in/${interaction.uid}`,
      },
      ttl: {
        AuthorizationCode: 60,
        IdToken: 3600,
        AccessToken: 3600,
        Interaction: 600,
        Session: sessionTtl,
        Grant: sessionTtl,
      },
      async findAccount(ctx, sub): Promise<Account | undefined> {
        const email = await emailOf(sub);
        if (!email) return undefined;
        const clientId = ctx.oidc.client?.clientId;
        return {
          accountId: sub,
          async claims() {
            const shopId = clientId ? await shopOfClient(deps.db, clientId) : null;
            const profile = shopId && deps.profile ? await deps.profile(shopId, email).catch(() => null) : null;
            const name = [profile?.givenName, profile?.familyName].filter(Boolean).join(' ');
            return {
              sub,
              email,
              email_verified: true,
              ...(profile?.givenName ? { given_name: profile.givenName } : {}),
              ...(profile?.familyName ? { family_name: profile.familyName } : {}),
              ...(name ? { name } : {}),
              ...(profile?.phone ? { phone_number: profile.phone, phone_number_verified: false } : {}),
            };
          },
        };
      },
      // The merchant connected the shop's client: no consent screen; the grant covers every scope we offer.
      async loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) {
          const existing = await ctx.oidc.provider.Grant.find(grantId);
          if (existing && existing.accountId === session.accountId) return existing;
        }
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope(SCOPES.join(' '));
        await grant.save();
        return grant;
      },
      async renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = statusPage(
          'Sign-in error',
          `<h1>Sign-in did not work</h1><p>${escapeHtml(String(out.error_description ?? out.error ?? 'error'))}</p><p>Please go back to the store and try again.</p>`,
        );
      },
    };
    const provider = new library.default(issuer, configuration);
    provider.proxy = deps.trustProxy;
    return provider;
  }

  // --- the widget's session calls, and the sign-in page ------------------------------------------------------

  function allowedReturn(value: unknown): string | null {
    if (typeof value !== 'string' || !URL.canParse(value)) return null;
    const url = new URL(value);
    return allowedOrigins.has(url.origin) ? url.href : null;
  }

  /** A POST from a page of one of our storefronts (a browser always sends Origin on a cross-origin POST). */
  function fromStorefront(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return typeof origin === 'string' && allowedOrigins.has(origin);
  }

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 16_384) throw Object.assign(new Error('body too large'), { status: 413 });
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if ((req.headers['content-type'] ?? '').includes('application/json')) {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(text || '{}') as Record<string, unknown>;
      } catch {
        throw Object.assign(new Error('body: not JSON'), { status: 400 });
      }
      if (!parsed || typeof parsed !== 'object') throw Object.assign(new Error('body: not a JSON object'), { status: 400 });
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    }
    return Object.fromEntries(new URLSearchParams(text));
  }

  function reply(res: ServerResponse, status: number, body: unknown): void {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(body));
  }

  function done(res: ServerResponse, returnTo: string | null, body: unknown): void {
    if (returnTo) {
      res.statusCode = 303;
      res.setHeader('location', returnTo);
      res.setHeader('cache-control', 'no-store');
      res.end();
    } else reply(res, 200, body);
  }

  /**
   * The shopper of a posted ID token (a verified e-mail's), counted against their write limit and kept as the
   * provider's account; null when refused (the answer already sent).
   */
  async function signedInShopper(res: ServerResponse, idToken: string | undefined) {
    let user;
    try {
      user = await deps.auth.verifyIdToken(idToken ?? '');
    } catch (error) {
      // The identity service could not say (down, too slow): not the shopper's fault, so not a 401.
      if (error instanceof IdentityUnavailableError) {
        reply(res, 503, { error: { code: 'identity_unavailable', message: 'Sign-in is unavailable right now. Please try again in a moment.' } });
      } else reply(res, 401, { error: { code: 'invalid_token', message: 'id_token: not a valid ID token of this project' } });
      return null;
    }
    if (user.isAnonymous || !user.email) {
      reply(res, 403, { error: { code: 'sign_in_required', message: 'id_token: needs a user signed in with a verified email' } });
      return null;
    }
    // Each post writes a session row: as many a minute as any other write of the shopper's.
    try {
      await deps.limitWrites?.(user.uid);
    } catch (error) {
      const limited = error as { status?: number; code?: string; message?: string; retryAfter?: number };
      if (limited.status !== 429) throw error;
      if (limited.retryAfter !== undefined) res.setHeader('retry-after', String(limited.retryAfter));
      reply(res, 429, { error: { code: limited.code ?? 'rate_limited', message: limited.message ?? 'Too many requests' } });
      return null;
    }
    const email = normalizeEmail(user.email);
    const accountId = uidForEmail(email);
    await accounts.upsert(accountId, { email } as never, sessionTtl + DAY);
    return { accountId, user };
  }

  /** POST /oidc/session: id_token (a verified e-mail's), return_to? → the provider's session cookie. */
  async function establishSession(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!fromStorefront(req)) return reply(res, 403, { error: { code: 'origin_refused', message: 'Origin: not one of the shop storefronts' } });
    const form = await readForm(req);
    const returnTo = form.return_to ? allowedReturn(form.return_to) : null;
    if (form.return_to && !returnTo) return reply(res, 400, { error: { code: 'invalid_return_url', message: 'return_to: not on a storefront of this API' } });
    const shopper = await signedInShopper(res, form.id_token);
    if (!shopper) return;
    const { accountId, user } = shopper;
    const ctx = provider.app.createContext(req, res);
    const session = await provider.Session.get(ctx);
    // A new session id on every sign-in (no fixation); another shopper's grants are not carried over.
    if (session.accountId !== accountId) session.authorizations = {};
    session.resetIdentifier();
    session.loginAccount({ accountId, amr: [user.signInProvider === 'google.com' ? 'google' : 'email'] });
    await session.save(sessionTtl);
    ctx.cookies.set(sessionCookieName(provider), session.jti, { httpOnly: true, sameSite: 'lax', signed: true, maxAge: sessionTtl * 1000 });
    done(res, returnTo, { ok: true, expiresIn: sessionTtl });
  }

  /** POST /oidc/signout: return_to? → the provider's session ended, its cookie cleared. */
  async function endSession(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!fromStorefront(req)) return reply(res, 403, { error: { code: 'origin_refused', message: 'Origin: not one of the shop storefronts' } });
    const form = await readForm(req);
    const returnTo = form.return_to ? allowedReturn(form.return_to) : null;
    const ctx = provider.app.createContext(req, res);
    const session = await provider.Session.get(ctx);
    if ((session as unknown as { new?: boolean }).new !== true) await session.destroy();
    ctx.cookies.set(sessionCookieName(provider), null, { httpOnly: true, sameSite: 'lax', signed: true });
    done(res, returnTo, { ok: true });
  }

  /**
   * GET /oidc/sign-in/<uid>: a session made meanwhile finishes the login; otherwise the sign-in page.
   * POST …/complete: the page's signed-in ID token finishes it; POST …/abort: back to the store, not signed in.
   */
  async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    // The interaction cookie names the browser's own interaction: another uid in the path is not this browser's.
    if (details.uid !== uid) throw Object.assign(new Error('interaction: not this browser\'s'), { name: 'SessionNotFound' });
    if (action === 'abort' && req.method === 'POST') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The shopper did not sign in' }, { mergeWithLastSubmission: false });
      return;
    }
    if (action === 'complete' && req.method === 'POST') {
      // Posted by the page itself (same origin as the provider): a form from elsewhere is refused.
      if (req.headers.origin !== new URL(issuer).origin) return reply(res, 403, { error: { code: 'origin_refused', message: "Origin: not the provider's own page" } });
      const form = await readForm(req);
      const shopper = await signedInShopper(res, form.id_token);
      if (!shopper) return;
      const amr = [shopper.user.signInProvider === 'google.com' ? 'google' : 'email'];
      await provider.interactionFinished(req, res, { login: { accountId: shopper.accountId, amr } }, { mergeWithLastSubmission: false });
      return;
    }
    if (action || req.method !== 'GET') return reply(res, 405, { error: { code: 'method_not_allowed', message: 'Not a method of the sign-in page' } });
    const session = details.session;
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    if (session?.accountId && (!hint || uidForEmail(hint) === session.accountId)) {
      await provider.interactionFinished(req, res, { login: { accountId: session.accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    const abortUrl = `${OIDC_PREFIX}/sign-in/${details.uid}/abort`;
    const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : null;
    const shopId = clientId ? await shopOfClient(deps.db, clientId) : null;
    const look = shopId && deps.shopLook ? await deps.shopLook(shopId) : null;
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    if (!look || !options.firebase) return void res.end(signInPage({ abortUrl, loginHint: hint ?? null }));
    const { entry } = await signInAssets();
    const texts = signInTexts(look.language);
    res.setHeader('content-security-policy', signInPageCsp(options.firebase));
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(
      renderSignInPage({
        look,
        texts,
        loginHint: hint ?? null,
        abortUrl,
        scriptUrl: `${ASSETS_PATH}${entry}`,
        data: {
          shopId: look.shopId,
          apiBase: issuer.slice(0, -OIDC_PREFIX.length),
          completeUrl: `${OIDC_PREFIX}/sign-in/${details.uid}/complete`,
          method: look.method,
          google: look.google,
          firebase: options.firebase,
          language: look.language,
          texts: scriptTexts(texts),
        },
      }),
    );
  }

  /** GET /oidc/assets/<file>: the sign-in page's script and its lazy chunk. */
  async function asset(res: ServerResponse, name: string): Promise<void> {
    const file = (await signInAssets()).files.get(name);
    if (!file) return reply(res, 404, { error: { code: 'not_found', message: 'No such file' } });
    res.statusCode = 200;
    res.setHeader('content-type', 'text/javascript; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(file);
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    if (url !== OIDC_PREFIX && !url.startsWith(`${OIDC_PREFIX}/`) && !url.startsWith(`${OIDC_PREFIX}?`)) return false;
    const path = url.split('?')[0]!;
    void (async () => {
      try {
        const provider = await currentProvider();
        if (path === `${OIDC_PREFIX}/session` && req.method === 'POST') return await establishSession(provider, req, res);
        if (path === `${OIDC_PREFIX}/signout` && req.method === 'POST') return await endSession(provider, req, res);
        const signIn = /^\/oidc\/sign-in\/([A-Za-z0-9_-]+)(?:\/(abort|complete))?$/.exec(path);
        if (signIn) return await interaction(provider, req, res, signIn[1]!, signIn[2]);
        const file = /^\/oidc\/assets\/([A-Za-z0-9_.-]+\.js)$/.exec(path);
        if (file && req.method === 'GET') return await asset(res, file[1]!);
        // oidc-provider routes without the mount path; it works the mount out from originalUrl.
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = url.slice(OIDC_PREFIX.length) || '/';
        (built?.provider === provider ? built.callback : provider.callback())(req, res);
      } catch (error) {
        // An interaction whose cookie is gone or expired (oidc-provider's SessionNotFound): a page, not JSON.
        if ((error as { name?: string }).name === 'SessionNotFound') {
          if (!res.headersSent) {
            res.statusCode = 400;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(statusPage('Sign-in expired', '<h1>This sign-in has expired</h1><p>Please go back to the store and sign in again.</p>'));
          }
          return;
        }
        const status = (error as { status?: number }).status;
        if (status && status < 500) {
          if (!res.headersSent) reply(res, status, { error: { code: status === 413 ? 'body_too_large' : 'invalid_request', message: (error as Error).message } });
          return;
        }
        console.error(`[devstore api] ${req.method} ${path} failed:`, error);
        if (!res.headersSent) reply(res, 500, { error: { code: 'internal', message: 'Something went wrong in the identity provider' } });
        else res.destroy();
      }
    })();
    return true;
  }

  return {
    handle,
    listening(apiUrl) {
      if (!issuer) issuer = `${apiUrl.replace(/\/+$/, '')}${OIDC_PREFIX}`;
    },
    provider: currentProvider,
    get issuer() {
      return issuer;
    },
  };
}

/**
 * A shopper's `sub` for one shop: HMAC-SHA256 of the shop and the account under a key derived from
 * STATUS_ENCRYPTION_KEY. Stable for that shop and shopper, different for every other shop, and computed, not
 * stored: nothing to look up or keep in step.
 */
export function pairwiseSubject(key: Buffer, shopId: string, accountId: string): string {
  return createHmac('sha256', key).update(`${shopId}\n${accountId}`).digest('base64url');
}

/** The session cookie's configured name (oidc-provider has the method; its types do not list it). */
function sessionCookieName(provider: Provider): string {
  return (provider as unknown as { cookieName(type: string): string }).cookieName('session');
}
