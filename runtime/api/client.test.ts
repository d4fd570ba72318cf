// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { createApiClient, DEFAULT_API_BASE_URL, type ApiClientOptions } from './client';
import { ApiError, isApiError } from './errors';
import { apiUrl, jsonError, jsonHandler, networkErrorHandler, type RecordedRequest } from '../../tests/msw/handlers';
import { createTestServer, TEST_API } from '../../tests/msw/server';

const server = createTestServer();

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: TEST_API,
    getShopId: () => 'shop-1',
    getCustomerId: () => null,
    getToken: async () => null,
    ...overrides,
  });
}

/** Captures the requests a handler receives. */
function recorder() {
  const requests: RecordedRequest[] = [];
  return { requests, record: (req: RecordedRequest) => void requests.push(req) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('defaults to the production API host', () => {
    const api = createApiClient({ getShopId: () => 's', getCustomerId: () => null, getToken: async () => null });
    expect(api.baseUrl).toBe(DEFAULT_API_BASE_URL);
  });

  describe('body wrapper', () => {
    it('wraps the payload with shopId only when no customer or cursor is known', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('post', '/authentication/create-otc', { codeId: 'c-1' }, record));

      const result = await client().post<{ codeId: string }>('/authentication/create-otc', { email: 'a@b.co', statusId: 's-9' });

      expect(result).toEqual({ codeId: 'c-1' });
      expect(requests[0]?.body).toEqual({ data: { shopId: 'shop-1', email: 'a@b.co', statusId: 's-9' } });
      expect(requests[0]?.request.headers.get('content-type')).toMatch(/application\/json/);
    });

    it('adds customerId when known and pageCursor when given', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('post', '/orders/shop-1/orders', { items: [] }, record));

      await client({ getCustomerId: () => 'cust-7' }).post('/orders/shop-1/orders', { limit: 5 }, { pageCursor: 'page-2' });

      expect(requests[0]?.body).toEqual({ data: { shopId: 'shop-1', customerId: 'cust-7', pageCursor: 'page-2', limit: 5 } });
    });

    it('wraps PUT and DELETE bodies too, and sends GET without a body', async () => {
      const { requests, record } = recorder();
      server.use(
        jsonHandler('put', '/customer/shop-1/cust-7/tags', {}, record),
        jsonHandler('delete', '/saved/wishlist/9', {}, record),
        jsonHandler('get', '/points/shop-1', { points: 40 }, record),
      );
      const api = client({ getCustomerId: () => 'cust-7' });

      await api.put('/customer/shop-1/cust-7/tags', { tags: ['vip'] });
      await api.delete('/saved/wishlist/9');
      const points = await api.get<{ points: number }>('/points/shop-1');

      expect(requests.map((r) => r.body)).toEqual([
        { data: { shopId: 'shop-1', customerId: 'cust-7', tags: ['vip'] } },
        { data: { shopId: 'shop-1', customerId: 'cust-7' } },
        undefined,
      ]);
      expect(points).toEqual({ points: 40 });
    });

    it('sends a GET pageCursor as a query parameter', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/init/countries', {}, record));

      await client().get('/init/countries', { pageCursor: 'p2' });

      expect(new URL(requests[0]!.request.url).searchParams.get('pageCursor')).toBe('p2');
    });
  });

  describe('identity token', () => {
    it('sends the Bearer token when one exists', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/points/shop-1', {}, record));

      await client({ getToken: async () => 'id-token-123' }).get('/points/shop-1');

      expect(requests[0]?.request.headers.get('authorization')).toBe('Bearer id-token-123');
    });

    it('sends no Authorization header without a token', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/points/shop-1', {}, record));

      await client().get('/points/shop-1');

      expect(requests[0]?.request.headers.has('authorization')).toBe(false);
    });

    it('still sends the call when the token provider throws, and reports it', async () => {
      const { requests, record } = recorder();
      const onError = vi.fn();
      server.use(jsonHandler('get', '/points/shop-1', { points: 1 }, record));

      const result = await client({ getToken: () => Promise.reject(new Error('firebase down')), onError }).get('/points/shop-1');

      expect(result).toEqual({ points: 1 });
      expect(requests[0]?.request.headers.has('authorization')).toBe(false);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'firebase down' }), 'getToken');
    });
  });

  describe('errors', () => {
    it.each([
      [400, 100, 'Invalid email'],
      [401, 'unauthenticated', 'Token expired'],
      [500, 'internal', 'Something broke'],
    ])('rejects status %i with ApiError carrying the server code', async (status, code, message) => {
      server.use(jsonHandler('post', '/member/check-customer', () => jsonError(status, code, message)));

      const error = await rejection(client().post('/member/check-customer', { customerEmail: 'x' }));

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, serverMessage: message, kind: 'http', body: { error: { code, message } } });
      expect(error.message).toContain(String(status));
    });

    it('rejects any status above 399 even without an error body', async () => {
      server.use(http.get(apiUrl('/points/shop-1'), () => new HttpResponse('nope', { status: 404 })));

      const error = await rejection(client().get('/points/shop-1'));

      expect(error).toMatchObject({ status: 404, code: null, serverMessage: null, body: 'nope' });
    });

    it('rejects a network failure with status 0', async () => {
      server.use(networkErrorHandler('get', '/points/shop-1'));

      const error = await rejection(client().get('/points/shop-1'));

      expect(error).toMatchObject({ status: 0, kind: 'network', code: null });
      expect(error.message).toMatch(/network error/i);
    });

    it('rejects a timeout with status 0', async () => {
      server.use(http.get(apiUrl('/points/shop-1'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }));

      const error = await rejection(client({ timeoutMs: 30 }).get('/points/shop-1'));

      expect(error).toMatchObject({ status: 0, kind: 'timeout' });
      expect(error.message).toMatch(/timed out after 30 ms/);
    });

    it('rejects a call aborted by the caller with status 0', async () => {
      server.use(http.get(apiUrl('/points/shop-1'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }));
      const controller = new AbortController();

      const pending = client().get('/points/shop-1', { signal: controller.signal });
      setTimeout(() => controller.abort(), 10);

      expect(await rejection(pending)).toMatchObject({ status: 0, kind: 'aborted' });
    });
  });

  describe('responses', () => {
    it('resolves an empty body to undefined', async () => {
      server.use(http.delete(apiUrl('/saved/wishlist/9'), () => new HttpResponse(null, { status: 204 })));

      expect(await client().delete('/saved/wishlist/9')).toBeUndefined();
    });

    it('parses a JSON body whatever its content type, and returns other text as is', async () => {
      server.use(
        http.get(apiUrl('/json-as-text'), () => HttpResponse.text('{"a":1}')),
        http.get(apiUrl('/plain'), () => HttpResponse.text('ok')),
      );

      expect(await client().get('/json-as-text')).toEqual({ a: 1 });
      expect(await client().get('/plain')).toBe('ok');
    });

    it('sends JSON Accept, no Content-Type and no body on GET; appends pageCursor after an existing query', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/init/countries', {}, record));

      await client().get('/init/countries?lang=de', { pageCursor: 'a b&c' });

      const { request } = requests[0]!;
      expect(request.headers.get('accept')).toMatch(/application\/json/);
      expect(request.headers.has('content-type')).toBe(false);
      const url = new URL(request.url);
      expect(url.searchParams.get('lang')).toBe('de');
      expect(url.searchParams.get('pageCursor')).toBe('a b&c');
    });

    it('lets per-call headers override the defaults', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/points/shop-1', {}, record));

      await client({ getToken: async () => 't' }).get('/points/shop-1', { headers: { Authorization: 'Custom x' } });

      expect(requests[0]?.request.headers.get('authorization')).toBe('Custom x');
    });
  });

  describe('aborts and timeouts', () => {
    it('rejects an already aborted signal without sending anything', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('get', '/points/shop-1', {}, record));
      const controller = new AbortController();
      controller.abort();

      expect(await rejection(client().get('/points/shop-1', { signal: controller.signal }))).toMatchObject({ status: 0, kind: 'aborted' });
      expect(requests).toHaveLength(0);
    });

    it('times out a body that never finishes arriving', async () => {
      server.use(
        http.get(apiUrl('/points/shop-1'), () => {
          const stream = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"poi')) });
          return new HttpResponse(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
        }),
      );

      const error = await rejection(client({ timeoutMs: 30 }).get('/points/shop-1'));

      expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    });

    it('a signal aborted after the response arrived changes nothing', async () => {
      server.use(jsonHandler('get', '/points/shop-1', { points: 2 }));
      const controller = new AbortController();

      const result = await client().get('/points/shop-1', { signal: controller.signal });
      controller.abort();

      expect(result).toEqual({ points: 2 });
    });
  });

  describe('request/response hooks', () => {
    it('passes the request and response to the hooks; hooks may add headers', async () => {
      const { requests, record } = recorder();
      server.use(jsonHandler('post', '/init/for-you', { recentlyViewed: [] }, record));
      const onResponse = vi.fn();

      await client({
        onRequest: (req) => {
          req.headers['X-Plugin'] = 'tracking';
        },
        onResponse,
      }).post('/init/for-you');

      expect(requests[0]?.request.headers.get('x-plugin')).toBe('tracking');
      expect(onResponse).toHaveBeenCalledWith(
        expect.objectContaining({ status: 200, data: { recentlyViewed: [] }, request: expect.objectContaining({ path: '/init/for-you' }) }),
      );
    });

    it('a throwing onRequest or onResponse does not break the call and is reported', async () => {
      server.use(jsonHandler('get', '/points/shop-1', { points: 3 }));
      const onError = vi.fn();
      const boom = new Error('tap failed');

      const result = await client({
        onRequest: () => {
          throw boom;
        },
        onResponse: async () => {
          throw boom;
        },
        onError,
      }).get('/points/shop-1');

      expect(result).toEqual({ points: 3 });
      expect(onError.mock.calls).toEqual([
        [boom, 'onRequest'],
        [boom, 'onResponse'],
      ]);
    });

    it('lets the response hook observe failing responses before the call rejects', async () => {
      server.use(jsonHandler('get', '/points/shop-1', () => jsonError(401, 'unauthenticated', 'expired')));
      const onResponse = vi.fn();

      await rejection(client({ onResponse }).get('/points/shop-1'));

      expect(onResponse).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    });
  });
});
