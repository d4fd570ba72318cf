// The credit card from Shopify's store credit (GET /credit/{shopId}/{customerId}) when the shop has credit on and
// no gift-card provider token: the customer's store credit account through Commerce, against the devstore's
// stand-in (seeded: devstore/seed/seed-store-credit.ts), in the provider's shape; the provider path beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const setCredit = (shopId: string, credit: Record<string, unknown>) =>
  h.db.query(`update shops set settings = jsonb_set(settings, '{credit}', $2::jsonb) where id = $1`, [shopId, JSON.stringify(credit)]);

describe('store credit from Shopify', () => {
  it("answers the customer's own store credit account, in the shop's currency, for them only", async () => {
    await setCredit('demo-store', { isActive: true, name: 'Store credit' });
    const jane = await h.signIn('jane@example.com');
    const sam = await h.signIn('sam@example.com');
    const path = `/credit/demo-store/${jane.customerId}`;
    const own = await h.call('GET', path, { token: jane.idToken });
    expect(own.status).toBe(200);
    h.expectSchema('credit', own.body);
    // The account's id is the card's id; no code (store credit applies itself at checkout); it does not expire.
    expect(own.body).toEqual({ amount: 18.5, currency: 'USD', giftCardId: '9200000001', expiresOn: null, code: null });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const other = await h.call('GET', path, { token: sam.idToken });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('18.5');
    // Sam has none: the card hides.
    const none = await h.call('GET', `/credit/demo-store/${sam.customerId}`, { token: sam.idToken });
    expect([none.status, none.body.error.code]).toEqual([404, 'no_gift_card']);

    await setCredit('demo-store-de', { isActive: true, name: 'Guthaben' });
    const klara = await h.signIn('klara@example.com', { shopId: 'demo-store-de' });
    const euros = await h.call('GET', `/credit/demo-store-de/${klara.customerId}`, { token: klara.idToken });
    expect(euros.body).toMatchObject({ amount: 20, currency: 'EUR', giftCardId: '9200000002', code: null });
  });

  it('says when the store is busy, and keeps credit off and the provider path as they were', async () => {
    const jane = await h.signIn('jane@example.com');
    const path = `/credit/demo-store/${jane.customerId}`;
    await setCredit('demo-store', { isActive: true, name: 'Store credit' });
    h.shopifyAdmin.throttleNext(5); // the first answer and the client's 4 retries
    const busy = await h.call('GET', path, { token: jane.idToken });
    expect([busy.status, busy.body.error.code]).toEqual([503, 'store_busy']);

    await setCredit('demo-store', { isActive: false, name: 'Store credit' });
    const off = await h.call('GET', path, { token: jane.idToken });
    expect([off.status, off.body.error.code]).toEqual([404, 'credit_off']);

    await setCredit('demo-store', { isActive: true, accessToken: 'devstore-credit-token', name: 'Store credit' });
    const provider = await h.call('GET', path, { token: jane.idToken });
    expect(provider.status).toBe(200);
    expect(provider.body.code).toMatch(/^DEMO-/);
  });
});
