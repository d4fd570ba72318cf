// Linking a signed-in user to the shop's customer (check-customer), the shop login URL (Multipass) and
// unverified emails (401 when the shop has no Multipass key).
import type { Hono } from 'hono';
import { normalizeEmail } from '../auth/uid';
import { createMultipassToken } from '../multipass';
import { type ApiDeps, readData, requireShop, requireSignedIn, requireUser, sameShop } from '../context';
import { CommerceUserError } from '../commerce/types';
import { customerStore, customerStoreError, ensureOwnCustomerRow, ownCustomerRow, REFUSED } from '../customers';
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
    // The store's customer with this email, found or created there (Shopify's customerByIdentifier, customerCreate);
    // a consent given now is recorded there too. Only then is the uid linked, in our database.
    const commerce = deps.commerce(shop);
    let customer = await customerStore(() => commerce.customerByEmail(email), REFUSED.email, 'customerEmail');
    let created = false;
    if (!customer) {
      try {
        customer = await commerce.createCustomer({ email, acceptsMarketing: data.acceptsMarketing === true });
        created = true;
      } catch (error) {
        // Created meanwhile by a parallel call (the store says the email is taken): that one is this shopper's.
        customer = error instanceof CommerceUserError ? await customerStore(() => commerce.customerByEmail(email), REFUSED.email, 'customerEmail') : null;
        if (!customer) throw customerStoreError(error, REFUSED.email, 'customerEmail');
      }
    } else if (data.acceptsMarketing === true && !customer.acceptsMarketing) {
      const id = customer.id;
      customer = await customerStore(() => commerce.setEmailMarketing(id, true), REFUSED.email, 'customerEmail');
    }
    const storeCustomer = customer;
    const result = await db.transaction(async (query) => {
      await ensureOwnCustomerRow(query, shop.shopId, storeCustomer, email);
      const customerId = storeCustomer.id;
      await query(
        `insert into customer_logins (uid, shop_id, customer_id, email) values ($1, $2, $3, $4)
         on conflict (uid, shop_id) do update set customer_id = excluded.customer_id, email = excluded.email`,
        [user.uid, shop.shopId, customerId, email],
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
    // The names Shopify logs the customer in with are the store's; its email, else the one we linked.
    const [stored, own] = await Promise.all([
      customerStore(() => deps.commerce(shop).customer(customerId), REFUSED.info, 'customFields'),
      ownCustomerRow(db.query, shopId, customerId),
    ]);
    const customer = { email: stored?.email ?? own?.email ?? user.email, first_name: stored?.firstName ?? null, last_name: stored?.lastName ?? null };
    const storefront = deps.storefrontUrl(shopId).replace(/\/+$/, '');
    const returnTo = safeReturnUrl(storefront, data.returnUrl);
    const token = createMultipassToken(
      shop.multipassSecret,
      {
        email: customer.email,
        identifier: customerId,
        ...(customer.first_name ? { first_name: customer.first_name } : {}),
        ...(customer.last_name ? { last_name: customer.last_name } : {}),
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
