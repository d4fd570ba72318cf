// Shop login through Shopify Multipass, as a plugin: the session runs whichever strategy is registered
// (runtime/auth/shop-login.ts), so a store can swap this one out without touching the runtime.
import { definePlugin } from '../../runtime/plugin.ts';
import { createMultipassStrategy, type MultipassStrategyOptions } from './strategy.ts';

export function createShopifyMultipassPlugin(options: Pick<MultipassStrategyOptions, 'assign'> = {}) {
  return definePlugin({
    id: 'shopify-multipass',
    setup(ctx) {
      return ctx.shopLogin.register(createMultipassStrategy({ api: ctx.api, shopId: () => ctx.store.config.shopId, ...options }));
    },
  });
}

export const shopifyMultipassPlugin = createShopifyMultipassPlugin();
