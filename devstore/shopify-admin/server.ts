// The devstore's stand-in for Shopify's GraphQL Admin API (as the Firebase Auth emulator is for Firebase):
// POST /admin/api/<version>/graphql.json, executed with graphql-js against Shopify's published schema (the same
// vendored file the server's documents are checked against) over the devstore's catalogue and database. It
// checks X-Shopify-Access-Token, computes each query's cost (cost.ts) against a leaky bucket per shop
// (bucket.ts), answers THROTTLED when the bucket cannot hold the cost or a test asks for it, and answers a
// NOT_IMPLEMENTED error for any field its resolvers (resolvers.ts) do not serve.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  type DocumentNode,
  execute,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
  parse,
  validate,
} from 'graphql';
import { Hono } from 'hono';
import { ADMIN_API_VERSION, loadAdminSchema } from '../../server/commerce/shopify/schema';
import { getShop, listShops, type Shop } from '../../server/db/shops';
import type { Db } from '../../server/db/types';
import { LeakyBucket, STANDARD_PLAN, type ThrottleStatus } from './bucket';
import { MAX_QUERY_COST, queryCost, selectOperation } from './cost';
import { type ProductChange, StandInCatalog } from './catalog';
import { DEV_APP_API_KEY, DEV_APP_SECRET, type IssuedToken, IssuedTokens, tokenExchangeRoutes } from './oauth';
import { notImplemented, rootValue, type StandInContext } from './resolvers';
import { customerPayload, productPayload, type WebhookDelivery, WebhookSender } from './webhooks';
import { DEV_APP_PROXY_SECRET } from '../../server/app-proxy-signature';

export interface ShopifyAdminStandInOptions {
  db: Db;
  /** Access token per shop id; shops left out get a random token (see `accessToken()`). Default: every shop. */
  accessTokens?: Record<string, string>;
  /** The storefront origin of a shop (product pages, images, order status pages). */
  storefrontUrl?: (shopId: string) => string;
  /** Bucket size and restore rate per shop. Default: Shopify's standard plan, 2000 points, 100 a second. */
  bucket?: { maximumAvailable: number; restoreRate: number };
  /** Milliseconds clock for the buckets (tests). */
  now?: () => number;
  /** A cancel job is done at its N-th `job` query (the order is cancelled then); default 0, done at once. */
  cancelJobPolls?: number;
  /** The app's secret webhooks are signed with (default the devstore's development app secret). */
  webhookSecret?: string;
  /** The app whose session tokens the token exchange takes (default the devstore's: DEV_APP_API_KEY, DEV_APP_SECRET). */
  app?: { apiKey: string; apiSecret: string };
}

/** A slow or failing Shopify, for tests: 500/502/503/504 as Shopify's edge answers them, 429 with Retry-After 1,
 *  'throttled' as the GraphQL THROTTLED answer (HTTP 200) with the bucket's status. */
export interface StandInFaults {
  delayMs?: number;
  errorRate?: number;
  errorStatus?: 429 | 500 | 502 | 503 | 504 | 'throttled';
}
const NO_FAULTS: Required<StandInFaults> = { delayMs: 0, errorRate: 0, errorStatus: 503 };

/** The switch's JSON, checked: a delay up to a minute, a rate 0-1, one of the statuses above. */
export function parseFaults(value: unknown): Required<StandInFaults> | null {
  if (!value || typeof value !== 'object') return null;
  const { delayMs = 0, errorRate = 0, errorStatus = 503 } = value as StandInFaults;
  if (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= 60_000)) return null;
  if (typeof errorRate !== 'number' || !(errorRate >= 0 && errorRate <= 1)) return null;
  if (![429, 500, 502, 503, 504, 'throttled'].includes(errorStatus)) return null;
  return { delayMs, errorRate, errorStatus };
}

/** Shopify's answer to a missing or wrong token (HTTP 401). */
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';

export const shopDomain = (shopId: string) => `${shopId}.myshopify.com`;

/** The header the stand-in's fetch sets to the shop domain the client addressed (its URL's host is ours). */
export const SHOP_DOMAIN_HEADER = 'x-devstore-shop-domain';

export interface CostRecord {
  shopId: string;
  operationName: string | null;
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttled: boolean;
}

export interface ShopifyAdminStandIn {
  app: Hono;
  /** The Admin API token of a shop. */
  accessToken(shopId: string): string;
  /** Every token the token exchange issued (POST /admin/oauth/access_token), oldest first; each works until it expires. */
  readonly issuedTokens: IssuedToken[];
  /** That shop's bucket (tests empty it or read it). */
  bucket(shopId: string): LeakyBucket;
  /** The next `count` requests (any shop) answer THROTTLED whatever the bucket holds. */
  throttleNext(count?: number): void;
  /** The fault switch (also `PUT /devstore/faults` with this JSON): every GraphQL request waits `delayMs`, then a
   *  share `errorRate` (0-1) of them answers `errorStatus` instead. `{}` turns it off. */
  setFaults(faults: StandInFaults): void;
  /** The last 1000 answered requests' costs, oldest first. */
  readonly costs: CostRecord[];
  /** The catalogue as this stand-in serves it, edits included. */
  readonly catalog: StandInCatalog;
  /** Sends the product webhooks to this address from now on (null: none); Shopify's webhook subscription. */
  subscribeWebhooks(address: string | null): void;
  /** Every webhook sent, oldest first. */
  readonly webhookDeliveries: WebhookDelivery[];
  /** Changes a product as a merchant would and sends products/update; resolves once the app answered it. */
  updateProduct(shopId: string, productId: number, change: ProductChange): Promise<WebhookDelivery | null>;
  /** Deletes a product and sends products/delete. */
  deleteProduct(shopId: string, productId: number): Promise<WebhookDelivery | null>;
  /** Changes a customer as a merchant would in Shopify's admin and sends customers/update. */
  updateCustomer(shopId: string, customerId: string, change: { email?: string; firstName?: string | null; lastName?: string | null }): Promise<WebhookDelivery | null>;
  /** Deletes a customer and sends customers/delete; refused, as Shopify does, for a customer with orders. */
  deleteCustomer(shopId: string, customerId: string): Promise<WebhookDelivery | null>;
}

/** The stand-in as a Hono app (mount it, or serve it with startShopifyAdmin). */
export function createShopifyAdmin(options: ShopifyAdminStandInOptions): ShopifyAdminStandIn {
  const { db } = options;
  const now = options.now ?? Date.now;
  const plan = options.bucket ?? STANDARD_PLAN;
  const tokens = new Map<string, string>(Object.entries(options.accessTokens ?? {}));
  const buckets = new Map<string, LeakyBucket>();
  const jobs: StandInContext['jobs'] = new Map();
  const costs: CostRecord[] = [];
  const record = (entry: CostRecord) => {
    costs.push(entry);
    if (costs.length > 1000) costs.splice(0, costs.length - 1000);
  };
  let forcedThrottles = 0;
  let faults = NO_FAULTS;
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const catalog = new StandInCatalog();
  const webhooks = new WebhookSender(options.webhookSecret ?? DEV_APP_PROXY_SECRET, () => new Date(now()));
  const storefrontOf = (shopId: string) => (options.storefrontUrl?.(shopId) ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  async function shopById(shopId: string): Promise<Shop> {
    const shop = await getShop(db, shopId);
    if (!shop) throw new Error(`The stand-in has no shop '${shopId}'`);
    return shop;
  }

  const accessToken = (shopId: string) => {
    let token = tokens.get(shopId);
    if (!token) tokens.set(shopId, (token = `shpat_${randomBytes(16).toString('hex')}`));
    return token;
  };
  const bucket = (shopId: string) => {
    let b = buckets.get(shopId);
    if (!b) buckets.set(shopId, (b = new LeakyBucket(plan.maximumAvailable, plan.restoreRate, now)));
    return b;
  };

  const exchanged = new IssuedTokens(now);
  async function shopForToken(token: string | undefined): Promise<Shop | null> {
    if (!token) return null;
    // The shop a token was handed to (a lookup by id: every call carries a token, and a row is ~4 KB of settings).
    const shopId = exchanged.shopOf(token) ?? [...tokens].find(([, known]) => known === token)?.[0];
    return shopId ? getShop(db, shopId) : null;
  }

  const app = new Hono();

  // The fault switch. The stand-in listens on 127.0.0.1 only and `npm run serve` never starts it (production
  // talks to Shopify), so no deployment can reach it.
  app.put('/devstore/faults', async (c) => {
    const parsed = parseFaults(await c.req.json().catch(() => null));
    if (!parsed) return c.json({ errors: 'delayMs 0-60000, errorRate 0-1, errorStatus 429, 500, 502, 503, 504 or "throttled"' }, 400);
    faults = parsed;
    return c.json(faults);
  });

  app.post('/admin/api/:version/graphql.json', async (c) => {
    if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (faults.errorRate && Math.random() < faults.errorRate && faults.errorStatus !== 'throttled') {
      return faults.errorStatus === 429
        ? c.json({ errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' }, 429, { 'Retry-After': '1' })
        : c.json({ errors: 'Internal Server Error' }, faults.errorStatus);
    }
    const faultThrottle = faults.errorStatus === 'throttled' && faults.errorRate > 0 && Math.random() < faults.errorRate;
    const version = c.req.param('version');
    if (version !== ADMIN_API_VERSION) {
      return c.json({ errors: `The devstore's Admin API stand-in serves version ${ADMIN_API_VERSION} only, not ${version}` }, 404);
    }
    const shop = await shopForToken(c.req.header('x-shopify-access-token'));
    const addressed = c.req.header(SHOP_DOMAIN_HEADER);
    if (!shop || (addressed && addressed !== shopDomain(shop.shopId))) return c.json({ errors: INVALID_TOKEN }, 401);

    let body: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return c.json({ errors: [{ message: 'Invalid JSON in request body', extensions: { code: 'BAD_REQUEST' } }] }, 400);
    }
    if (typeof body.query !== 'string') return c.json({ errors: [{ message: 'No query string was present', extensions: { code: 'BAD_REQUEST' } }] }, 400);
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;

    const schema = await loadAdminSchema();
    let document = documents.get(body.query);
    if (!document) {
      try {
        const parsed = parse(body.query);
        const errors = validate(schema, parsed);
        document = errors.length ? errors : parsed;
      } catch (error) {
        document = [error as GraphQLError];
      }
      documents.set(body.query, document);
    }
    if (!('kind' in document)) return c.json({ errors: document.map((e) => e.toJSON()) });
    const operation = selectOperation(document, operationName);
    if (!operation) return c.json({ errors: [{ message: 'An operation name is required when the document holds several' }] });
    if (operation.operation === 'subscription') return c.json({ errors: [notImplemented('Subscriptions').toJSON()] });

    // Cost first: over 1000 is refused outright; otherwise the bucket must hold it.
    const requested = queryCost(schema, document, operation, variables);
    if (requested > MAX_QUERY_COST) {
      return c.json({
        errors: [{
          message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
          extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAX_QUERY_COST },
        }],
      });
    }
    const shopBucket = bucket(shop.shopId);
    const forced = forcedThrottles > 0 || faultThrottle;
    if (forcedThrottles > 0) forcedThrottles--;
    if (forced || !shopBucket.take(requested)) {
      record({ shopId: shop.shopId, operationName: operation.name?.value ?? null, requestedQueryCost: requested, actualQueryCost: null, throttled: true });
      return c.json({
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: costExtension(requested, null, shopBucket.status()) },
      });
    }

    const context: StandInContext = {
      db,
      shop,
      storefront: storefrontOf(shop.shopId),
      jobs,
      cancelJobPolls: options.cancelJobPolls ?? 0,
      now: () => new Date(now()),
      catalog,
    };
    const result = await execute({
      schema,
      document,
      operationName,
      rootValue: rootValue(context),
      contextValue: context,
      variableValues: variables,
      fieldResolver,
      typeResolver,
    });
    const actual = queryCost(schema, document, operation, variables, (result.data ?? null) as Record<string, unknown> | null);
    shopBucket.refund(requested - actual);
    record({ shopId: shop.shopId, operationName: operation.name?.value ?? null, requestedQueryCost: requested, actualQueryCost: actual, throttled: false });
    return c.json({
      ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
      ...(result.data !== undefined ? { data: result.data } : {}),
      extensions: { cost: costExtension(requested, actual, shopBucket.status()) },
    });
  });

  // Shopify's token exchange: an installing app trades a session token for the shop's offline token.
  tokenExchangeRoutes(app, {
    apiKey: options.app?.apiKey ?? DEV_APP_API_KEY,
    apiSecret: options.app?.apiSecret ?? DEV_APP_SECRET,
    domainHeader: SHOP_DOMAIN_HEADER,
    tokens: exchanged,
    now: () => Math.floor(now() / 1000),
  });

  app.all('*', (c) => c.json({ errors: 'Not Found' }, 404));

  return {
    app,
    accessToken,
    issuedTokens: exchanged.issued,
    bucket,
    throttleNext(count = 1) {
      forcedThrottles += count;
    },
    setFaults(next) {
      faults = parseFaults(next) ?? NO_FAULTS;
    },
    costs,
    catalog,
    subscribeWebhooks: (address) => webhooks.subscribe(address),
    webhookDeliveries: webhooks.deliveries,
    async updateProduct(shopId, productId, change) {
      const shop = await shopById(shopId);
      const product = catalog.update(shopId, productId, change);
      if (!product) throw new Error(`The shop '${shopId}' has no product ${productId}`);
      return webhooks.send(shop, 'products/update', productPayload(shop, storefrontOf(shopId), product, new Date(now())));
    },
    async deleteProduct(shopId, productId) {
      const shop = await shopById(shopId);
      if (!catalog.delete(shopId, productId)) throw new Error(`The shop '${shopId}' has no product ${productId}`);
      return webhooks.send(shop, 'products/delete', { id: productId });
    },
    async updateCustomer(shopId, customerId, change) {
      const shop = await shopById(shopId);
      const [row] = await db.query<Parameters<typeof customerPayload>[0]>(
        `update customers set email = coalesce($3, email),
           first_name = case when $4 then $5 else first_name end, last_name = case when $6 then $7 else last_name end, updated_at = now()
         where shop_id = $1 and id = $2 returning id, email, first_name, last_name, phone, tags, updated_at`,
        [shopId, customerId, change.email?.trim().toLowerCase() ?? null, change.firstName !== undefined, change.firstName ?? null, change.lastName !== undefined, change.lastName ?? null],
      );
      if (!row) throw new Error(`The shop '${shopId}' has no customer ${customerId}`);
      return webhooks.send(shop, 'customers/update', customerPayload(row));
    },
    async deleteCustomer(shopId, customerId) {
      const shop = await shopById(shopId);
      const [orders] = await db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1 and customer_id = $2', [shopId, customerId]);
      if (orders!.n > 0) throw new Error(`Customer ${customerId} has orders: Shopify does not delete it`);
      // Its addresses go with it (on delete cascade).
      const gone = await db.query('delete from customers where shop_id = $1 and id = $2 returning id', [shopId, customerId]);
      if (gone.length === 0) throw new Error(`The shop '${shopId}' has no customer ${customerId}`);
      return webhooks.send(shop, 'customers/delete', { id: Number(customerId) });
    },
  };
}

function costExtension(requested: number, actual: number | null, status: ThrottleStatus) {
  return { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: status };
}

/** A field is served only when the object carries it (a value, or a function of the field's arguments). */
const fieldResolver: GraphQLFieldResolver<unknown, StandInContext> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object' && Object.prototype.hasOwnProperty.call(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? (value as (a: unknown, c: unknown, i: unknown) => unknown)(args, context, info) : value;
  }
  throw notImplemented(`${info.parentType.name}.${info.fieldName}`);
};

const typeResolver: GraphQLTypeResolver<unknown, StandInContext> = (value) =>
  value && typeof value === 'object' ? ((value as { __typename?: string }).__typename ?? undefined) : undefined;

export interface RunningShopifyAdmin extends ShopifyAdminStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** A fetch for @shopify/admin-api-client's customFetchApi: https://<shop>.myshopify.com/… goes to the stand-in. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  stop(): Promise<void>;
}

/** A fetch that sends https://<shop>.myshopify.com/… to the stand-in at `url`, naming the shop it addressed. */
export function standInFetch(url: string): RunningShopifyAdmin['fetch'] {
  return (target, init) => {
    const parsed = new URL(target);
    const headers = new Headers(init?.headers);
    headers.set(SHOP_DOMAIN_HEADER, parsed.host);
    return fetch(`${url}${parsed.pathname}${parsed.search}`, { ...init, headers });
  };
}

/** Starts the stand-in on 127.0.0.1, on a free port unless one is given. */
export async function startShopifyAdmin(options: ShopifyAdminStandInOptions & { port?: number }): Promise<RunningShopifyAdmin> {
  const standIn = createShopifyAdmin(options);
  // Shops known at start get their tokens now, so tests can read them before the first request.
  for (const shop of await listShops(options.db)) standIn.accessToken(shop.shopId);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: standIn.app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...standIn,
    url,
    fetch: standInFetch(url),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

