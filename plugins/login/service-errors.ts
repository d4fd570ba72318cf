// Failures that are not the shopper's doing: the API answers 503
// `{ error: { code: 'identity_unavailable' } }` when the identity service cannot verify tokens (an outage,
// not a bad token). The widget then says sign-in is unavailable (core message `api.identityUnavailable`)
// and changes nothing about who is signed in: no sign-out, no new anonymous sign-in.
import { isApiError } from '../../runtime/public.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const IDENTITY_UNAVAILABLE = 'identity_unavailable';

/**
 * The API's identity_unavailable (any status), or a bare 503 (no business code: a gateway in front of the
 * API). A 503 naming another cause (a mail service down) is that cause's failure, not this one.
 */
export function isIdentityUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.code === IDENTITY_UNAVAILABLE || (error.kind === 'http' && error.status === 503 && error.code === null));
}

/** The core i18n key for a failure the shopper cannot fix by changing what they typed, or null. */
export function serviceErrorKey(error: unknown): 'api.identityUnavailable' | null {
  return isIdentityUnavailable(error) ? 'api.identityUnavailable' : null;
}

/**
 * Seconds from a `retryAfter` body field (seconds) or a Retry-After header (seconds or an HTTP date), or null.
 * The header is readable cross-origin only when the API exposes it, so the body carries it too.
 */
export function readRetryAfter(body: unknown, header: string | null = null, now = Date.now()): number | null {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const field = error?.retryAfter ?? (isRecord(body) ? body.retryAfter : undefined);
  const fromBody = typeof field === 'number' ? field : typeof field === 'string' && field.trim() ? Number(field) : NaN;
  if (Number.isFinite(fromBody) && fromBody >= 0) return Math.ceil(fromBody);
  if (!header?.trim()) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}

/** Seconds to wait before trying again (429 `rate_limited`, 503), from the error's body or header; else null. */
export function retryAfterSeconds(error: unknown): number | null {
  return isApiError(error) ? readRetryAfter(error.body, error.retryAfterHeader) : null;
}
