// The shop login for stores whose new customer accounts use Status as their OpenID Connect identity provider
// (server/README.md, "Identity provider (OpenID Connect)"). After a widget sign-in the browser goes, as a form
// post (a top-level navigation, so the API's SameSite=Lax cookie is first-party), to the API's /oidc/session with
// the ID token; the API starts its session and sends the browser on to the store's
// /customer_authentication/login?login_hint=<email>&return_to=<this page>, where Shopify's prompt=none request
// finds that session and logs the shopper in to the store.
import { safeUrl, sameOriginPath, ShopLoginError, type ShopLoginStrategy } from '../../runtime/public.ts';

export const OIDC_SESSION_PATH = '/oidc/session';
export const CUSTOMER_LOGIN_PATH = '/customer_authentication/login';

export interface OidcStrategyOptions {
  /** The widget user's Firebase ID token (ctx.identity.getToken). */
  getToken: () => Promise<string | null>;
  /** The API's base URL (config.apiBaseUrl), where the provider is mounted. */
  apiBaseUrl: () => string | null;
  /** The page's origin (the store's). */
  origin?: () => string;
  /** Posts a form as a navigation: a hidden form submitted in the browser. */
  submit?: (action: string, fields: Record<string, string>) => void;
}

function submitForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export function createOidcStrategy(options: OidcStrategyOptions): ShopLoginStrategy {
  const origin = options.origin ?? (() => window.location.origin);
  const submit = options.submit ?? submitForm;
  return {
    id: 'shopify-oidc',
    async login({ email, returnUrl }) {
      const idToken = await options.getToken();
      if (!idToken) throw new ShopLoginError('failed', 'No signed-in widget user to sign in to the store.');
      const base = options.apiBaseUrl();
      // Relative to the API's base, so an API mounted under a path keeps it.
      const action = base ? safeUrl(new URL(OIDC_SESSION_PATH.slice(1), base.replace(/\/*$/, '/')).href) : null;
      if (!action) throw new ShopLoginError('failed', 'The widget has no API URL to start the store sign-in at.');
      const login = new URL(CUSTOMER_LOGIN_PATH, origin());
      login.searchParams.set('login_hint', email);
      login.searchParams.set('return_to', sameOriginPath(returnUrl, origin()));
      submit(action, { id_token: idToken, return_to: login.href });
      return 'redirecting';
    },
  };
}
