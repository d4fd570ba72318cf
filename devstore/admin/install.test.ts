// The devstore admin's install button: POST /devstore/admin/install?shop= (with the admin token) installs the
// Status app in that shop through the API's POST /shopify/install, and answers what the API answered.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppApi, startAppApi } from '../../server/admin-app/test-app';
import { getShop } from '../../server/db/shops';
import type { Db } from '../../server/db/types';
import { readConnection } from '../../server/shop-connections';
import type { RunningShopifyAdmin } from '../shopify-admin/server';
import type { StorefrontEnv } from '../storefront/context';
import { adminStorefront } from './test-storefront';

let app: AppApi;
let db: Db;
let key: Buffer;
let ADMIN_TOKEN: string;
let standIn: RunningShopifyAdmin;
let storefront: Hono<StorefrontEnv>;

beforeAll(async () => {
  app = await startAppApi('demo-install');
  ({ db, key, standIn, adminToken: ADMIN_TOKEN } = app);
  storefront = adminStorefront(app);
});
afterAll(async () => {
  await app?.close();
});

const install = (shop: string, token: string = ADMIN_TOKEN) => storefront.request(`/devstore/admin/install?shop=${shop}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

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
