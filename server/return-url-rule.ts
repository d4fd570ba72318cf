// The one rule for return URLs (where a login or logout sends the shopper back to), used by the API (magic
// links, Multipass login) and the storefront (logout, store login, Multipass return_to). A return URL is
// parsed with URL against the store's base (origin plus an optional path prefix); it must stay on that origin
// and under that prefix, and its path must start with a single '/'. A path that a browser or a proxy could
// read as another host ('//evil.example', '/\evil.example', after dot segments, tabs or percent-decoding)
// is refused, whatever spelling produced it: otherwise the store would be an open redirect.

/** A checked return URL: the URL, and the path (with query and fragment) a same-origin redirect carries. */
export type ReturnUrlCheck = { ok: true; url: URL; path: string } | { ok: false; reason: string };

/** Longer values are refused (as the API's request schemas do): no store path needs more. */
export const MAX_RETURN_URL_LENGTH = 2000;

// Control characters (the URL parser silently drops tabs and newlines: '/\t/evil' would become '//evil') and
// backslashes (read as '/' in http URLs) have no place in a return URL, so they are refused before parsing.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const ABSOLUTE = /^https?:\/\//i;
const PROBE = 'return-url.invalid';

/** The path, then its percent-decoded forms (decoded again while that changes anything, a few times at most). */
function decodedForms(path: string): string[] {
  const forms = [path];
  for (let i = 0; i < 4; i++) {
    const next = forms[forms.length - 1]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/**
 * True when the path, read as is or after a layer decodes it (and resolves dot segments again), starts with
 * two slashes or a slash and a backslash: the start of a network-path reference to another host.
 */
function leadsElsewhere(path: string): boolean {
  return decodedForms(path).some((form) => {
    const bare = form.replace(/[\t\n\r]/g, '');
    if (/^[/\\]{2}/.test(bare)) return true;
    try {
      const resolved = new URL(bare, `http://${PROBE}`);
      return resolved.host !== PROBE || /^\/[/\\]/.test(resolved.pathname);
    } catch {
      return true;
    }
  });
}

/**
 * Checks `value` against the store at `base` (e.g. 'http://127.0.0.1:3000' or 'http://host/demo-store').
 * Accepted: a path starting with one '/' (under the prefix, which is added when the path lacks it) or an
 * absolute http(s) URL on the store's origin and under its prefix, without user name or password, whose path,
 * and whose path below the prefix, start with a single '/' however they are decoded.
 */
export function checkReturnUrl(base: string, value: string): ReturnUrlCheck {
  const root = new URL(base);
  const prefix = root.pathname.replace(/\/+$/, '');
  const inside = `must be a path or a URL inside ${root.origin}${prefix}`;
  const text = value.trim();
  if (text.length > MAX_RETURN_URL_LENGTH) return { ok: false, reason: `is longer than ${MAX_RETURN_URL_LENGTH} characters` };
  if (UNSAFE_CHARACTERS.test(text)) return { ok: false, reason: 'must not contain control characters or backslashes' };
  let candidate: string;
  if (ABSOLUTE.test(text)) {
    candidate = text;
  } else if (text.startsWith('/') && !text.startsWith('//')) {
    // A path taken from the page (location.pathname) may already carry the prefix.
    const prefixed = prefix === '' || text === prefix || text.startsWith(`${prefix}/`) || text.startsWith(`${prefix}?`) || text.startsWith(`${prefix}#`);
    candidate = prefixed ? text : `${prefix}${text}`;
  } else {
    return { ok: false, reason: `must be a path starting with a single / or an http(s) URL inside ${root.origin}${prefix}` };
  }
  let url: URL;
  try {
    url = new URL(candidate, root);
  } catch {
    return { ok: false, reason: 'is not a URL or path' };
  }
  if (url.origin !== root.origin) return { ok: false, reason: inside };
  if (url.username || url.password) return { ok: false, reason: 'must not carry a user name or password' };
  const path = url.pathname;
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return { ok: false, reason: inside };
  if (leadsElsewhere(path) || leadsElsewhere(path.slice(prefix.length) || '/')) {
    return { ok: false, reason: 'must lead to a path on the store (it reads as // or /\\, another host)' };
  }
  return { ok: true, url, path: `${path}${url.search}${url.hash}` };
}
