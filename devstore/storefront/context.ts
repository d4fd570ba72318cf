// What every storefront request knows: the running devstore's wiring (config) and, per request, the shop it
// is for, the shop customer logged in (if any) and whether Shopify's share-preview mode is on.
import type { Db } from '../../server/db/types.ts';
import type { Shop } from '../catalog/index.ts';
import type { AcmeProvider } from './acme-provider.ts';
import type { CartStore } from './cart-store.ts';
import type { SessionCodec, ShopSession } from './session.ts';
import type { ExtensionRenderer } from './theme/liquid.ts';
import type { ThemeConfig } from './theme/theme-config.ts';

export interface StorefrontConfig {
  db: Db;
  /** Reference API base URL, written into init data. */
  apiUrl: string;
  /** 'host:port' of the Firebase Auth emulator. */
  authEmulatorHost: string;
  projectId: string;
  /** The widget build served at /status/ (dist/status.js, dist/chunks/*). */
  distDir: string;
  defaultShopId: string;
  sessions: SessionCodec;
  carts: CartStore;
  /** Acme Rewards' backend (the example plugin's provider); made by startStorefront, which closes it. */
  acme?: AcmeProvider;
  /** The API's admin token, handed to the merchant admin page (/devstore/admin); without it there is none. */
  adminToken?: string;
  /** Renders the Status app's theme app extension (shopify/extensions/status-theme) into pages. */
  extension: ExtensionRenderer;
  /** The theme's app embed and app block placements (theme/theme-config.ts). */
  theme: ThemeConfig;
  /** The secret the devstore, playing Shopify, signs app proxy requests with (the app's API secret). */
  appProxySecret: string;
}

export type StorefrontEnv = {
  Variables: {
    shop: Shop;
    session: ShopSession | null;
    sharePreview: boolean;
  };
};
