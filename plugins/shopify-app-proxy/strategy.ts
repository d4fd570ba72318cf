// The Multipass-less shop login, through the Status app's app proxy on the store's own origin
// (shopify/shopify.app.toml [app_proxy]: /apps/status/*). An app cannot log anyone in to a Shopify store
// without Multipass; what the proxy gives it is the store's signed `logged_in_customer_id`. So after a widget
// sign-in this strategy asks the app (POST /apps/status/link with the widget's ID token) to link the widget
// user to the customer logged in to the store:
// - the same person is logged in to the store: linked, `done` (no page change);
// - nobody is: the shopper goes to the store's own login page (`/account/login?return_url=<this page>`) and
//   comes back logged in to the store (a second login, the store's, where Multipass needs none);
// - someone else is (another email): a plain failure (retried, then "Unable to log in to Shopify").
import { safeUrl, sameOriginPath, ShopLoginError, type ShopLoginStrategy } from '../../runtime/public.ts';

export const APP_PROXY_LINK_PATH = '/apps/status/link';
export const STORE_LOGIN_PATH = '/account/login';

export interface AppProxyStrategyOptions {
  /** The widget user's Firebase ID token (ctx.identity.getToken). */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Leaves the page for the store's login; window.location.assign in the browser. */
  assign?: (url: string) => void;
  /** The page's origin (the store's), where the app proxy and the login page live. */
  origin?: () => string;
}

export function createAppProxyStrategy(options: AppProxyStrategyOptions): ShopLoginStrategy {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  const origin = options.origin ?? (() => window.location.origin);
  return {
    id: 'shopify-app-proxy',
    async login({ customerId, returnUrl }) {
      const idToken = await options.getToken();
      if (!idToken) throw new ShopLoginError('failed', 'No signed-in widget user to link to the store customer.');
      const response = await doFetch(new URL(APP_PROXY_LINK_PATH, origin()).href, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
      });
      const body = (await response.json().catch(() => null)) as { linked?: unknown; customerId?: unknown } | null;
      if (!response.ok || !body) throw new ShopLoginError('failed', `The app proxy answered ${response.status}.`);
      if (body.linked === true && (customerId === null || String(body.customerId) === String(customerId))) return 'done';
      if (body.linked === true) throw new ShopLoginError('failed', 'The store has another customer logged in than the widget linked.');
      const login = new URL(STORE_LOGIN_PATH, origin());
      login.searchParams.set('return_url', sameOriginPath(returnUrl, origin()));
      const target = safeUrl(login.href);
      if (!target) throw new ShopLoginError('failed', 'The store login URL is not one the widget opens.');
      assign(target);
      return 'redirecting';
    },
  };
}
