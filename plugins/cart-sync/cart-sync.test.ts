// Cart sync through the SDK harness: a runtime with the plugin on (`saved.isActive`), the shop's AJAX cart
// and the Status API on msw. The theme's requests go through the real fetch and XMLHttpRequest of jsdom.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime, testPlugin } from '../../runtime/testing/index.ts';
import type { CartChangeInfo } from '../../runtime/public.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { cartSyncPlugin } from './index.ts';
import { CART_ITEMS_KEY } from './sync.ts';
import { cartActionOf } from './observe.ts';

const SHOP = 'http://localhost:3000';
// jsdom's own XMLHttpRequest, as a theme has it. (msw replaces the global with a proxy whose mocked send
// never reaches the prototype; jsdom's goes over node:http, which msw answers the same.)
const PageXHR = globalThis.XMLHttpRequest;
const line = (variant: number, product = variant * 10) => ({
  key: `${variant}:abc`, id: variant, variant_id: variant, product_id: product, quantity: 1, title: `Product ${product}`,
});

let cartItems: ReturnType<typeof line>[] = [];
const recorded: RecordedRequest[] = [];
const server = createTestServer(
  http.get(`${SHOP}/cart.js`, () => HttpResponse.json({ token: 'cart-1', items: cartItems })),
  http.post(`${SHOP}/cart/add.js`, async ({ request }) => {
    const body = (await request.json()) as { id: number };
    const added = line(Number(body.id));
    cartItems = [...cartItems, added];
    return HttpResponse.json(added);
  }),
  http.post(`${SHOP}/cart/change.js`, () => HttpResponse.json({ token: 'cart-1', items: cartItems })),
  http.post(`${SHOP}/cart/update.js`, () => HttpResponse.json({ token: 'cart-1', items: cartItems })),
  http.post(`${SHOP}/cart/add`, () => new HttpResponse('<html>cart</html>', { headers: { 'Content-Type': 'text/html' } })),
  jsonHandler('post', '/saved/cart', { items: [] }, (req) => recorded.push(req)),
);

// What the page had before cart sync (msw's interception is installed in beforeAll).
let nativeFetch: typeof fetch;
let nativeOpen: XMLHttpRequest['open'];
let nativeSend: XMLHttpRequest['send'];

async function startWith(options: { signIn?: boolean } = {}) {
  const changes: CartChangeInfo[] = [];
  const alreadyObserved = globalThis.fetch.name === 'statusObservedFetch'; // another runtime's observer
  const observer = testPlugin({ id: 'cart-observer', setup: (ctx) => ctx.hooks.cartChange.tap((info) => void changes.push(info)) });
  const runtime = createTestRuntime({ plugins: [cartSyncPlugin, observer], initData: { settings: { saved: { isActive: true } } } });
  await runtime.start();
  if (options.signIn !== false) await runtime.session.start();
  // The observer is no part of the first open: it starts once that open settled, and reads /cart.js once.
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (!alreadyObserved) expect(globalThis.fetch.name).not.toBe('statusObservedFetch');
  await runtime.open('#status');
  dispatchEvent(new Event('status:open'));
  await new Promise((resolve) => setTimeout(resolve, 350)); // afterFirstOpen's 300 ms
  await vi.waitFor(() => expect(globalThis.fetch.name).toBe('statusObservedFetch'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { runtime, changes };
}

function xhrPost(url: string, body: unknown, responseType: XMLHttpRequestResponseType = ''): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new PageXHR();
    xhr.open('POST', url);
    xhr.responseType = responseType;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new Error('xhr failed'));
    xhr.send(JSON.stringify(body));
  });
}

const savedItems = () => recorded.flatMap((r) => (r.data as { items?: unknown[] } | undefined)?.items ?? []);

beforeEach(() => {
  nativeFetch = globalThis.fetch;
  nativeOpen = PageXHR.prototype.open;
  nativeSend = PageXHR.prototype.send;
  cartItems = [];
  recorded.length = 0;
  localStorage.clear();
});
afterEach(() => {
  expect(globalThis.fetch).toBe(nativeFetch);
});

describe('cart sync', () => {
  it('records a cart add made with fetch once, and calls cartChange', async () => {
    const { runtime, changes } = await startWith();
    const response = await fetch(`${SHOP}/cart/add.js`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 7, quantity: 1 }) });
    // The theme still reads its own response.
    expect((await response.json()) as unknown).toMatchObject({ variant_id: 7, product_id: 70 });
    await vi.waitFor(() => expect(savedItems()).toEqual([{ productId: 70, variantId: 7 }]));
    expect(changes).toEqual([{ action: 'add', items: [expect.objectContaining({ key: '7:abc', product_id: 70, variant_id: 7 })], added: [expect.objectContaining({ key: '7:abc' })], token: null }]);
    expect(JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]')).toEqual(['7:abc']);

    // The same line again (quantity up) is not new: cartChange fires, nothing is recorded twice.
    await fetch(`${SHOP}/cart/change.js`, { method: 'POST', body: JSON.stringify({ id: '7:abc', quantity: 2 }) });
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toMatchObject({ action: 'change', added: [], token: 'cart-1' });
    expect(recorded).toHaveLength(1);
    runtime.dispose();
  });

  it('records a cart add made with XMLHttpRequest once (text and json response types)', async () => {
    const { runtime, changes } = await startWith();
    const xhr = await xhrPost('/cart/add.js', { id: 8, quantity: 1 });
    expect(JSON.parse(xhr.responseText)).toMatchObject({ variant_id: 8 });
    await vi.waitFor(() => expect(savedItems()).toEqual([{ productId: 80, variantId: 8 }]));
    await xhrPost('/cart/add.js', { id: 9, quantity: 1 }, 'json');
    await vi.waitFor(() => expect(savedItems()).toEqual([{ productId: 80, variantId: 8 }, { productId: 90, variantId: 9 }]));
    expect(changes.map((c) => c.added.length)).toEqual([1, 1]);
    expect(recorded).toHaveLength(2);
    runtime.dispose();
  });

  it('leaves other requests alone and reads the cart when a form endpoint answers HTML', async () => {
    const { runtime, changes } = await startWith();
    await fetch(`${SHOP}/cart/update.js`, { method: 'POST', body: '{}' });
    await fetch(`${SHOP}/cart.js`);
    await xhrPost('/cart/update.js', {});
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(changes).toEqual([]);
    expect(recorded).toEqual([]);

    // A theme posting /cart/add gets a page back: the cart it changed is read from /cart.js.
    cartItems = [line(5)];
    const page = await fetch(`${SHOP}/cart/add`, { method: 'POST', body: 'id=5' });
    expect(await page.text()).toContain('cart');
    await vi.waitFor(() => expect(savedItems()).toEqual([{ productId: 50, variantId: 5 }]));
    expect(changes).toHaveLength(1);
    runtime.dispose();
  });

  it('records lines already in the cart when it starts, after the anonymous sign-in', async () => {
    cartItems = [line(3)];
    const { runtime } = await startWith({ signIn: false });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(recorded).toEqual([]); // no user yet: nothing can be recorded
    await runtime.session.start();
    await vi.waitFor(() => expect(savedItems()).toEqual([{ productId: 30, variantId: 3 }]));
    expect(recorded[0]!.request.headers.get('authorization')).toMatch(/^Bearer token-anon-/);
    runtime.dispose();
  });

  it('wraps fetch and XMLHttpRequest once for several runtimes and restores them when the last stops', async () => {
    const first = await startWith();
    const wrapped = globalThis.fetch;
    const second = await startWith();
    expect(globalThis.fetch).toBe(wrapped);
    expect(PageXHR.prototype.open).not.toBe(nativeOpen);
    await fetch(`${SHOP}/cart/add.js`, { method: 'POST', body: JSON.stringify({ id: 4 }) });
    await vi.waitFor(() => expect(second.changes).toHaveLength(1));
    expect(first.changes).toHaveLength(1);
    first.runtime.dispose();
    expect(globalThis.fetch).toBe(wrapped);
    second.runtime.dispose();
    expect(globalThis.fetch).toBe(nativeFetch);
    expect(PageXHR.prototype.open).toBe(nativeOpen);
    expect(PageXHR.prototype.send).toBe(nativeSend);
  });

  it('knows the cart endpoints: POST, same origin, with or without .js and a locale prefix', () => {
    const base = `${SHOP}/products/x`;
    expect(cartActionOf('POST', '/cart/add.js', base)).toBe('add');
    expect(cartActionOf('post', '/de/cart/add', base)).toBe('add');
    expect(cartActionOf('POST', `${SHOP}/cart/change.js`, base)).toBe('change');
    expect(cartActionOf('GET', '/cart/add.js', base)).toBeNull();
    expect(cartActionOf('POST', '/cart/update.js', base)).toBeNull();
    expect(cartActionOf('POST', '/cart.js', base)).toBeNull();
    expect(cartActionOf('POST', 'https://other.test/cart/add.js', base)).toBeNull();
    expect(cartActionOf('POST', '/cart/add.json', base)).toBeNull();
  });
});

void server;
