// The one error type every API call rejects with (a status above 399 rejects; its codes are mapped).
//
// Error body convention (shared with the devstore API): a failing response answers
//   { "error": { "code": number | string, "message": string } }
// with a status > 399. `code` is the business code §8 maps to messages (e.g. 100/101/102 for emails);
// `message` is the server's own text (for 101 it carries the suggested address). A body of another shape
// still rejects, with `code` and `serverMessage` left null and the raw body kept on `body`.

/** Why the call failed: an HTTP status > 399, no response at all, a timeout or an abort by the caller. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  code?: number | string | null;
  serverMessage?: string | null;
  body?: unknown;
  method?: string;
  path?: string;
  cause?: unknown;
  /** The Retry-After header as sent (readable cross-origin only when the API exposes it). */
  retryAfterHeader?: string | null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, timeout, abort). */
  readonly status: number;
  /** Business code from `{ error: { code } }`, or null. */
  readonly code: number | string | null;
  /** Server text from `{ error: { message } }`, or null. */
  readonly serverMessage: string | null;
  /** Parsed response body as received (undefined without a response). */
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  readonly method: string | null;
  readonly path: string | null;
  /** The Retry-After header as sent, or null; the login plugin's `retryAfterSeconds` reads it with the body. */
  readonly retryAfterHeader: string | null;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.body = init.body;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
    this.retryAfterHeader = init.retryAfterHeader ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `{ error: { code, message } }` leniently; anything else yields nulls. */
export function readErrorBody(body: unknown): { code: number | string | null; message: string | null } {
  const error = isRecord(body) ? body.error : undefined;
  if (typeof error === 'string') return { code: null, message: error };
  if (!isRecord(error)) return { code: null, message: null };
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : null;
  const message = typeof error.message === 'string' ? error.message : null;
  return { code, message };
}

/** Builds the ApiError for a response whose status is > 399. */
export function httpError(status: number, body: unknown, method: string, path: string, retryAfterHeader: string | null = null): ApiError {
  const { code, message } = readErrorBody(body);
  const detail = message ? `: ${message}` : '';
  const codePart = code === null ? '' : ` (code ${code})`;
  return new ApiError(`${method} ${path} failed with status ${status}${codePart}${detail}`, {
    status,
    kind: 'http',
    code,
    serverMessage: message,
    body,
    method,
    path,
    retryAfterHeader,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
