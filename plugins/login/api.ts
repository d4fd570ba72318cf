// The authentication calls (request and response shapes: schemas/api/authentication-*.json).
import type { ApiClient } from '../../runtime/api/client.ts';

type Api = Pick<ApiClient, 'post'>;

export async function createLoginCode(api: Api, email: string, statusId: string | null): Promise<{ codeId: string }> {
  const response = await api.post<{ codeId?: unknown }>('/authentication/create-otc', { email, statusId });
  if (typeof response?.codeId !== 'string' || !response.codeId) throw new Error('create-otc answered without a codeId');
  return { codeId: response.codeId };
}

/**
 * Wrong code: ApiError 400 'invalid_code'; also 400 expired_code and used_code, 429 too_many_attempts (this
 * code is locked) and 429 rate_limited (too many requests; retryAfter), 503 identity_unavailable.
 */
export async function validateLoginCode(api: Api, otp: string, codeId: string): Promise<{ token: string }> {
  return readToken(await api.post('/authentication/validate-otc', { otp, ids: { codeId } }), 'validate-otc');
}

export async function createMagicLink(api: Api, email: string, statusId: string | null): Promise<void> {
  await api.post('/authentication/create-magic-link', { email, statusId });
}

export async function validateMagicLink(api: Api, token: string): Promise<{ token: string; email: string | null }> {
  const response = await api.post<{ email?: unknown }>('/authentication/validate-magic-link', { token });
  return { ...readToken(response, 'validate-magic-link'), email: typeof response?.email === 'string' ? response.email : null };
}

function readToken(response: unknown, call: string): { token: string } {
  const token = (response as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !token) throw new Error(`${call} answered without a token`);
  return { token };
}

/** POST /member/unverified: remembers an email the shopper gave without verifying it (save-progress page). */
export async function saveUnverifiedEmail(api: Api, email: string): Promise<void> {
  await api.post('/member/unverified', { email });
}
