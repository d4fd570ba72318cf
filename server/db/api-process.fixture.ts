// The reference API as an OS process of its own on a PGlite folder, for killed-mid-write.test.ts (which kills
// it with SIGKILL): `node --import tsx api-process.fixture.ts <dataDir> <authEmulatorHost> <projectId>`.
// Opens the database as the devstore does (lock included), prints 'api <url>', ends when stdin closes.
import { startApi } from '../server';
import { openDevstoreDatabase } from '../../devstore/seed/index';
import { standInCommerce } from '../../devstore/shopify-admin/commerce';
import { startShopifyAdmin } from '../../devstore/shopify-admin/server';

const [dataDir, authEmulatorHost, projectId] = process.argv.slice(2);
if (!dataDir || !authEmulatorHost || !projectId) {
  console.error('usage: api-process.fixture.ts <dataDir> <authEmulatorHost> <projectId>');
  process.exit(2);
}
const STOREFRONT = 'http://127.0.0.1:4599';
const db = await openDevstoreDatabase({ dataDir, databaseUrl: null });
// The products the test saves come from the shop's products table, backfilled from the stand-in at start.
const admin = await startShopifyAdmin({ db, bucket: { maximumAvailable: 1_000_000, restoreRate: 1_000_000 } });
const api = await startApi({
  commerce: standInCommerce(admin),
  db,
  storefrontOrigins: [STOREFRONT],
  authEmulatorHost,
  projectId,
  storefrontUrl: (shopId) => `${STOREFRONT}/${shopId}`,
});
console.log(`api ${api.url}`);
process.stdin.on('close', async () => {
  await api.close();
  await admin.stop();
  await db.close();
  process.exit(0);
});
process.stdin.resume();
