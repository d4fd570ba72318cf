// What the storefront's admin page hands the admin UI (a JSON script element, #status-admin-boot): the
// shop, where the API is and the admin token for it, the built-in plugins and the schemas of the settings
// groups they read. The settings themselves the UI reads from the API.
import type { CatalogueEntry } from './catalogue.ts';

export type JsonSchema = Record<string, unknown>;

export interface AdminBoot {
  shopId: string;
  shopName: string;
  shops: { shopId: string; name: string }[];
  apiUrl: string;
  /** Bearer token for the API's /admin/* calls. */
  token: string;
  builtins: CatalogueEntry[];
  /** Why the built-in list is missing (app/plugins.ts failed to import), if it is. */
  catalogueError?: string;
  /** Bundled schema of every group a built-in plugin reads, plus `plugins`. */
  schemas: Record<string, JsonSchema>;
}

/** A third-party plugin's published manifest (`<src>.manifest.json`, DESIGN §5). */
export interface PublishedManifest {
  id: string;
  name: string;
  version: string;
  provider: string;
  description?: string;
  settingsSchema?: JsonSchema;
}
