// The HTTP client every runtime service and plugin uses.
// Built on the platform fetch, not axios: axios costs ~15 KB gzip of the panel's size budget (docs/performance.md).
//
// Wire conventions (shared with the devstore API):
// - Requests are JSON with `Authorization: Bearer <Firebase identity token>` whenever a token exists.
// - POST/PUT/DELETE bodies are wrapped: `{ data: { shopId, customerId?, pageCursor?, ...payload } }`;
//   customerId only when known, pageCursor only when given. GET has no body; its pageCursor travels as
//   the `pageCursor` query parameter.
// - Success responses are plain JSON bodies (e.g. `{ codeId: '…' }`), returned as-is: no `{ data }`
//   unwrapping. An empty body resolves to undefined.
// - Status > 399 rejects with ApiError, reading `{ error: { code, message } }` (see errors.ts). No response
//   (network failure, timeout, abort) rejects with ApiError status 0.
import { ApiError, httpError } from './errors';

export const DEFAULT_API_BASE_URL = 'https://api.status.app';
export const DEFAULT_TIMEOUT_MS = 15_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the request hook sees; it may change `headers` (read back after the hook ran). */
export interface ApiRequestInfo {
  method: HttpMethod;
  path: string;
  /** Absolute URL without query string. */
  url: string;
  headers: Record<string, string>;
  /** The wrapped body (undefined for GET). */
  body: { data: Record<string, unknown> } | undefined;
  params: Record<string, string> | undefined;
  /** The plugin whose `ctx.api` made the call; undefined for the runtime's own calls. */
  pluginId?: string;
}

/** What the response hook sees: every response that arrived, failing statuses included. */
export interface ApiResponseInfo {
  request: ApiRequestInfo;
  status: number;
  data: unknown;
}

export type ApiHookPhase = 'getToken' | 'onRequest' | 'onResponse';

export interface ApiClientOptions {
  baseUrl?: string;
  getShopId(): string;
  getCustomerId(): string | null;
  /** Firebase identity token; null when signed out. A throwing provider sends the call without a token. */
  getToken(): Promise<string | null>;
  /** Runtime wires its tapable `request` hook here. Errors are caught and passed to onError. */
  onRequest?(request: ApiRequestInfo): void | Promise<void>;
  /** Runtime wires its tapable `response` hook here. Errors are caught and passed to onError. */
  onResponse?(response: ApiResponseInfo): void | Promise<void>;
  onError?(error: unknown, phase: ApiHookPhase): void;
  timeoutMs?: number;
}

export interface RequestOptions {
  pageCursor?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set by a plugin's `ctx.api` (see withPluginId); the request hook reports it. */
  pluginId?: string;
}

export type Payload = Record<string, unknown>;

export interface ApiClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, payload?: Payload, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, payload?: Payload, opts?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, payload?: Payload, opts?: RequestOptions): Promise<T>;
  request<T = unknown>(method: HttpMethod, path: string, payload?: Payload, opts?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const report = (error: unknown, phase: ApiHookPhase): void => {
    try {
      options.onError?.(error, phase);
    } catch {
      // A failing reporter must not break the call either.
    }
  };

  const readToken = async (): Promise<string | null> => {
    try {
      return await options.getToken();
    } catch (error) {
      report(error, 'getToken');
      return null;
    }
  };

  const wrap = (payload: Payload | undefined, pageCursor: string | undefined) => {
    const customerId = options.getCustomerId();
    return {
      data: {
        shopId: options.getShopId(),
        ...(customerId ? { customerId } : {}),
        ...(pageCursor !== undefined ? { pageCursor } : {}),
        ...payload,
      },
    };
  };

  async function request<T>(method: HttpMethod, path: string, payload?: Payload, opts: RequestOptions = {}): Promise<T> {
    const token = await readToken();
    const body = method === 'GET' ? undefined : wrap(payload, opts.pageCursor);
    const info: ApiRequestInfo = {
      method,
      path,
      url: `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...opts.headers,
      },
      body,
      params: method === 'GET' && opts.pageCursor !== undefined ? { pageCursor: opts.pageCursor } : undefined,
      ...(opts.pluginId ? { pluginId: opts.pluginId } : {}),
    };
    await runHook(() => options.onRequest?.(info), 'onRequest', report);

    const response = await send(info, opts.signal, timeoutMs);
    const { data } = response;
    await runHook(() => options.onResponse?.({ request: info, status: response.status, data }), 'onResponse', report);
    if (response.status > 399) throw httpError(response.status, data, method, path, response.retryAfter);
    return data as T;
  }

  return {
    baseUrl,
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, payload, opts) => request('POST', path, payload, opts),
    put: (path, payload, opts) => request('PUT', path, payload, opts),
    delete: (path, payload, opts) => request('DELETE', path, payload, opts),
  };
}

async function runHook(run: () => unknown, phase: ApiHookPhase, report: (e: unknown, p: ApiHookPhase) => void) {
  try {
    await run();
  } catch (error) {
    report(error, phase);
  }
}

interface RawResponse {
  status: number;
  /** Parsed JSON; the raw text when it is not JSON; undefined for an empty body. */
  data: unknown;
  /** The Retry-After header, when the API exposes it to this origin. */
  retryAfter: string | null;
}

/**
 * Sends with fetch under our own timeout (covering the body download too), turning "no response" into
 * ApiError status 0. The URL, headers, body and params are read from `info` after the request hook ran.
 */
async function send(info: ApiRequestInfo, signal: AbortSignal | undefined, timeoutMs: number): Promise<RawResponse> {
  const { method, path } = info;
  if (signal?.aborted) throw aborted(method, path, signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
  // Not every body stream is tied to the request signal (e.g. synthesised responses), so the body read races
  // the abort explicitly: a timeout or caller abort also ends a download that stalls.
  let stopWaiting = () => {};
  const abortion = new Promise<never>((_, reject) => {
    stopWaiting = () => reject(controller.signal.reason);
    controller.signal.addEventListener('abort', stopWaiting, { once: true });
  });
  abortion.catch(() => {});
  try {
    const response = await fetch(withParams(info.url, info.params), {
      method,
      headers: info.headers,
      body: info.body === undefined ? undefined : JSON.stringify(info.body),
      signal: controller.signal,
    });
    const text = await Promise.race([response.text(), abortion]);
    return { status: response.status, data: parseBody(text), retryAfter: response.headers?.get('retry-after') ?? null };
  } catch (error) {
    if (timedOut) {
      throw new ApiError(`${method} ${path} timed out after ${timeoutMs} ms`, { status: 0, kind: 'timeout', method, path, cause: error });
    }
    if (signal?.aborted || isAbortError(error)) throw aborted(method, path, error);
    const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
    throw new ApiError(`${method} ${path} failed: network error, no response from the server${reason}`, {
      status: 0,
      kind: 'network',
      method,
      path,
      cause: error,
    });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.signal.removeEventListener('abort', stopWaiting);
  }
}

/** Appends the query parameters (GET pageCursor) to the URL, after any query the path already carries. */
function withParams(url: string, params: Record<string, string> | undefined): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** JSON when it parses, otherwise the raw text (kept on ApiError.body); an empty body is undefined. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function aborted(method: HttpMethod, path: string, cause: unknown): ApiError {
  return new ApiError(`${method} ${path} was aborted`, { status: 0, kind: 'aborted', method, path, cause });
}

/** The same client with every call tagged with a plugin's id, so the `request` hook sees who called. */
export function withPluginId(api: ApiClient, pluginId: string): ApiClient {
  const request = <T>(method: HttpMethod, path: string, payload?: Payload, opts?: RequestOptions) =>
    api.request<T>(method, path, payload, { ...opts, pluginId });
  return {
    baseUrl: api.baseUrl,
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, payload, opts) => request('POST', path, payload, opts),
    put: (path, payload, opts) => request('PUT', path, payload, opts),
    delete: (path, payload, opts) => request('DELETE', path, payload, opts),
  };
}
