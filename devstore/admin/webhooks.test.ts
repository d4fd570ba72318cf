// The devstore admin's webhook sender: POST /devstore/admin/webhooks?shop= (with the admin token) sends each topic
// shopify.app.toml subscribes to the API as Shopify would, signed with the dev app secret, and hands back the API's
// answer: 200 for each, the data request's export kept, the uninstall applied. Without the admin token, or for a
// topic the app does not subscribe, nothing is sent.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops';
import type { Db } from '../../server/db/types';
import { type AppApi, startAppApi } from '../../server/admin-app/test-app';
import { installApp } from '../shopify-admin/install';
import type { StorefrontEnv } from '../storefront/context';
import { adminStorefront } from './test-storefront';
import { subscribedTopics } from './webhooks';

let app: AppApi;
let db: Db;
let ADMIN_TOKEN: string;
let storefront: Hono<StorefrontEnv>;

beforeAll(async () => {
  app = await startAppApi('demo-webhooks');
  ({ db, adminToken: ADMIN_TOKEN } = app);
  expect((await installApp({ apiUrl: app.api.url, shopId: 'demo-store' })).status).toBe(200);
  storefront = adminStorefront(app);
});
afterAll(async () => {
  await app?.close();
});

const send = (topic: string, token: string = ADMIN_TOKEN) =>
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
