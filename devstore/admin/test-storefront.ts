// For tests of the devstore admin's routes: just the storefront middleware they need (the shop from ?shop=,
// default demo-store) in front of them, talking to a started API with its admin token.
import { Hono } from 'hono';
import type { AppApi } from '../../server/admin-app/test-app';
import type { StorefrontConfig, StorefrontEnv } from '../storefront/context';
import { adminRoutes } from './routes';

export function adminStorefront(app: AppApi): Hono<StorefrontEnv> {
  const storefront = new Hono<StorefrontEnv>();
  storefront.use('*', async (c, next) => {
    const shopId = c.req.query('shop') ?? 'demo-store';
    c.set('shop', { shopId, name: shopId } as StorefrontEnv['Variables']['shop']);
    await next();
  });
  storefront.route('/', adminRoutes({ db: app.db, apiUrl: app.api.url, adminToken: app.adminToken } as StorefrontConfig));
  return storefront;
}
