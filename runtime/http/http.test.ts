// ctx.http: the token and plugin headers, time-out, retries of idempotent requests with back-off and
// Retry-After, and every failure as the runtime's ApiError, against msw.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../tests/msw/server.ts';
import { ApiError } from '../api/errors.ts';
import { definePlugin, type AnyPlugin, type Capability } from '../plugin.ts';
import { createPluginHttp, parseRetryAfter, type PluginHttpOptions } from './index.ts';

const BACKEND = 'https://loyalty.test';
const server = createTestServer();

function plugin(capabilities: Capability[] = ['http', 'identity']): AnyPlugin {
  return definePlugin({ apiVersion: 1, id: 'acme-loyalty', name: 'Acme', version: '1.0.0', provider: 'Acme', capabilities });
}

/** An instance whose back-off waits are recorded, not waited. */
function client(options: { token?: string | null; capabilities?: Capability[] } & PluginHttpOptions = {}) {
  const delays: number[] = [];
  const getToken = vi.fn(async () => (options.token === undefined ? 'id-token-1' : options.token));
  const instance = createPluginHttp(plugin(options.capabilities), getToken, {
    sleep: async (ms) => void delays.push(ms),
    ...options,
  });
  return { instance, delays, getToken };
}

/** Answers with the given responses in turn (the last one repeats); counts calls. */
function sequence(method: 'get' | 'post' | 'put' | 'delete', path: string, responses: (() => Response | Promise<Response>)[]) {
  const calls: Request[] = [];
  server.use(
    http[method](`${BACKEND}${path}`, ({ request }) => {
      calls.push(request);
      return responses[Math.min(calls.length, responses.length) - 1]!();
    }),
  );
  return calls;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ctx.http headers', () => {
  it("sends the shopper's ID token and the plugin id", async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.json({ points: 120 })]);
    const { instance } = client();
    const response = await instance.get(`${BACKEND}/points`);
    expect(response.data).toEqual({ points: 120 });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer id-token-1');
    expect(calls[0]!.headers.get('x-status-plugin')).toBe('acme-loyalty');
  });

  it('sends no Authorization without a token, or when the plugin does not declare identity', async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.json({})]);
    await client({ token: null }).instance.get(`${BACKEND}/points`);
    const noIdentity = client({ capabilities: ['http'] });
    await noIdentity.instance.get(`${BACKEND}/points`);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, null]);
    expect(noIdentity.getToken).not.toHaveBeenCalled();
    expect(calls[1]!.headers.get('x-status-plugin')).toBe('acme-loyalty');
  });

  it('a failing token provider sends the call without a token; an explicit Authorization is kept', async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.json({})]);
    const failing = createPluginHttp(plugin(), () => Promise.reject(new Error('offline')));
    await failing.get(`${BACKEND}/points`);
    await client().instance.get(`${BACKEND}/points`, { headers: { Authorization: 'Token abc' } });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Token abc']);
  });

  it('instances are per plugin: interceptors and defaults are not shared', async () => {
    const a = client().instance;
    const b = createPluginHttp(definePlugin({ apiVersion: 1, id: 'other', name: 'O', version: '1.0.0', provider: 'O', capabilities: ['http'] }), async () => null);
    a.defaults.baseURL = BACKEND;
    expect(b.defaults.baseURL).toBeUndefined();
    const calls = sequence('get', '/x', [() => HttpResponse.json({})]);
    await b.get(`${BACKEND}/x`);
    expect(calls[0]!.headers.get('x-status-plugin')).toBe('other');
  });
});

describe('ctx.http retries', () => {
  it('retries a GET after a 503 and a network error, 300 then 900 ms apart, and succeeds', async () => {
    const calls = sequence('get', '/points', [
      () => HttpResponse.json({ error: { code: 'busy', message: 'try later' } }, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ points: 5 }),
    ]);
    const { instance, delays, getToken } = client();
    expect((await instance.get(`${BACKEND}/points`)).data).toEqual({ points: 5 });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([300, 900]);
    // Each attempt asks for the token again (it may have been refreshed during the wait).
    expect(getToken).toHaveBeenCalledTimes(3);
    expect(calls.every((c) => c.headers.get('authorization') === 'Bearer id-token-1')).toBe(true);
  });

  it('gives up after two retries with the last failure as an ApiError', async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.json({ error: { code: 500, message: 'boom' } }, { status: 500 })]);
    const { instance, delays } = client();
    const error = await failure(instance.get(`${BACKEND}/points`));
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([300, 900]);
    expect(error).toMatchObject({ status: 500, kind: 'http', code: 500, serverMessage: 'boom', method: 'GET' });
    expect(error.path).toBe(`${BACKEND}/points`);
    expect(error.message).toBe(`GET ${BACKEND}/points failed with status 500 (code 500): boom`);
  });

  it('honours Retry-After on a 429, capped at 5 s', async () => {
    const calls = sequence('get', '/points', [
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } }),
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3600' } }),
      () => HttpResponse.json({ ok: true }),
    ]);
    const { instance, delays } = client();
    await instance.get(`${BACKEND}/points`);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([2000, 5000]);
  });

  it('retries PUT and DELETE, never POST', async () => {
    const put = sequence('put', '/prefs', [() => new HttpResponse(null, { status: 502 }), () => HttpResponse.json({ saved: true })]);
    const del = sequence('delete', '/prefs', [() => new HttpResponse(null, { status: 504 }), () => new HttpResponse(null, { status: 204 })]);
    const post = sequence('post', '/redeem', [() => new HttpResponse(null, { status: 503 })]);
    const { instance } = client();
    expect((await instance.put(`${BACKEND}/prefs`, { a: 1 })).data).toEqual({ saved: true });
    expect((await instance.delete(`${BACKEND}/prefs`)).status).toBe(204);
    const error = await failure(instance.post(`${BACKEND}/redeem`, { reward: 'r1' }));
    expect([put.length, del.length, post.length]).toEqual([2, 2, 1]);
    expect(error).toMatchObject({ status: 503, kind: 'http', method: 'POST' });
  });

  it('does not retry other 4xx answers', async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.json({ error: { code: 'invalid_token', message: 'expired' } }, { status: 401 })]);
    const error = await failure(client().instance.get(`${BACKEND}/points`));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 401, kind: 'http', code: 'invalid_token', serverMessage: 'expired' });
  });

  it('`retry: false` and `retry: { retries }` change the retries per request', async () => {
    const calls = sequence('get', '/points', [() => new HttpResponse(null, { status: 503 })]);
    const { instance } = client();
    await failure(instance.get(`${BACKEND}/points`, { retry: false }));
    expect(calls).toHaveLength(1);
    await failure(instance.get(`${BACKEND}/points`, { retry: { retries: 1 } }));
    expect(calls).toHaveLength(3);
  });
});

describe('ctx.http failures as ApiError', () => {
  it('a status > 399 rejects; 2xx and 3xx answers resolve', async () => {
    sequence('get', '/not-modified', [() => new HttpResponse(null, { status: 304 })]);
    sequence('get', '/gone', [() => HttpResponse.json({ error: 'no such customer' }, { status: 404 })]);
    const { instance } = client();
    expect((await instance.get(`${BACKEND}/not-modified`)).status).toBe(304);
    const error = await failure(instance.get(`${BACKEND}/gone`));
    expect(error).toMatchObject({ status: 404, kind: 'http', code: null, serverMessage: 'no such customer' });
    expect(error.body).toEqual({ error: 'no such customer' });
  });

  it('no response: kind network, status 0, after the retries', async () => {
    const calls = sequence('get', '/points', [() => HttpResponse.error()]);
    const { instance, delays } = client();
    const error = await failure(instance.get(`${BACKEND}/points`));
    expect(error).toMatchObject({ status: 0, kind: 'network', code: null });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([300, 900]);
    expect(error.cause).toBeDefined();
  });

  it('a slow answer times out: kind timeout, retried for GET', async () => {
    const calls = sequence('get', '/slow', [
      async () => {
        await delay(400);
        return HttpResponse.json({});
      },
    ]);
    const { instance } = client({ timeoutMs: 40 });
    // msw's XMLHttpRequest stand-in (jsdom) has no time-out; the fetch adapter enforces it with a signal.
    const error = await failure(instance.get(`${BACKEND}/slow`, { adapter: 'fetch' }));
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    expect(calls).toHaveLength(3);
  });

  it('times out after 10 s by default', () => {
    expect(client().instance.defaults.timeout).toBe(10_000);
  });

  it('an aborted request rejects with kind aborted and is not retried', async () => {
    const calls = sequence('get', '/slow', [
      async () => {
        await delay(400);
        return HttpResponse.json({});
      },
    ]);
    const controller = new AbortController();
    const promise = client().instance.get(`${BACKEND}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(promise);
    expect(error).toMatchObject({ status: 0, kind: 'aborted' });
    expect(calls).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:04 GMT', now)).toBe(4000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
