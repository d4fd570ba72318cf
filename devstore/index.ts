// startDevstore: the whole development store in one call (npm start and every e2e test use it): the Firebase
// Auth emulator and the database (started side by side: neither needs the other), then the mail server the API
// sends codes and links to (it fills the inbox), the reference API, then the demo storefront. Port 0 means any
// free port. stop() ends everything, in reverse order.
import path from 'node:path';
import { loadAdminToken } from './admin/admin-token.ts';
import { startApi } from '../server/server.ts';
import { startAuthEmulator } from './auth/emulator.ts';
import { startSmtpInbox } from './mail/smtp-inbox.ts';
import { FolderLockedError, folderLockHolder, lockPathOf, type Db } from '../server/db/index.ts';
import { openDevstoreDatabase } from './seed/index.ts';
import { standInCommerce } from './shopify-admin/commerce.ts';
import { DEV_APP_API_KEY, DEV_APP_SECRET, DEV_ENCRYPTION_KEY } from './shopify-admin/oauth.ts';
import { startShopifyAdmin } from './shopify-admin/server.ts';
import { ensureDevstoreClients } from './oidc-rp/routes.ts';
import { bindServer, type StorefrontTls } from './storefront/listen.ts';
import { startStorefront } from './storefront/server.ts';
import type { ThemeConfig } from './storefront/theme/theme-config.ts';

export interface DevstoreOptions {
  storefrontPort?: number;
  apiPort?: number;
  authEmulatorPort?: number;
  /** Port of the mail server (SMTP on 127.0.0.1) the API sends to; default 0, a free one. */
  smtpPort?: number;
  /** Folder for everything that must survive a restart (PGlite data, session key, admin token). Default .devstore-data/. */
  dataDir?: string;
  /** postgres://… to use a PostgreSQL server instead of PGlite (default: env DATABASE_URL). */
  databaseUrl?: string;
  /** Keep a copy of the PGlite folder from the last start that opened it in `<dataDir>/pglite.bak` (default true). */
  backup?: boolean;
  /** The widget build served at /status/ (default: STATUS_DIST, else the repo's dist/). */
  distDir?: string;
  /** No console output (emails are still in the inbox). */
  quiet?: boolean;
  /** Called for every email the mail server receives (login codes, magic links). Default: one console line unless quiet. */
  onEmail?: (mail: DevstoreMail) => void;
  /** Serve the storefront over HTTPS with HTTP/2, as a store's CDN does (the bench's Fast 4G taps); default plain HTTP/1.1. */
  tls?: StorefrontTls;
  /** The storefront theme's app embed and app blocks (default: storefront/theme/theme-config.ts defaultTheme). */
  theme?: ThemeConfig;
}

export interface DevstoreMail {
  to: string;
  subject: string;
  code?: string | null;
  link?: string | null;
}

export interface Devstore {
  storefrontUrl: string;
  apiUrl: string;
  inboxUrl: string;
  /** The stand-in of Shopify's Admin API (devstore/shopify-admin) the API's orders come from. */
  shopifyAdminUrl: string;
  /** `smtp://127.0.0.1:<port>`: the mail server the API sends to, whose mail the inbox lists. */
  smtpUrl: string;
  /** The merchant admin page (demo-store; `?shop=` picks another). */
  adminUrl: string;
  /** Bearer token of the API's /admin/* calls (kept in the data dir). */
  adminToken: string;
  /** 'host:port' of the auth emulator. */
  authEmulatorHost: string;
  projectId: string;
  db: Db;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const DEFAULT_DEVSTORE_DIR = path.join(repoRoot, '.devstore-data');
const PROJECT_ID = 'demo-status';
/** The sender's address of the API's mails here; the shop's name is its display name. */
export const DEVSTORE_MAIL_FROM = 'login@devstore.test';

export function describeMail(mail: DevstoreMail): string {
  return [`[inbox] to ${mail.to}: ${mail.subject}`, mail.code && `code ${mail.code}`, mail.link && `link ${mail.link}`]
    .filter(Boolean)
    .join(' | ');
}

export async function startDevstore(opts: DevstoreOptions = {}): Promise<Devstore> {
  const dataDir = path.resolve(opts.dataDir ?? DEFAULT_DEVSTORE_DIR);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error) => console.error('[devstore] stop:', error));
    }
  };
  const onEmail = opts.onEmail ?? (opts.quiet ? undefined : (mail: DevstoreMail) => console.log(describeMail(mail)));
  // A PGlite folder another process has open: say so before starting anything (openDatabase takes the lock).
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!(opts.databaseUrl ?? process.env.DATABASE_URL)) {
    const holder = folderLockHolder(pgliteDir);
    if (holder) throw new FolderLockedError(pgliteDir, lockPathOf(pgliteDir), holder);
  }

  try {
    // allSettled: when one fails, the other must still be registered for stopping.
    const [authResult, dbResult] = await Promise.allSettled([
      // startAuthEmulator picks a free port itself when given none (it would pass 0 on to firebase literally).
      startAuthEmulator({ projectId: PROJECT_ID, ...(opts.authEmulatorPort ? { port: opts.authEmulatorPort } : {}) }),
      openDevstoreDatabase({
        dataDir: pgliteDir,
        ...(opts.backup === false ? {} : { backupDir: path.join(dataDir, 'pglite.bak') }),
        ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
      }),
    ]);
    if (authResult.status === 'fulfilled') stops.push(authResult.value.stop);
    if (dbResult.status === 'fulfilled') stops.push(() => dbResult.value.close());
    if (authResult.status === 'rejected') throw authResult.reason;
    if (dbResult.status === 'rejected') throw dbResult.reason;
    const auth = authResult.value;
    const db = dbResult.value;
    const adminToken = await loadAdminToken(dataDir);
    const smtp = await startSmtpInbox({ db: () => db, port: opts.smtpPort ?? 0, ...(onEmail ? { onMail: onEmail } : {}) });
    stops.push(() => smtp.stop());
    // The storefront's socket first: the API must know the storefront origin (CORS, shop login URLs).
    const bound = await bindServer(opts.storefrontPort ?? 0, '127.0.0.1', opts.tls);
    stops.push(() => bound.close());
    // The shops' Admin API (Shopify's standard plan limits), over the same database; the API reads orders there.
    const shopifyAdmin = await startShopifyAdmin({ db, storefrontUrl: () => bound.url });
    stops.push(() => shopifyAdmin.stop());
    const api = await startApi({
      db,
      port: opts.apiPort ?? 0,
      storefrontOrigins: [bound.url],
      authEmulatorHost: auth.host,
      projectId: auth.projectId,
      // One origin serves every shop (the shop is picked by ?shop= or cookie; Multipass tokens pick their own).
      storefrontUrl: () => bound.url,
      adminToken,
      // The Status app as Shopify knows it: installs (POST /shopify/install) exchange tokens at the stand-in.
      shopifyApp: { apiKey: DEV_APP_API_KEY, apiSecret: DEV_APP_SECRET, encryptionKey: DEV_ENCRYPTION_KEY, fetch: shopifyAdmin.fetch, appBridge: false },
      // Status as the shops' OpenID Connect provider (/oidc); the storefront is each shop's relying party.
      oidc: { encryptionKey: DEV_ENCRYPTION_KEY },
      commerce: standInCommerce(shopifyAdmin),
      // Every browser of the demo store is 127.0.0.1, so the per-address cap on new anonymous users would stop
      // the 21st fresh browser profile of an hour (an e2e run makes dozens); one address here is many shoppers.
      rateLimits: { anonymousUidsPerIp: { limit: 100_000, windowMs: 3_600_000 } },
      mail: { smtpUrl: smtp.url, from: DEVSTORE_MAIL_FROM },
      // It logs that it verifies tokens against the emulator (and so listens on 127.0.0.1 only).
      ...(opts.quiet ? { log: () => undefined } : {}),
    });
    stops.push(() => api.close());
    await ensureDevstoreClients(db, DEV_ENCRYPTION_KEY, bound.url);
    // The stand-in's product webhooks (a changed or deleted product) go to the API, as Shopify's subscription's.
    shopifyAdmin.subscribeWebhooks(`${api.url}/webhooks/shopify`);
    const storefront = await startStorefront({
      db,
      bound,
      apiUrl: api.url,
      authEmulatorHost: auth.host,
      projectId: auth.projectId,
      dataDir,
      adminToken,
      // Tests (quiet) bundle the admin UI only when one opens it; npm start has it ready.
      warmAdmin: !opts.quiet,
      ...(opts.theme ? { theme: opts.theme } : {}),
      // STATUS_DIST: a build made elsewhere (build/paths.ts honours it too).
      ...(opts.distDir || process.env.STATUS_DIST ? { distDir: path.resolve(opts.distDir ?? process.env.STATUS_DIST!) } : {}),
    });
    return {
      storefrontUrl: storefront.url,
      apiUrl: api.url,
      inboxUrl: `${storefront.url}/devstore/inbox`,
      shopifyAdminUrl: shopifyAdmin.url,
      smtpUrl: smtp.url,
      adminUrl: `${storefront.url}/devstore/admin`,
      adminToken,
      authEmulatorHost: auth.host,
      projectId: auth.projectId,
      db,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
