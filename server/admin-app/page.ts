// The Status app's embedded page (the App URL Shopify opens inside its admin): GET /shopify/app?shop=<shop>
// .myshopify.com, with its bundle at /shopify/app/app.js and app.css. The page holds no secret: the shop's
// plugin list and schemas, and what each plugin adds to the widget's first open. Every read and write then goes
// to the merchant API (/admin/*, routes/admin.ts) with a Shopify session token: App Bridge's, from Shopify's CDN
// (production), or in the devstore the one it minted and put in the URL (`id_token`, as Shopify's admin does on
// the first load). Framed only by the shop's own admin (CSP frame-ancestors).
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { ApiDeps } from '../context';
import { getShop } from '../db/shops';
import type { AdminDeps } from '../routes/admin';
import type { EmbeddedBoot } from './boot';
import { bundleAdminUi } from './bundle';
import { adminCatalogue } from './catalogue';
import { dataExportRoutes } from './exports';
import { pluginSizes } from './plugin-sizes';

export const APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
const SHOP_DOMAIN = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/;

const build = () => bundleAdminUi(fileURLToPath(new URL('./ui/embedded-main.tsx', import.meta.url)));

/** `</script>`-proof JSON for a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function pageHeaders(shopDomain: string | null, appBridge: boolean, storefront = ''): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      // 'unsafe-eval': rjsf's ajv8 compiles each schema to a function. App Bridge is Shopify's CDN script.
      `script-src 'self' 'unsafe-eval'${appBridge ? ' https://cdn.shopify.com' : ''}`,
      "style-src 'self' 'unsafe-inline'",
      // The storefront and https: third-party plugins' manifests, wherever the merchant's URLs point.
      `connect-src 'self' https:${storefront ? ` ${storefront}` : ''}`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      // Only the shop's own admin frames the page (Shopify's admin is admin.shopify.com, or the shop's domain).
      `frame-ancestors ${shopDomain ? `https://${shopDomain} https://admin.shopify.com` : "'none'"}`,
    ].join('; '),
  };
}

const message = (title: string, text: string) =>
  html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Status</title></head>
<body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;background:#f1f1f1;color:#303030;margin:0;padding:48px 16px">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 0 rgba(0,0,0,.07)"><h1 style="font-size:16px;margin:0 0 8px">${title}</h1><p style="margin:0;font-size:14px;line-height:20px">${text}</p></main>
</body></html>`;

export function embeddedAdminRoutes(app: Hono, deps: ApiDeps, admin: AdminDeps): void {
  dataExportRoutes(app, deps);
  const shopify = admin.shopify;
  if (!shopify) return;
  const appBridge = shopify.options.appBridge !== false;
  const asset = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
  app.get('/shopify/app/app.js', async (c) => c.body((await build()).js, 200, { ...asset, 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/shopify/app/app.css', async (c) => c.body((await build()).css, 200, { ...asset, 'content-type': 'text/css; charset=utf-8' }));

  app.get('/shopify/app', async (c) => {
    const shopDomain = (c.req.query('shop') ?? '').toLowerCase();
    const shopId = SHOP_DOMAIN.exec(shopDomain)?.[1];
    if (!shopId) return c.html(message('Open Status from your Shopify admin', 'This page is the Status app inside Shopify’s admin: open it from Apps in your store’s admin.'), 400, pageHeaders(null, false));
    const headers = pageHeaders(shopDomain, appBridge, new URL(deps.storefrontUrl(shopId)).origin);
    const shop = await getShop(deps.db, shopId);
    if (!shop) return c.html(message('Status is not installed in this store', `The store ${shopDomain} has not installed Status. Install it from the Shopify App Store, then open it again from Apps.`), 404, headers);
    build().catch(() => undefined); // started now, awaited by app.js
    const catalogue = await adminCatalogue(await admin.schemas());
    const boot: EmbeddedBoot = {
      shopId,
      shopName: shop.name,
      apiUrl: new URL(c.req.url).origin,
      storefrontUrl: deps.storefrontUrl(shopId),
      appBridge,
      ...catalogue,
      // The importer's message may name files on this server: the merchant is told less.
      ...(catalogue.catalogueError ? { catalogueError: 'the built-in plugins could not be read' } : {}),
      sizes: await pluginSizes(),
    };
    return c.html(
      html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Status – ${shop.name}</title>
<link rel="icon" href="data:,">
${appBridge ? raw(`<meta name="shopify-api-key" content="${shopify.options.apiKey.replace(/[^\w-]/g, '')}">\n<script src="${APP_BRIDGE_URL}"></script>`) : ''}
<link rel="stylesheet" href="/shopify/app/app.css">
<script type="application/json" id="status-embedded-boot">${raw(scriptJson(boot))}</script>
<script type="module" src="/shopify/app/app.js"></script>
</head>
<body>
<div id="root"><noscript>${raw('<p style="padding:24px">Status needs JavaScript.</p>')}</noscript></div>
</body>
</html>`,
      200,
      headers,
    );
  });
}
