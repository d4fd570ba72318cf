// The app proxy (routes/app-proxy.ts): only what Shopify forwarded and signed with the app's secret is answered.
// Unsigned, forged (another secret), tampered (a customer id swapped after signing) and replayed (old timestamp)
// requests are refused 401 before anything is read; a signed one links the widget's user to the store's
// logged-in customer only when both are the same person.
import { describe, expect, it } from 'vitest';
import { DEV_APP_PROXY_SECRET } from '../app-proxy-signature';
import { signedProxyQuery } from '../../devstore/storefront/app-proxy';
import type { Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shop = 'demo-store.myshopify.com';

export function appProxyCases(get: () => Harness, who: () => Shoppers): void {
  describe('app proxy (POST /proxy/link)', () => {
    const signed = (customerId: string | null, o: { secret?: string; now?: number } = {}) =>
      signedProxyQuery(new URLSearchParams({ source: 'widget' }), { shop, customerId, now: o.now ?? Date.now() }, o.secret ?? DEV_APP_PROXY_SECRET);
    const link = (query: URLSearchParams | string, idToken: string) =>
      get().call('POST', `/proxy/link?${query}`, { body: JSON.stringify({ idToken }) });

    it('refuses a request without a signature, with a forged one, a tampered query or an old timestamp', async () => {
      const { jane, sam } = who();
      const unsigned = new URLSearchParams({ shop, logged_in_customer_id: jane.customerId, path_prefix: '/apps/status', timestamp: String(Math.floor(Date.now() / 1000)) });
      const forged = signed(jane.customerId, { secret: 'not-the-app-secret' });
      const tampered = signed(sam.customerId);
      tampered.set('logged_in_customer_id', jane.customerId);
      const stale = signed(jane.customerId, { now: Date.now() - 10 * 60_000 });
      const doubled = `${signed(jane.customerId)}&signature=${'0'.repeat(64)}`;
      for (const [what, query] of [['unsigned', unsigned], ['forged', forged], ['tampered', tampered], ['stale', stale], ['two signatures', doubled]] as const) {
        const reply = await link(query, jane.idToken);
        expect([what, reply.status, reply.body.error?.code]).toEqual([what, 401, 'invalid_proxy_signature']);
      }
    });

    it('links the widget user to the store customer logged in, when they are the same person', async () => {
      const { jane } = who();
      const reply = await link(signed(jane.customerId), jane.idToken);
      expect([reply.status, reply.body]).toEqual([200, { linked: true, customerId: jane.customerId }]);
    });

    it('answers linked: false when nobody is logged in to the store', async () => {
      const reply = await link(signed(null), who().jane.idToken);
      expect([reply.status, reply.body]).toEqual([200, { linked: false, customerId: null }]);
    });

    it('refuses another customer logged in to the store (email mismatch), an anonymous user and a bad token', async () => {
      const { jane, sam, anon } = who();
      const mismatch = await link(signed(sam.customerId), jane.idToken);
      expect([mismatch.status, mismatch.body.error.code]).toEqual([403, 'email_mismatch']);
      const anonymous = await link(signed(jane.customerId), anon.idToken);
      expect([anonymous.status, anonymous.body.error.code]).toEqual([403, 'sign_in_required']);
      const bad = await link(signed(jane.customerId), 'not-a-token');
      expect([bad.status, bad.body.error.code]).toEqual([401, 'invalid_token']);
      const none = await get().call('POST', `/proxy/link?${signed(jane.customerId)}`, { body: '{}' });
      expect(none.status).toBe(400);
    });
  });
}
