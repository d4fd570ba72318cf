// The built-in plugins the panel registers on mount, in order. Each is an ordinary plugin written against
// runtime/public.ts: third-party plugins use exactly the same API. Only their manifests are in
// the panel chunk; each one's code downloads when the merchant's settings enable it.
import type { AnyPlugin } from '../runtime/public.ts';
import { addressesPlugin } from '../plugins/addresses/index.ts';
import { cartSyncPlugin } from '../plugins/cart-sync/index.ts';
import { creditPlugin } from '../plugins/credit/index.ts';
import { contentBlocksPlugin } from '../plugins/content-blocks/index.ts';
import { favoritesPlugin } from '../plugins/favorites/index.ts';
import { foryouPlugin } from '../plugins/foryou/index.ts';
import { loopPointsPlugin } from '../plugins/loop-points/index.ts';
import { loginPlugin } from '../plugins/login/index.ts';
import { membershipPlugin } from '../plugins/membership/index.ts';
import { orderPagesPlugin, ordersPlugin } from '../plugins/orders/index.ts';
import { personalInfoPlugin, profilePlugin } from '../plugins/profile/index.ts';
import { quizzesPlugin } from '../plugins/quizzes/index.ts';
import { savedPlugin } from '../plugins/saved/index.ts';
import { shopifyAppProxyPlugin } from '../plugins/shopify-app-proxy/index.ts';
import { shopifyMultipassPlugin } from '../plugins/shopify-multipass/index.ts';
import { shopifyOidcPlugin } from '../plugins/shopify-oidc/index.ts';
import { shopifyThemePlugin } from '../plugins/shopify-theme/index.ts';
import { stampPointsPlugin } from '../plugins/stamp-points/index.ts';
import { storeDemoDePlugin } from '../plugins/store-demo-de/index.ts';
import { subscriptionsPlugin } from '../plugins/subscriptions/index.ts';
import { trackingPlugin } from '../plugins/tracking/index.ts';

export const builtinPlugins: readonly AnyPlugin[] = [
  foryouPlugin,
  ordersPlugin,
  orderPagesPlugin,
  profilePlugin,
  personalInfoPlugin,
  addressesPlugin,
  savedPlugin,
  quizzesPlugin,
  favoritesPlugin,
  cartSyncPlugin,
  contentBlocksPlugin,
  // The programs: two points providers side by side, credit, membership, subscriptions.
  loopPointsPlugin,
  stampPointsPlugin,
  creditPlugin,
  membershipPlugin,
  subscriptionsPlugin,
  loginPlugin,
  shopifyMultipassPlugin,
  // After Multipass: when its group is on, its strategy is the one used (the last registered wins).
  shopifyAppProxyPlugin,
  // Status as the store's OpenID Connect provider: when its group is on, its strategy is the one used.
  shopifyOidcPlugin,
  shopifyThemePlugin,
  trackingPlugin,
  // Store-specific plugins last: their taps run at the store stage, after every feature's.
  storeDemoDePlugin,
];

/** Renders the merchant's dynamic pages (settings.dynamicPages). */
export const dynamicPageLoader = () => import('../plugins/content-blocks/DynamicPage.tsx');
