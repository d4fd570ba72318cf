// The demo storefront as one Hono app: shop context first, then the widget's files, catalog pages, cart,
// account, policies, sample providers, the dev inbox and the merchant admin. Routes are listed in devstore/README.md.
import { Hono } from 'hono';
import { adminRoutes } from '../admin/routes.ts';
import { clientAbortLine, isClientAbort } from '../../server/client-abort.ts';
import { findProductByHandle, productImageSvg, welcomeBannerSvg } from '../catalog/index.ts';
import { accountRoutes } from './account-routes.ts';
import { appProxyRoutes } from './app-proxy.ts';
import { storeLoginRoutes } from './store-login.ts';
import { oidcRpRoutes } from '../oidc-rp/routes.ts';
import { DEV_ENCRYPTION_KEY } from '../shopify-admin/oauth.ts';
import { cartRoutes } from './cart-routes.ts';
import { catalogPages, notFoundPage } from './catalog-pages.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { orderStatusRoutes } from './order-status.ts';
import { policyPages } from './policy-pages.ts';
import { providerRoutes } from './providers.ts';
import { shopContext } from './shop-context.ts';
import { pluginAssetRoutes, widgetAssetRoutes } from './widget-assets.ts';
import { customerPrivacyRoutes } from './customer-privacy.ts';

export function createStorefrontApp(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();

  // Shop-independent files first: they need no shop lookup.
  app.route('/', widgetAssetRoutes(config.distDir));
  app.route('/', pluginAssetRoutes());
  customerPrivacyRoutes(app);
  app.get('/devstore/images/:file', (c) => {
    if (c.req.param('file') === 'welcome.svg') return c.body(welcomeBannerSvg(), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    const product = findProductByHandle(c.req.param('file').replace(/\.svg$/, ''));
    if (!product || !c.req.param('file').endsWith('.svg')) return c.notFound();
    return c.body(productImageSvg(product), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });

  app.use('*', shopContext(config));
  app.route('/', catalogPages(config));
  app.route('/', cartRoutes(config));
  app.route('/', accountRoutes(config));
  app.route('/', storeLoginRoutes(config));
  // Shopify's customer-account login with Status as the identity provider (devstore/oidc-rp).
  app.route('/', oidcRpRoutes(config, { apiUrl: config.apiUrl, encryptionKey: DEV_ENCRYPTION_KEY }));
  app.route('/', policyPages(config));
  app.route('/', orderStatusRoutes(config));
  app.route('/', providerRoutes(config));
  app.route('/', appProxyRoutes(config));
  if (config.acme) app.route('/', config.acme.routes);
  app.route('/', inboxRoutes(config));
  app.route('/', adminRoutes(config));
  app.notFound((c) => (c.get('shop') ? notFoundPage(c, config) : c.text('Not found', 404)));
  app.onError((error, c) => {
    // A client that left mid-upload: one line, no stack (the answer reaches nobody).
    if (isClientAbort(error, c.req.raw)) {
      console.warn(clientAbortLine('[storefront]', c.req.method, c.req.path));
      return c.text('The connection closed before the request body ended.', 400);
    }
    console.error('[storefront]', c.req.method, c.req.path, error);
    return c.text('Internal error in the demo storefront; see the devstore console.', 500);
  });
  return app;
}
