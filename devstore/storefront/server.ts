// Starts the demo storefront on its own origin (default 127.0.0.1, port 0 = any free port).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../server/db/types.ts';
import { warmAdmin } from '../admin/routes.ts';
import { acmeProvider } from './acme-provider.ts';
import { createStorefrontApp } from './app.ts';
import { createCartStore } from './cart-store.ts';
import { bindServer, type BoundServer } from './listen.ts';
import { DEV_APP_PROXY_SECRET } from '../../server/app-proxy-signature.ts';
import { createSessionCodec, loadSessionSecret } from './session.ts';
import { ExtensionRenderer } from './theme/liquid.ts';
import { defaultTheme, type ThemeConfig } from './theme/theme-config.ts';

export const DEFAULT_SHOP_ID = 'demo-store';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartStorefrontOptions {
  db: Db;
  apiUrl: string;
  authEmulatorHost: string;
  projectId: string;
  /** Port to listen on (0 = free port), unless `bound` is given. */
  port?: number;
  /** An already bound socket (startDevstore binds it early so the API knows the storefront origin). */
  bound?: BoundServer;
  /** Widget build to serve at /status/ (default: the repo's dist/). */
  distDir?: string;
  /** Where the session-signing key is kept so shop logins survive a restart (default: a fresh key). */
  dataDir?: string;
  defaultShopId?: string;
  /** The API's admin token: serves the merchant admin at /devstore/admin. */
  adminToken?: string;
  /** Bundle the admin UI now rather than on its first visit (npm start). */
  warmAdmin?: boolean;
  /** The theme's app embed and app blocks (default theme/theme-config.ts defaultTheme). */
  theme?: ThemeConfig;
  /** The app's secret for app proxy signatures (default: a fixed development value, DEV_APP_PROXY_SECRET). */
  appProxySecret?: string;
}

export interface Storefront {
  url: string;
  close(): Promise<void>;
}

export async function startStorefront(opts: StartStorefrontOptions): Promise<Storefront> {
  const bound = opts.bound ?? (await bindServer(opts.port ?? 0));
  const acme = acmeProvider({ db: opts.db, projectId: opts.projectId, authEmulatorHost: opts.authEmulatorHost });
  const app = createStorefrontApp({
    db: opts.db,
    apiUrl: opts.apiUrl,
    authEmulatorHost: opts.authEmulatorHost,
    projectId: opts.projectId,
    distDir: opts.distDir ?? path.join(repoRoot, 'dist'),
    defaultShopId: opts.defaultShopId ?? DEFAULT_SHOP_ID,
    sessions: createSessionCodec(await loadSessionSecret(opts.dataDir)),
    carts: createCartStore(),
    acme,
    extension: new ExtensionRenderer(),
    theme: opts.theme ?? defaultTheme,
    appProxySecret: opts.appProxySecret ?? DEV_APP_PROXY_SECRET,
    ...(opts.adminToken ? { adminToken: opts.adminToken } : {}),
  });
  if (opts.adminToken && opts.warmAdmin) warmAdmin();
  bound.serve(app.fetch);
  return {
    url: bound.url,
    async close() {
      await bound.close();
      await acme.close();
    },
  };
}
