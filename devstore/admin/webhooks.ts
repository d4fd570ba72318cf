// The devstore admin sends the Status app any webhook Shopify would: the topics shopify/shopify.app.toml
// subscribes (app/uninstalled, the three compliance topics, and whatever product, collection or customer topics it
// lists), with a body shaped like Shopify's for the shop and, for the customer topics, one of its seeded customers.
// Signed with the devstore app's secret and sent to the API's webhook endpoint; the API's answer is handed back.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { collections, products } from '../catalog/index';
import { seedCustomers } from '../seed/seed-customers';
import { ADMIN_API_VERSION } from '../../server/commerce/shopify/schema';
import { APP_TOML_PATH } from '../../server/shopify-scopes';
import { DEV_APP_SECRET } from '../shopify-admin/oauth';
import { signWebhook } from '../shopify-admin/webhooks';

/** Every topic the toml subscribes (`topics` and `compliance_topics`), in its order. */
export function subscribedTopics(toml = readFileSync(APP_TOML_PATH, 'utf8')): string[] {
  const lists = [...toml.matchAll(/^\s*(?:compliance_)?topics\s*=\s*\[([^\]]*)\]/gm)].map((m) => m[1]!);
  return [...new Set(lists.flatMap((list) => [...list.matchAll(/"([a-z_]+\/[a-z_]+)"/g)].map((m) => m[1]!)))];
}

/** The seeded customers of a shop, as the sender offers them for the customer topics. */
export const shopCustomers = (shopId: string) => seedCustomers.filter((c) => c.shopId === shopId).map((c) => ({ id: c.id, email: c.email }));

export interface WebhookRequest {
  apiUrl: string;
  shopId: string;
  topic: string;
  /** For the customer topics: which of the shop's customers (default its first). */
  customerId?: string;
  now?: Date;
}

export interface WebhookResult {
  topic: string;
  webhookId: string;
  /** The API's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** What it answered (JSON when it was), or why it could not be reached. */
  body: unknown;
}

/** Shopify's body for a topic, the fields a receiver reads. */
export function webhookPayload(shopId: string, topic: string, customerId?: string): Record<string, unknown> {
  const domain = `${shopId}.myshopify.com`;
  const customer = seedCustomers.find((c) => c.shopId === shopId && (!customerId || c.id === customerId));
  const customerRef = customer ? { id: Number(customer.id), email: customer.email, phone: customer.phone ?? null } : { id: Number(customerId ?? 0), email: null, phone: null };
  const product = products[0]!;
  const collection = collections[0]!;
  const [resource, event] = topic.split('/');
  switch (topic) {
    case 'app/uninstalled':
      return { id: 1, name: shopId, domain, myshopify_domain: domain };
    case 'customers/data_request':
      return { shop_id: 1, shop_domain: domain, orders_requested: [], customer: customerRef, data_request: { id: Date.now() % 1_000_000 } };
    case 'customers/redact':
      return { shop_id: 1, shop_domain: domain, customer: customerRef, orders_to_redact: [] };
    case 'shop/redact':
      return { shop_id: 1, shop_domain: domain };
  }
  if (resource === 'products') return event === 'delete' ? { id: Number(product.id) } : { id: Number(product.id), title: product.title, handle: product.handle, admin_graphql_api_id: `gid://shopify/Product/${product.id}` };
  if (resource === 'collections') return event === 'delete' ? { id: Number(collection.id) } : { id: Number(collection.id), handle: collection.handle, title: collection.title };
  if (resource === 'customers') return { ...customerRef, first_name: customer?.firstName ?? null, last_name: customer?.lastName ?? null, admin_graphql_api_id: `gid://shopify/Customer/${customerRef.id}` };
  return {};
}

export async function sendWebhook(request: WebhookRequest): Promise<WebhookResult> {
  const body = JSON.stringify(webhookPayload(request.shopId, request.topic, request.customerId));
  const webhookId = randomUUID();
  try {
    const response = await fetch(`${request.apiUrl.replace(/\/+$/, '')}/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': request.topic,
        'x-shopify-shop-domain': `${request.shopId}.myshopify.com`,
        'x-shopify-webhook-id': webhookId,
        'x-shopify-event-id': randomUUID(),
        'x-shopify-triggered-at': (request.now ?? new Date()).toISOString(),
        'x-shopify-api-version': ADMIN_API_VERSION,
        'x-shopify-hmac-sha256': signWebhook(body, DEV_APP_SECRET),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: the text is the answer
    }
    return { topic: request.topic, webhookId, status: response.status, body: answer };
  } catch (error) {
    return { topic: request.topic, webhookId, status: null, body: (error as Error).message };
  }
}
