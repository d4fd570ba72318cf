// `npm run serve`: the API for a real store, configured by environment variables only (server/config.ts,
// server/README.md "Run in production"). It checks every variable first and, when any is wrong, prints one line
// per variable and exits 1 (no stack: the message is the whole story). Then it opens PostgreSQL and applies
// pending migrations (never the devstore's seed), verifies ID tokens with their signatures, and listens.
// SIGTERM or SIGINT stops accepting, lets requests in flight finish (8 s at most), closes the database, exits 0.
import { cert } from 'firebase-admin/app';
import { startUninstallPruning } from './compliance';
import { type ConfigResult, describeProblems, parseServerConfig, type ServerConfig } from './config';
import { openDatabase } from './db/index';
import { listMigrations } from './db/migrate';
import type { Db } from './db/types';
import { HttpError } from './errors';
import type { GiftCardProvider } from './gift-cards';
import { type ApiServer, startApi } from './server';
import { connectedCommerce, shopDomainOf, storefrontUrls } from './shop-connections';
import { createShopifyApp, type ShopifyAppOptions } from './shopify-app';

const PREFIX = '[status api]';
/** A stop that takes longer than this (a database that does not answer) ends the process anyway, with code 1. */
const STOP_DEADLINE_MS = 10_000;
/** Requests in flight at SIGTERM get this long to finish before their connections are cut. */
const STOP_GRACE_MS = 8_000;

/** Exits with code 1 after one message, without a stack trace. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** host:port/database of a database URL: its password stays out of the log. */
function databaseName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host || 'localhost'}${u.pathname}`;
  } catch {
    return 'the database';
  }
}

/** An error's message; a failed connection to a name with several addresses is an AggregateError without one. */
function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describeError).join('; ');
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}

// No gift-card provider is configured in production yet; the devstore's default would send the shop's access
// token to `<storefront>/devstore/providers/gift-card`, which no real storefront has.
const noGiftCardProvider: GiftCardProvider = async () => {
  throw new HttpError(502, 'provider_unavailable', 'The gift-card provider could not answer: none is configured on this server');
};

async function main(): Promise<void> {
  const parsed: ConfigResult = parseServerConfig(process.env);
  if (!parsed.ok) refuse(describeProblems(parsed.problems));
  const config: ServerConfig = parsed.config;

  let db: Db;
  try {
    // Migrations run on every open and are no-ops once applied; no seed: production data is the shops' own.
    db = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, seed: false });
  } catch (error) {
    refuse(`Refusing to start: the database at ${databaseName(config.databaseUrl)} did not open: ${describeError(error)}`);
  }

  // Storefront URLs of connected shops, read again every minute so a shop connected meanwhile (by another
  // instance's install, or shop:connect) is known without a restart.
  let storefronts = new Map<string, string>();
  const refreshStorefronts = async () => {
    storefronts = await storefrontUrls(db).catch(() => storefronts);
  };
  await refreshStorefronts();
  const storefrontTimer = setInterval(() => void refreshStorefronts(), 60_000);
  storefrontTimer.unref();

  const shopifyApp: ShopifyAppOptions = {
    apiKey: config.shopify.apiKey,
    apiSecret: config.shopify.apiSecret,
    encryptionKey: config.encryptionKey,
    hostName: new URL(config.publicUrl).host,
  };
  const refresher = createShopifyApp(shopifyApp);

  let api: ApiServer;
  try {
    api = await startApi({
      db,
      port: config.port,
      hostname: config.host,
      storefrontOrigins: config.storefrontOrigins,
      authEmulatorHost: null,
      projectId: config.firebase.projectId,
      identity: { credential: cert(config.firebase.serviceAccount) },
      appProxySecret: config.shopify.apiSecret,
      mail: config.mail,
      trustProxy: config.trustProxy,
      // The connected storefront's URL (npm run shop:connect); before a shop is connected, its myshopify.com
      // domain, which Shopify redirects to the shop's primary one.
      storefrontUrl: (shopId) => storefronts.get(shopId) ?? `https://${shopDomainOf(shopId)}`,
      // Each shop's expiring token is renewed with its refresh token a few minutes before it expires.
      commerce: connectedCommerce(db, config.encryptionKey, { refresh: (shopId, refreshToken) => refresher.refreshOffline(shopId, refreshToken) }),
      // The Shopify app: POST /shopify/install stores each shop's offline token (sealed) for connectedCommerce.
      shopifyApp,
      // Status as the shops' OpenID Connect provider for Shopify's customer accounts (server/oidc).
      // Its sign-in page signs in with the project's public web config (FIREBASE_WEB_API_KEY; unset: no page).
      oidc: {
        encryptionKey: config.encryptionKey,
        issuer: `${config.publicUrl}/oidc`,
        ...(config.firebase.webApiKey ? { firebase: { apiKey: config.firebase.webApiKey, projectId: config.firebase.projectId } } : {}),
      },
      giftCards: noGiftCardProvider,
      log: (line) => console.log(line),
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    refuse(`Refusing to start: ${describeError(error)}`);
  }

  // Shops uninstalled longer than the grace period that no shop/redact removed are removed (hourly).
  const stopPruning = startUninstallPruning(db, () => new Date());

  const port = new URL(api.url).port;
  console.log(
    `${PREFIX} listening on ${config.host}:${port} (public URL ${config.publicUrl}); database ${databaseName(config.databaseUrl)} (pool of ${config.databasePoolSize}), ${listMigrations().length} migrations applied; CORS for ${config.storefrontOrigins.join(', ')}`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${PREFIX} ${signal}: stopping`);
    setTimeout(() => {
      console.error(`${PREFIX} did not stop within ${STOP_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    clearInterval(storefrontTimer);
    stopPruning();
    await api.close({ graceMs: STOP_GRACE_MS }).catch((error: Error) => console.error(`${PREFIX} closing the server failed: ${error.message}`));
    await db.close().catch((error: Error) => console.error(`${PREFIX} closing the database failed: ${error.message}`));
    console.log(`${PREFIX} stopped; database closed`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
