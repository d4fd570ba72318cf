// @vitest-environment node
// Identity outages and rate limits as the API client reports them.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../runtime/i18n/index.ts';
import { ApiError, httpError } from '../../runtime/api/errors.ts';
import { isIdentityUnavailable, readRetryAfter, retryAfterSeconds, serviceErrorKey } from './service-errors.ts';

describe('identity outage', () => {
  it('503 identity_unavailable (or a bare 503) is an outage; a bad token or another 503 is not', () => {
    expect(isIdentityUnavailable(httpError(503, { error: { code: 'identity_unavailable', message: 'x' } }, 'POST', '/x'))).toBe(true);
    expect(isIdentityUnavailable(httpError(503, '<html>Service Unavailable</html>', 'GET', '/x'))).toBe(true);
    expect(isIdentityUnavailable(httpError(401, { error: { code: 'invalid_token', message: 'x' } }, 'POST', '/x'))).toBe(false);
    expect(isIdentityUnavailable(httpError(503, { error: { code: 'mail', message: 'x' } }, 'POST', '/x'))).toBe(false);
    expect(isIdentityUnavailable(new ApiError('offline', { status: 0, kind: 'network' }))).toBe(false);
    expect(isIdentityUnavailable(new Error('x'))).toBe(false);
  });

  it('has a catalogued message in English and German', async () => {
    const key = serviceErrorKey(httpError(503, { error: { code: 'identity_unavailable', message: 'x' } }, 'POST', '/x'))!;
    const i18n = createI18n('en');
    expect(i18n.t(key)).toBe('Sign-in is unavailable right now. Please try again in a few minutes.');
    await i18n.setLanguage('de');
    expect(i18n.t(key)).toBe('Die Anmeldung ist gerade nicht möglich. Bitte versuche es in ein paar Minuten erneut.');
  });
});

describe('retryAfter', () => {
  it('reads the body (error.retryAfter or retryAfter), else the Retry-After header (seconds or a date)', () => {
    expect(retryAfterSeconds(httpError(429, { error: { code: 'rate_limited', message: 'x', retryAfter: 30 } }, 'POST', '/x'))).toBe(30);
    expect(readRetryAfter({ error: { code: 'rate_limited' }, retryAfter: '12.2' })).toBe(13);
    expect(retryAfterSeconds(httpError(429, { error: { code: 'rate_limited', message: 'x' } }, 'POST', '/x', '120'))).toBe(120);
    expect(readRetryAfter({}, new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60);
    expect(readRetryAfter({}, 'soon')).toBeNull();
    expect(retryAfterSeconds(httpError(400, { error: { code: 'invalid_code', message: 'x' } }, 'POST', '/x'))).toBeNull();
  });
});
