// The shop's products table: the backfill at start (paged through Commerce, THROTTLED waited out), the
// products/* webhooks (HMAC, age, replay), and a change made in the store reaching the products batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, PRODUCT_ID_BASE, products } from '../devstore/catalog/index';
import { standInCommerce } from '../devstore/shopify-admin/commerce';
import { signWebhook } from '../devstore/shopify-admin/webhooks';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { backfillProducts, forgetBackfill } from './products';
import { type Harness, startHarness } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const shopId = 'demo-store';

async function batch(items: { id: number | string; type?: 'product' | 'variant' }[]) {
  const reply = await h.call('POST', '/products/batch', { data: { shopId, items } });
  expect(reply.status).toBe(200);
  h.expectSchema('products-batch', reply.body);
  return reply.body.items as { id: number; data: { title: string; price: string; available: boolean; prices: { price: { amount: string } }[] } }[];
}

/** A webhook as Shopify sends it, signed with the development app's secret unless `secret` says otherwise. */
function webhook(topic: string, payload: unknown, o: { id?: string; triggeredAt?: Date; secret?: string; tamper?: (body: string) => string } = {}) {
  const body = JSON.stringify(payload);
  const headers = {
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': `${shopId}.myshopify.com`,
    'x-shopify-webhook-id': o.id ?? crypto.randomUUID(),
    'x-shopify-triggered-at': (o.triggeredAt ?? new Date()).toISOString(),
    'x-shopify-hmac-sha256': signWebhook(body, o.secret ?? DEV_APP_PROXY_SECRET),
  };
  return h.call('POST', '/webhooks/shopify', { body: o.tamper ? o.tamper(body) : body, headers });
}

describe('backfill', () => {
  it('stored every product of every shop at start, 25 a page', async () => {
    const [stored] = await h.db.query<{ n: number }>('select count(*)::int as n from products where shop_id = $1', [shopId]);
    expect(stored!.n).toBe(products.length);
    expect(products.length).toBeGreaterThan(25); // more than one page
    const pages = h.shopifyAdmin.costs.filter((c) => c.operationName === 'ProductsPage' && c.shopId === shopId);
    expect(pages).toHaveLength(Math.ceil(products.length / 25));
    expect(pages.every((p) => p.requestedQueryCost <= 1000)).toBe(true);
    const [variants] = await h.db.query<{ n: number }>('select count(*)::int as n from product_variants where shop_id = $1', [shopId]);
    expect(variants!.n).toBe(products.flatMap((p) => p.variants).length);
    const [done] = await h.db.query<{ products: number; finished: boolean }>(
      'select products, finished_at is not null as finished from product_backfills where shop_id = $1',
      [shopId],
    );
    expect(done).toEqual({ products: products.length, finished: true });
  });

  it('waits out a THROTTLED page and goes on from its cursor', async () => {
    const commerce = standInCommerce(h.shopifyAdmin)({ shopId });
    const before = h.shopifyAdmin.costs.length;
    h.shopifyAdmin.throttleNext(1);
    const result = await backfillProducts(h.db, commerce, shopId);
    expect(result).toEqual({ products: products.length, pages: 2, collections: collections.length });
    const calls = h.shopifyAdmin.costs.slice(before).filter((c) => c.operationName === 'ProductsPage');
    expect(calls.map((c) => c.throttled)).toEqual([true, false, false]);
  });

  it('answers the batch from the table as the catalogue says', async () => {
    const tee = products[0]!;
    const [product, variant] = await batch([{ id: tee.id }, { id: tee.variants[1]!.id, type: 'variant' }]);
    expect(product!.data).toMatchObject({ title: tee.title, price: '$24.00', available: true });
    expect(variant!.data).toMatchObject({ title: tee.title, price: '$26.00' });
  });
});

describe('webhooks', () => {
  const id = PRODUCT_ID_BASE + 3; // Linen Button Shirt

  it('applies a signed products/update: the product is read back from the store', async () => {
    h.shopifyAdmin.catalog.update(shopId, id, { title: 'Linen Shirt, signed' });
    const reply = await webhook('products/update', { id });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true });
    expect((await batch([{ id }]))[0]!.data.title).toBe('Linen Shirt, signed');
  });

  it('refuses a tampered body, another secret and a missing signature with 401, applying nothing', async () => {
    h.shopifyAdmin.catalog.update(shopId, id, { title: 'Linen Shirt, tampered' });
    const tampered = await webhook('products/update', { id }, { tamper: (body) => body.replace(`${id}`, `${id + 1}`) });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error.code).toBe('invalid_hmac');
    expect((await webhook('products/update', { id }, { secret: 'not-the-app-secret' })).status).toBe(401);
    const unsigned = await h.call('POST', '/webhooks/shopify', { body: JSON.stringify({ id }), headers: { 'x-shopify-topic': 'products/update' } });
    expect(unsigned.status).toBe(401);
    expect((await batch([{ id }]))[0]!.data.title).toBe('Linen Shirt, signed');
  });

  it('refuses one sent more than 10 minutes ago', async () => {
    const stale = await webhook('products/update', { id }, { triggeredAt: new Date(Date.now() - 11 * 60_000) });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('stale_webhook');
    expect((await batch([{ id }]))[0]!.data.title).toBe('Linen Shirt, signed');
  });

  it('answers a replayed delivery 200 and applies it once', async () => {
    const webhookId = crypto.randomUUID();
    const reads = () => h.shopifyAdmin.costs.filter((c) => c.operationName === 'Products').length;
    const first = await webhook('products/update', { id }, { id: webhookId });
    expect(first.body).toEqual({ ok: true });
    expect((await batch([{ id }]))[0]!.data.title).toBe('Linen Shirt, tampered');
    const afterFirst = reads();
    h.shopifyAdmin.catalog.update(shopId, id, { title: 'Linen Shirt, after the replay' });
    const replay = await webhook('products/update', { id }, { id: webhookId });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ok: true, replay: true });
    expect(reads()).toBe(afterFirst); // the store was not asked again
    expect((await batch([{ id }]))[0]!.data.title).toBe('Linen Shirt, tampered');
    const [kept] = await h.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries where webhook_id = $1', [webhookId]);
    expect(kept!.n).toBe(1);
  });

  it('ignores topics it does not handle, and refuses an unknown shop', async () => {
    expect((await webhook('orders/create', { id: 1 })).status).toBe(200);
    const body = JSON.stringify({ id });
    const other = await h.call('POST', '/webhooks/shopify', {
      body,
      headers: {
        'x-shopify-topic': 'products/update',
        'x-shopify-shop-domain': 'no-such-shop.myshopify.com',
        'x-shopify-webhook-id': crypto.randomUUID(),
        'x-shopify-triggered-at': new Date().toISOString(),
        'x-shopify-hmac-sha256': signWebhook(body, DEV_APP_PROXY_SECRET),
      },
    });
    expect(other.status).toBe(404);
  });
});

describe('a shop never backfilled', () => {
  it('gets its products on its first batch, in the background', async () => {
    const de = 'demo-store-de';
    await h.db.query('delete from products where shop_id = $1', [de]);
    await forgetBackfill(h.db, de);
    const ask = () => h.call('POST', '/products/batch', { data: { shopId: de, items: [{ id: products[0]!.id }] } });
    expect((await ask()).status).toBe(200); // answers what is stored so far, and starts the backfill
    const finished = async () =>
      (await h.db.query<{ finished: boolean }>('select finished_at is not null as finished from product_backfills where shop_id = $1', [de]))[0]?.finished;
    for (let i = 0; i < 100 && !(await finished()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await finished()).toBe(true);
    const [stored] = await h.db.query<{ n: number }>('select count(*)::int as n from products where shop_id = $1', [de]);
    expect(stored!.n).toBe(products.length);
    // 24.00 USD × 0.92, as the stand-in answers for the shop.
    expect((await ask()).body.items[0].data.price).toMatch(/^22,08\s€$/);
  });
});

describe('shop collections', () => {
  it('are backfilled with the products and follow the collections webhooks', async () => {
    const [stored] = await h.db.query<{ n: number }>('select count(*)::int as n from shop_collections where shop_id = $1', [shopId]);
    expect(stored!.n).toBe(collections.length);
    const [apparel, shoes] = collections;
    const user = await h.anonymous();
    const view = (data: Record<string, unknown>) => h.call('POST', '/saved/collections', { token: user.idToken, data: { shopId, ...data } });
    expect((await view({ collectionIds: [shoes!.handle, apparel!.id] })).body.collections.map((c: { name: string }) => c.name)).toEqual(['shoes', 'apparel']);
    const renamed = await webhook('collections/update', { id: apparel!.id, handle: 'clothing', title: 'Clothing' });
    expect(renamed.status).toBe(200);
    const deleted = await webhook('collections/delete', { id: shoes!.id });
    expect(deleted.status).toBe(200);
    const listed = await view({});
    expect(listed.status).toBe(200);
    h.expectSchema('saved-collections', listed.body);
    expect(listed.body.collections).toEqual([{ title: 'Clothing', collection_id: apparel!.id, name: 'clothing', url: `http://127.0.0.1:4599/${shopId}/collections/clothing` }]);
    expect((await view({ collectionId: shoes!.handle })).status).toBe(404);
    expect((await view({ collectionId: 'clothing' })).status).toBe(200);
  });
});

describe('changes made in the store', () => {
  it('a price change through the stand-in reaches the products batch', async () => {
    const mug = products.find((p) => p.handle === 'stoneware-mug')!;
    expect((await batch([{ id: mug.id }]))[0]!.data.price).toBe('$18.00');
    const delivery = await h.shopifyAdmin.updateProduct(shopId, mug.id, { price: 2150 });
    expect(delivery).toMatchObject({ topic: 'products/update', status: 200 });
    const [product, variant] = await batch([{ id: mug.id }, { id: mug.variants[2]!.id, type: 'variant' }]);
    expect(product!.data.price).toBe('$21.50');
    expect(product!.data.prices[0]!.price.amount).toBe('21.50');
    expect(variant!.data.price).toBe('$21.50');
  });

  it('variants a merchant adds past the first 10 reach the batch and can be saved', async () => {
    const tee = products.find((p) => p.handle === 'everyday-cotton-tee')!;
    const sizes = Array.from({ length: 12 }, (_, i) => ({ title: `Size ${i + 1}`, price: 2400, available: true }));
    const delivery = await h.shopifyAdmin.updateProduct(shopId, tee.id, { addVariants: sizes });
    expect(delivery).toMatchObject({ topic: 'products/update', status: 200 });
    const all = h.shopifyAdmin.catalog.product(shopId, tee.id)!.variants;
    expect(all.length).toBeGreaterThan(10);
    const last = all.at(-1)!;
    const [variant] = await batch([{ id: last.id, type: 'variant' }]);
    expect(variant!.data).toMatchObject({ variantId: last.id, variantTitle: 'Size 12' });
    const user = await h.anonymous();
    const saved = await h.call('POST', '/saved/wishlist', { token: user.idToken, data: { shopId, items: [{ productId: tee.id, variantId: last.id }] } });
    expect(saved.status).toBe(200);
  });

  it('a sold-out change makes the product unavailable', async () => {
    const tote = products.find((p) => p.handle === 'canvas-tote-bag')!;
    await h.shopifyAdmin.updateProduct(shopId, tote.id, { available: false });
    expect((await batch([{ id: tote.id }]))[0]!.data.available).toBe(false);
  });

  it('a deleted product is left out of the batch, not counted as viewed, and cannot be saved', async () => {
    const planner = products.find((p) => p.handle === 'desk-planner')!;
    expect(await batch([{ id: planner.id }])).toHaveLength(1);
    const delivery = await h.shopifyAdmin.deleteProduct(shopId, planner.id);
    expect(delivery).toMatchObject({ topic: 'products/delete', status: 200 });
    expect(await batch([{ id: planner.id }, { id: planner.variants[0]!.id, type: 'variant' }])).toEqual([]);
    const user = await h.anonymous();
    const forYou = await h.call('POST', '/init/for-you', { token: user.idToken, data: { shopId, viewed: [planner.id, products[0]!.id] } });
    expect(forYou.status).toBe(200);
    expect(forYou.body.recentlyViewed).toEqual([products[0]!.id]);
    expect(forYou.body.popularToday).not.toContain(planner.id);
    const saved = await h.call('POST', '/saved/wishlist', { token: user.idToken, data: { shopId, items: [{ productId: planner.id }] } });
    expect(saved.status).toBe(400);
    expect(saved.body.error.code).toBe('unknown_product');
  });

  it('a backfill again removes what the store no longer has and keeps the rest', async () => {
    await backfillProducts(h.db, standInCommerce(h.shopifyAdmin)({ shopId }), shopId);
    const [stored] = await h.db.query<{ n: number }>('select count(*)::int as n from products where shop_id = $1', [shopId]);
    expect(stored!.n).toBe(products.length - 1);
  });
});
