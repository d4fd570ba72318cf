// The built-in plugins the panel registers on mount, in order. Each is an ordinary plugin written against
// runtime/public.ts: third-party plugins use exactly the same API (DESIGN §5). Only their manifests are in
// the panel chunk; each one's code downloads when the merchant's settings enable it.
import type { AnyPlugin } from '../runtime/public.ts';
import { addressesPlugin } from '../plugins/addresses/index.ts';
import { cartSyncPlugin } from '../plugins/cart-sync/index.ts';
import { contentBlocksPlugin } from '../plugins/content-blocks/index.ts';
import { favoritesPlugin } from '../plugins/favorites/index.ts';
import { foryouPlugin } from '../plugins/foryou/index.ts';
import { loginPlugin } from '../plugins/login/index.ts';
import { ordersPlugin } from '../plugins/orders/index.ts';
import { personalInfoPlugin, profilePlugin } from '../plugins/profile/index.ts';
import { quizzesPlugin } from '../plugins/quizzes/index.ts';
import { savedPlugin } from '../plugins/saved/index.ts';
import { shopifyMultipassPlugin } from '../plugins/shopify-multipass/index.ts';
import { shopifyThemePlugin } from '../plugins/shopify-theme/index.ts';
import { trackingPlugin } from '../plugins/tracking/index.ts';

export const builtinPlugins: readonly AnyPlugin[] = [
  foryouPlugin,
  ordersPlugin,
  profilePlugin,
  personalInfoPlugin,
  addressesPlugin,
  savedPlugin,
  quizzesPlugin,
  favoritesPlugin,
  cartSyncPlugin,
  contentBlocksPlugin,
  loginPlugin,
  shopifyMultipassPlugin,
  shopifyThemePlugin,
  trackingPlugin,
];

/** Renders the merchant's dynamic pages (settings.dynamicPages, SPEC §2). */
export const dynamicPageLoader = () => import('../plugins/content-blocks/DynamicPage.tsx');
