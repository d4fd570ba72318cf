// Shop login through Shopify Multipass, as a plugin: the session runs whichever strategy is registered
// (runtime/auth/shop-login.ts), so a store can swap this one out without touching the runtime.
import { definePlugin, type PluginContext } from '../../runtime/public.ts';
import { createMultipassStrategy, type MultipassStrategyOptions } from './strategy.ts';

const manifest = {
  apiVersion: 1,
  id: 'shopify-multipass',
  name: 'Shopify Multipass login',
  version: '1.0.0',
  provider: 'Status',
  description: 'Signs the shopper into the Shopify store with Multipass after a widget sign-in.',
  capabilities: ['shopLogin'],
} as const;

/** `assign` replaces the page navigation in tests. The strategy is small and needed on every sign-in: no separate chunk. */
export function createShopifyMultipassPlugin(options: Pick<MultipassStrategyOptions, 'assign'> = {}) {
  return definePlugin({
    ...manifest,
    setup: (ctx: PluginContext) =>
      ctx.shopLogin.register(createMultipassStrategy({ api: ctx.api, shopId: () => ctx.store.config.shopId, ...options })),
  });
}

export const shopifyMultipassPlugin = createShopifyMultipassPlugin();
