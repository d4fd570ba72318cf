// Shopify's order status page, as the stand-in's statusPageUrl names it (https://{shop}/{shopNumericId}/orders/
// {token}/authenticate?key={key}): the devstore's store has no page of its own, so it sends the buyer on to the
// widget's order confirmation (#status-confirmation:{id}+{key}), where the API checks the key.
import { Hono } from 'hono';
import { ORDER_TOKEN_SQL, shopNumericId } from '../shopify-admin/resolvers.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';

export function orderStatusRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  app.get('/:shopNumber{[0-9]+}/orders/:token{[0-9a-f]{32}}/authenticate', async (c, next) => {
    const key = c.req.query('key') ?? '';
    const [order] = await config.db.query<{ id: string; shop_id: string }>(`select id, shop_id from orders where ${ORDER_TOKEN_SQL} = $1`, [c.req.param('token')]);
    if (!order || shopNumericId(order.shop_id) !== c.req.param('shopNumber') || !/^[A-Za-z0-9]{1,100}$/.test(key)) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/?shop=${encodeURIComponent(order.shop_id)}#status-confirmation:${order.id}+${key}`, 302);
  });
  return app;
}
