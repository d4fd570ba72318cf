// The built-in plugins the panel registers on mount, in order. Each is an ordinary plugin: third-party
// plugins use exactly the same API (DESIGN §5). Merchant content blocks are core fills, registered the same way.
import type { AnyPlugin } from '../runtime/plugin.ts';
import { contentBlocksPlugin } from '../slots/content-blocks.tsx';
import { foryouPlugin } from './foryou/index.ts';
import { loginPlugin } from './login/index.ts';
import { ordersPlugin } from './orders/index.ts';
import { profilePlugin } from './profile/index.ts';
import { shopifyMultipassPlugin } from './shopify-multipass/index.ts';
import { shopifyThemePlugin } from './shopify-theme/index.ts';

export const builtinPlugins: readonly AnyPlugin[] = [foryouPlugin, ordersPlugin, profilePlugin, contentBlocksPlugin, loginPlugin, shopifyMultipassPlugin, shopifyThemePlugin];
