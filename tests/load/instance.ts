// One API instance of the local cluster (tests/load/cluster.ts), as its own OS process. It runs startApi as
// `npm run serve` does, on the PostgreSQL server in DATABASE_URL with a pool of DATABASE_POOL_SIZE connections
// (checked as server/config.ts checks it), but with the devstore's stand-ins where serve would reach Google and
// Shopify (no internet here): ID tokens from the Auth emulator at STATUS_AUTH_EMULATOR_HOST, and the Admin API
// stand-in over the same database.
//
// SIGTERM closes the server and the database and exits 0. Its Admin API stand-in has the fault switch
// (devstore/shopify-admin: PUT <shopifyAdminUrl>/devstore/faults). STATUS_LOAD_LIMITS=roomy raises the per-user
// and per-address rate limits (a load test's few users send far more than a shopper would). Prints one JSON line
// { url, pid, shopifyAdminUrl } when listening.
import { startShopifyAdmin } from '../../devstore/shopify-admin/server';
import { standInCommerce } from '../../devstore/shopify-admin/commerce';
import { parseDatabasePoolSize } from '../../server/config';
import { openDatabase } from '../../server/db/index';
import { type StartApiOptions, startApi } from '../../server/server';

const fail = (message: string): never => {
  console.error(`[instance] ${message}`);
  process.exit(2);
};
const env = process.env;
const databaseUrl = env.DATABASE_URL ?? fail('DATABASE_URL is missing');
const pool = parseDatabasePoolSize(env.DATABASE_POOL_SIZE);
if (!pool.ok) fail(`DATABASE_POOL_SIZE ${pool.problem}`);
const authEmulatorHost = env.STATUS_AUTH_EMULATOR_HOST ?? fail('STATUS_AUTH_EMULATOR_HOST is missing');
const storefront = env.STATUS_STOREFRONT ?? 'http://127.0.0.1:4599';

const roomy = { limit: 1_000_000, windowMs: 60_000 };
const rateLimits: StartApiOptions['rateLimits'] =
  env.STATUS_LOAD_LIMITS === 'roomy' ? { writesPerUser: roomy, trackingPerUser: roomy, trackingPerIp: roomy, anonymousUidsPerIp: { limit: 1_000_000, windowMs: 3_600_000 } } : {};

const db = await openDatabase({ databaseUrl, poolSize: pool.ok ? pool.size : undefined, seed: false });
const admin = await startShopifyAdmin({ db, storefrontUrl: () => storefront, bucket: { maximumAvailable: 1_000_000, restoreRate: 1_000_000 } });
const api = await startApi({
  db,
  port: Number(env.PORT ?? 0),
  storefrontOrigins: [storefront],
  authEmulatorHost,
  projectId: env.STATUS_PROJECT_ID ?? 'demo-status',
  storefrontUrl: (shopId) => `${storefront}/${shopId}`,
  commerce: standInCommerce(admin),
  ...(env.STATUS_SMTP_URL ? { mail: { smtpUrl: env.STATUS_SMTP_URL, from: 'account@load-test.test' } } : {}),
  // HAProxy in front appends the client's address to X-Forwarded-For.
  trustProxy: true,
  rateLimits,
  log: () => undefined,
});
process.stdout.write(`${JSON.stringify({ url: api.url, pid: process.pid, shopifyAdminUrl: admin.url })}\n`);

let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await api.close().catch(() => undefined);
  await admin.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
});
