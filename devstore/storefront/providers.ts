// Sample third-party providers living on the storefront origin, as real ones do on Shopify app proxies:
// a subscription provider (Retextion: its login, its login page, the customer's subscriptions page), a
// gift-card/credit provider and the Stamp Club points provider (the stamp-points plugin's backend).
// The gift-card provider is called by a server only (the reference API's GET /credit/{shopId}/{customerId}):
// the shop's access token, a server-side secret, names the shop. The others answer only the customer logged in
// on this storefront (its session cookie). Values derive from the customer id: stable across restarts and tests.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { renderPage } from './page.ts';
import { readBody } from './request-body.ts';

/** The shop's gift-card access token (its credit settings' writeOnly `accessToken`); none: every call refused. */
function giftCardToken(settings: Record<string, unknown>): string | null {
  const configured = (settings.credit as { accessToken?: unknown } | undefined)?.accessToken;
  return typeof configured === 'string' && configured ? configured : null;
}

function seed(customerId: string): number {
  return createHash('sha256').update(customerId).digest().readUInt32BE(0);
}

export function giftCardFor(customerId: string, now = new Date()) {
  const n = seed(customerId);
  const expires = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 1));
  return {
    amount: ((n % 90) + 10).toFixed(2),
    gift_card_id: String(100000 + (n % 900000)),
    expires_on: expires.toISOString().slice(0, 10),
    code: `DEMO-${(n % 0xffff).toString(16).toUpperCase().padStart(4, '0')}-${customerId.slice(-4).padStart(4, '0')}`,
  };
}

export function pointsFor(customerId: string): number {
  return (seed(customerId) % 50) * 25 + 100;
}

export function providerRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();

  // Retextion: a token for the shop customer who is logged in on this storefront, and only for them.
  app.post('/apps/retextion/login', async (c) => {
    const body = await readBody(c);
    const customerId = body.customerId === undefined || body.customerId === null ? '' : String(body.customerId);
    const session = c.get('session');
    if (!session || !customerId || session.customerId !== customerId) {
      return c.json({ error: 'Not logged in as this customer' }, 401);
    }
    const token = createHash('sha256').update(`retextion:${c.get('shop').shopId}:${customerId}:${Date.now()}`).digest('hex');
    return c.json({ token });
  });

  // Retextion's login page: where the widget sends a shopper it could get no token for.
  app.get('/apps/retextion/login', (c) =>
    renderPage(c, config, {
      title: () => 'Retextion',
      body: () => html`<h1>Sign in to manage your subscriptions</h1><p lang="en">Retextion needs you signed in to this store. <a href="/account/login">Sign in</a></p>`,
    }),
  );

  // The customer's subscriptions at Retextion (the subscription link of the reference API leads here).
  app.get('/devstore/providers/subscriptions', (c) => {
    const session = c.get('session');
    const mine = !!session && session.customerId === c.req.query('customerId');
    return renderPage(c, config, {
      title: () => 'Your subscriptions',
      body: () =>
        mine
          ? html`<h1>Your subscriptions</h1><p lang="en">Coffee beans, every 4 weeks. Next delivery in 9 days.</p>`
          : html`<h1>Your subscriptions</h1><p lang="en">Sign in to this store to see your subscriptions. <a href="/apps/retextion/login">Sign in</a></p>`,
    });
  });

  // The gift-card provider: GET with customer_id, shop_url and the shop's access token header.
  app.get('/devstore/providers/gift-card', (c) => {
    const expected = giftCardToken(c.get('shop').settings);
    const token = c.req.header('x-access-token') ?? '';
    if (!expected || token.length !== expected.length || token !== expected) return c.json({ error: 'Invalid access token' }, 401);
    const customerId = c.req.query('customer_id');
    if (!customerId || customerId.length > 64) return c.json({ error: 'customer_id is required' }, 400);
    return c.json(giftCardFor(customerId));
  });

  // Stamp Club (the stamp-points plugin's backend), an app proxy: the logged-in customer's own points only.
  app.get('/apps/stamp-club/points', (c) => {
    const customerId = c.req.query('customer_id');
    if (!customerId) return c.json({ error: 'customer_id is required' }, 400);
    const session = c.get('session');
    if (!session || session.customerId !== customerId) return c.json({ error: 'Not logged in as this customer' }, 403);
    return c.json({ points: pointsFor(customerId) });
  });

  return app;
}
