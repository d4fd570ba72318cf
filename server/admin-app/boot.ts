// What the storefront's admin page hands the admin UI (a JSON script element, #status-admin-boot): the
// shop, where the API is and the admin token for it, the built-in plugins and the schemas of the settings
// groups they read. The settings themselves the UI reads from the API.
import type { CatalogueEntry, PluginGroup } from './catalogue.ts';

export type JsonSchema = Record<string, unknown>;

export interface AdminBoot {
  shopId: string;
  shopName: string;
  shops: { shopId: string; name: string }[];
  apiUrl: string;
  /** Bearer token for the API's /admin/* calls. */
  token: string;
  builtins: CatalogueEntry[];
  /** The plugin list's sections in order. */
  groups: PluginGroup[];
  /** Why the built-in list is missing (app/plugins.ts failed to import), if it is. */
  catalogueError?: string;
  /** Bundled schema of every group a built-in plugin reads, plus `plugins`. */
  schemas: Record<string, JsonSchema>;
  /** The devstore's webhook sender: the topics the app subscribes, the shop's customers for the customer topics. */
  webhooks?: { topics: string[]; customers: { id: string; email: string }[] };
}

/** A third-party plugin's published manifest (`<src>.manifest.json`, beside its module). */
export interface PublishedManifest {
  id: string;
  name: string;
  version: string;
  provider: string;
  description?: string;
  settingsSchema?: JsonSchema;
  /** Its own slots (`<id>.<name>`), which a merchant may place on a dynamic page. */
  slots?: string[];
}

/** What the app's embedded page hands its UI (#status-embedded-boot): nothing secret, the page is public. */
export interface EmbeddedBoot {
  shopId: string;
  shopName: string;
  /** This API's origin: the merchant calls go here. */
  apiUrl: string;
  /** The shop's storefront: relative plugin URLs resolve against it. */
  storefrontUrl: string;
  /** Session tokens from App Bridge (in Shopify's admin); otherwise the `id_token` of the page's URL. */
  appBridge: boolean;
  builtins: CatalogueEntry[];
  groups: PluginGroup[];
  catalogueError?: string;
  schemas: Record<string, JsonSchema>;
  /** Plugin id → what it adds to the widget's first open (plugin-sizes.ts). */
  sizes: Record<string, { gzip: number; sharedWith: string[] }>;
}
