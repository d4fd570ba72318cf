// Sample third-party providers living on the storefront origin, as real ones do on Shopify app proxies:
// a subscription provider's login (Retextion), a gift-card/credit provider and a points provider.
// Whatever names a customer answers only the customer logged in on this storefront (its session cookie).
// Their values are derived from the customer id so they are stable across restarts and tests.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { readBody } from './request-body.ts';
import type { StorefrontEnv } from './context.ts';

/** The gift-card provider's demo access token; the token in a shop's credit settings is accepted too. */
export const GIFT_CARD_ACCESS_TOKEN = 'demo-gift-token';

function acceptedGiftCardTokens(settings: Record<string, unknown>): string[] {
  const configured = (settings.credit as { accessToken?: unknown } | undefined)?.accessToken;
  return typeof configured === 'string' && configured ? [GIFT_CARD_ACCESS_TOKEN, configured] : [GIFT_CARD_ACCESS_TOKEN];
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

export function providerRoutes(): Hono<StorefrontEnv> {
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

  app.get('/devstore/providers/gift-card', (c) => {
    const token = c.req.header('x-access-token') ?? '';
    if (!acceptedGiftCardTokens(c.get('shop').settings).includes(token)) return c.json({ error: 'Invalid access token' }, 401);
    const customerId = c.req.query('customer_id');
    if (!customerId) return c.json({ error: 'customer_id is required' }, 400);
    // The access token names the shop, not the shopper: a card (and its code) only for the customer who is
    // logged in on this storefront and asks about themself, like the Retextion login above.
    const session = c.get('session');
    if (!session || session.customerId !== customerId) return c.json({ error: 'Not logged in as this customer' }, 403);
    return c.json(giftCardFor(customerId));
  });

  app.get('/devstore/providers/points', (c) => {
    const customerId = c.req.query('customer_id');
    if (!customerId) return c.json({ error: 'customer_id is required' }, 400);
    const session = c.get('session');
    if (!session || session.customerId !== customerId) return c.json({ error: 'Not logged in as this customer' }, 403);
    return c.json({ points: pointsFor(customerId) });
  });

  return app;
}
