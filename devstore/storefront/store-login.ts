// The store's own customer login, as Shopify's customer accounts do it without Multipass: an email, a 6-digit
// code emailed to it (the dev inbox), then the store session and back to `return_url` on this origin. The
// shopify-app-proxy shop login sends a shopper here when the store has nobody logged in (docs/shopify.md).
import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { setCookie } from 'hono/cookie';
import { storeMail } from '../../server/inbox.ts';
import { safeReturnTo } from './account-routes.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { findOrCreateCustomer } from './customers.ts';
import { renderPage } from './page.ts';
import { readBody } from './request-body.ts';
import { sessionCookieName } from './session.ts';

const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export function storeLoginRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  /** Pending codes by shop and email (in memory: a restart asks for a new one). */
  const pending = new Map<string, { code: string; expires: number; tries: number }>();

  const form = (c: Context<StorefrontEnv>, returnTo: string, step: { email?: string; error?: boolean } = {}) =>
    renderPage(c, config, {
      title: (t) => t.storeLogin,
      template: 'customers/login',
      ...(step.error ? { status: 401 as const } : {}),
      body: (t) => html`<h1>${t.storeLogin}</h1>
        ${step.error ? html`<p role="alert">${t.wrongCode}</p>` : ''}
        ${step.email
          ? html`<form method="post" action="/account/login/code" class="store-login">
              <p>${t.codeSent} <strong>${step.email}</strong></p>
              <input type="hidden" name="email" value="${step.email}">
              <input type="hidden" name="return_url" value="${returnTo}">
              <div class="field"><label for="store-login-code">${t.code}</label>
                <input id="store-login-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required></div>
              <button class="button" type="submit">${t.storeLogin}</button>
            </form>`
          : html`<form method="post" action="/account/login" class="store-login">
              <p>${t.storeLoginText}</p>
              <input type="hidden" name="return_url" value="${returnTo}">
              <div class="field"><label for="store-login-email">${t.email}</label>
                <input id="store-login-email" name="email" type="email" autocomplete="email" required></div>
              <button class="button" type="submit">${t.sendCode}</button>
            </form>`}`,
    });

  const returnOf = (c: Context<StorefrontEnv>, value: unknown) => safeReturnTo(value ?? '/account', new URL(c.req.url).origin);

  app.get('/account/login', (c) => {
    const returnTo = returnOf(c, c.req.query('return_url'));
    return c.get('session') ? c.redirect(returnTo, 302) : form(c, returnTo);
  });

  app.post('/account/login', async (c) => {
    const body = await readBody(c);
    const returnTo = returnOf(c, body.return_url);
    const email = String(body.email ?? '').trim().toLowerCase();
    if (!EMAIL.test(email)) return form(c, returnTo);
    const shop = c.get('shop');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    pending.set(`${shop.shopId}:${email}`, { code, expires: Date.now() + CODE_TTL_MS, tries: 0 });
    await storeMail(config.db, {
      shopId: shop.shopId,
      to: email,
      subject: `${shop.name}: your login code`,
      text: `Your code to log in to ${shop.name}: ${code}`,
      code,
    });
    return form(c, returnTo, { email });
  });

  app.post('/account/login/code', async (c) => {
    const body = await readBody(c);
    const returnTo = returnOf(c, body.return_url);
    const email = String(body.email ?? '').trim().toLowerCase();
    const shop = c.get('shop');
    const key = `${shop.shopId}:${email}`;
    const entry = pending.get(key);
    if (!entry || entry.expires < Date.now() || ++entry.tries > MAX_TRIES || String(body.code ?? '').trim() !== entry.code) {
      if (entry && (entry.tries >= MAX_TRIES || entry.expires < Date.now())) pending.delete(key);
      return form(c, returnTo, { email, error: true });
    }
    pending.delete(key);
    const customer = await findOrCreateCustomer(config.db, shop.shopId, { email });
    const session = { shopId: shop.shopId, customerId: customer.customerId, email: customer.email, firstName: customer.firstName ?? null };
    setCookie(c, sessionCookieName(shop.shopId), config.sessions.encode(session), { path: '/', httpOnly: true, sameSite: 'Lax' });
    return c.redirect(returnTo, 302);
  });

  return app;
}
