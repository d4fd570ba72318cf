// POST /webhooks/shopify: Shopify's webhooks for every shop, one endpoint; the topic is X-Shopify-Topic, the shop
// X-Shopify-Shop-Domain. Each is checked before anything is read from it: the base64 HMAC-SHA256 of the raw body
// with the app's secret (X-Shopify-Hmac-Sha256), sent less than WEBHOOK_MAX_AGE_MS ago (X-Shopify-Triggered-At),
// and not applied before (X-Shopify-Webhook-Id: a replay answers 200 and changes nothing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { CommerceError } from '../commerce/types';
import { type CompliancePayload, handleComplianceWebhook, isComplianceTopic } from '../compliance';
import { type ApiDeps, requireShop } from '../context';
import { applyCustomerWebhook, isCustomerTopic } from '../customer-sync';
import { badRequest, HttpError } from '../errors';
import { deleteCollection, deleteProduct, forgetBackfill, refreshProduct, toNumericId, upsertCollection } from '../products';

/** A webhook sent longer ago than this is refused: a captured one cannot be replayed once its id is pruned. */
export const WEBHOOK_MAX_AGE_MS = 10 * 60_000;
/** Webhook ids are kept this long (far beyond WEBHOOK_MAX_AGE_MS, so every replay still accepted is caught). */
const DELIVERY_RETENTION_MS = 86_400_000;
/** Shopify's product webhooks carry the whole product (every variant and image): larger than the API's bodies. */
export const WEBHOOK_MAX_BYTES = 2_000_000;

/** Whether `hmac` (base64) is the HMAC-SHA256 of `body` with `secret`; compared in constant time. */
export function verifyWebhookHmac(body: Uint8Array, hmac: string | undefined, secret: string): boolean {
  if (!hmac) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(hmac, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const SHOP_DOMAIN = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/;

/** The topics applied below besides the compliance ones: shopify/shopify.app.toml subscribes each. */
export const STORE_TOPICS = [
  'app/uninstalled',
  'products/create',
  'products/update',
  'products/delete',
  'collections/create',
  'collections/update',
  'collections/delete',
  'customers/update',
  'customers/delete',
] as const;

export function webhookRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.post('/webhooks/shopify', async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!verifyWebhookHmac(raw, c.req.header('x-shopify-hmac-sha256'), deps.appProxySecret)) {
      throw new HttpError(401, 'invalid_hmac', 'X-Shopify-Hmac-Sha256: not the signature of this body with the app secret');
    }
    const topic = c.req.header('x-shopify-topic') ?? '';
    const webhookId = c.req.header('x-shopify-webhook-id') ?? '';
    const domain = (c.req.header('x-shopify-shop-domain') ?? '').toLowerCase();
    if (!topic || !webhookId || webhookId.length > 200) throw badRequest('invalid_webhook', 'X-Shopify-Topic and X-Shopify-Webhook-Id are required');
    const triggeredAt = Date.parse(c.req.header('x-shopify-triggered-at') ?? '');
    const now = deps.now();
    if (Number.isNaN(triggeredAt)) throw badRequest('invalid_webhook', 'X-Shopify-Triggered-At: missing or not a date');
    if (now.getTime() - triggeredAt > WEBHOOK_MAX_AGE_MS) {
      throw badRequest('stale_webhook', `X-Shopify-Triggered-At: more than ${WEBHOOK_MAX_AGE_MS / 60_000} minutes ago`);
    }
    const shopId = SHOP_DOMAIN.exec(domain)?.[1];
    if (!shopId) throw badRequest('invalid_webhook', 'X-Shopify-Shop-Domain: not a myshopify domain');
    // Shopify's webhooks still come for an uninstalled shop (shop/redact arrives 48 hours after the uninstall).
    const shop = await requireShop(deps, shopId, { allowUninstalled: true }).catch((error: unknown) => {
      // Status keeps nothing of a shop it does not know (never installed, or redacted already, e.g. a retried
      // shop/redact): a compliance topic has nothing to remove there, and Shopify expects 200.
      if (isComplianceTopic(topic) && error instanceof HttpError && error.code === 'unknown_shop') return null;
      throw error;
    });
    if (!shop) return c.json({ ok: true, applied: false });
    let payload: { id?: unknown; handle?: unknown; title?: unknown } & CompliancePayload;
    try {
      payload = JSON.parse(new TextDecoder().decode(raw)) as typeof payload;
    } catch {
      throw badRequest('invalid_json', 'body: is not valid JSON');
    }

    // The id is taken first: of two deliveries of one webhook at once, only one applies it.
    const [fresh] = await db.query<{ webhook_id: string }>(
      `insert into webhook_deliveries (webhook_id, shop_id, topic, received_at) values ($1, $2, $3, $4)
       on conflict (webhook_id) do nothing returning webhook_id`,
      [webhookId, shop.shopId, topic, now],
    );
    if (!fresh) return c.json({ ok: true, replay: true });
    await db.query('delete from webhook_deliveries where received_at < $1', [new Date(now.getTime() - DELIVERY_RETENTION_MS)]);

    // The product's, collection's or customer's id, as the topic says.
    const productId = toNumericId(payload.id);
    try {
      if (isComplianceTopic(topic)) {
        await handleComplianceWebhook(db, { shopId: shop.shopId, topic, payload, now });
        // Its products go stale from now on: a reinstall backfills them again.
        if (topic === 'app/uninstalled') await forgetBackfill(db, shop.shopId);
      } else if (shop.uninstalledAt) {
        // An uninstalled shop's products are not kept current (no store access).
      } else if ((topic === 'products/create' || topic === 'products/update') && productId !== null) {
        // The product is read back rather than taken from the body: its availability is Shopify's to compute, and a
        // late or reordered delivery still stores the current state.
        await refreshProduct(db, deps.commerce(shop), shop.shopId, productId);
      } else if (topic === 'products/delete' && productId !== null) {
        await deleteProduct(db, shop.shopId, productId);
      } else if ((topic === 'collections/create' || topic === 'collections/update') && productId !== null) {
        // A collection's id, handle and title are all the widget keeps: taken from the body as they are.
        if (typeof payload.handle === 'string' && typeof payload.title === 'string') {
          await upsertCollection(db.query, shop.shopId, { id: String(productId), handle: payload.handle, title: payload.title });
        }
      } else if (topic === 'collections/delete' && productId !== null) {
        await deleteCollection(db.query, shop.shopId, productId);
      } else if (isCustomerTopic(topic) && productId !== null) {
        await applyCustomerWebhook(db, deps.commerce(shop), { shopId: shop.shopId, topic, customerId: String(productId) });
      }
    } catch (error) {
      // Not applied: forget the id, so Shopify's retry of this delivery is applied.
      await db.query('delete from webhook_deliveries where webhook_id = $1', [webhookId]);
      if (error instanceof CommerceError) throw new HttpError(503, 'store_unavailable', `The store could not be read: ${error.message}`);
      throw error;
    }
    return c.json({ ok: true });
  });
}
