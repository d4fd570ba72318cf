// Shopify AJAX cart API of the demo storefront over real HTTP: shapes, errors, form posts, shops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../catalog/index.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
const plain = variants.find((v) => v.variant.available && v.variant.inventory === undefined && v.variant.title !== 'Default Title')!;
const other = variants.find((v) => v.product !== plain.product && v.variant.available && v.variant.inventory === undefined)!;
const soldOut = variants.find((v) => !v.variant.available)!;
const onlyOne = variants.find((v) => v.variant.available && v.variant.inventory === 1)!;
const onlyTwo = variants.find((v) => v.variant.available && v.variant.inventory === 2)!;

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
});
afterAll(() => store?.stop());

describe('GET /cart.js', () => {
  it('answers an empty Shopify cart and keeps its token in the cart cookie', async () => {
    const client = createClient(store.url);
    const response = await client.get('/cart.js');
    expect(response.status).toBe(200);
    const cart = await response.json();
    expect(cart).toMatchObject({ items: [], item_count: 0, total_price: 0, currency: 'USD', attributes: {}, note: null });
    expect(client.cookies.get('cart')).toBe(cart.token);
    expect((await (await client.get('/cart.js')).json()).token).toBe(cart.token);
  });
});

describe('POST /cart/add.js', () => {
  it('adds { id, quantity } and answers the line item with Shopify fields', async () => {
    const client = createClient(store.url);
    const response = await client.postJson('/cart/add.js', { id: plain.variant.id, quantity: 2 });
    expect(response.status).toBe(200);
    const item = await response.json();
    expect(item).toMatchObject({
      id: plain.variant.id,
      variant_id: plain.variant.id,
      product_id: plain.product.id,
      title: `${plain.product.title} - ${plain.variant.title}`,
      quantity: 2,
      price: plain.variant.price,
      line_price: plain.variant.price * 2,
      url: `/products/${plain.product.handle}?variant=${plain.variant.id}`,
      image: `${store.url}/devstore/images/${plain.product.handle}.svg`,
      properties: {},
    });
    expect(item.key).toMatch(new RegExp(`^${plain.variant.id}:`));
    const cart = await (await client.get('/cart.js')).json();
    expect(cart).toMatchObject({ item_count: 2, total_price: plain.variant.price * 2 });
    expect(cart.items[0]).toMatchObject({ key: item.key, quantity: 2 });
  });

  it('adds { items: [...] } with properties, one line per variant and properties', async () => {
    const client = createClient(store.url);
    const response = await client.postJson('/cart/add.js', {
      items: [
        { id: plain.variant.id, quantity: 1, properties: { _source: 'status' } },
        { id: String(plain.variant.id), quantity: 1 },
        { id: other.variant.id },
      ],
    });
    expect(response.status).toBe(200);
    const { items } = await response.json();
    expect(items).toHaveLength(3);
    expect(items[0].properties).toEqual({ _source: 'status' });
    const cart = await (await client.get('/cart.js')).json();
    expect(cart.item_count).toBe(3);
    expect(cart.items).toHaveLength(3);
  });

  it('reads form posts with bracketed properties', async () => {
    const client = createClient(store.url);
    const response = await client.postForm('/cart/add.js', { id: String(plain.variant.id), quantity: '3', 'properties[_source]': 'status' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ quantity: 3, properties: { _source: 'status' } });
  });

  it('refuses sold-out variants with a 422 Cart Error', async () => {
    const response = await createClient(store.url).postJson('/cart/add.js', { id: soldOut.variant.id, quantity: 1 });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ status: 422, message: 'Cart Error' });
    expect(body.description).toMatch(/sold out/);
  });

  it('refuses quantities over the stock with Shopify messages', async () => {
    const client = createClient(store.url);
    expect((await client.postJson('/cart/add.js', { id: onlyOne.variant.id, quantity: 1 })).status).toBe(200);
    const again = await client.postJson('/cart/add.js', { id: onlyOne.variant.id, quantity: 1 });
    expect(again.status).toBe(422);
    expect((await again.json()).description).toMatch(/^All 1 .+ are in your cart\.$/);
    const tooMany = await client.postJson('/cart/add.js', { id: onlyTwo.variant.id, quantity: 3 });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).description).toMatch(/^You can only add 2 /);
    // Nothing of a refused request lands in the cart.
    expect((await (await client.get('/cart.js')).json()).item_count).toBe(1);
  });

  it('answers 404 Cannot find variant for unknown ids, and 400 without an id', async () => {
    const client = createClient(store.url);
    const missing = await client.postJson('/cart/add.js', { id: 999, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, message: 'Cart Error', description: 'Cannot find variant' });
    const noId = await client.postJson('/cart/add.js', { quantity: 1 });
    expect(noId.status).toBe(400);
    expect((await noId.json()).status).toBe('bad_request');
  });

  it('redirects plain form posts to /cart, which lists the item', async () => {
    const client = createClient(store.url);
    const response = await client.postForm('/cart/add', { id: String(plain.variant.id), quantity: '1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart');
    const page = await (await client.get('/cart')).text();
    expect(page).toContain(plain.product.title);
    expect(page).toContain('data-cart-count>(1)');
  });
});

describe('POST /cart/change.js and /cart/update.js', () => {
  it('changes a line by key or 1-based line and removes it at 0', async () => {
    const client = createClient(store.url);
    const { key } = await (await client.postJson('/cart/add.js', { id: plain.variant.id, quantity: 1 })).json();
    await client.postJson('/cart/add.js', { id: other.variant.id, quantity: 1 });
    let cart = await (await client.postJson('/cart/change.js', { id: key, quantity: 3 })).json();
    expect(cart.items.find((i: { key: string }) => i.key === key).quantity).toBe(3);
    cart = await (await client.postJson('/cart/change.js', { line: 2, quantity: 0 })).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.item_count).toBe(3);
    const bad = await client.postJson('/cart/change.js', { line: 9, quantity: 1 });
    expect(bad.status).toBe(400);
  });

  it('sets attributes (the widget marks tracked carts) and quantities', async () => {
    const client = createClient(store.url);
    await client.postJson('/cart/add.js', { id: plain.variant.id, quantity: 1 });
    const tracked = JSON.stringify({ token: 't', products: { [plain.product.id]: 'status' } });
    const response = await client.postJson('/cart/update.js', {
      attributes: { _status_tracked: tracked, _status_id: 'anon-1' },
      updates: { [plain.variant.id]: 4 },
    });
    expect(response.status).toBe(200);
    const cart = await response.json();
    expect(cart.attributes).toEqual({ _status_tracked: tracked, _status_id: 'anon-1' });
    expect(cart.item_count).toBe(4);
  });
});

describe('shops', () => {
  it('prices the cart in the shop currency (?shop=demo-store-de, remembered)', async () => {
    const client = createClient(store.url);
    expect((await client.get('/?shop=demo-store-de')).status).toBe(200);
    const item = await (await client.postJson('/cart/add.js', { id: plain.variant.id, quantity: 1 })).json();
    const de = shops.find((s) => s.shopId === 'demo-store-de')!;
    expect(item.price).toBe(Math.round(plain.variant.price * de.currencyMultiplier));
    expect((await (await client.get('/cart.js')).json()).currency).toBe('EUR');
  });
});
