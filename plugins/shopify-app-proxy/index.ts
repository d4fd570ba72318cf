// Shop login without Multipass, as a plugin (a ShopLoginStrategy like plugins/shopify-multipass): on when the
// shop's `appProxyLogin` group is active; registered after the Multipass plugin, so it is the one used then.
// Its code loads with the first open only on such a shop (a disabled plugin downloads nothing).
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'shopify-app-proxy',
  name: 'Shopify login through the app proxy',
  version: '1.0.0',
  provider: 'Status',
  description: 'Links a widget sign-in to the customer logged in to the store, through the app proxy; sends a shopper who is not logged in to the store’s own login page. For stores without Multipass.',
  activeBy: 'appProxyLogin',
  capabilities: ['shopLogin', 'identity'],
});

export const shopifyAppProxyPlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.ts'),
});
