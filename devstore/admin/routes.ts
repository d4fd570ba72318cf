// The merchant admin on the storefront: GET /devstore/admin[?shop=<id>] is the page (the shop is picked
// like on every storefront page), /devstore/admin/app.js and app.css its bundle. The page hands the UI the
// API's URL and the admin token (it is the merchant's own page), the built-in plugins and their groups'
// schemas; the UI reads and writes the settings through the API. POST /devstore/admin/install[?shop=<id>]
// installs the Status app in the shop as Shopify's admin would (shopify-admin/install.ts), for the page's button.
//
// The token is the key to every shop's settings, so the page is guarded like one: never cached, never
// framed, a strict CSP, and only served to a top-level navigation (Fetch Metadata): a script on the
// storefront origin (a third-party plugin, say) cannot fetch() it and read the token out, nor open it with
// window.open and read it through the handle (Cross-Origin-Opener-Policy: same-origin).
import { timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { listShops } from '../../server/db/shops.ts';
import type { StorefrontConfig, StorefrontEnv } from '../storefront/context.ts';
import { scriptJson } from '../storefront/layout.ts';
import type { AdminBoot } from '../../server/admin-app/boot.ts';
import { bundleAdminUi } from '../../server/admin-app/bundle.ts';
import { installApp } from '../shopify-admin/install.ts';
import { mintSessionToken } from '../shopify-admin/oauth.ts';
import { sendWebhook, shopCustomers, subscribedTopics } from './webhooks.ts';

/** How long the embedded page's session token lasts (Shopify's are renewed by App Bridge every minute). */
const EMBEDDED_TOKEN_TTL_S = 3600;
import { adminCatalogue } from '../../server/admin-app/catalogue.ts';
import { settingsSchemas } from '../../server/admin/settings-schemas.ts';

const buildAdminUi = () => bundleAdminUi(fileURLToPath(new URL('./ui/main.tsx', import.meta.url)));

/** Starts the bundle (and the schema load) ahead of the first visit; `npm start` calls it. */
export function warmAdmin(): void {
  buildAdminUi().catch((error: Error) => console.error('[admin] the admin UI does not build:', error.message));
  settingsSchemas().catch(() => undefined);
}

function securityHeaders(apiUrl: string): Record<string, string> {
  const api = new URL(apiUrl).origin;
  return {
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // A storefront script's window.open('/devstore/admin') would get a same-origin handle on the page, token
    // and all. same-origin puts the admin in a browsing context group of its own: that handle reads as closed,
    // the page has no opener, and its window name leads nowhere (browsers honour COOP on https and 127.0.0.1).
    'cross-origin-opener-policy': 'same-origin',
    // 'unsafe-eval': rjsf's ajv8 compiles each schema to a function. connect-src https: lets the page read
    // third-party plugins' manifests, wherever the merchant's URLs point; http on this machine reads those of
    // plugins a developer serves with `status-plugin dev` (this admin is the devstore's, never production's).
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      `connect-src 'self' ${api} https: http://127.0.0.1:* http://localhost:*`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

/** A browser says what a request is for; refuse the admin page to anything but a top-level navigation. */
function isNavigation(headers: { mode?: string | undefined; dest?: string | undefined }): boolean {
  if (headers.mode === undefined && headers.dest === undefined) return true; // not a browser (curl, tests)
  return headers.mode === 'navigate' && headers.dest === 'document';
}

const ASSET_HEADERS = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };

export function adminRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();

  app.get('/devstore/admin/app.js', async (c) => c.body((await buildAdminUi()).js, 200, { ...ASSET_HEADERS, 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/devstore/admin/app.css', async (c) => c.body((await buildAdminUi()).css, 200, { ...ASSET_HEADERS, 'content-type': 'text/css; charset=utf-8' }));

  // The admin token as bearer (the page has it; a storefront script does not), so no other page can install
  // the app or send webhooks.
  const refused = (c: Context<StorefrontEnv>) => {
    const given = Buffer.from(/^Bearer\s+(\S{1,512})$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1] ?? '');
    const expected = Buffer.from(config.adminToken ?? '');
    if (config.adminToken && given.length === expected.length && timingSafeEqual(given, expected)) return null;
    return c.json({ error: { code: 'invalid_token', message: 'Authorization: not the admin token of this devstore' } }, 401, { 'cache-control': 'no-store' });
  };

  app.post('/devstore/admin/install', async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const reply = await installApp({ apiUrl: config.apiUrl, shopId: c.get('shop').shopId });
    return c.json(reply.body, reply.status as 200, { 'cache-control': 'no-store' });
  });

  // POST { topic, customerId? }: the webhook as Shopify would send it to the API; answers what the API answered.
  app.post('/devstore/admin/webhooks', async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const body = (await c.req.json().catch(() => null)) as { topic?: unknown; customerId?: unknown } | null;
    const topic = typeof body?.topic === 'string' ? body.topic : '';
    if (!subscribedTopics().includes(topic)) {
      return c.json({ error: { code: 'unknown_topic', message: `topic: one of ${subscribedTopics().join(', ')}` } }, 400, { 'cache-control': 'no-store' });
    }
    const customerId = typeof body?.customerId === 'string' ? body.customerId : undefined;
    const result = await sendWebhook({ apiUrl: config.apiUrl, shopId: c.get('shop').shopId, topic, ...(customerId ? { customerId } : {}) });
    return c.json(result, 200, { 'cache-control': 'no-store' });
  });

  // The app's embedded page as Shopify's admin opens it (App URL?shop=…&id_token=…), outside Shopify's admin: a
  // session token minted with the devstore app's secret, valid for an hour (App Bridge, which would renew it, is
  // Shopify's and is not loaded here). Like the admin page, only for a top-level navigation.
  app.get('/devstore/admin/embedded', (c) => {
    if (!isNavigation({ mode: c.req.header('sec-fetch-mode'), dest: c.req.header('sec-fetch-dest') })) {
      return c.text('The embedded admin opens only as a page of its own.', 403, { 'cache-control': 'no-store' });
    }
    const shopId = c.get('shop').shopId;
    const url = new URL('/shopify/app', config.apiUrl);
    url.searchParams.set('embedded', '1');
    url.searchParams.set('shop', `${shopId}.myshopify.com`);
    url.searchParams.set('id_token', mintSessionToken({ shopId, ttlSeconds: EMBEDDED_TOKEN_TTL_S }));
    return c.redirect(url.toString(), 302);
  });

  app.get('/devstore/admin', async (c) => {
    const headers = securityHeaders(config.apiUrl);
    if (!config.adminToken) return c.text('The admin needs an admin token: start the devstore with startDevstore() or npm start.', 404, headers);
    if (!isNavigation({ mode: c.req.header('sec-fetch-mode'), dest: c.req.header('sec-fetch-dest') })) {
      return c.text('The admin page opens only as a page of its own.', 403, headers);
    }
    buildAdminUi().catch(() => undefined); // started now, awaited by app.js
    const shop = c.get('shop');
    const catalogue = await adminCatalogue(await settingsSchemas());
    const boot: AdminBoot = {
      shopId: shop.shopId,
      shopName: shop.name,
      shops: (await listShops(config.db)).map((s) => ({ shopId: s.shopId, name: s.name })),
      apiUrl: config.apiUrl,
      token: config.adminToken,
      ...catalogue,
      webhooks: { topics: subscribedTopics(), customers: shopCustomers(shop.shopId) },
    };
    return c.html(
      html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Plugins – ${shop.name} – Status admin</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/devstore/admin/app.css">
<script type="application/json" id="status-admin-boot">${scriptJson(boot)}</script>
<script type="module" src="/devstore/admin/app.js"></script>
</head>
<body>
<div id="root"><noscript>${raw('<p style="padding:24px">The admin needs JavaScript.</p>')}</noscript></div>
</body>
</html>`,
      200,
      headers,
    );
  });

  return app;
}
