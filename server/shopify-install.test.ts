// Installing as a Shopify app: a session token (App Bridge's JWT, minted here as Shopify's admin would) is
// exchanged through @shopify/shopify-api for the shop's offline token at the devstore's stand-in, stored sealed,
// and then used by connectedCommerce; forged, expired and other-app tokens store nothing; the merchant calls
// take a session token of their own shop only, and a shop that never installed gets a clear 401.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../devstore/catalog/index';
import { DEV_APP_API_KEY, DEV_APP_SECRET, mintSessionToken } from '../devstore/shopify-admin/oauth';
import { installApp } from '../devstore/shopify-admin/install';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../devstore/shopify-admin/server';
import { openDatabase } from './db/index';
import type { Db } from './db/types';
import { type ApiServer, startApi } from './server';
import { connectedCommerce, readConnection, REFRESH_MARGIN_MS } from './shop-connections';
import { createShopifyApp } from './shopify-app';

const key = randomBytes(32);
const ADMIN_TOKEN = randomBytes(24).toString('hex');
let db: Db;
let standIn: RunningShopifyAdmin;
let api: ApiServer;

beforeAll(async () => {
  // A fresh database: migrated, no seed, no shop yet. The install makes the shop's row and its connection.
  db = await openDatabase({ dataDir: 'memory://', databaseUrl: null, seed: false });
  // Its clock reads Date.now when asked, so the expiry test's faked Date reaches it.
  standIn = await startShopifyAdmin({ db, storefrontUrl: () => 'http://127.0.0.1:3000', now: () => Date.now() });
  api = await startApi({
    db,
    storefrontOrigins: ['http://127.0.0.1:3000'],
    // Never contacted: no shopper signs in here.
    authEmulatorHost: '127.0.0.1:9',
    projectId: 'demo-install',
    storefrontUrl: () => 'http://127.0.0.1:3000',
    adminToken: ADMIN_TOKEN,
    shopifyApp: { apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: key, fetch: standIn.fetch },
    commerce: connectedCommerce(db, key, { fetch: standIn.fetch }),
    log: () => undefined,
  });
});
afterAll(async () => {
  await api?.close();
  await standIn?.stop();
  await db?.close();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const connections = () => db.query<{ shop_id: string; access_token: string }>('select shop_id, access_token from shop_connections order by shop_id');

describe('POST /shopify/install', () => {
  it('refuses forged, expired, other-app and malformed session tokens with 401, storing nothing', async () => {
    const refused = [
      mintSessionToken({ shopId: 'demo-store', secret: 'not-the-app-secret' }),
      mintSessionToken({ shopId: 'demo-store', issuedAt: Math.floor(Date.now() / 1000) - 3600 }),
      mintSessionToken({ shopId: 'demo-store', apiKey: 'another-app' }),
      mintSessionToken({ shopId: 'demo-store', claims: { iss: 'https://other-shop.myshopify.com/admin' } }),
      mintSessionToken({ shopId: 'demo-store', claims: { dest: 'https://demo-store.example.com' } }),
      'not-a-jwt',
    ];
    for (const token of refused) {
      const reply = await call('POST', '/shopify/install', token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(401);
      expect(reply.body.error.code).toMatch(/invalid_session_token|unauthenticated/);
      expect(JSON.stringify(reply.body)).not.toContain(token.split('.')[2] ?? '\u0000'); // the token is not echoed
    }
    expect((await call('POST', '/shopify/install')).status).toBe(401);
    expect(await connections()).toEqual([]);
    expect(standIn.issuedTokens).toEqual([]);
  });

  it('exchanges a session token for the offline token, stores it sealed, and Commerce then reaches the store', async () => {
    const reply = await installApp({ apiUrl: api.url, shopId: 'demo-store' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ shopId: 'demo-store', shopDomain: 'demo-store.myshopify.com', firstInstall: true, missingScopes: [] });
    expect(reply.body.scopes).toContain('write_customers');

    const issued = standIn.issuedTokens.at(-1)!;
    expect(issued.shopId).toBe('demo-store');
    const rows = await connections();
    expect(rows.map((r) => r.shop_id)).toEqual(['demo-store']);
    // An expiring token (an hour) with its refresh token: both sealed, neither in the row as text.
    const connection = (await readConnection(db, key, 'demo-store'))!;
    expect(connection.accessToken).toBe(issued.accessToken);
    expect(connection.refreshToken).toMatch(/^shprt_/);
    expect(Math.abs(connection.expiresAt!.getTime() - (Date.now() + 3600_000))).toBeLessThan(60_000);
    const stored = JSON.stringify(await db.query('select * from shop_connections'));
    expect(stored).not.toContain(issued.accessToken);
    expect(stored).not.toContain(connection.refreshToken!);
    const [shop] = await db.query<{ id: string }>('select id from shops');
    expect(shop?.id).toBe('demo-store');

    // The stored token works at the store, through the production Commerce.
    const product = products[0]!;
    const [found] = await connectedCommerce(db, key, { fetch: standIn.fetch })({ shopId: 'demo-store' }).products([{ type: 'product', id: String(product.id) }]);
    expect(found?.product.title).toBe(product.title);
  });

  it('replaces the token on a reinstall and keeps the storefront URL', async () => {
    await db.query(`update shop_connections set storefront_url = 'https://shop.example.com' where shop_id = 'demo-store'`);
    const first = (await readConnection(db, key, 'demo-store'))!.accessToken;
    const reply = await installApp({ apiUrl: api.url, shopId: 'demo-store', userId: '42' });
    expect(reply.status).toBe(200);
    expect(reply.body.firstInstall).toBe(false);
    const second = await readConnection(db, key, 'demo-store');
    expect(second?.accessToken).toBe(standIn.issuedTokens.at(-1)!.accessToken);
    expect(second?.accessToken).not.toBe(first);
    expect(second?.storefrontUrl).toBe('https://shop.example.com');
    expect((await connections()).length).toBe(1);
  });
});

describe('expiring tokens', () => {
  it('renews the token with its refresh token before it expires, one instance at a time', async () => {
    const app = createShopifyApp({ apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: key, fetch: standIn.fetch });
    const refresh = (shopId: string, token: string) => app.refreshOffline(shopId, token);
    const product = { type: 'product' as const, id: String(products[0]!.id) };
    const before = (await readConnection(db, key, 'demo-store'))!;
    // Only Date is faked (timers and sockets stay real): every clock, the stand-in's and the library's, moves.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      // Past its hour the token no longer works at the store; without a refresh the store call fails.
      vi.setSystemTime(before.expiresAt!.getTime() + 60_000);
      await expect(connectedCommerce(db, key, { fetch: standIn.fetch })({ shopId: 'demo-store' }).products([product])).rejects.toThrow();
      const issued = standIn.issuedTokens.length;
      // Two instances need the shop's store at once: one refreshes, the other finds the token renewed.
      const instances = [1, 2].map(() => connectedCommerce(db, key, { fetch: standIn.fetch, refresh })({ shopId: 'demo-store' }));
      const found = await Promise.all(instances.map((commerce) => commerce.products([product])));
      expect(found.map((f) => f.length)).toEqual([1, 1]);
      expect(standIn.issuedTokens.length).toBe(issued + 1);
      const after = (await readConnection(db, key, 'demo-store'))!;
      expect(after.accessToken).toBe(standIn.issuedTokens.at(-1)!.accessToken);
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000 - REFRESH_MARGIN_MS);
      // The refresh token was spent: using it again is refused, and the store call says the store is unavailable.
      await expect(app.refreshOffline('demo-store', before.refreshToken!)).rejects.toMatchObject({ status: 502 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('merchant calls with a session token', () => {
  it("takes its own shop's session token, and still the admin token", async () => {
    const own = await call('GET', '/admin/shops/demo-store/settings', mintSessionToken({ shopId: 'demo-store' }));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.shopId).toBe('demo-store');
    const saved = await call('PUT', '/admin/shops/demo-store/settings/orders', mintSessionToken({ shopId: 'demo-store' }), { data: { isActive: false } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ shopId: 'demo-store', group: 'orders', value: { isActive: false } });
    expect((await call('GET', '/admin/shops/demo-store/settings', ADMIN_TOKEN)).status).toBe(200);
  });

  it("refuses another shop's session token with 403", async () => {
    await installApp({ apiUrl: api.url, shopId: 'other-shop' });
    const reply = await call('GET', '/admin/shops/demo-store/settings', mintSessionToken({ shopId: 'other-shop' }));
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('wrong_shop');
    const put = await call('PUT', '/admin/shops/demo-store/settings/orders', mintSessionToken({ shopId: 'other-shop' }), { data: { isActive: true } });
    expect(put.status).toBe(403);
  });

  it('answers a shop that never installed with 401 shop_not_installed, and refuses forged tokens', async () => {
    const reply = await call('GET', '/admin/shops/never-installed/settings', mintSessionToken({ shopId: 'never-installed' }));
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('shop_not_installed');
    const forged = await call('GET', '/admin/shops/demo-store/settings', mintSessionToken({ shopId: 'demo-store', secret: 'forged' }));
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('invalid_session_token');
    // With the admin token, a shop without a row is the usual 404.
    expect((await call('GET', '/admin/shops/never-installed/settings', ADMIN_TOKEN)).status).toBe(404);
  });
});
