// Where the embedded admin's session tokens come from. Inside Shopify's admin, App Bridge (loaded from Shopify's
// CDN before this bundle) hands a fresh one for each call. Outside it (the devstore), the page was opened with
// one in its URL (`id_token`, as Shopify's admin adds on the first load); it is taken out of the address bar at once.
declare global {
  interface Window {
    shopify?: { idToken(): Promise<string> };
  }
}

let fromUrl: string | null = null;

/** Reads (and removes) the URL's `id_token`; call once, before anything else reads the URL. */
export function takeUrlToken(): void {
  const url = new URL(location.href);
  fromUrl = url.searchParams.get('id_token');
  if (!fromUrl) return;
  url.searchParams.delete('id_token');
  history.replaceState(history.state, '', url);
}

export function sessionTokenSource(appBridge: boolean): () => Promise<string> {
  return async () => {
    if (appBridge && window.shopify) return window.shopify.idToken();
    if (fromUrl) return fromUrl;
    throw new Error('No session token: open Status from Apps in your Shopify admin');
  };
}
