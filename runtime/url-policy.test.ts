// The URL policy against a corpus of hostile and ordinary merchant URLs.
import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from './url-policy.corpus.ts';
import { safeUrl, sameOriginPath } from './url-policy.ts';

const base = 'https://shop.example/products/tee?variant=1';


/** Each renders, as the href the widget puts on the element. */
const ALLOWED: readonly [string, string][] = [
  ['/policies/privacy-policy', '/policies/privacy-policy'],
  ['  /pages/about  ', '/pages/about'],
  ['/search?q=a%20b#top', '/search?q=a%20b#top'],
  ['pages/about', '/products/pages/about'],
  ['?page=2', '/products/tee?page=2'],
  ['#status-orders', '#status-orders'],
  ['https://shop.example/pages/x', '/pages/x'],
  ['HTTPS://Shop.Example/pages/x', '/pages/x'],
  ['https://help.example/a?b=c', 'https://help.example/a?b=c'],
  ['http://legacy.example/', 'http://legacy.example/'],
  ['https://cdn.example/img.png', 'https://cdn.example/img.png'],
  ['/javascript:alert(1)', '/javascript:alert(1)'], // a path on the shop, not a scheme
  ['javascript&colon;alert(1)', '/products/javascript&colon;alert(1)'], // not decoded in an attribute: a relative path
];

describe('safeUrl', () => {
  it.each(HOSTILE_URLS.map((u) => [JSON.stringify(u), u]))('refuses %s', (_, url) => {
    expect(safeUrl(url, { base })).toBeNull();
  });

  it.each(ALLOWED)('renders %j as %j', (url, href) => {
    expect(safeUrl(url, { base })).toBe(href);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://x.example'], { toString: () => 'https://x.example' }]) {
      expect(safeUrl(value, { base })).toBeNull();
    }
  });

  it('sameOrigin keeps the shop and refuses other sites', () => {
    expect(safeUrl('/pages/x', { base, sameOrigin: true })).toBe('/pages/x');
    expect(safeUrl('https://help.example/', { base, sameOrigin: true })).toBeNull();
  });

  it('no rendered href is read by the browser as a script or another scheme', () => {
    // What a browser makes of the rendered value (URL parsing strips tabs/newlines and leading controls).
    for (const url of [...HOSTILE_URLS, ...ALLOWED.map(([u]) => u)]) {
      const href = safeUrl(url, { base });
      if (href === null) continue;
      expect(['http:', 'https:']).toContain(new URL(href, base).protocol);
    }
  });

  it('resolves against the page by default', () => {
    expect(safeUrl('/pages/x')).toBe('/pages/x');
    expect(safeUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });
});

describe('sameOriginPath', () => {
  const origin = 'https://shop.example.com';
  it('keeps a path of the store, with its query and hash', () => {
    expect(sameOriginPath('https://shop.example.com/products/tee?x=1#top', origin)).toBe('/products/tee?x=1#top');
    expect(sameOriginPath('/account', origin)).toBe('/account');
  });
  it("sends anything else home: another host, a path a browser reads as a host, or what is not a URL", () => {
    for (const url of ['https://evil.example/', '//evil.example/', '/.//evil.example/', '/\\evil.example', 'http://[', 'javascript:alert(1)']) {
      expect(sameOriginPath(url, origin), url).toBe('/');
    }
  });
});
