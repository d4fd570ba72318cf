// Two API instances (separate processes, separate pools) on one real PostgreSQL server, with the server's own
// limits: one shopper's requests go to alternating instances, and what a single instance guarantees still
// holds: rate limits are counted once for both, a sign-in started on one finishes on the other, a repeated event,
// save or webhook is applied once, and what one instance wrote the other answers at once.
// (The products batch's 60 s product copy is per instance: docs/scaling.md.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../devstore/auth/test-tokens';
import { signInWithCustomToken } from '../../devstore/auth/test-tokens';
import { signWebhook } from '../../devstore/shopify-admin/webhooks';
import { DEV_APP_PROXY_SECRET } from '../../server/app-proxy-signature';
import { DEFAULT_LIMITS } from '../../server/rate-limit';
import { postgresMissing } from '../postgres-server';
import { type Cluster, startCluster } from './cluster';

const shopId = 'demo-store';
const TEE = 7400000001;
const MUG = 7400000010;
const missing = postgresMissing('two instances on one PostgreSQL');

describe.skipIf(missing !== null)('two instances on one PostgreSQL, one shopper alternating between them', () => {
  let cluster: Cluster;
  let n = 0;
  /** The next instance in turn: A, B, A, B… */
  const next = () => cluster.instances[n++ % 2]!.url;
  const call = async (base: string, method: string, path: string, o: { token?: string; data?: Record<string, unknown>; body?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const response = await fetch(`${base}${path}`, { method, headers, body: o.body ?? (o.data ? JSON.stringify({ data: o.data }) : undefined) });
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, balancer: false });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('counts a rate limit once for both: the 31st tracking batch of a minute is refused on either', async () => {
    const anon = await cluster.anonymous();
    const limit = DEFAULT_LIMITS.trackingPerUser.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const id = randomUUID();
      const event = { id, event: 'orders_tab_viewed', event_data: {}, created_at: new Date().toISOString(), customer_id: null, status_id: anon.uid, shop_id: shopId };
      statuses.push((await call(next(), 'POST', '/tracking/event/inject', { token: anon.idToken, data: { shopId, events: { [id]: event } } })).status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('finishes on one instance a code sign-in started on the other', async () => {
    const [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    const anon = await cluster.anonymous();
    const email = 'jane@example.com';
    const created = await call(a, 'POST', '/authentication/create-otc', { token: anon.idToken, data: { shopId, email, statusId: anon.uid } });
    expect(created.status).toBe(200);
    const validated = await call(b, 'POST', '/authentication/validate-otc', { token: anon.idToken, data: { shopId, otp: cluster.lastCode(email), ids: { codeId: created.body.codeId } } });
    expect(validated.status).toBe(200);
    const jane = await signInWithCustomToken(cluster.emulator.host, validated.body.token);
    const linked = await call(a, 'POST', '/member/check-customer', {
      token: jane.idToken,
      data: { shopId, customerEmail: email, statusId: anon.uid, anonUserId: anon.uid, anonIdToken: anon.idToken, acceptsMarketing: false },
    });
    expect(linked.status).toBe(200);
    // The other instance knows her as the customer at once: her orders are hers.
    const orders = await call(b, 'POST', `/orders/${shopId}/orders`, { token: jane.idToken, data: { shopId } });
    expect(orders.status).toBe(200);
    expect(orders.body.items.length).toBeGreaterThan(0);
    // A used code is used everywhere.
    const again = await call(a, 'POST', '/authentication/validate-otc', { token: anon.idToken, data: { shopId, otp: cluster.lastCode(email), ids: { codeId: created.body.codeId } } });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('applies a repeated tracking event, save and webhook once, whichever instance gets the repeat', async () => {
    const anon: SignedIn = await cluster.anonymous();
    const id = randomUUID();
    const event = { id, event: 'wishlist_viewed', event_data: {}, created_at: new Date().toISOString(), customer_id: null, status_id: anon.uid, shop_id: shopId };
    for (let i = 0; i < 2; i++) expect((await call(next(), 'POST', '/tracking/event/inject', { token: anon.idToken, data: { shopId, events: { [id]: event } } })).status).toBe(200);
    const [stored] = await cluster.db.query<{ n: number }>('select count(*)::int as n from tracking_events where id = $1', [id]);
    expect(stored!.n).toBe(1);

    for (let i = 0; i < 2; i++) expect((await call(next(), 'POST', '/saved/wishlist', { token: anon.idToken, data: { shopId, items: [{ productId: TEE }] } })).status).toBe(200);
    const ids = await call(next(), 'POST', '/saved/wishlist-items', { token: anon.idToken, data: { shopId } });
    expect(ids.body.products).toEqual([TEE]);

    const webhookId = randomUUID();
    const body = JSON.stringify({ id: MUG });
    const headers = {
      'x-shopify-topic': 'products/update',
      'x-shopify-shop-domain': `${shopId}.myshopify.com`,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-triggered-at': new Date().toISOString(),
      'x-shopify-hmac-sha256': signWebhook(body, DEV_APP_PROXY_SECRET),
    };
    const [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    expect((await call(a, 'POST', '/webhooks/shopify', { body, headers })).body).toEqual({ ok: true });
    expect((await call(b, 'POST', '/webhooks/shopify', { body, headers })).body).toEqual({ ok: true, replay: true });
  });

  it('answers on one instance what was written through the other at once', async () => {
    const anon = await cluster.anonymous();
    const [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    const created = await call(a, 'POST', '/saved/wishlist-collection', { token: anon.idToken, data: { shopId, collection: { name: 'Across instances', items: [{ productId: MUG }] } } });
    expect(created.status).toBe(200);
    const listed = await call(b, 'POST', '/saved/wishlist-collections', { token: anon.idToken, data: { shopId } });
    expect(listed.body.collections.map((c: { name: string }) => c.name)).toContain('Across instances');
    expect((await call(b, 'POST', '/saved/wishlist', { token: anon.idToken, data: { shopId, items: [{ productId: TEE }] } })).status).toBe(200);
    const init = await call(a, 'GET', `/init/${shopId}/user`, { token: anon.idToken });
    expect(init.body.saved.wishlist.map((item: { productId: number }) => item.productId)).toContain(TEE);
    // For you (popular today, staff picks) and the products batch read the same table on both.
    const [forYouA, forYouB] = await Promise.all([a, b].map((base) => call(base, 'POST', '/init/for-you', { data: { shopId } })));
    expect(forYouB!.body).toEqual(forYouA!.body);
  });
});
