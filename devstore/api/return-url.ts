// Return URLs (after magic-link or Multipass login) may only point into the shop's own storefront:
// anything else would make the API an open redirect. A storefront base may carry a path prefix
// (http://host/demo-store), so paths are taken relative to it.
import { badRequest } from './errors';

/** An absolute URL inside the storefront, or null when none was given. */
export function safeReturnUrl(storefrontBase: string, returnUrl: string | null | undefined): string | null {
  if (returnUrl === null || returnUrl === undefined || returnUrl.trim() === '') return null;
  const root = new URL(storefrontBase);
  const prefix = root.pathname.replace(/\/+$/, '');
  const value = returnUrl.trim();
  let candidate = value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    // A path taken from the page (location.pathname) may already carry the prefix.
    const path = prefix && (value === prefix || value.startsWith(`${prefix}/`)) ? value : `${prefix}${value}`;
    candidate = `${root.origin}${path}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw badRequest('invalid_return_url', 'data.returnUrl: is not a URL or path');
  }
  const within = url.origin === root.origin && (prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  if (!within) throw badRequest('invalid_return_url', `data.returnUrl: must be a path or a URL inside ${root.origin}${prefix}`);
  return url.toString();
}
