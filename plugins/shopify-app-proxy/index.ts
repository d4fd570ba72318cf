// Shop login without Multipass, as a plugin (a ShopLoginStrategy like plugins/shopify-multipass): on when the
// shop's `appProxyLogin` group is active; registered after the Multipass plugin, so it is the one used then.
import { definePlugin, type PluginContext } from '../../runtime/public.ts';
import { createAppProxyStrategy, type AppProxyStrategyOptions } from './strategy.ts';

const manifest = {
  apiVersion: 1,
  id: 'shopify-app-proxy',
  name: 'Shopify login through the app proxy',
  version: '1.0.0',
  provider: 'Status',
  description: 'Links a widget sign-in to the customer logged in to the store, through the app proxy; sends a shopper who is not logged in to the store’s own login page. For stores without Multipass.',
  activeBy: 'appProxyLogin',
  capabilities: ['shopLogin', 'identity'],
} as const;

/** `assign` and `fetch` replace the browser's in tests. Small and needed on every sign-in: no separate chunk. */
export function createShopifyAppProxyPlugin(options: Pick<AppProxyStrategyOptions, 'assign' | 'fetch' | 'origin'> = {}) {
  return definePlugin({
    ...manifest,
    setup: (ctx: PluginContext) =>
      ctx.shopLogin.register(createAppProxyStrategy({ getToken: () => ctx.identity.getToken(), ...options })),
  });
}

export const shopifyAppProxyPlugin = createShopifyAppProxyPlugin();
