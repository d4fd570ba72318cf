// The return-URL rule shared by the API and the storefront (server/return-url-rule.ts), on its own: every hostile
// spelling in return-url.cases.ts is refused, with and without a path prefix; store paths keep working.
import { describe, expect, it } from 'vitest';
import { acceptedReturnUrls, hostileReturnUrls } from './return-url-rule.cases.ts';
import { checkReturnUrl } from './return-url-rule.ts';

const ORIGIN = 'http://127.0.0.1:3000';

describe('checkReturnUrl', () => {
  it.each([ORIGIN, `${ORIGIN}/demo-store`])('refuses every hostile spelling against %s', (base) => {
    const cases = hostileReturnUrls(ORIGIN);
    const accepted = cases.map((c) => ({ ...c, check: checkReturnUrl(base, c.value) })).filter((c) => c.check.ok);
    expect(accepted.map((c) => `${c.name}: ${JSON.stringify(c.value)} → ${c.check.ok ? c.check.path : ''}`)).toEqual([]);
    console.info(`[return-url] ${base}: ${cases.length} hostile return URLs tried, ${cases.length - accepted.length} refused`);
  });

  it('keeps store paths and same-origin URLs, as a path for redirects and an absolute URL', () => {
    for (const { value, path } of acceptedReturnUrls(ORIGIN)) {
      const check = checkReturnUrl(ORIGIN, value);
      expect(check, value).toMatchObject({ ok: true, path });
      if (check.ok) expect(check.url.href).toBe(`${ORIGIN}${path}`);
    }
  });

  it('adds the prefix to a path without it and keeps everything under it', () => {
    const base = `${ORIGIN}/demo-store`;
    expect(checkReturnUrl(base, '/account')).toMatchObject({ ok: true, path: '/demo-store/account' });
    expect(checkReturnUrl(base, '/demo-store/account')).toMatchObject({ ok: true, path: '/demo-store/account' });
    expect(checkReturnUrl(base, '/demo-store')).toMatchObject({ ok: true, path: '/demo-store' });
    expect(checkReturnUrl(base, `${ORIGIN}/demo-store/cart?x=1`)).toMatchObject({ ok: true, path: '/demo-store/cart?x=1' });
    for (const value of ['/demo-store//evil.example/', '/demo-store/.//evil.example/', '/demo-store/%2f/evil.example/', `${ORIGIN}/other-store/`, '/%2e%2e/other-store/', `${ORIGIN}/demo-store/../x`]) {
      expect(checkReturnUrl(base, value), value).toMatchObject({ ok: false });
    }
  });

  it('compares hosts after IDNA: a lookalike is another origin, an upper-case host the same', () => {
    const base = 'https://shop.example';
    for (const value of ['https://sh\u043ep.example/account', 'https://xn--shp-qdd.example/account', 'https://shop.example.evil.example/', 'https://shop\u3002example.evil/']) {
      expect(checkReturnUrl(base, value), value).toMatchObject({ ok: false });
    }
    expect(checkReturnUrl(base, 'HTTPS://SHOP.EXAMPLE/account')).toMatchObject({ ok: true, path: '/account' });
    expect(checkReturnUrl(base, 'https://shop\u3002example/account')).toMatchObject({ ok: true, path: '/account' });
  });

  it('says why a value is refused', () => {
    expect(checkReturnUrl(ORIGIN, '/\\evil.example')).toEqual({ ok: false, reason: 'must not contain control characters or backslashes' });
    expect(checkReturnUrl(ORIGIN, 'https://evil.example/')).toEqual({ ok: false, reason: `must be a path or a URL inside ${ORIGIN}` });
    expect(checkReturnUrl(ORIGIN, '/.//evil.example')).toMatchObject({ ok: false, reason: expect.stringContaining('another host') });
  });
});
