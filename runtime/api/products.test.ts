import { createApiClient } from './client';
import { ApiError } from './errors';
import { createProductClient, ProductMissingError, type ProductBatchRequestItem, type ProductClientOptions } from './products';
import { jsonError, jsonHandler, product, productsBatchHandler, type ProductCatalog } from '../../tests/msw/handlers';
import { createTestServer, TEST_API } from '../../tests/msw/server';

const server = createTestServer();

const DAY = 24 * 60 * 60 * 1000;
const catalog = { '1': product(1), '2': product(2), '3': product(3) };

// Only timers and Date are faked: msw's interceptors keep their real microtasks and I/O.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A product client over a real API client, and the batches the server received. */
function setup(source: ProductCatalog = catalog, options: ProductClientOptions = {}) {
  const batches: ProductBatchRequestItem[][] = [];
  server.use(productsBatchHandler(source, (items) => void batches.push(items)));
  const api = createApiClient({ baseUrl: TEST_API, getShopId: () => 'shop-1', getCustomerId: () => null, getToken: async () => null });
  return { batches, products: createProductClient(api, options) };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const item = (id: string | number, extra: Partial<ProductBatchRequestItem> = {}) => ({ id, size: 200, type: 'product', ignoreCache: false, ...extra });

describe('createProductClient batching', () => {
  it('turns every load of one 250 ms window into one request with de-duplicated items', async () => {
    const { products, batches } = setup();

    const loads = [products.load({ id: 1 }), products.load({ id: '2' }), products.load({ id: '1' }), products.load({ id: 1, size: 400 })];
    await vi.advanceTimersByTimeAsync(200);
    loads.push(products.load({ id: 3 }), products.load({ id: 2 }));
    await vi.advanceTimersByTimeAsync(49);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    const results = await Promise.all(loads);
    expect(batches).toEqual([[item(1), item('2'), item(1, { size: 400 }), item(3)]]);
    expect(results.map((r) => r.title)).toEqual(['Product 1', 'Product 2', 'Product 1', 'Product 1', 'Product 3', 'Product 2']);
  });

  it('does not restart the window on later loads: the batch leaves 250 ms after its first load', async () => {
    const { products, batches } = setup();

    const first = products.load({ id: 1 });
    await vi.advanceTimersByTimeAsync(240);
    const second = products.load({ id: 2 });
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, second]);

    expect(batches).toEqual([[item(1), item(2)]]);
  });

  it('sends one request per window for loads in two windows', async () => {
    const { products, batches } = setup();

    const first = products.load({ id: 1 });
    await vi.advanceTimersByTimeAsync(250);
    await first;
    const second = products.load({ id: 2 });
    await vi.advanceTimersByTimeAsync(250);
    await second;

    expect(batches).toEqual([[item(1)], [item(2)]]);
  });

  it('shares a request already in flight instead of sending the item again', async () => {
    const { products, batches } = setup();

    const first = products.load({ id: 1 });
    await vi.advanceTimersByTimeAsync(250);
    const again = products.load({ id: 1 });
    await vi.advanceTimersByTimeAsync(500);

    expect(await again).toBe(await first);
    expect(batches).toHaveLength(1);
  });

  it('rejects only the caller whose item the server left out', async () => {
    const { products } = setup();

    const known = products.load({ id: 1 });
    const unknown = products.load({ id: 'gone' });
    const settled = Promise.allSettled([known, unknown]);
    await vi.advanceTimersByTimeAsync(250);
    const [ok, missing] = await settled;

    expect(ok).toMatchObject({ status: 'fulfilled', value: { title: 'Product 1' } });
    expect(missing).toMatchObject({ status: 'rejected', reason: expect.any(ProductMissingError) });
    expect((missing as PromiseRejectedResult).reason.message).toMatch(/product gone \(size 200\) was not returned/);
  });

  it('rejects every caller of a failed batch with the ApiError', async () => {
    const { products } = setup();
    server.use(jsonHandler('post', '/products/batch', () => jsonError(500, 'internal', 'down')));

    const settled = Promise.allSettled([products.load({ id: 1 }), products.load({ id: 2 })]);
    await vi.advanceTimersByTimeAsync(250);

    for (const result of await settled) {
      expect(result).toMatchObject({ status: 'rejected', reason: expect.any(ApiError) });
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 500, code: 'internal' });
    }
  });

  it('rejects an invalid id without a request', async () => {
    const { products, batches } = setup();

    await expect(products.load({ id: ' ' })).rejects.toThrow(/Invalid product id/);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toHaveLength(0);
  });
});

describe('createProductClient cache', () => {
  async function loadNow(products: ReturnType<typeof setup>['products'], ref: Parameters<typeof products.load>[0]) {
    const pending = products.load(ref);
    await vi.advanceTimersByTimeAsync(250);
    return pending;
  }

  it('answers a cached product without any request', async () => {
    const { products, batches } = setup();
    await loadNow(products, { id: 1 });

    expect(await loadNow(products, { id: 1 })).toMatchObject({ title: 'Product 1' });
    expect(batches).toHaveLength(1);
  });

  it('keys the cache by id and size', async () => {
    const { products, batches } = setup();
    await loadNow(products, { id: 1 });
    await loadNow(products, { id: 1, size: 400 });

    expect(batches).toEqual([[item(1)], [item(1, { size: 400 })]]);
  });

  it('reuses the optional storage across clients', async () => {
    const storage = memoryStorage();
    const first = setup(catalog, { storage });
    await loadNow(first.products, { id: 2 });
    const second = setup(catalog, { storage });

    expect(await loadNow(second.products, { id: 2 })).toMatchObject({ title: 'Product 2' });
    expect(second.batches).toHaveLength(0);
  });

  it('refetches after the server cacheUntil (epoch ms, injected clock)', async () => {
    let now = 1_000_000;
    const { products, batches } = setup({ '1': { data: product(1), cacheUntil: 1_000_000 + 60_000 } }, { now: () => now });
    await loadNow(products, { id: 1 });

    now += 59_000;
    await loadNow(products, { id: 1 });
    expect(batches).toHaveLength(1);
    now += 1_000;
    await loadNow(products, { id: 1 });
    expect(batches).toHaveLength(2);
  });

  it('honours an ISO cacheUntil and otherwise a default lifetime of one day', async () => {
    const inOneHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const { products, batches } = setup({ '1': { data: product(1), cacheUntil: inOneHour }, '2': product(2) });
    await loadNow(products, { id: 1 });
    await loadNow(products, { id: 2 });

    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    await loadNow(products, { id: 1 });
    await loadNow(products, { id: 2 });
    expect(batches).toEqual([[item(1)], [item(2)], [item(1)]]);

    vi.setSystemTime(Date.now() + DAY);
    await loadNow(products, { id: 2 });
    expect(batches).toHaveLength(4);
  });

  it('ignoreCache bypasses the cache and is sent to the server', async () => {
    const { products, batches } = setup();
    await loadNow(products, { id: 1 });

    await loadNow(products, { id: 1, ignoreCache: true });

    expect(batches).toEqual([[item(1)], [item(1, { ignoreCache: true })]]);
  });

  it('sends a de-duplicated item with ignoreCache when any caller asked for it', async () => {
    const { products, batches } = setup();

    const both = Promise.all([products.load({ id: 1 }), products.load({ id: 1, ignoreCache: true })]);
    await vi.advanceTimersByTimeAsync(250);
    await both;

    expect(batches).toEqual([[item(1, { ignoreCache: true })]]);
  });

  it('clearCache forgets memory and stored entries', async () => {
    const storage = memoryStorage();
    const { products, batches } = setup(catalog, { storage });
    await loadNow(products, { id: 1 });
    products.clearCache();

    expect(storage.length).toBe(0);
    await loadNow(products, { id: 1 });
    expect(batches).toHaveLength(2);
  });
});

describe('refreshOnImageError', () => {
  /** The server's own cache serves a stale image unless asked to ignore it. */
  const staleUnlessIgnored: ProductCatalog = (req) =>
    product(req.id, { image: req.ignoreCache ? 'https://cdn.test/new.jpg' : 'https://cdn.test/old.jpg' });

  it('refreshes, then retries ignoring the API cache after 250 ms when the image is unchanged', async () => {
    const { products, batches } = setup(staleUnlessIgnored);
    const loaded = products.load({ id: 5 });
    await vi.advanceTimersByTimeAsync(250);
    expect((await loaded).image).toBe('https://cdn.test/old.jpg');

    const refreshed = products.refreshOnImageError({ id: 5 }, 'https://cdn.test/old.jpg');
    await vi.advanceTimersByTimeAsync(250);
    expect(batches).toEqual([[item(5)], [item(5)]]);
    await vi.advanceTimersByTimeAsync(249);
    expect(batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(251);

    expect((await refreshed).image).toBe('https://cdn.test/new.jpg');
    expect(batches).toEqual([[item(5)], [item(5)], [item(5, { ignoreCache: true })]]);
    // The fresh data replaced the cached one.
    expect((await products.load({ id: 5 })).image).toBe('https://cdn.test/new.jpg');
  });

  it('stops after the refresh when the image changed', async () => {
    const { products, batches } = setup({ '5': product(5, { image: 'https://cdn.test/fixed.jpg' }) });

    const refreshed = products.refreshOnImageError({ id: 5 }, 'https://cdn.test/broken.jpg');
    await vi.advanceTimersByTimeAsync(1000);

    expect((await refreshed).image).toBe('https://cdn.test/fixed.jpg');
    expect(batches).toEqual([[item(5)]]);
  });
});
