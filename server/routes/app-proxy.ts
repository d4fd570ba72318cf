// The app's side of Shopify's app proxy (shopify/shopify.app.toml [app_proxy]: https://{shop}/apps/status/* →
// {API}/proxy/*). Nothing here trusts the browser: every request must carry Shopify's signature over its query
// (app-proxy-signature.ts), made with the app's secret in the last 5 minutes, or it is refused 401. What the
// signature vouches for is the shop and `logged_in_customer_id`: the customer logged in to the store in the
// browser that made the request (Shopify strips cookies and sets it from the store session).
//
// POST /proxy/link `{ idToken }`: the Multipass-less shop login (plugins/shopify-app-proxy). The widget's
// signed-in user (its Firebase ID token) is linked to the store's logged-in customer when both are the same
// person (same email): `{ linked: true, customerId }`. No store customer logged in: `{ linked: false,
// customerId: null }` (the widget then sends the shopper to the store's own login). Another customer logged in
// than the token's email: 403 email_mismatch. The app cannot log anyone in to the store: that takes Multipass.
import type { Hono } from 'hono';
import { verifyAppProxy } from '../app-proxy-signature';
import { type ApiDeps, requireShop, verifyIdToken } from '../context';
import { customerStore, ensureOwnCustomerRow, REFUSED } from '../customers';
import { forbidden, HttpError } from '../errors';

const SHOP_DOMAIN = /^([a-z0-9][a-z0-9-]{0,99})\.myshopify\.com$/;

export function appProxyRoutes(app: Hono, deps: ApiDeps): void {
  app.post('/proxy/link', async (c) => {
    const check = verifyAppProxy(new URL(c.req.url).searchParams, deps.appProxySecret, deps.now().getTime());
    if (!check.ok) {
      const why = { unsigned: 'no app proxy signature', signature: 'the app proxy signature does not match', stale: 'the app proxy signature is too old' }[check.reason];
      throw new HttpError(401, 'invalid_proxy_signature', `Refused: ${why} (only requests Shopify forwards are answered)`);
    }
    const shopId = SHOP_DOMAIN.exec(check.shopDomain)?.[1];
    if (!shopId) throw new HttpError(400, 'invalid_request', 'shop: not a myshopify.com domain');
    const shop = await requireShop(deps, shopId);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = null;
    }
    const idToken = (body as { idToken?: unknown } | null)?.idToken;
    if (typeof idToken !== 'string' || !idToken) throw new HttpError(400, 'invalid_request', 'body: { idToken } is required');
    const user = await verifyIdToken(deps, idToken);
    if (user.isAnonymous || !user.email) throw forbidden('The widget user must be signed in with a verified email', 'sign_in_required');
    // A shopper write like any other (its token is in the body, so app.ts's write middleware cannot see it).
    await deps.limiter.take([{ rule: 'writesPerUser', key: user.uid }]);
    if (!check.loggedInCustomerId) return c.json({ linked: false, customerId: null });
    // The logged-in customer is the store's (Shopify's customer by id); its email must be the token's.
    const loggedIn = check.loggedInCustomerId;
    const customer = /^\d{1,20}$/.test(loggedIn) ? await customerStore(() => deps.commerce(shop).customer(loggedIn), REFUSED.info, 'customFields') : null;
    if (!customer) throw new HttpError(404, 'unknown_customer', 'logged_in_customer_id: no such customer in this shop');
    if (customer.email?.toLowerCase() !== user.email) {
      throw forbidden('Detected mismatch between Status user and Shopify user: another customer is logged in to the store', 'email_mismatch');
    }
    await deps.db.transaction(async (query) => {
      await ensureOwnCustomerRow(query, shop.shopId, customer, user.email!);
      await query(
        `insert into customer_logins (uid, shop_id, customer_id, email) values ($1, $2, $3, $4)
         on conflict (uid, shop_id) do update set customer_id = excluded.customer_id, email = excluded.email`,
        [user.uid, shop.shopId, customer.id, user.email],
      );
    });
    return c.json({ linked: true, customerId: String(customer.id) });
  });
}
