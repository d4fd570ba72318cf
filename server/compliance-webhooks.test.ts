// Shopify's compliance webhooks and app/uninstalled through POST /webhooks/shopify: a valid delivery is applied
// (compliance.ts), the same delivery again (X-Shopify-Webhook-Id) answers 200 and is not applied twice, and a
// shop Status no longer knows (redacted, never installed) answers 200 with nothing to do.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../devstore/shopify-admin/webhooks';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { connectShop } from './shop-connections';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const TEE = 7400000001;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** One delivery as Shopify sends it, signed with the app's secret (the devstore's). */
async function deliver(topic: string, shop: string, payload: Record<string, unknown>, webhookId = randomUUID()) {
  const body = JSON.stringify(payload);
  const response = await fetch(`${h.api.url}/webhooks/shopify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': `${shop}.myshopify.com`,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-triggered-at': new Date().toISOString(),
      'x-shopify-hmac-sha256': signWebhook(body, DEV_APP_PROXY_SECRET),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, webhookId };
}

const savedOf = (customerId: string) => h.db.query('select 1 from saved_items where shop_id = $1 and owner = $2', [shopId, `customer:${customerId}`]);

describe('compliance webhooks', () => {
  it('customers/data_request keeps one export for the merchant; its replay keeps no second', async () => {
    const lee = await h.signIn('lee.export@example.com');
    const first = await deliver('customers/data_request', shopId, { shop_domain: `${shopId}.myshopify.com`, customer: { id: Number(lee.customerId), email: 'lee.export@example.com' }, data_request: { id: 41 } });
    expect(first.status).toBe(200);
    const again = await deliver('customers/data_request', shopId, { customer: { id: Number(lee.customerId) }, data_request: { id: 41 } }, first.webhookId);
    expect(again).toMatchObject({ status: 200, body: { replay: true } });
    const rows = await h.db.query<{ request_id: string; customer_id: string }>('select request_id, customer_id from customer_data_exports where shop_id = $1', [shopId]);
    expect(rows).toEqual([{ request_id: '41', customer_id: lee.customerId }]);
  });

  it('customers/redact removes the customer; its replay does not remove what was made since', async () => {
    const kim = await h.signIn('kim.redact@example.com');
    await h.call('POST', '/saved/wishlist', { token: kim.idToken, data: { shopId, items: [{ productId: TEE }] } });
    expect(await savedOf(kim.customerId)).toHaveLength(1);
    const first = await deliver('customers/redact', shopId, { customer: { id: Number(kim.customerId), email: 'kim.redact@example.com' }, orders_to_redact: [] });
    expect(first.status).toBe(200);
    expect(await savedOf(kim.customerId)).toEqual([]);
    expect(await h.db.query('select 1 from customers where id = $1', [kim.customerId])).toEqual([]);

    // Kim comes back and saves again; Shopify's retry of the old delivery must not remove it.
    const back = await h.signIn('kim.redact@example.com');
    await h.call('POST', '/saved/wishlist', { token: back.idToken, data: { shopId, items: [{ productId: TEE }] } });
    const replay = await deliver('customers/redact', shopId, { customer: { id: Number(back.customerId), email: 'kim.redact@example.com' } }, first.webhookId);
    expect(replay).toMatchObject({ status: 200, body: { replay: true } });
    expect(await savedOf(back.customerId)).toHaveLength(1);
  });

  it('app/uninstalled turns the shop off; shop/redact 48 hours later removes it; replays and unknown shops answer 200', async () => {
    const shop = 'hook-shop';
    await connectShop(h.db, Buffer.alloc(32, 7), { shopId: shop, accessToken: 'shpat_hook', storefrontUrl: 'https://hook.example.com' });
    const anon = await h.anonymous();
    expect((await h.call('GET', `/init/${shop}/user`, { token: anon.idToken })).status).toBe(200);

    const uninstalled = await deliver('app/uninstalled', shop, { id: 1, domain: `${shop}.myshopify.com` });
    expect(uninstalled.status).toBe(200);
    expect((await h.call('GET', `/init/${shop}/user`, { token: anon.idToken })).body.error.code).toBe('shop_uninstalled');
    expect(await h.db.query('select 1 from shop_connections where shop_id = $1', [shop])).toEqual([]);
    expect((await deliver('app/uninstalled', shop, {}, uninstalled.webhookId)).body).toMatchObject({ replay: true });

    // shop/redact reaches the uninstalled shop (its webhooks are not turned off with it).
    const redacted = await deliver('shop/redact', shop, { shop_id: 1, shop_domain: `${shop}.myshopify.com` });
    expect(redacted.status).toBe(200);
    expect(await h.db.query('select 1 from shops where id = $1', [shop])).toEqual([]);
    const replay = await deliver('shop/redact', shop, {}, redacted.webhookId);
    expect(replay.status).toBe(200);
    // A shop Status never knew (or removed already): nothing kept, nothing to do.
    expect((await deliver('customers/redact', 'never-installed', { customer: { id: 1, email: 'x@example.com' } })).status).toBe(200);
    expect((await deliver('shop/redact', 'never-installed', {})).status).toBe(200);
  });
});
