// One API server as its own OS process, for tests that run several API processes on one database
// (server/multi-process.test.ts). Config in env STATUS_API_PROCESS as JSON: { databaseUrl,
// authEmulatorHost, projectId, storefront, shopifyAdmin?, storageLimits? }. Prints one JSON line { url } when
// listening; exits when its stdin closes (the parent ended, however it ended) or on SIGTERM.
import { shopDomain, standInFetch } from '../devstore/shopify-admin/server';
import { createShopifyCommerce } from './commerce/shopify/commerce';
import { openDatabase } from './db/index';
import type { StorageLimits } from './limits';
import { startApi } from './server';

interface Config {
  databaseUrl: string;
  authEmulatorHost: string;
  projectId: string;
  storefront: string;
  /** The Admin API stand-in the parent runs (its URL and each shop's token): the store of every shop. */
  shopifyAdmin?: { url: string; tokens: Record<string, string> };
  storageLimits?: Partial<StorageLimits>;
}

const config = JSON.parse(process.env.STATUS_API_PROCESS ?? 'null') as Config | null;
if (!config) {
  console.error('api-process: set STATUS_API_PROCESS');
  process.exit(2);
}

const db = await openDatabase({ databaseUrl: config.databaseUrl });
const api = await startApi({
  db,
  storefrontOrigins: [config.storefront],
  authEmulatorHost: config.authEmulatorHost,
  projectId: config.projectId,
  storefrontUrl: (shopId) => `${config.storefront}/${shopId}`,
  log: () => undefined,
  ...(config.storageLimits ? { storageLimits: config.storageLimits } : {}),
  ...(config.shopifyAdmin
    ? {
        commerce: ({ shopId }: { shopId: string }) =>
          createShopifyCommerce({ shopDomain: shopDomain(shopId), accessToken: config.shopifyAdmin!.tokens[shopId] ?? '', fetch: standInFetch(config.shopifyAdmin!.url) }),
      }
    : {}),
});
process.stdout.write(`${JSON.stringify({ url: api.url, pid: process.pid })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await api.close().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
