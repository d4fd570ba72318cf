// @vitest-environment node
// Pure rules of the login form: Google availability, settings defaults, email messages.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/errors.ts';
import { checkEmail, serverEmailError } from './email.ts';
import { isGoogleSignInSupported, iosSafariVersion } from './google-support.ts';
import { readLoginSettings } from './settings.ts';

const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}:${JSON.stringify(vars)}` : key);
const ua = {
  iosSafari16_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Mobile/15E148 Safari/604.1',
  iosSafari17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  iosSafari16_0: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  instagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0',
  facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
};

describe('Google sign-in availability', () => {
  it.each([
    ['iOS Safari 16.1', ua.iosSafari16_1, false],
    ['iOS Safari 17.2', ua.iosSafari17, false],
    ['iOS Safari 16.0', ua.iosSafari16_0, true],
    ['Chrome on iOS', ua.iosChrome, true],
    ['Safari on a Mac', ua.macSafari, true],
    ['desktop Chrome', ua.desktopChrome, true],
    ['Instagram in-app', ua.instagram, false],
    ['Facebook in-app', ua.facebook, false],
  ])('%s: %s', (_name, userAgent, supported) => {
    expect(isGoogleSignInSupported({ userAgent })).toBe(supported);
  });

  it('treats a touch Mac (iPadOS Safari) as iOS', () => {
    expect(iosSafariVersion({ userAgent: ua.macSafari, maxTouchPoints: 5 })).toEqual([17, 2]);
    expect(isGoogleSignInSupported({ userAgent: ua.macSafari, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('login settings', () => {
  it('defaults: otp, Google on, no privacy text (privacyPolicy inactive), the default paths', () => {
    expect(readLoginSettings({})).toEqual({
      method: 'otp',
      google: true,
      marketing: { isActive: false, enabledByDefault: false },
      policyText: false,
      privacyPolicy: '/policies/privacy-policy',
      termsOfService: '/policies/terms-of-service',
    });
  });

  it('reads the groups and ignores junk', () => {
    const settings = readLoginSettings({
      authMethod: { method: 'magicLink' },
      signInMethods: { isActive: true, google: false },
      acceptsMarketingToggle: { isActive: true, enabledByDefault: true },
      privacyPolicy: { privacyPolicy: ' ', termsOfService: '/t' },
    });
    expect(settings).toMatchObject({ method: 'magicLink', google: false, marketing: { isActive: true, enabledByDefault: true } });
    expect(settings.privacyPolicy).toBe('/policies/privacy-policy');
    expect(settings.termsOfService).toBe('/t');
    expect(readLoginSettings({ authMethod: 'nonsense', signInMethods: [] }).method).toBe('otp');
  });
});

describe('email messages', () => {
  const apiError = (code: number | string, message: string) =>
    new ApiError('x', { status: 400, kind: 'http', code, serverMessage: message });

  it('requires something that looks like an address', () => {
    expect(checkEmail('', t)).toBe('emailRequired');
    expect(checkEmail('jane@', t)).toBe('emailRequired');
    expect(checkEmail(' jane@example.com ', t)).toBeNull();
  });

  it('maps the server codes; other errors are not about the address', () => {
    expect(serverEmailError(apiError(100, 'bad'), t)).toBe('emailInvalid');
    expect(serverEmailError(apiError('102', 'bad'), t)).toBe('emailInvalid');
    expect(serverEmailError(apiError(101, 'Did you mean jane@gmail.com?'), t)).toBe('emailSuggestion:{"emailAddress":"jane@gmail.com"}');
    expect(serverEmailError(apiError(101, 'no address here'), t)).toBe('emailInvalid');
    expect(serverEmailError(apiError(500, 'x'), t)).toBeNull();
    expect(serverEmailError(new Error('x'), t)).toBeNull();
  });
});
