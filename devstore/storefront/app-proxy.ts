// The devstore playing Shopify's app proxy for the Status app (shopify/shopify.app.toml [app_proxy]: prefix
// `apps`, subpath `status`): /apps/status/<path> on the store's origin is forwarded, server to server, to the
// app's proxy URL ({API}/proxy/<path>) with what Shopify adds to the query (`shop`, `logged_in_customer_id`
// of the store session, `path_prefix`, `timestamp`) and its HMAC-SHA256 `signature` made with the app's secret.
// Like Shopify: parameters of those names the browser sent are replaced, cookies are not forwarded and no
// Set-Cookie comes back.
import { Hono } from 'hono';
import { appProxySignature } from '../../server/app-proxy-signature.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';

export const APP_PROXY_PREFIX = '/apps/status';
const ADDED = ['shop', 'logged_in_customer_id', 'path_prefix', 'timestamp', 'signature'];

export function signedProxyQuery(incoming: URLSearchParams, added: { shop: string; customerId: string | null; now: number }, secret: string): URLSearchParams {
  const params = new URLSearchParams([...incoming].filter(([key]) => !ADDED.includes(key)));
  params.set('shop', added.shop);
  params.set('logged_in_customer_id', added.customerId ?? '');
  params.set('path_prefix', APP_PROXY_PREFIX);
  params.set('timestamp', String(Math.floor(added.now / 1000)));
  params.set('signature', appProxySignature(params, secret));
  return params;
}

export function appProxyRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  app.all(`${APP_PROXY_PREFIX}/*`, async (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(APP_PROXY_PREFIX.length + 1);
    const query = signedProxyQuery(
      url.searchParams,
      { shop: `${c.get('shop').shopId}.myshopify.com`, customerId: c.get('session')?.customerId ?? null, now: Date.now() },
      config.appProxySecret,
    );
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const forwarded = await fetch(`${config.apiUrl}/proxy/${rest}?${query}`, {
      method: c.req.method,
      headers: { 'content-type': c.req.header('content-type') ?? 'application/json', 'x-forwarded-host': url.host },
      ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
    }).catch(() => null);
    if (!forwarded) return c.json({ error: 'The app did not answer' }, 502);
    return c.body(await forwarded.arrayBuffer(), forwarded.status as 200, {
      'content-type': forwarded.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    });
  });
  return app;
}
