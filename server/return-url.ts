// Return URLs (after magic-link or Multipass login) may only point into the shop's own storefront: anything
// else would make the API an open redirect. The rule is the storefront's too (server/return-url-rule.ts); here a
// refusal is 400 invalid_return_url. A storefront base may carry a path prefix (http://host/demo-store).
import { checkReturnUrl } from './return-url-rule';
import { badRequest } from './errors';

/** An absolute URL inside the storefront, or null when none was given; 400 invalid_return_url otherwise. */
export function safeReturnUrl(storefrontBase: string, returnUrl: string | null | undefined): string | null {
  if (returnUrl === null || returnUrl === undefined || returnUrl.trim() === '') return null;
  const check = checkReturnUrl(storefrontBase, returnUrl);
  if (!check.ok) throw badRequest('invalid_return_url', `data.returnUrl: ${check.reason}`);
  return check.url.href;
}
