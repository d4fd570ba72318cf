// Email rules for the login form: the required/format check before sending, and the server's
// codes 100/102 (invalid) and 101 (a suggestion carried in the message).
import { EMAIL_ERROR_CODES, extractEmail, isApiError } from '../../runtime/public.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

// Deliberately loose: the server decides (and suggests corrections); this only catches the obvious.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The inline error before sending, or null when the address may be sent. */
export function checkEmail(value: string, t: Translate): string | null {
  return EMAIL_SHAPE.test(value.trim()) ? null : t('emailRequired');
}

/** The inline message for a server email error, or null when the error is not about the address. */
export function serverEmailError(error: unknown, t: Translate): string | null {
  if (!isApiError(error)) return null;
  const code = typeof error.code === 'string' && /^\d+$/.test(error.code) ? Number(error.code) : error.code;
  if (code === EMAIL_ERROR_CODES.invalid || code === EMAIL_ERROR_CODES.invalidDomain) return t('emailInvalid');
  if (code === EMAIL_ERROR_CODES.suggestion) {
    const emailAddress = extractEmail(error.serverMessage);
    return emailAddress ? t('emailSuggestion', { emailAddress }) : t('emailInvalid');
  }
  return null;
}
