// The devstore admin's webhook sender: POST /devstore/admin/webhooks?shop= (with the admin token) sends each topic
// shopify.app.toml subscribes to the API as Shopify would, signed with the dev app secret, and hands back the API's
// answer: 200 for each, the data request's export kept, the uninstall applied. Without the admin token, or for a
// topic the app does not subscribe, nothing is sent.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index';
import { getShop } from '../../server/db/shops';
import type { Db } from '../../server/db/types';
import { type ApiServer, startApi } from '../../server/server';
import { connectedCommerce } from '../../server/shop-connections';
import { DEV_APP_API_KEY, DEV_APP_SECRET } from '../shopify-admin/oauth';
import { installApp } from '../shopify-admin/install';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../shopify-admin/server';
import type { StorefrontConfig, StorefrontEnv } from '../storefront/context';
import { adminRoutes } from './routes';
import { subscribedTopics } from './webhooks';

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
    projectId: 'demo-webhooks',
    storefrontUrl: () => 'http://127.0.0.1:3000',
    adminToken: ADMIN_TOKEN,
    shopifyApp: { apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: key, fetch: standIn.fetch },
    // The product topics read the product back from the store (the stand-in) with the installed token.
    commerce: connectedCommerce(db, key, { fetch: standIn.fetch }),
    log: () => undefined,
  });
  expect((await installApp({ apiUrl: api.url, shopId: 'demo-store' })).status).toBe(200);
  storefront = new Hono<StorefrontEnv>();
  storefront.use('*', async (c, next) => {
    c.set('shop', { shopId: c.req.query('shop') ?? 'demo-store' } as StorefrontEnv['Variables']['shop']);
    await next();
  });
  storefront.route('/', adminRoutes({ db, apiUrl: api.url, adminToken: ADMIN_TOKEN } as StorefrontConfig));
});
afterAll(async () => {
  await api?.close();
  await standIn?.stop();
  await db?.close();
});

const send = (topic: string, token = ADMIN_TOKEN) =>
  storefront.request('/devstore/admin/webhooks?shop=demo-store', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ topic }),
  });

describe('the devstore sends webhooks', () => {
  it("offers app/uninstalled and the three compliance topics, as the toml subscribes them", () => {
    expect(subscribedTopics()).toEqual(expect.arrayContaining(['app/uninstalled', 'customers/data_request', 'customers/redact', 'shop/redact']));
  });

  it('sends nothing without the admin token, or for a topic the app does not subscribe', async () => {
    expect((await send('customers/data_request', 'wrong')).status).toBe(401);
    expect((await send('orders/paid')).status).toBe(400);
    expect(await db.query('select 1 from webhook_deliveries')).toEqual([]);
  });

  it("sends each subscribed topic signed; the API answers 200 and applies it", async () => {
    // The shop-ending topics last: after them the shop is uninstalled, then gone.
    const last = ['app/uninstalled', 'shop/redact'];
    const topics = [...subscribedTopics().filter((t) => !last.includes(t)), ...last];
    for (const topic of topics) {
      const response = await send(topic);
      expect(response.status).toBe(200);
      const result = (await response.json()) as { topic: string; status: number; body: { ok?: boolean } };
      expect(result, topic).toMatchObject({ topic, status: 200, body: { ok: true } });
      if (topic === 'customers/data_request') expect(await db.query("select 1 from customer_data_exports where shop_id = 'demo-store' and email = 'jane@example.com'")).toHaveLength(1);
      if (topic === 'app/uninstalled') expect((await getShop(db, 'demo-store'))?.uninstalledAt).toBeTruthy();
    }
    expect((await db.query<{ topic: string }>('select topic from webhook_deliveries')).map((r) => r.topic).sort()).toEqual([...topics].sort());
  });
});
