// What a failed code check says ('The code you entered is incorrect' for a wrong
// code). Each failure gets its own message; what the shopper typed is cleared only when that code can never
// work (wrong, expired, used, locked); a failure that is not theirs (network, server, identity outage, rate
// limit) keeps it and offers to try again.
import { isApiError } from '../../runtime/public.ts';
import { retryAfterSeconds, serviceErrorKey } from './service-errors.ts';

export { serviceErrorKey };

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** This module's texts, added to the plugin's catalogue when the failure handling loads (not in the first open). */
export const codeErrorMessages = { en: () => import('./messages/code-errors-en.ts'), de: () => import('./messages/code-errors-de.ts') };

export interface CodeFailure {
  message: string;
  /** The typed code can never work: the boxes are emptied. */
  clearCode: boolean;
  /** Trying the same code again may work: a 'Try again' button is offered. */
  retry: boolean;
}

/**
 * The API could not hand the code or link to its mail server (503 mail_unavailable, server/README.md): an outage
 * to wait out, not a bug to report.
 */
export function isMailUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'mail_unavailable';
}

/** Codes of the validate-otc answers (server/README.md). */
const CODE_MESSAGES: Record<string, string> = {
  invalid_code: 'codeIncorrect',
  expired_code: 'codeExpired',
  used_code: 'codeUsed',
  too_many_attempts: 'codeLocked',
};

export function codeFailure(error: unknown, t: Translate): CodeFailure {
  const serviceKey = serviceErrorKey(error);
  if (serviceKey) return { message: t(serviceKey), clearCode: false, retry: true };
  if (!isApiError(error)) return { message: t('signInFailed'), clearCode: false, retry: true };
  const rateLimited = rateLimitMessage(error, t);
  if (rateLimited) return { message: rateLimited, clearCode: false, retry: true };
  const key = typeof error.code === 'string' ? CODE_MESSAGES[error.code] : undefined;
  if (key) return { message: t(key), clearCode: true, retry: false };
  if (error.status === 0) return { message: t(error.kind === 'timeout' ? 'codeTimeout' : 'codeOffline'), clearCode: false, retry: true };
  if (error.status >= 500) return { message: t('codeServerError'), clearCode: false, retry: true };
  // Any other 4xx about the code (the one message for a code that did not work).
  return { message: t('codeIncorrect'), clearCode: true, retry: false };
}

/** 429 rate_limited (requests per address, user or IP): 'try again in N minutes', or null for another error. */
export function rateLimitMessage(error: unknown, t: Translate): string | null {
  if (!isApiError(error) || error.status !== 429 || error.code === 'too_many_attempts') return null;
  const seconds = retryAfterSeconds(error);
  if (seconds === null || seconds <= 0) return t('rateLimitedNoWait');
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? t('waitSeconds', { n: seconds }) : minutes === 1 ? t('waitMinute') : t('waitMinutes', { n: minutes });
  return t('rateLimited', { wait });
}

/** A server fault or an answer without a token is worth a report; a wrong code, the network or an outage is not. */
export function worthReporting(error: unknown): boolean {
  return !isApiError(error) || (error.status >= 500 && !serviceErrorKey(error));
}
