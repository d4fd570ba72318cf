// A shop's store connection: its Admin API token sealed at rest, read back only with the server's key, and the
// production Commerce built from it reaching the store (here the devstore's stand-in of Shopify's Admin API).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../devstore/shopify-admin/server';
import type { Db } from './db/types';
import { HttpError } from './errors';
import { connectShopCommand, USAGE } from './connect-shop';
import { CONNECTION_TTL_MS, connectedCommerce, connectShop, readConnection, storefrontUrls } from './shop-connections';

const JANE = '6000000001';
const key = randomBytes(32);
let db: Db;
let standIn: RunningShopifyAdmin;

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  standIn = await startShopifyAdmin({ db, storefrontUrl: () => 'http://127.0.0.1:3000' });
});
afterAll(async () => {
  await standIn?.stop();
  await db?.close();
});

describe('shop connections', () => {
  it('keeps the token sealed: no row holds it as text, and only the key opens it', async () => {
    const token = standIn.accessToken('demo-store');
    await connectShop(db, key, { shopId: 'demo-store', accessToken: token, storefrontUrl: 'https://shop.example.com/' });
    const rows = await db.query<Record<string, unknown>>('select * from shop_connections');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await readConnection(db, key, 'demo-store')).toEqual({ shopId: 'demo-store', accessToken: token, storefrontUrl: 'https://shop.example.com' });
    await expect(readConnection(db, randomBytes(32), 'demo-store')).rejects.toThrow(/does not open/);
    expect(await storefrontUrls(db)).toEqual(new Map([['demo-store', 'https://shop.example.com']]));
  });

  it('makes a new shop its row, and refuses a bad shop id or a storefront that is not https', async () => {
    await connectShop(db, key, { shopId: 'new-shop', accessToken: 'shpat_x', storefrontUrl: 'https://new.example.com', name: 'New Shop', currency: 'EUR' });
    const [shop] = await db.query<{ name: string; currency: string; locale: string }>('select name, currency, locale from shops where id = $1', ['new-shop']);
    expect(shop).toEqual({ name: 'New Shop', currency: 'EUR', locale: 'en' });
    await expect(connectShop(db, key, { shopId: 'Bad Shop', accessToken: 'x', storefrontUrl: 'https://a.example' })).rejects.toThrow(/not a shop id/);
    await expect(connectShop(db, key, { shopId: 'new-shop', accessToken: 'x', storefrontUrl: 'http://a.example' })).rejects.toThrow(/must be https/);
  });

  it("builds each shop's Commerce from its connection, and reads a new token once the old one is stale", async () => {
    let clock = Date.now();
    const commerceFor = connectedCommerce(db, key, { fetch: standIn.fetch, now: () => clock });
    const commerce = commerceFor({ shopId: 'demo-store' });
    const page = await commerce.orders(JANE);
    expect(page.orders.length).toBe(5);

    // A reinstall gives a new token; the old one stops working at the store.
    await connectShop(db, key, { shopId: 'demo-store', accessToken: 'shpat_revoked', storefrontUrl: 'https://shop.example.com' });
    expect((await commerce.orders(JANE)).orders.length).toBe(5); // still the token it read
    clock += CONNECTION_TTL_MS + 1;
    await expect(commerce.orders(JANE)).rejects.toThrow(/Unauthorized|Invalid API key|access token|401/i);
    await connectShop(db, key, { shopId: 'demo-store', accessToken: standIn.accessToken('demo-store'), storefrontUrl: 'https://shop.example.com' });
    clock += CONNECTION_TTL_MS + 1;
    expect((await commerce.orders(JANE)).orders.length).toBe(5);
  });

  it('answers 503 store_not_connected for a shop without a connection', async () => {
    const error = await connectedCommerce(db, key, { fetch: standIn.fetch })({ shopId: 'demo-store-de' }).orders(JANE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).code).toBe('store_not_connected');
  });
});

describe('npm run shop:connect', () => {
  // The command closes the database it opened; the suite's stays open.
  const borrowed = (): Db => Object.assign(Object.create(db) as Db, { close: async () => undefined });
  const env = { SHOPIFY_ADMIN_TOKEN: 'shpat_from_the_env', DATABASE_URL: 'postgres://status@127.0.0.1/status', STATUS_ENCRYPTION_KEY: key.toString('base64') };

  it('connects a shop with the token from the environment, sealed', async () => {
    const line = await connectShopCommand(['cli-shop.myshopify.com', '--storefront-url', 'https://cli.example.com', '--name', 'CLI Shop'], env, async () => borrowed());
    expect(line).toBe('connected cli-shop.myshopify.com: storefront https://cli.example.com, token sealed');
    expect((await readConnection(db, key, 'cli-shop'))?.accessToken).toBe('shpat_from_the_env');
  });

  it('says everything that is wrong at once, and opens no database', async () => {
    let opened = false;
    const error = await connectShopCommand(['shop.example.com'], { STATUS_ENCRYPTION_KEY: 'c2hvcnQ=' }, async () => ((opened = true), db)).catch((e: Error) => e);
    expect((error as Error).message.split('\n')).toEqual([
      "the shop: 'shop.example.com' is not a <shop>.myshopify.com domain",
      '--storefront-url: missing (the storefront shoppers see, https://shop.example.com)',
      "SHOPIFY_ADMIN_TOKEN: missing (the store's Admin API access token)",
      "DATABASE_URL: missing or not postgres://… (the server's database)",
      'STATUS_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32); this is 5 bytes',
      USAGE,
    ]);
    expect(opened).toBe(false);
  });
});
