// Sample loyalty and subscription integrations (SPEC §1 points providers, subscriptions; §7 calls).
// Points are derived from the customer's orders; the subscription link points at the demo storefront's
// sample provider page.
import type { Hono } from 'hono';
import { type ApiDeps, numericParam, requireShop, requireUser } from '../context';
import { requireCustomer, requireCustomerOwner } from '../owner';

export function integrationRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.get('/points/:shopId', async (c) => {
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, c.req.param('shopId'));
    const customerId = await requireCustomer(db, user.uid, shop.shopId);
    // One point per whole currency unit spent on orders that were not canceled.
    const [row] = await db.query<{ cents: number | null }>(
      'select sum(total)::bigint as cents from orders where customer_id = $1 and canceled_at is null',
      [customerId],
    );
    const name = (shop.settings.points as { name?: string } | undefined)?.name ?? 'Points';
    return c.json({ points: Math.floor((row?.cents ?? 0) / 100), name });
  });

  app.get('/integrations/:shopId/:customerId/subscription-link', async (c) => {
    const shopId = c.req.param('shopId');
    const customerId = numericParam(c.req.param('customerId'), 'customer');
    const user = await requireUser(c, deps);
    await requireShop(deps, shopId);
    await requireCustomerOwner(db, user.uid, shopId, customerId);
    c.header('Cache-Control', 'private, max-age=60'); // SPEC §9: subscription link cached 60 s
    const storefront = deps.storefrontUrl(shopId).replace(/\/+$/, '');
    return c.json({ link: `${storefront}/devstore/providers/subscriptions?customerId=${encodeURIComponent(customerId)}` });
  });
}
