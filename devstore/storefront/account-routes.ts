// The shop's own login, as on Shopify: a Multipass token logs a customer in (the widget's sign-in
// also logs the shopper in to the shop), /account/logout ends it, /account shows who is logged in.
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { deleteCookie, setCookie } from 'hono/cookie';
import { listShops, type Shop } from '../catalog/index.ts';
import { MultipassError, readMultipassToken } from '../../server/multipass.ts';
import { checkReturnUrl } from '../../server/return-url-rule.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { findOrCreateCustomer } from './customers.ts';
import { renderPage } from './page.ts';
import { SHOP_COOKIE } from './shop-context.ts';
import { sessionCookieName } from './session.ts';

/**
 * The token is read with the request's shop key first, then the other shops' keys: a Multipass URL carries
 * no shop, and on one origin the shop cookie may point elsewhere. The key that opens the token is its shop.
 */
async function openToken(config: StorefrontConfig, current: Shop, token: string) {
  const others = (await listShops(config.db)).filter((s) => s.shopId !== current.shopId);
  for (const candidate of [current, ...others]) {
    if (!candidate.multipassSecret) continue;
    try {
      return { shop: candidate, data: readMultipassToken(candidate.multipassSecret, token) };
    } catch (error) {
      // A signature that matches makes it this shop's token (then expired or broken): no other key will do.
      if (!(error instanceof MultipassError) || error.reason !== 'signature') return null;
    }
  }
  return null;
}

/**
 * The path to redirect to: only paths on this storefront, by the rule the API uses too (server/return-url-rule.ts);
 * anything else, or nothing, is the store's home (Shopify ignores other hosts in return_to).
 */
export function safeReturnTo(value: unknown, base: string): string {
  if (typeof value !== 'string' || !value.trim()) return '/';
  const check = checkReturnUrl(base, value);
  return check.ok ? check.path : '/';
}

export function accountRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  const cookie = { path: '/', httpOnly: true, sameSite: 'Lax' } as const;

  app.get('/account/login/multipass/:token', async (c) => {
    const opened = await openToken(config, c.get('shop'), c.req.param('token'));
    const email = opened?.data.email.trim() ?? '';
    if (!opened || !email.includes('@')) {
      return renderPage(c, config, {
        title: (t) => t.loginFailed,
        status: 401,
        body: (t) => html`<h1>${t.loginFailed}</h1><p>${t.loginFailedText}</p><p><a href="/">${t.backHome}</a></p>`,
      });
    }
    const { shop, data } = opened;
    const customer = await findOrCreateCustomer(config.db, shop.shopId, {
      email,
      firstName: typeof data.first_name === 'string' ? data.first_name : null,
      lastName: typeof data.last_name === 'string' ? data.last_name : null,
    });
    const session = { shopId: shop.shopId, customerId: customer.customerId, email: customer.email, firstName: customer.firstName ?? null };
    setCookie(c, sessionCookieName(shop.shopId), config.sessions.encode(session), cookie);
    if (shop.shopId !== c.get('shop').shopId) setCookie(c, SHOP_COOKIE, shop.shopId, cookie);
    return c.redirect(safeReturnTo(data.return_to, new URL(c.req.url).origin), 302);
  });

  app.get('/account/logout', (c) => {
    deleteCookie(c, sessionCookieName(c.get('shop').shopId), { path: '/' });
    // A store whose customer accounts use Status as identity provider signs out there too (devstore/oidc-rp).
    if ((c.get('shop').settings.oidcLogin as { isActive?: boolean } | undefined)?.isActive) return c.redirect('/customer_authentication/logout', 302);
    return c.redirect(safeReturnTo(c.req.query('return_url'), new URL(c.req.url).origin), 302);
  });

  const accountPage = (c: Context<StorefrontEnv>) => {
    const session = c.get('session');
    return renderPage(c, config, {
      title: (t) => t.account,
      body: (t) => html`<h1>${t.account}</h1>
        ${session
          ? html`<p>${t.loggedInAs} <strong data-customer-email="${session.email}" data-customer-id="${session.customerId}">${session.email}</strong></p>
              <p><a class="button" href="/account/logout">${t.logout}</a></p>`
          : html`<p data-customer-email="">${t.notLoggedIn}</p><p><a href="#status">${t.openAccount}</a></p>`}`,
    });
  };
  app.get('/account', accountPage);

  return app;
}
