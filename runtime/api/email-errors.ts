// Email validation codes from the API: 100 and 102 mean the address is invalid, 101 means the
// server suggests a correction whose address is carried in its message ("Did you mean jane@gmail.com?").
import { isApiError } from './errors';

/** Shopper-facing texts in one place so i18n can take them over. `{emailAddress}` is interpolated. */
export const EMAIL_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  suggestion: 'Did you mean {emailAddress}?',
} as const;

export const EMAIL_ERROR_CODES = { invalid: 100, suggestion: 101, invalidDomain: 102 } as const;

const EMAIL_TOKEN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first email-like token in a text, without trailing punctuation. */
export function extractEmail(text: string | null | undefined): string | null {
  return text?.match(EMAIL_TOKEN)?.[0] ?? null;
}

/**
 * Message for an email error, or null when the error is not one of the email codes. Accepts an ApiError or
 * a plain `{ code, message }` / `{ error: { code, message } }` object. A 101 whose message holds no address
 * falls back to the invalid-address text rather than showing "Did you mean ?".
 */
export function emailErrorMessage(error: unknown): string | null {
  const { code, message } = readCode(error);
  switch (code) {
    case EMAIL_ERROR_CODES.invalid:
    case EMAIL_ERROR_CODES.invalidDomain:
      return EMAIL_MESSAGES.invalid;
    case EMAIL_ERROR_CODES.suggestion: {
      const emailAddress = extractEmail(message);
      return emailAddress ? EMAIL_MESSAGES.suggestion.replace('{emailAddress}', emailAddress) : EMAIL_MESSAGES.invalid;
    }
    default:
      return null;
  }
}

function readCode(error: unknown): { code: number | null; message: string | null } {
  if (isApiError(error)) return { code: toCode(error.code), message: error.serverMessage };
  if (typeof error !== 'object' || error === null) return { code: null, message: null };
  const source = (error as { error?: unknown }).error ?? error;
  if (typeof source !== 'object' || source === null) return { code: null, message: null };
  const { code, message } = source as { code?: unknown; message?: unknown };
  return { code: toCode(code), message: typeof message === 'string' ? message : null };
}

/** Codes may arrive as numbers or numeric strings. */
function toCode(code: unknown): number | null {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\d+$/.test(code.trim())) return Number(code);
  return null;
}
