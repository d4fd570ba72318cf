import { describe, expect, it } from 'vitest';
import { isLoginPath, shopLoginReturnUrl, shouldReloadAfterLogin } from './after-login.ts';
import { emailsMismatch } from './email-mismatch.ts';

describe('after-login rules', () => {
  it('knows the shop login path, with locale prefixes', () => {
    expect(isLoginPath('/account/login')).toBe(true);
    expect(isLoginPath('/de/account/login/')).toBe(true);
    expect(isLoginPath('/account/login/multipass/abc')).toBe(true);
    expect(isLoginPath('/account')).toBe(false);
    expect(isLoginPath('/pages/account-login')).toBe(false);
  });

  it('reloads on the points page, also given as a full URL', () => {
    const settings = { points: { isActive: true, link: 'https://shop.test/pages/rewards', refreshOnRewardsPage: true } };
    expect(shouldReloadAfterLogin(settings, 'https://shop.test/pages/rewards?x=1')).toBe(true);
    expect(shouldReloadAfterLogin({ points: { ...settings.points, isActive: false } }, 'https://shop.test/pages/rewards')).toBe(false);
    expect(shouldReloadAfterLogin({}, 'https://shop.test/pages/rewards')).toBe(false);
  });

  it('builds the return URL from the page, replacing only status hashes', () => {
    expect(shopLoginReturnUrl('https://shop.test/a?b=1#status-verify', null)).toBe('https://shop.test/a?b=1');
    expect(shopLoginReturnUrl('https://shop.test/a#reviews', null)).toBe('https://shop.test/a#reviews');
    expect(shopLoginReturnUrl('https://shop.test/a#status-verify', '#status-orders')).toBe('https://shop.test/a#status-orders');
  });

  it('compares emails case-insensitively and ignores a missing one', () => {
    expect(emailsMismatch('Jane@Example.com', 'jane@example.com ')).toBe(false);
    expect(emailsMismatch('jane@example.com', 'john@example.com')).toBe(true);
    expect(emailsMismatch(null, 'john@example.com')).toBe(false);
    expect(emailsMismatch('jane@example.com', undefined)).toBe(false);
  });
});
