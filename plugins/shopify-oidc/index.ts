// Shop login through Status as the store's OpenID Connect identity provider, as a plugin (a ShopLoginStrategy
// like plugins/shopify-multipass): on when the shop's `oidcLogin` group is active; registered after the other
// shop logins, so it is the one used then. Its code loads with the first open only on such a shop.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'shopify-oidc',
  name: 'Shopify login with Status as the identity provider',
  version: '1.0.0',
  provider: 'Status',
  description: "Signs the shopper in to the store's new customer accounts after a widget sign-in, with Status as the store's OpenID Connect identity provider (Shopify Plus).",
  activeBy: 'oidcLogin',
  capabilities: ['shopLogin', 'identity'],
});

export const shopifyOidcPlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.ts'),
});
