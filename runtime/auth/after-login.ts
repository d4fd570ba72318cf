// Pure rules for what happens around an identified sign-in: whether the page reloads,
// where the shop login returns to, and whether the signed-in email matches the store's customer.
import { isStatusHash } from '../dom/hash.ts';

/** The shop's own login page (also with a locale prefix, /de/account/login): never reloaded. */
export function isLoginPath(pathname: string): boolean {
  return /(^|\/)account\/login(\/|$)/.test(pathname);
}

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

function pathOf(link: unknown, base: string): string | null {
  if (typeof link !== 'string' || !link) return null;
  try {
    return new URL(link, base).pathname;
  } catch {
    return null;
  }
}

type Group = Record<string, unknown> | undefined;

/**
 * Whether `link` (a path or an absolute URL of this shop) names the page at `href`, ignoring its query, hash
 * and a trailing slash. A points plugin compares its rewards page with it (the reload rule).
 */
export function isPageAt(link: unknown, href: string): boolean {
  const url = new URL(href);
  const path = pathOf(link, url.href);
  if (!path) return false;
  return new URL(link as string, url.href).origin === url.origin && samePath(path, url.pathname);
}

/**
 * The page reloads after the first login if refresh settings match (points page or loginRefresh
 * pages; never on the login path). The points page is each points plugin's own rule: it asks through the
 * login hook (`reloadPage()`, passed here as `asked`), only while active. loginRefresh stays in the core: it
 * reloads every page with `alwaysRefresh`, else the paths in `pagesToRefresh`.
 */
export function shouldReloadAfterLogin(settings: Readonly<Record<string, unknown>>, href: string, asked = false): boolean {
  const url = new URL(href);
  if (isLoginPath(url.pathname)) return false;
  if (asked) return true;
  const refresh = settings.loginRefresh as Group;
  if (refresh?.isActive === true) {
    if (refresh.alwaysRefresh === true) return true;
    const pages = Array.isArray(refresh.pagesToRefresh) ? refresh.pagesToRefresh : [];
    if (pages.some((p) => typeof p === 'string' && samePath(p, url.pathname))) return true;
  }
  return false;
}

/**
 * Where the shop login sends the shopper back to: this page without its status hash, plus `hash` when the
 * widget should open there on return (a remembered route, or `#status` for returning customers).
 */
export function shopLoginReturnUrl(href: string, hash: string | null): string {
  const url = new URL(href);
  if (hash) url.hash = hash;
  else if (isStatusHash(url.hash)) url.hash = '';
  return url.href;
}
