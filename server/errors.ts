// Errors the API answers with: `{ error: { code, message } }` and a status ≥ 400 (the widget's client reads
// exactly this, runtime/api/errors.ts). Throw HttpError anywhere in a handler; app.ts turns it into JSON.

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503,
    readonly code: number | string,
    message: string,
    /** Field by field, for `invalid_settings` (the merchant admin shows each beside its field). */
    readonly fields?: readonly { path: string; message: string }[],
    /** Seconds until a retry can succeed (429 rate_limited): sent as Retry-After and as error.retryAfter. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (code: number | string, message: string) => new HttpError(400, code, message);
export const unauthenticated = (message = 'Sign-in required: send Authorization: Bearer <Firebase ID token>') =>
  new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);

export function errorBody(code: number | string, message: string, fields?: readonly { path: string; message: string }[], retryAfter?: number) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}) } };
}
