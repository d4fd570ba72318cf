// The built-in plugins the panel registers on mount, in order. Each is an ordinary plugin: third-party
// plugins use exactly the same API (DESIGN §5). Merchant content blocks are core fills, registered the same way.
import type { AnyPlugin } from '../runtime/plugin.ts';
import { contentBlocksPlugin } from '../plugins/content-blocks/index.tsx';
import { foryouPlugin } from '../plugins/foryou/index.ts';
import { loginPlugin } from '../plugins/login/index.ts';
import { ordersPlugin } from '../plugins/orders/index.ts';
import { profilePlugin } from '../plugins/profile/index.ts';
import { shopifyMultipassPlugin } from '../plugins/shopify-multipass/index.ts';
import { shopifyThemePlugin } from '../plugins/shopify-theme/index.ts';

export const builtinPlugins: readonly AnyPlugin[] = [foryouPlugin, ordersPlugin, profilePlugin, contentBlocksPlugin, loginPlugin, shopifyMultipassPlugin, shopifyThemePlugin];
