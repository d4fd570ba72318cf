// Linking a signed-in user to the shop's customer (check-customer), the shop login URL (Multipass) and
// unverified emails (SPEC §4 auth, §7 member calls, §8 missing key).
import type { Hono } from 'hono';
import { normalizeEmail } from '../auth/uid';
import { createMultipassToken } from '../multipass';
import { type ApiDeps, readData, requireShop, requireSignedIn, requireUser, sameShop } from '../context';
import { checkEmail } from '../email-check';
import { forbidden, HttpError } from '../errors';
import { mergeOwner, provenAnonymousUid } from '../merge';
import { requireCustomer } from '../owner';
import { safeReturnUrl } from '../return-url';

interface CheckCustomerData {
  customerEmail: string;
  statusId?: string | null;
  anonUserId?: string | null;
  /** The anonymous session's own Firebase ID token: the proof that the caller held it (see merge.ts). */
  anonIdToken?: string | null;
  acceptsMarketing?: boolean | null;
}

export function memberRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.post('/member/check-customer', async (c) => {
    const data = await readData<CheckCustomerData>(c, deps, 'member-check-customer');
    const user = await requireSignedIn(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const email = normalizeEmail(data.customerEmail);
    if (email !== user.email) {
      throw forbidden('Detected mismatch between Status user and Shopify user: customerEmail is not the signed-in email', 'email_mismatch');
    }
    // Whose things move over: only an anonymous session the caller proves it held (its own ID token).
    // A bare anonUserId or statusId is a claim anyone can make (a shared collection's link used to show it).
    const anonUid = await provenAnonymousUid(deps.auth, data.anonIdToken, data.anonUserId);
    const result = await db.transaction(async (query) => {
      const inserted = await query<{ id: string }>(
        `insert into customers (shop_id, email, accepts_marketing) values ($1, $2, $3)
         on conflict (shop_id, email) do nothing returning id`,
        [shop.shopId, email, data.acceptsMarketing === true],
      );
      const created = inserted.length > 0;
      const [customer] = created
        ? inserted
        : await query<{ id: string }>('select id from customers where shop_id = $1 and email = $2', [shop.shopId, email]);
      const customerId = customer!.id;
      if (!created && data.acceptsMarketing === true) {
        await query('update customers set accepts_marketing = true, updated_at = now() where id = $1', [customerId]);
      }
      await query(
        `insert into customer_logins (uid, shop_id, customer_id) values ($1, $2, $3)
         on conflict (uid, shop_id) do update set customer_id = excluded.customer_id`,
        [user.uid, shop.shopId, customerId],
      );
      const to = `customer:${customerId}`;
      // The proven anonymous user's things, and anything this uid saved before it was linked.
      const sources = new Set([`user:${user.uid}`]);
      if (anonUid && anonUid !== user.uid) sources.add(`user:${anonUid}`);
      const merged = { saved: 0, collections: 0 };
      for (const from of sources) {
        const moved = await mergeOwner(query, { shopId: shop.shopId, from, to, toUid: user.uid });
        merged.saved += moved.saved;
        merged.collections += moved.collections;
      }
      return { customerId, created, merged };
    });
    return c.json({ customerId: result.customerId, email, created: result.created, merged: result.merged });
  });

  app.post('/member/:shopId/shopify/login', async (c) => {
    const shopId = c.req.param('shopId');
    const data = await readData<{ returnUrl?: string | null }>(c, deps, 'member-shopify-login');
    sameShop(shopId, data);
    const user = await requireSignedIn(c, deps);
    const shop = await requireShop(deps, shopId);
    if (!shop.multipassSecret) {
      throw new HttpError(401, 'multipass_key_missing', `${shop.name} has no Multipass key: customers will not be logged in to the store`);
    }
    const customerId = await requireCustomer(db, user.uid, shopId);
    const [customer] = await db.query<{ email: string; first_name: string | null; last_name: string | null }>(
      'select email, first_name, last_name from customers where id = $1',
      [customerId],
    );
    const storefront = deps.storefrontUrl(shopId).replace(/\/+$/, '');
    const returnTo = safeReturnUrl(storefront, data.returnUrl);
    const token = createMultipassToken(
      shop.multipassSecret,
      {
        email: customer!.email,
        identifier: customerId,
        ...(customer!.first_name ? { first_name: customer!.first_name } : {}),
        ...(customer!.last_name ? { last_name: customer!.last_name } : {}),
        ...(returnTo ? { return_to: returnTo } : {}),
      },
      deps.now(),
    );
    return c.json({ url: `${storefront}/account/login/multipass/${token}` });
  });

  app.post('/member/unverified', async (c) => {
    const data = await readData<{ email: string }>(c, deps, 'member-unverified');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const email = checkEmail(data.email);
    await db.query('insert into unverified_emails (shop_id, uid, email) values ($1, $2, $3)', [shop.shopId, user.uid, email]);
    return c.json({ ok: true });
  });
}
