// The shopper's side over real HTTP: account, orders, saved lists, collections, start-up calls, robustness,
// and a restart that keeps every change. One Auth emulator and one PGlite for the whole file; the cases
// live in ./cases so each file stays small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProxyCases } from './cases/app-proxy.cases';
import { customerCases } from './cases/customer.cases';
import { orderCases } from './cases/orders.cases';
import { platformCases } from './cases/platform.cases';
import { savedCases } from './cases/saved.cases';
import { trackingCases } from './cases/tracking.cases';
import { type Shoppers, signInShoppers } from './cases/shoppers';
import { type Harness, startHarness } from './test-harness';

let h: Harness;
let shoppers: Shoppers;
beforeAll(async () => {
  // The cases sweep every endpoint with one shopper, far past a person's 60 writes a minute (rate-limit.test.ts).
  h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 100_000, windowMs: 60_000 } }, adminToken: 'shopper-test-admin-token' } });
  console.info(`[shopper.test] Auth emulator started in ${h.emulator.startupMs} ms`);
  shoppers = await signInShoppers(h);
});
afterAll(async () => {
  await h?.stop();
});

const get = () => h;
const who = () => shoppers;

customerCases(get, who);
orderCases(get, who);
savedCases(get, who);
platformCases(get, who);
trackingCases(get, who);
appProxyCases(get, who);

describe('restart', () => {
  it('keeps data and sign-ins when API and database are closed and reopened', async () => {
    const { jane } = shoppers;
    const shopId = 'demo-store';
    const created = await h.call('POST', '/saved/wishlist-collection', { token: jane.idToken, data: { shopId, collection: { name: 'Before restart' } } });
    expect(created.status).toBe(200);
    const before = await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } });

    await h.restart();

    const collections = await h.call('POST', '/saved/wishlist-collections', { token: jane.idToken, data: { shopId } });
    expect(collections.body.collections.map((c: any) => c.name)).toContain('Before restart');
    const after = await h.call('POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } });
    expect(after.body).toEqual(before.body);
    const [steps] = await h.db.query<{ n: number }>('select count(*)::int as n from seed_steps');
    expect(steps!.n).toBe(2); // seeds ran once, not again on reopen
  });
});
