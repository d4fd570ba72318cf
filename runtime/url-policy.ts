// The one URL policy: every URL the widget renders as an href or src, or navigates to, that came
// from merchant settings or an API answer goes through safeUrl first. Allowed: http(s) URLs and relative
// references, resolved against the shop's page. Refused: every other scheme (javascript:, data:, vbscript:,
// blob:, …), control characters anywhere (browsers drop tabs and newlines, so `java\tscript:` is javascript:),
// invisible format characters, backslashes (`/\evil.example` is `//evil.example` to a browser),
// protocol-relative `//host`, a scheme without `//` (`https:evil.example`), and user:password@ URLs.
// Tests: runtime/url-policy.test.ts (a corpus), tests/e2e/xss.test.ts (the same in Chromium).

export interface UrlPolicyOptions {
  /** What relative URLs resolve against; default the page's base URL (the shop's page). */
  base?: string;
  /** Refuse URLs on another origin than `base` (a path the shop itself must serve). */
  sameOrigin?: boolean;
}

// C0 controls, DEL, C1 controls, soft hyphen; zero-width, bidi and other format characters; line separators.
const HIDDEN = /[\0-\x1f\x7f-\x9f\xad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function defaultBase(): string {
  return typeof document !== 'undefined' && document.baseURI ? document.baseURI : (globalThis.location?.href ?? 'http://localhost/');
}

/**
 * The URL to put in an href or src, or null when it must not be rendered. A URL on the base's origin comes
 * back as path, query and hash; another origin's as its absolute, normalised form; `#…` stays as is.
 */
export function safeUrl(value: unknown, options: UrlPolicyOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || HIDDEN.test(text) || text.includes('\\') || text.startsWith('//')) return null;
  if (text.startsWith('#')) return text;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && !((scheme === 'http' || scheme === 'https') && text.slice(scheme.length + 1).startsWith('//'))) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(options.base ?? defaultBase());
    url = new URL(text, base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  if (url.origin === base.origin) return `${url.pathname}${url.search}${url.hash}`;
  return options.sameOrigin ? null : url.href;
}

/**
 * The path (with query and hash) of `url` when it is on `origin`, else '/': what a store-login redirect may carry
 * back. A path that would start with `//` (a host to a browser) is '/' too.
 */
export function sameOriginPath(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || parsed.pathname.startsWith('//')) return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}
