// The Multipass shop login (POST /member/{shopId}/shopify/login): the API signs a Multipass token
// for the signed-in shopper and answers the store URL that logs them in; the browser goes there and the
// store sends it back to `returnUrl`. A shop without a Multipass key answers 401 'multipass_key_missing'.
import { isApiError, safeUrl, ShopLoginError, type ApiClient, type ShopLoginStrategy } from '../../runtime/public.ts';

export const MULTIPASS_KEY_MISSING = 'multipass_key_missing';

export interface MultipassStrategyOptions {
  api: Pick<ApiClient, 'post'>;
  shopId: () => string;
  /** Leaves the page for the login URL; window.location.assign in the browser. */
  assign?: (url: string) => void;
}

export function createMultipassStrategy({ api, shopId, assign = (url) => window.location.assign(url) }: MultipassStrategyOptions): ShopLoginStrategy {
  return {
    id: 'shopify-multipass',
    async login({ returnUrl }) {
      let url: unknown;
      try {
        ({ url } = (await api.post<{ url?: unknown }>(`/member/${encodeURIComponent(shopId())}/shopify/login`, { returnUrl })) ?? {});
      } catch (error) {
        if (isApiError(error) && error.status === 401 && error.code === MULTIPASS_KEY_MISSING) {
          throw new ShopLoginError('key-missing', 'The shop has no Multipass key: shoppers are not logged in to the store.', { cause: error });
        }
        throw error;
      }
      if (typeof url !== 'string' || !url) throw new ShopLoginError('failed', 'The Multipass login answered without a url.');
      // An API-supplied URL the browser is sent to: http(s) only (the runtime's URL policy), never a script.
      const target = safeUrl(url);
      if (!target) throw new ShopLoginError('failed', 'The Multipass login answered with a URL the widget does not open.');
      assign(target);
      return 'redirecting';
    },
  };
}
