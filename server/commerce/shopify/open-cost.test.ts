// What one widget open costs in Admin API points, by Shopify's cost rules as the stand-in computes them, and how
// many opens a second one shop sustains on the standard plan's restore rate. The figures are the ones written in
// ../README.md ("Cost per open"); a change of the documents that moves them fails here until the README follows.
import { products as catalogue } from '../../../devstore/catalog/index';
import { openDevstoreDatabase } from '../../../devstore/seed/index';
import type { Db } from '../../db/types';
import { STANDARD_PLAN } from '../../../devstore/shopify-admin/bucket';
import { type RunningShopifyAdmin, shopDomain, startShopifyAdmin } from '../../../devstore/shopify-admin/server';
import type { ProductRef } from '../types';
import type { QueryCost } from './client';
import { createShopifyCommerce } from './commerce';

// For you's strips: "popular today" (12) — with no views yet, the devstore's staff picks — and
// "recently viewed" (8).
const buyable = catalogue.filter((p) => p.variants.some((v) => v.available));
const POPULAR: ProductRef[] = buyable.filter((_, i) => i % 3 === 0).slice(0, 12).map((p) => ({ type: 'product', id: String(p.id) }));
const RECENT: ProductRef[] = buyable.filter((_, i) => i % 3 === 1).slice(0, 8).map((p) => ({ type: 'product', id: String(p.id) }));

let db: Db;
let standIn: RunningShopifyAdmin;

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  standIn = await startShopifyAdmin({ db });
});

afterAll(async () => {
  await standIn?.stop();
  await db?.close();
});

async function measure(open: (commerce: ReturnType<typeof createShopifyCommerce>) => Promise<unknown>) {
  const costs: QueryCost[] = [];
  const commerce = createShopifyCommerce({
    shopDomain: shopDomain('demo-store'),
    accessToken: standIn.accessToken('demo-store'),
    fetch: standIn.fetch,
    onCost: (_operation, cost) => costs.push(cost),
  });
  standIn.bucket('demo-store').set(STANDARD_PLAN.maximumAvailable);
  await open(commerce);
  const requested = costs.reduce((sum, c) => sum + c.requestedQueryCost, 0);
  const actual = costs.reduce((sum, c) => sum + (c.actualQueryCost ?? 0), 0);
  return {
    calls: costs.length,
    requested,
    actual,
    // Sustained: the bucket restores 100 points a second and each open keeps `actual` of them.
    opensPerSecond: Math.round((STANDARD_PLAN.restoreRate / actual) * 100) / 100,
    // From a full bucket: opens in a row until one finds less than its largest request in it.
    burst: Math.floor((STANDARD_PLAN.maximumAvailable - Math.max(...costs.map((c) => c.requestedQueryCost))) / actual) + 1,
  };
}

describe('Admin API cost of one widget open (standard plan: 2000 points, 100 a second)', () => {
  it('a guest: the products batch of For you (12 popular today; 20 with 8 recently viewed)', async () => {
    const twelve = await measure((c) => c.products(POPULAR));
    const twenty = await measure((c) => c.products([...POPULAR, ...RECENT]));
    expect({ twelve, twenty }).toEqual({
      twelve: { calls: 1, requested: 421, actual: 171, opensPerSecond: 0.58, burst: 10 },
      twenty: { calls: 1, requested: 701, actual: 285, opensPerSecond: 0.35, burst: 5 },
    });
  });

  it('a customer with orders: customer, first orders page, products batch', async () => {
    const customer = await measure(async (c) => {
      await c.customer('6000000001');
      await c.orders('6000000001');
      await c.products([...POPULAR, ...RECENT]);
    });
    expect(customer).toEqual({ calls: 3, requested: 1015, actual: 432, opensPerSecond: 0.23, burst: 4 });
  });

  it('each call on its own', async () => {
    const each = {
      customer: await measure((c) => c.customer('6000000001')),
      ordersPage: await measure((c) => c.orders('6000000001')),
      order: await measure((c) => c.order('5100000002')),
      oneProduct: await measure((c) => c.products([POPULAR[0]!])),
    };
    expect(Object.fromEntries(Object.entries(each).map(([k, v]) => [k, [v.requested, v.actual]]))).toEqual({
      customer: [56, 9],
      ordersPage: [258, 138],
      order: [321, 31],
      oneProduct: [36, 18],
    });
  });
});
