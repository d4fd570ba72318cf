// Shopify's customers/update and customers/delete, sent by the devstore's stand-in when a merchant changes or
// deletes a customer, reach the API signed like every topic: an e-mail change moves Status's row to the new
// address and unlinks the sessions of the old one; a delete unlinks the customer's sessions. A customer Shopify
// deleted and created again with the same e-mail is linked again and keeps what Status held for that mailbox.
// The stand-in runs on a database of its own, as Shopify does: the API's tables hold only what Status keeps.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import { signWebhook } from '../devstore/shopify-admin/webhooks';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import type { Db } from './db/types';
import { STORE_TOPICS } from './routes/webhooks';
import { APP_TOML_PATH } from './shopify-scopes';
import { type Harness, startHarness } from './test-harness';

const shopId = 'demo-store';
const TEE = 7400000001;

let h: Harness;
let shopifyDb: Db;
beforeAll(async () => {
  shopifyDb = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  h = await startHarness({ shopifyAdmin: { db: shopifyDb } });
});
afterAll(async () => {
  await h?.stop();
  await shopifyDb?.close();
});

const linksOf = (customerId: string) => h.db.query<{ uid: string }>('select uid from customer_logins where shop_id = $1 and customer_id = $2', [shopId, customerId]);
const ownRow = async (customerId: string) =>
  (await h.db.query<{ email: string; birthday: string | null }>('select email, birthday from customers where shop_id = $1 and id = $2', [shopId, customerId]))[0] ?? null;
const setBirthday = (who: { idToken: string; customerId: string }, birthday: string) =>
  h.call('PUT', `/customer/${shopId}/${who.customerId}`, { token: who.idToken, data: { shopId, customFields: { birthday } } });

describe('customers/update', () => {
  it('a new e-mail moves Status\'s row to it and signs the old address out; the new address links again', async () => {
    const lena = await h.signIn('lena.old@example.com');
    expect((await setBirthday(lena, '1990-04-02')).status).toBe(200);
    // A change that leaves the e-mail alone keeps her signed in.
    const renamed = await h.shopifyAdmin.updateCustomer(shopId, lena.customerId, { firstName: 'Lena' });
    expect(renamed).toMatchObject({ topic: 'customers/update', status: 200 });
    expect(await linksOf(lena.customerId)).toHaveLength(1);

    const moved = await h.shopifyAdmin.updateCustomer(shopId, lena.customerId, { email: 'lena.new@example.com' });
    expect(moved).toMatchObject({ topic: 'customers/update', status: 200 });
    expect(await ownRow(lena.customerId)).toEqual({ email: 'lena.new@example.com', birthday: '1990-04-02' });
    expect(await linksOf(lena.customerId)).toEqual([]);
    // The session of the old address no longer reaches the customer.
    const old = await h.call('GET', `/customer/${shopId}/${lena.customerId}`, { token: lena.idToken });
    expect(old.status).toBe(403);

    const again = await h.signIn('lena.new@example.com');
    expect(again.customerId).toBe(lena.customerId);
    const reply = await h.call('GET', `/customer/${shopId}/${lena.customerId}`, { token: again.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body.customer).toMatchObject({ email: 'lena.new@example.com', birthday: '1990-04-02' });
  });

  it('is refused unsigned or signed with another secret, and a replay changes nothing', async () => {
    const max = await h.signIn('max.hooks@example.com');
    await shopifyDb.query('update customers set email = $2 where id = $1', [max.customerId, 'max.elsewhere@example.com']);
    const body = JSON.stringify({ id: Number(max.customerId), email: 'max.elsewhere@example.com' });
    const deliver = (hmac: string, webhookId = randomUUID()) =>
      h.call('POST', '/webhooks/shopify', {
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'customers/update',
          'x-shopify-shop-domain': `${shopId}.myshopify.com`,
          'x-shopify-webhook-id': webhookId,
          'x-shopify-triggered-at': new Date().toISOString(),
          'x-shopify-hmac-sha256': hmac,
        },
      });
    for (const hmac of ['', signWebhook(body, 'another-apps-secret')]) {
      const refused = await deliver(hmac);
      expect([refused.status, refused.body.error.code]).toEqual([401, 'invalid_hmac']);
    }
    expect(await linksOf(max.customerId)).toHaveLength(1);
    // Signed with the app's secret (the devstore's development app's, as the stand-in signs): applied once.
    const webhookId = randomUUID();
    expect((await deliver(signWebhook(body, DEV_APP_PROXY_SECRET), webhookId)).status).toBe(200);
    expect(await linksOf(max.customerId)).toEqual([]);
    const relinked = await h.signIn('max.elsewhere@example.com');
    expect(relinked.customerId).toBe(max.customerId);
    const replay = await deliver(signWebhook(body, DEV_APP_PROXY_SECRET), webhookId);
    expect(replay.body).toMatchObject({ replay: true });
    expect(await linksOf(max.customerId)).toHaveLength(1);
  });
});

describe('customers/delete, and the customer created again', () => {
  it("unlinks the deleted customer's sessions; the same e-mail links to the new customer with Status's data", async () => {
    const otto = await h.signIn('otto@example.com');
    expect((await setBirthday(otto, '1985-11-30')).status).toBe(200);
    const saved = await h.call('POST', '/saved/wishlist', { token: otto.idToken, data: { shopId, items: [{ productId: TEE }] } });
    expect(saved.status).toBe(200);

    const deleted = await h.shopifyAdmin.deleteCustomer(shopId, otto.customerId);
    expect(deleted).toMatchObject({ topic: 'customers/delete', status: 200 });
    expect(await linksOf(otto.customerId)).toEqual([]);
    expect((await h.call('GET', `/customer/${shopId}/${otto.customerId}`, { token: otto.idToken })).status).toBe(403);
    // Status's own row stays for the mailbox (its birthday), until a redaction removes it.
    expect(await ownRow(otto.customerId)).toEqual({ email: 'otto@example.com', birthday: '1985-11-30' });

    // Otto signs in again: the store creates a new customer for his e-mail, and the link follows it.
    const back = await h.signIn('otto@example.com');
    expect(back.customerId).not.toBe(otto.customerId);
    expect(await ownRow(otto.customerId)).toBeNull();
    const reply = await h.call('GET', `/customer/${shopId}/${back.customerId}`, { token: back.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body.customer).toMatchObject({ email: 'otto@example.com', birthday: '1985-11-30' });
    const favorites = await h.call('POST', '/saved/wishlist-items', { token: back.idToken, data: { shopId } });
    expect(favorites.body.products).toEqual([TEE]);
  });

  it('the stand-in refuses to delete a customer with orders, as Shopify does', async () => {
    await expect(h.shopifyAdmin.deleteCustomer(shopId, '6000000001')).rejects.toThrow(/has orders/);
  });
});

describe('shopify.app.toml', () => {
  it('subscribes every topic the webhook route applies', () => {
    const toml = readFileSync(APP_TOML_PATH, 'utf8');
    const subscribed = [...toml.matchAll(/^\s*topics\s*=\s*\[([^\]]*)\]/gm)].flatMap((m) => [...m[1]!.matchAll(/"([^"]+)"/g)].map((t) => t[1]));
    expect(STORE_TOPICS.filter((topic) => !subscribed.includes(topic))).toEqual([]);
  });
});
