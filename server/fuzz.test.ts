// Fuzz suite: every route of the API (the app's own route table; bodies from schemas/api/*.request.json)
// gets hostile input — wrong types, missing fields, control characters, lone surrogates, huge and unicode strings,
// Object.prototype names as keys at every level, bad cursors, absurd numbers, deep nesting, hostile path segments
// and queries — from a signed-in customer, an anonymous user, no token, garbage and forged tokens. No answer may be
// a 5xx or a dropped connection, every 4xx carries `{ error: { code, message } }`, and the server still answers
// afterwards. A fixed seed; FUZZ_CASES (default 4000: every essential case, ~3,800, then a seeded sample of the other ~14,000) and FUZZ_SEED change the run (`npm run fuzz` runs 30000).
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../devstore/catalog/index';
import { createApiApp } from './app';
import type { ApiDeps } from './context';
import { baselineBody, type FuzzCase, type FuzzRoute, generate, type GenerateInput, loadApiSchemas, pick, type TokenKind } from './fuzz-cases';
import { type ApiServer, startApi } from './server';
import { type Harness, STOREFRONT, startHarness, storefrontUrl } from './test-harness';
import { createSchemaRegistry, describeError } from './validate';

const CASES = Number(process.env.FUZZ_CASES ?? 4000);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
const CONCURRENCY = 4;
const shopId = 'demo-store';
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdefghijklmnopqrstuvwxyz';

/** Which request schema each route reads (readData(c, deps, name)); routes not listed send no body. */
const SCHEMA_OF: Record<string, string> = {
  'POST /authentication/create-otc': 'authentication-create-otc',
  'POST /authentication/validate-otc': 'authentication-validate-otc',
  'POST /authentication/create-magic-link': 'authentication-create-magic-link',
  'POST /authentication/validate-magic-link': 'authentication-validate-magic-link',
  'POST /member/check-customer': 'member-check-customer',
  'POST /member/:shopId/shopify/login': 'member-shopify-login',
  'POST /member/unverified': 'member-unverified',
  'PUT /customer/:shopId/:customerId': 'customer-update',
  'PUT /customer/:shopId/:customerId/tags': 'customer-tags',
  'POST /customer/:shopId/:customerId/address': 'customer-address-create',
  'PUT /customer/:shopId/:customerId/address/:addressId': 'customer-address-update',
  'POST /init/for-you': 'init-for-you',
  'POST /products/batch': 'products-batch',
  'POST /saved/cart': 'saved-cart-add',
  'POST /saved/cart/items': 'saved-cart-list',
  'POST /saved/wishlist': 'saved-wishlist-add',
  'POST /saved/wishlist/items': 'saved-wishlist-list',
  'POST /saved/wishlist-items': 'saved-wishlist-product-ids',
  'POST /saved/wishlist-collections': 'saved-wishlist-collections',
  'POST /saved/wishlist-collection': 'saved-wishlist-collection-create',
  'PUT /saved/wishlist-collection/:uuid': 'saved-wishlist-collection-update',
  'POST /saved/collections': 'saved-collections',
  'POST /orders/:shopId/orders': 'orders-list',
  'POST /orders/:shopId/order/:id/cancel': 'order-cancel',
  'POST /tracking/event/inject': 'tracking-event-inject',
  'POST /errors/report': 'errors-report',
  'POST /plugins/outcomes': 'plugin-outcomes',
};

/** The API's routes as the app registers them (a route added later is fuzzed too, schema-less until listed above). */
function appRoutes(): FuzzRoute[] {
  const app = createApiApp({} as ApiDeps, [], { token: 'x', schemas: async () => { throw new Error('unused'); }, storefrontOrigins: [] } as never);
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`;
    if (method === 'ALL' || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path, schema: SCHEMA_OF[key], admin: path.startsWith('/admin/') });
  }
  return routes;
}

/** An unsigned ID token as the emulator issues them, for a uid of our choosing (tests uid hygiene behind the token). */
function forgedToken(projectId: string, uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'anonymous' },
  })}.`;
}

function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as any;
  let node = copy;
  for (const p of path.slice(0, -1)) node = node[p];
  node[path[path.length - 1]!] = value;
  return copy;
}

interface Failure {
  what: string;
  status: number | string;
  detail: string;
}

let h: Harness;
let adminApi: ApiServer;
let input: GenerateInput;
let routes: FuzzRoute[];
let tokens: Record<TokenKind, string[]>;
const stats = { tried: 0, ok: 0, refused: 0, failures: 0 };
const failures: Failure[] = [];
const started = Date.now();

beforeAll(async () => {
  // The per-user write limit would answer most of the run 429 before a route's own code is reached.
  h = await startHarness({ api: { rateLimits: { writesPerUser: { limit: 1_000_000, windowMs: 60_000 } } } });
  // Admin calls on a second API over the same database (the harness starts none with an admin token).
  adminApi = await startApi({
    db: h.db,
    storefrontOrigins: [STOREFRONT],
    authEmulatorHost: h.emulator.host,
    projectId: h.emulator.projectId,
    storefrontUrl,
    adminToken: ADMIN_TOKEN,
  });
  const anonymous = await h.anonymous();
  const email = 'fuzz@example.com';
  const customer = await h.signIn(email, { anonymous });
  const secondAnonymous = await h.anonymous();

  // Something of the fuzz customer's behind every id-taking path: an address, a collection with an item, saved
  // items, a pending code, and two of Jane's orders (one cancelable, one with a shipment).
  const address = await h.call('POST', `/customer/${shopId}/${customer.customerId}/address`, {
    token: customer.idToken,
    data: { shopId, address: { firstName: 'F', lastName: 'Z', address1: '1 Main', city: 'Town', country: 'US', state: 'CA', postcode: '90000' } },
  });
  const collection = await h.call('POST', '/saved/wishlist-collection', {
    token: customer.idToken,
    data: { shopId, collection: { name: 'Fuzz', visibility: 'all', items: [{ productId: 7400000002 }] } },
  });
  const saved = await h.call('POST', '/saved/wishlist', { token: customer.idToken, data: { shopId, items: [{ productId: 7400000003 }] } });
  await h.call('POST', '/saved/cart', { token: customer.idToken, data: { shopId, items: [{ productId: 7400000004 }] } });
  const code = await h.call('POST', '/authentication/create-otc', { token: secondAnonymous.idToken, data: { shopId, email: 'fuzz-code@example.com' } });
  expect([address.status, collection.status, saved.status, code.status]).toEqual([200, 200, 200, 200]);
  const [open] = await h.db.query<{ id: string; pass: string }>(
    `update orders set customer_id = $1 where id = (select id from orders where customer_id = '6000000001' and fulfillment_status = 'UNFULFILLED'
       and canceled_at is null order by id limit 1) returning id, pass`,
    [customer.customerId],
  );
  const [shipped] = await h.db.query<{ id: string }>(
    `update orders set customer_id = $1 where id = (select id from orders where customer_id = '6000000001'
       and latest_shipment ->> 'trackingUrl' is not null order by id limit 1) returning id`,
    [customer.customerId],
  );
  expect(open && shipped).toBeTruthy();

  const projectId = h.emulator.projectId;
  tokens = {
    customer: [customer.idToken],
    anonymous: [anonymous.idToken],
    none: [],
    garbage: ['Bearer x', `Bearer ${'a'.repeat(9000)}`, 'Basic Zm9vOmJhcg==', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'Bearer  '],
    forged: ['fuzz\u0000uid', 'fuzz\ud800uid', 'constructor', '__proto__', 'x'.repeat(128), '\u202efuzz'].map((uid) => `Bearer ${forgedToken(projectId, uid)}`),
  };

  const itemId = collection.body.collection.items[0].id as string;
  const savedId = saved.body.items[0].id as string;
  input = {
    routes: [],
    files: loadApiSchemas(),
    known: {
      shopId,
      customerId: customer.customerId,
      pageCursor: null,
      email,
      customerEmail: email,
      statusId: anonymous.uid,
      anonUserId: anonymous.uid,
      returnUrl: '/account',
      token: 'a'.repeat(43),
      otp: '1234',
      codeId: code.body.codeId,
      collectionUuid: collection.body.collection.uuid,
      collectionId: collections[0]!.id,
      productId: 7400000001,
      variantId: null,
      id: 7400000001,
      size: 200,
      viewed: [7400000001],
      tags: ['vip'],
    },
    params: (route) => {
      const params: Record<string, string> = {};
      for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
        params[name!] = {
          shopId: route.admin ? 'demo-store-nokey' : shopId,
          customerId: customer.customerId,
          addressId: address.body.address.addressId as string,
          uuid: collection.body.collection.uuid as string,
          pass: open!.pass,
          group: 'wishlist',
          id: route.path.startsWith('/saved/wishlist-collection-item')
            ? itemId
            : route.path.startsWith('/saved/')
              ? savedId
              : route.path.startsWith('/order-tracking')
                ? shipped!.id
                : open!.id,
        }[name!] ?? 'x';
      }
      return params;
    },
  };
  routes = appRoutes();
  input.routes = routes;
}, 180_000);

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: tried ${stats.tried} / refused ${stats.refused} / failures ${stats.failures} (ok ${stats.ok}; ${routes?.length ?? 0} routes, seed ${SEED}, ${seconds} s)`,
  );
  await adminApi?.close();
  await h?.stop();
});

function urlOf(c: FuzzCase): string {
  const base = c.route.admin ? adminApi.url : h.api.url;
  const path = c.route.path.replace(/:(\w+)/g, (_, name: string) => c.params[name] ?? 'x');
  return `${base}${path}${c.query ? `?${c.query}` : ''}`;
}

function authorization(c: FuzzCase, i: number): string | undefined {
  if (c.route.admin) {
    if (c.token === 'customer') return `Bearer ${ADMIN_TOKEN}`;
    if (c.token === 'none') return undefined;
    return tokens.garbage[i % tokens.garbage.length];
  }
  if (c.token === 'customer' || c.token === 'anonymous') return `Bearer ${tokens[c.token][0]}`;
  const list = tokens[c.token];
  return list.length ? list[i % list.length] : undefined;
}

async function send(c: FuzzCase, i: number): Promise<void> {
  const headers: Record<string, string> = {};
  const auth = authorization(c, i);
  if (auth) headers.authorization = auth;
  const body = typeof c.body === 'function' ? c.body() : c.body instanceof Uint8Array ? new Uint8Array(c.body) : c.body;
  if (body !== undefined && c.contentType !== null) headers['content-type'] = c.contentType ?? 'application/json';
  const what = `${c.route.method} ${c.route.path} [${c.token}] ${c.what}`;
  stats.tried += 1;
  let status: number;
  let text: string;
  try {
    const response = await fetch(urlOf(c), {
      method: c.route.method,
      headers,
      body: c.route.method === 'GET' || c.route.method === 'HEAD' ? undefined : body,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    stats.failures += 1;
    failures.push({ what, status: 'crash', detail: String((error as Error).cause ?? error).slice(0, 200) });
    return;
  }
  if (status >= 500) {
    stats.failures += 1;
    failures.push({ what, status, detail: text.slice(0, 200) });
    return;
  }
  if (status >= 400) {
    stats.refused += 1;
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const error = parsed?.error;
    if (!error || !['string', 'number'].includes(typeof error.code) || typeof error.message !== 'string') {
      stats.failures += 1;
      failures.push({ what, status, detail: `no JSON error body: ${text.slice(0, 200)}` });
    }
    return;
  }
  stats.ok += 1;
}

describe('fuzz', () => {
  it('samples a valid body for every request schema, and every schema belongs to a route', () => {
    const registry = createSchemaRegistry();
    const requestSchemas = registry.names.filter((n) => n.endsWith('.request')).map((n) => n.replace(/\.request$/, ''));
    const used = new Set(routes.flatMap((r) => (r.schema ? [r.schema] : [])));
    expect(requestSchemas.filter((s) => !used.has(s)), 'request schemas without a route in SCHEMA_OF').toEqual([]);
    expect(Object.keys(SCHEMA_OF).filter((key) => !routes.some((r) => `${r.method} ${r.path}` === key)), 'SCHEMA_OF routes the app lacks').toEqual([]);
    for (const schema of used) {
      const validate = registry.get(`${schema}.request`);
      const body = baselineBody(input, schema);
      expect(validate(body), `${schema}: ${validate.errors?.map(describeError).join('; ')}`).toBe(true);
    }
  });

  it('request schemas refuse NUL, control characters and lone surrogates in every string they accept', () => {
    const registry = createSchemaRegistry();
    const refusedEverywhere: string[] = [];
    for (const schema of new Set(routes.flatMap((r) => (r.schema ? [r.schema] : [])))) {
      const validate = registry.get(`${schema}.request`);
      const base = baselineBody(input, schema);
      for (const path of leafPaths(base)) {
        for (const bad of ['Fuzz\u0000', 'Fuzz\ud800', '\udc00Fuzz', 'Fuzz\u001b', 'Fuzz\u007f']) {
          if (validate(withValue(base, path, bad))) refusedEverywhere.push(`${schema}: ${path.join('.')} accepts ${JSON.stringify(bad)}`);
        }
      }
    }
    expect(refusedEverywhere).toEqual([]);
  });

  it(`answers ${CASES}+ hostile requests over every route without a 5xx, a dropped connection or an error without a JSON body`, async () => {
    const generated = generate(input);
    const cases = pick(generated, CASES, SEED);
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const i = next++;
        await send(cases[i]!, i);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // FUZZ_REPORT=<file>: every failure, one JSON line each (the assertion message shows the first 40).
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.map((f) => JSON.stringify(f)).join('\n'));
    const report = failures
      .slice(0, 40)
      .map((f) => `  ${f.status} ${f.what.slice(0, 160)}\n      ${f.detail}`)
      .join('\n');
    expect(failures.length, `${failures.length} failures of ${stats.tried} (essential ${generated.essential.length}, pool ${generated.pool.length}):\n${report}`).toBe(0);
  }, 900_000);

  it('still answers afterwards: health, a product batch and the customer', async () => {
    const health = await h.call('GET', '/');
    expect(health.status).toBe(200);
    const batch = await h.call('POST', '/products/batch', { data: { shopId, items: [{ id: 7400000001 }] } });
    expect(batch.status).toBe(200);
    expect(batch.body.items).toHaveLength(1);
    const customerId = input.known.customerId as string;
    const me = await h.call('GET', `/customer/${shopId}/${customerId}`, { token: tokens.customer[0] });
    expect(me.status).toBe(200);
    const admin = await fetch(`${adminApi.url}/admin/shops/${shopId}/settings`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(admin.status).toBe(200);
  });
});
