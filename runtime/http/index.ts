// `ctx.http`: an axios instance per plugin that declares the 'http' capability, for calls to the
// plugin's own backend. The runtime loads this module (and axios) lazily, only when an enabled plugin needs
// it (createRuntime's `loadHttp`), so it is never part of the panel's first open.
//
// What every instance does:
// - sends `X-Status-Plugin: <plugin id>`, and `Authorization: Bearer <shopper's Firebase ID token>` when there
//   is one and the plugin also declares 'identity' (the token is what a provider's backend verifies; a plugin
//   that may not read it does not send it either). A request that sets its own Authorization keeps it;
// - times out after 10 s;
// - retries idempotent requests (GET, HEAD, OPTIONS, PUT, DELETE) that failed with no response, a timeout,
//   429 or a 5xx, at most twice, 300 ms then 900 ms apart, or after the server's Retry-After (at most 5 s);
// - treats a status > 399 as the failure and rejects every failure with the runtime's ApiError
//   (status, kind network/timeout/http/aborted, the server's `{ error: { code, message } }`), so a plugin
//   handles ctx.http and ctx.api failures alike.
// Per request, `retry: false` (or `retry: { retries: n }`) changes the retries.
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, readErrorBody, type ApiErrorKind } from '../api/errors.ts';
import type { AnyPlugin } from '../plugin.ts';
import type { PluginHttp } from './types.ts';

export const HTTP_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 2;
/** Back-off before retry n (1-based): 300 ms, 900 ms (×3 each time). */
export const RETRY_BASE_MS = 300;
/** A Retry-After longer than this is shortened to it: a shopper does not wait minutes for a panel section. */
export const MAX_RETRY_AFTER_MS = 5_000;

const IDEMPOTENT = new Set(['get', 'head', 'options', 'put', 'delete']);

/** Per-request retry setting: `false` for none, or how many. */
export type RetryOption = false | { retries?: number };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** ctx.http only: `false` turns retries off for this request; `{ retries }` changes how many (max 2 by default). */
    retry?: RetryOption;
  }
}

export interface PluginHttpOptions {
  timeoutMs?: number;
  /** Waits between attempts (tests record the delays instead of waiting). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Where the attempt count travels on a request config (axios keeps unknown config keys when it merges). */
const ATTEMPT = '__statusAttempt';
type CountedConfig = InternalAxiosRequestConfig & { [ATTEMPT]?: number };

export function createPluginHttp(
  plugin: AnyPlugin,
  getToken: () => Promise<string | null>,
  options: PluginHttpOptions = {},
): PluginHttp {
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const sendsToken = plugin.capabilities?.includes('identity') ?? false;
  const instance: AxiosInstance = axios.create({
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    // A status above 399 is a failure; 3xx that reach us (304) are answers.
    validateStatus: (status) => status >= 200 && status <= 399,
    headers: { Accept: 'application/json' },
  });

  instance.interceptors.request.use(async (config) => {
    config.headers.set('X-Status-Plugin', plugin.id);
    if (sendsToken && !config.headers.has('Authorization')) {
      // A failing token provider sends the call without a token, as ctx.api does; the backend answers 401.
      const token = await getToken().catch(() => null);
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (error as AxiosError).config as CountedConfig | undefined;
    if (axios.isAxiosError(error) && config) {
      const attempt = config[ATTEMPT] ?? 0;
      const delay = retryDelay(error, config, attempt, now);
      if (delay !== null && !config.signal?.aborted) {
        // A token taken before the wait may have expired after it: the next attempt asks again.
        if (sendsToken && config.headers.get('Authorization')?.toString().startsWith('Bearer ')) config.headers.delete('Authorization');
        const aborted = await sleep(delay, config.signal as AbortSignal | undefined).then(() => false, () => true);
        if (!aborted) return instance.request({ ...config, [ATTEMPT]: attempt + 1 } as CountedConfig);
      }
    }
    throw toApiError(error);
  });

  return instance;
}

/** Milliseconds to wait before retrying, or null when this failure is not retried. */
function retryDelay(error: AxiosError, config: CountedConfig, attempt: number, now: () => number): number | null {
  if (config.retry === false) return null;
  const retries = config.retry?.retries ?? MAX_RETRIES;
  if (attempt >= retries) return null;
  if (!IDEMPOTENT.has((config.method ?? 'get').toLowerCase())) return null;
  const kind = kindOf(error);
  const status = error.response?.status ?? 0;
  if (kind === 'aborted') return null;
  if (kind === 'http' && status !== 429 && status < 500) return null;
  const backoff = RETRY_BASE_MS * 3 ** attempt;
  const retryAfter = parseRetryAfter(error.response?.headers?.['retry-after'], now());
  return retryAfter === null ? backoff : Math.min(retryAfter, MAX_RETRY_AFTER_MS);
}

/** `Retry-After: <seconds>` or `Retry-After: <HTTP date>` in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: unknown, now: number): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function kindOf(error: unknown): ApiErrorKind {
  if (axios.isCancel(error) || (error as AxiosError)?.code === AxiosError.ERR_CANCELED) return 'aborted';
  const axiosError = error as AxiosError;
  if (axiosError?.response) return 'http';
  if (axiosError?.code === AxiosError.ECONNABORTED || axiosError?.code === AxiosError.ETIMEDOUT) return 'timeout';
  return 'network';
}

/** Any failure of a request as the runtime's ApiError, the axios error kept as its cause. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const axiosError = error as AxiosError | undefined;
  const config = axiosError?.config;
  const method = (config?.method ?? 'get').toUpperCase();
  const path = requestPath(config);
  const kind = kindOf(error);
  const response: AxiosResponse | undefined = axiosError?.response;
  if (kind === 'http' && response) {
    const { code, message } = readErrorBody(response.data);
    const codePart = code === null ? '' : ` (code ${code})`;
    return new ApiError(`${method} ${path} failed with status ${response.status}${codePart}${message ? `: ${message}` : ''}`, {
      status: response.status,
      kind,
      code,
      serverMessage: message,
      body: response.data,
      method,
      path,
      cause: error,
    });
  }
  const reason = kind === 'timeout' ? 'timed out' : kind === 'aborted' ? 'was aborted' : 'failed: no response (network error)';
  return new ApiError(`${method} ${path} ${reason}`, { status: 0, kind, method, path, cause: error });
}

function requestPath(config: AxiosError['config']): string {
  if (!config) return '(unknown)';
  try {
    return axios.getUri(config);
  } catch {
    return config.url ?? '(unknown)';
  }
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
