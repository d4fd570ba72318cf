// Acme Rewards' sample backend (the example plugin's provider): it answers only with a valid Firebase ID token
// (verified by firebase-admin against the emulator), only for the customer that uid is linked to in the shop,
// with points derived from that customer's orders. And the example plugin's files served by the storefront.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../server/test-harness.ts';
import { getShop } from '../../server/db/index.ts';
import { JANE_ID } from '../seed/index.ts';
import { ACME_REWARDS, acmePointsFor, acmeProvider, tierFor, type AcmeProvider } from './acme-provider.ts';
import type { StorefrontEnv } from './context.ts';
import { pluginAssetRoutes } from './widget-assets.ts';

let h: Harness;
let provider: AcmeProvider;
let app: Hono<StorefrontEnv>;

beforeAll(async () => {
  h = await startHarness();
  provider = acmeProvider({ db: h.db, projectId: h.emulator.projectId, authEmulatorHost: h.emulator.host });
  app = new Hono<StorefrontEnv>();
  // The storefront's shop context, reduced to what the provider reads.
  app.use('*', async (c, next) => {
    c.set('shop', (await getShop(h.db, c.req.query('shop') ?? 'demo-store'))!);
    await next();
  });
  app.route('/', provider.routes);
}, 120_000);

afterAll(async () => {
  await provider?.close();
  await h?.stop();
});

const get = async (pathname: string, token?: string) => {
  const response = await app.request(pathname, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
};

describe('GET /devstore/providers/acme/points', () => {
  it("answers with the signed-in customer's points, from their orders", async () => {
    const jane = await h.signIn('jane@example.com');
    expect(jane.customerId).toBe(JANE_ID);
    const { status, body, headers } = await get('/devstore/providers/acme/points', jane.idToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    // Jane's seeded orders, canceled ones left out: one point per dollar.
    const points = await acmePointsFor(h.db, 'demo-store', JANE_ID);
    expect(points).toBe(4129);
    expect(body).toEqual({ customerId: JANE_ID, points, tier: 'gold', currency: 'USD', nextReward: { id: 'discount-75', kind: 'discount', amount: 75, cost: 6000 } });
  });

  it('answers 401 without a token or with one that is not a valid ID token', async () => {
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const { status, body, headers } = await get('/devstore/providers/acme/points', token);
      expect(status).toBe(401);
      expect(body.error.code).toBe(token ? 'invalid_token' : 'unauthenticated');
      expect(headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 403 to a shopper who is not linked to a customer of this shop (anonymous, or another shop)', async () => {
    const anonymous = await h.anonymous();
    expect((await get('/devstore/providers/acme/points', anonymous.idToken)).body.error.code).toBe('customer_required');
    const jane = await h.signIn('jane@example.com');
    const other = await get('/devstore/providers/acme/points?shop=demo-store-de', jane.idToken);
    expect(other.status).toBe(403);
  });

  it("another customer gets their own points, never Jane's", async () => {
    const sam = await h.signIn('sam@example.com');
    const { body } = await get('/devstore/providers/acme/points', sam.idToken);
    expect(body.customerId).not.toBe(JANE_ID);
    expect(body).toMatchObject({ points: 196, tier: 'member', nextReward: { id: 'free-shipping', cost: 250 } });
  });
});

describe('GET /devstore/providers/acme/rewards', () => {
  it('lists the reward tiers with the balance', async () => {
    const jane = await h.signIn('jane@example.com');
    const { status, body } = await get('/devstore/providers/acme/rewards', jane.idToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ customerId: JANE_ID, points: 4129, tier: 'gold', currency: 'USD', pointsPerUnit: 1 });
    expect(body.rewards).toEqual(ACME_REWARDS);
    expect((await get('/devstore/providers/acme/rewards')).status).toBe(401);
  });

  it('tiers follow the balance', () => {
    expect([0, 999, 1000, 3999, 4000].map(tierFor)).toEqual(['member', 'member', 'silver', 'silver', 'gold']);
  });
});

describe('/devstore/plugins/<id>/ (the example plugins’ builds)', () => {
  let examples: string;
  let assets: Hono;
  beforeAll(async () => {
    examples = await mkdtemp(path.join(tmpdir(), 'status-examples-'));
    await mkdir(path.join(examples, 'acme-loyalty', 'dist'), { recursive: true });
    await writeFile(path.join(examples, 'acme-loyalty', 'dist', 'acme-loyalty.js'), 'export default {};');
    await writeFile(path.join(examples, 'acme-loyalty', 'secret.txt'), 'no');
    // An example not built yet, with its own build script.
    await mkdir(path.join(examples, 'fresh-plugin'), { recursive: true });
    await writeFile(
      path.join(examples, 'fresh-plugin', 'build.mjs'),
      "import { mkdirSync, writeFileSync } from 'node:fs';\nmkdirSync('dist', { recursive: true });\nwriteFileSync('dist/fresh-plugin.js', 'export default 2;');\n",
    );
    assets = pluginAssetRoutes(examples);
  });
  afterAll(() => rm(examples, { recursive: true, force: true }));

  it('serves a plugin’s dist/ as JavaScript, nothing outside it', async () => {
    const ok = await assets.request('/devstore/plugins/acme-loyalty/acme-loyalty.js');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await ok.text()).toBe('export default {};');
    for (const bad of ['/devstore/plugins/acme-loyalty/%2e%2e%2fsecret.txt', '/devstore/plugins/acme-loyalty/missing.js', '/devstore/plugins/Bad_Id/x.js', '/devstore/plugins/acme-loyalty/%E0%A4%A.js']) {
      expect((await assets.request(bad)).status, bad).toBe(404);
    }
  });

  it('builds an example that was not built yet on its first request (a fresh checkout’s npm start)', async () => {
    const response = await assets.request('/devstore/plugins/fresh-plugin/fresh-plugin.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export default 2;');
  });
});
