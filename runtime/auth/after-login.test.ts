// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLoginPath, isPageAt, shopLoginReturnUrl, shouldReloadAfterLogin } from './after-login.ts';
import { emailsMismatch } from './email-mismatch.ts';

describe('after-login rules', () => {
  it('knows the shop login path, with locale prefixes', () => {
    expect(isLoginPath('/account/login')).toBe(true);
    expect(isLoginPath('/de/account/login/')).toBe(true);
    expect(isLoginPath('/account/login/multipass/abc')).toBe(true);
    expect(isLoginPath('/account')).toBe(false);
    expect(isLoginPath('/pages/account-login')).toBe(false);
  });

  it('reloads when a plugin asked (its rewards page), never on the login path; a points group of the core is not read', () => {
    expect(shouldReloadAfterLogin({}, 'https://shop.test/pages/rewards', true)).toBe(true);
    expect(shouldReloadAfterLogin({}, 'https://shop.test/account/login', true)).toBe(false);
    // The bug this replaced: a points group without isActive (schema default false) reloaded the rewards page.
    expect(shouldReloadAfterLogin({ points: { link: '/pages/rewards', refreshOnRewardsPage: true } }, 'https://shop.test/pages/rewards')).toBe(false);
  });

  it('knows a rewards page given as a path or a full URL of this shop only', () => {
    expect(isPageAt('/pages/rewards', 'https://shop.test/pages/rewards/?x=1#status')).toBe(true);
    expect(isPageAt('https://shop.test/pages/rewards', 'https://shop.test/pages/rewards')).toBe(true);
    expect(isPageAt('https://evil.test/pages/rewards', 'https://shop.test/pages/rewards')).toBe(false);
    expect(isPageAt('/pages/other', 'https://shop.test/pages/rewards')).toBe(false);
    expect(isPageAt(undefined, 'https://shop.test/pages/rewards')).toBe(false);
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
