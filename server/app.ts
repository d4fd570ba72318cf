// The Hono app of the reference API: CORS for the storefront origins, every route the widget calls, and one error
// shape `{ error: { code, message } }`. Anything unexpected is logged and answered 500 'internal' — bad
// input never gets there, because bodies, ids and tokens are all checked first.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { clientAbortLine, isClientAbort } from './client-abort';
import { takeWriteSlots } from './client-network';
import { type ApiDeps, MAX_BODY_BYTES, optionalUser } from './context';
import { errorBody, HttpError } from './errors';
import { embeddedAdminRoutes } from './admin-app/page';
import { type AdminDeps, adminRoutes } from './routes/admin';
import { healthRoutes } from './routes/health';
import { authenticationRoutes } from './routes/authentication';
import { collectionRoutes } from './routes/collections';
import { customerRoutes } from './routes/customer';
import { initRoutes } from './routes/init';
import { integrationRoutes } from './routes/integrations';
import { memberRoutes } from './routes/member';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { savedRoutes } from './routes/saved';
import { trackingRoutes } from './routes/tracking';
import { errorReportRoutes } from './routes/errors';
import { pluginOutcomeRoutes } from './routes/plugin-outcomes';
import { appProxyRoutes } from './routes/app-proxy';
import { shopifyInstallRoutes } from './routes/shopify-install';
import { WEBHOOK_MAX_BYTES, webhookRoutes } from './routes/webhooks';

export function createApiApp(deps: ApiDeps, storefrontOrigins: string[], admin?: AdminDeps): Hono {
  const app = new Hono();
  const allowed = new Set(storefrontOrigins.map((origin) => origin.replace(/\/+$/, '')));

  app.use(
    '*',
    cors({
      // Only our storefronts may call with credentials-like headers; other origins get no CORS headers.
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      // The widget reads how long a 429 asks it to wait (it also has `retryAfter` in the body).
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  // No control characters in the path or the query (`?shopId=%00` reached SQL): refused before any route. A path
  // with one names nothing (404, like any malformed id); a query with one is a bad request. Percent-decoding cannot
  // make a lone surrogate (invalid UTF-8 is a URIError or U+FFFD), so this is the whole check.
  const CONTROL = /%(?:[01][0-9a-f]|7f)/i;
  app.use('*', async (c, next) => {
    const url = c.req.url;
    const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const queryAt = target.indexOf('?');
    const path = queryAt < 0 ? target : target.slice(0, queryAt);
    if (CONTROL.test(path)) return c.json(errorBody('not_found', 'path: has control characters (%00-%1F, %7F), so it names nothing'), 404);
    if (queryAt >= 0 && CONTROL.test(target.slice(queryAt))) return c.json(errorBody('invalid_request', 'query: must not contain control characters (%00-%1F, %7F)'), 400);
    await next();
  });

  // Checked while streaming, so a huge upload is cut off instead of buffered. The rest of it is not read, and the
  // server gives up draining it after a moment and drops the socket: `Connection: close` tells the client not to
  // send its next request on that socket (without it, a request queued behind the upload failed as a reset).
  // Shopify's webhooks carry whole products, so their endpoint allows WEBHOOK_MAX_BYTES.
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json(errorBody('body_too_large', `body: larger than ${maxSize} bytes`), 413);
      },
    });
  const apiLimit = limitTo(MAX_BODY_BYTES);
  const webhookLimit = limitTo(WEBHOOK_MAX_BYTES);
  app.use('*', (c, next) => (c.req.path === '/webhooks/shopify' ? webhookLimit : apiLimit)(c, next));

  // Every shopper write counts against the per-user write limit (server/README.md, Limits). The sign-in
  // routes and for-you take their own slots (their limits differ); POSTs that only read are not writes.
  app.use('*', async (c, next) => {
    if (isShopperWrite(c.req.method, c.req.path)) {
      const user = await optionalUser(c, deps);
      // A fresh anonymous uid also takes a slot of its client address's (client-network.ts).
      if (user) await takeWriteSlots(c, deps, user, [{ rule: 'writesPerUser', key: user.uid }]);
    }
    await next();
  });

  app.get('/', (c) => c.json({ name: 'Status devstore API', docs: 'schemas/api/*.json' }));
  healthRoutes(app, deps.db);

  authenticationRoutes(app, deps);
  memberRoutes(app, deps);
  customerRoutes(app, deps);
  initRoutes(app, deps);
  productRoutes(app, deps);
  savedRoutes(app, deps);
  collectionRoutes(app, deps);
  orderRoutes(app, deps);
  integrationRoutes(app, deps);
  trackingRoutes(app, deps);
  errorReportRoutes(app, deps);
  pluginOutcomeRoutes(app, deps);
  appProxyRoutes(app, deps);
  webhookRoutes(app, deps);
  if (admin?.shopify) shopifyInstallRoutes(app, deps, admin.shopify);
  if (admin) adminRoutes(app, deps, admin);
  if (admin) embeddedAdminRoutes(app, deps, admin);

  app.notFound((c) => c.json(errorBody('not_found', `No route ${c.req.method} ${new URL(c.req.url).pathname}`), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
      return c.json(errorBody(error.code, error.message, error.fields, error.retryAfter), error.status);
    }
    // Malformed percent-encoding in a path and similar client mistakes surface as URIError.
    if (error instanceof URIError) return c.json(errorBody('invalid_request', `path: ${error.message}`), 400);
    // A client that left mid-upload: one line, no stack (the answer reaches nobody).
    if (isClientAbort(error, c.req.raw)) {
      console.warn(clientAbortLine('[devstore api]', c.req.method, new URL(c.req.url).pathname));
      return c.json(errorBody('invalid_request', 'body: the connection closed before it ended'), 400);
    }
    console.error(`[devstore api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json(errorBody('internal', 'Something went wrong in the devstore API; see its console'), 500);
  });

  return app;
}

// Recent collections (records views) and address creation are writes too; /proxy/link limits itself (its token
// is in the body, routes/app-proxy.ts).
const WRITE_POSTS = [
  /^\/saved\/(cart|wishlist|wishlist-collection|collections)$/,
  /^\/member\//,
  /^\/orders\/[^/]+\/order\/[^/]+\/cancel$/,
  /^\/customer\/[^/]+\/[^/]+\/address$/,
];

/** A call that changes a shopper's data (the admin's calls are the merchant's, and have their own token). */
export function isShopperWrite(method: string, path: string): boolean {
  if (path.startsWith('/admin/') || path.startsWith('/authentication/') || path.startsWith('/init/')) return false;
  if (path === '/healthz' || path === '/readyz') return false; // probes: no token, no limits
  if (method === 'PUT' || method === 'DELETE') return true;
  return method === 'POST' && WRITE_POSTS.some((pattern) => pattern.test(path));
}
