// The stand-in's webhooks, sent as Shopify sends them: a POST of the topic's JSON to the subscribed address with
// X-Shopify-Topic, -Shop-Domain, -Webhook-Id, -Triggered-At, -API-Version and -Hmac-Sha256 (the base64
// HMAC-SHA256 of the raw body, keyed with the app's secret). One attempt each; Shopify would retry failures.
import { createHmac, randomUUID } from 'node:crypto';
import { localPrice, moneyAmount, type Product } from '../catalog/index';
import type { Shop } from '../../server/db/shops';
import { ADMIN_API_VERSION } from '../../server/commerce/shopify/schema';

export type WebhookTopic = 'products/create' | 'products/update' | 'products/delete' | 'customers/update' | 'customers/delete';

/** Shopify's signature of a webhook body: base64 of HMAC-SHA256 keyed with the app's secret. */
export function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

export interface WebhookDelivery {
  topic: WebhookTopic;
  shopId: string;
  webhookId: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

/** The products/create and products/update body (the REST Admin API's product, the fields a receiver reads). */
export function productPayload(shop: Shop, storefront: string, product: Product, now: Date): Record<string, unknown> {
  return {
    id: product.id,
    admin_graphql_api_id: `gid://shopify/Product/${product.id}`,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    status: 'active',
    updated_at: now.toISOString(),
    variants: product.variants.map((v, i) => ({
      id: v.id,
      product_id: product.id,
      admin_graphql_api_id: `gid://shopify/ProductVariant/${v.id}`,
      title: v.title,
      price: moneyAmount(localPrice(v.price, shop.currencyMultiplier)),
      compare_at_price: null,
      position: i + 1,
      inventory_quantity: v.inventory ?? (v.available ? 100 : 0),
    })),
    image: { src: `${storefront}${product.image}` },
  };
}

/** The customers/update body (the REST Admin API's customer, the fields a receiver reads). */
export function customerPayload(row: { id: string; email: string; first_name: string | null; last_name: string | null; phone: string | null; tags: string[] | null; updated_at: Date }): Record<string, unknown> {
  return {
    id: Number(row.id),
    admin_graphql_api_id: `gid://shopify/Customer/${row.id}`,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    tags: (row.tags ?? []).join(', '),
    state: 'enabled',
    updated_at: row.updated_at.toISOString(),
  };
}

export class WebhookSender {
  private address: string | null = null;
  /** Every delivery attempted, oldest first. */
  readonly deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  /** Where the app's webhooks go (its webhook subscription's callback URL); null stops sending. */
  subscribe(address: string | null): void {
    this.address = address;
  }

  async send(shop: Shop, topic: WebhookTopic, payload: Record<string, unknown>): Promise<WebhookDelivery | null> {
    if (!this.address) return null;
    const body = JSON.stringify(payload);
    const delivery: WebhookDelivery = { topic, shopId: shop.shopId, webhookId: randomUUID(), status: null };
    this.deliveries.push(delivery);
    try {
      const response = await fetch(this.address, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-shop-domain': `${shop.shopId}.myshopify.com`,
          'x-shopify-webhook-id': delivery.webhookId,
          'x-shopify-event-id': randomUUID(),
          'x-shopify-triggered-at': this.now().toISOString(),
          'x-shopify-api-version': ADMIN_API_VERSION,
          'x-shopify-hmac-sha256': signWebhook(body, this.secret),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch {
      delivery.status = null;
    }
    return delivery;
  }
}
