// The devstore admin's install button: POST /devstore/admin/install?shop= (with the admin token) installs the
// Status app in that shop through the API's POST /shopify/install, and answers what the API answered.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index';
import { getShop } from '../../server/db/shops';
import type { Db } from '../../server/db/types';
import { type ApiServer, startApi } from '../../server/server';
import { readConnection } from '../../server/shop-connections';
import { DEV_APP_API_KEY, DEV_APP_SECRET } from '../shopify-admin/oauth';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../shopify-admin/server';
import type { StorefrontConfig, StorefrontEnv } from '../storefront/context';
import { adminRoutes } from './routes';

const key = randomBytes(32);
const ADMIN_TOKEN = randomBytes(24).toString('hex');
let db: Db;
let standIn: RunningShopifyAdmin;
let api: ApiServer;
let storefront: Hono<StorefrontEnv>;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://', databaseUrl: null, seed: false });
  standIn = await startShopifyAdmin({ db });
  api = await startApi({
    db,
    storefrontOrigins: ['http://127.0.0.1:3000'],
    authEmulatorHost: '127.0.0.1:9', // never contacted: nobody signs in here
    projectId: 'demo-install',
    storefrontUrl: () => 'http://127.0.0.1:3000',
    adminToken: ADMIN_TOKEN,
    shopifyApp: { apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: key, fetch: standIn.fetch },
    log: () => undefined,
  });
  // The storefront picks the shop from ?shop=; here that is all of its middleware the route needs.
  storefront = new Hono<StorefrontEnv>();
  storefront.use('*', async (c, next) => {
    const shopId = c.req.query('shop') ?? 'demo-store';
    c.set('shop', { shopId, name: shopId } as StorefrontEnv['Variables']['shop']);
    await next();
  });
  storefront.route('/', adminRoutes({ db, apiUrl: api.url, adminToken: ADMIN_TOKEN } as StorefrontConfig));
});
afterAll(async () => {
  await api?.close();
  await standIn?.stop();
  await db?.close();
});

const install = (shop: string, token = ADMIN_TOKEN) => storefront.request(`/devstore/admin/install?shop=${shop}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

describe('the devstore installs the app', () => {
  it('installs it in the shop and answers the result; again is a reinstall', async () => {
    const first = await install('demo-store-de');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ shopId: 'demo-store-de', shopDomain: 'demo-store-de.myshopify.com', firstInstall: true, missingScopes: [] });
    expect((await readConnection(db, key, 'demo-store-de'))?.accessToken).toBe(standIn.issuedTokens.at(-1)!.accessToken);
    expect(await getShop(db, 'demo-store-de')).not.toBeNull();
    expect(await (await install('demo-store-de')).json()).toMatchObject({ firstInstall: false });
  });

  it('refuses without the admin token', async () => {
    const reply = await install('demo-store', 'wrong');
    expect(reply.status).toBe(401);
    expect(await readConnection(db, key, 'demo-store')).toBeNull();
  });
});
