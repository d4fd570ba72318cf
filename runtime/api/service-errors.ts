// Failures that are not the shopper's doing (issue 12, item 6): the API answers 503
// `{ error: { code: 'identity_unavailable' } }` when the identity service cannot verify tokens (an outage,
// not a bad token). The widget then says sign-in is unavailable (core message `api.identityUnavailable`)
// and changes nothing about who is signed in: no sign-out, no new anonymous sign-in.
import { isApiError } from './errors.ts';

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
