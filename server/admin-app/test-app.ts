// For tests of the Status app's merchant side: a fresh database (no seed), the devstore's Shopify stand-in, and the
// API started as the devstore app (its key and secret, an admin token, Commerce through the installed token).
import { randomBytes } from 'node:crypto';
import { DEV_APP_API_KEY, DEV_APP_SECRET } from '../../devstore/shopify-admin/oauth';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../../devstore/shopify-admin/server';
import { openDatabase } from '../db/index';
import type { Db } from '../db/types';
import { type ApiServer, startApi } from '../server';
import { connectedCommerce } from '../shop-connections';

export interface AppApi {
  db: Db;
  standIn: RunningShopifyAdmin;
  api: ApiServer;
  /** Seals the shops' Admin API tokens. */
  key: Buffer;
  adminToken: string;
  close(): Promise<void>;
}

export async function startAppApi(projectId: string): Promise<AppApi> {
  const key = randomBytes(32);
  const adminToken = randomBytes(24).toString('hex');
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: null, seed: false });
  const standIn = await startShopifyAdmin({ db });
  const api = await startApi({
    db,
    storefrontOrigins: ['http://127.0.0.1:3000'],
    authEmulatorHost: '127.0.0.1:9', // never contacted: nobody signs in here
    projectId,
    storefrontUrl: () => 'http://127.0.0.1:3000',
    adminToken,
    shopifyApp: { apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: key, fetch: standIn.fetch },
    // Product webhooks read the product back from the store (the stand-in) with the installed token.
    commerce: connectedCommerce(db, key, { fetch: standIn.fetch }),
    log: () => undefined,
  });
  return {
    db,
    standIn,
    api,
    key,
    adminToken,
    async close() {
      await api.close();
      await standIn.stop();
      await db.close();
    },
  };
}
