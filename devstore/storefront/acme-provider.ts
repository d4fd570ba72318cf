// Acme Rewards' backend, the sample provider behind the outside plugin examples/acme-loyalty (served here at
// /devstore/plugins/acme-loyalty/). It lives on the storefront's origin as a real provider would behind a
// Shopify app proxy, and trusts nothing but the shopper's Firebase ID token: it verifies the token (with
// firebase-admin, against the Auth emulator), then answers for the customer linked to that uid in this shop
// (customer_logins, made at sign-in), never for a customer id a caller names.
//
//   GET /devstore/providers/acme/points   { customerId, points, tier, currency, nextReward }
//   GET /devstore/providers/acme/rewards  the same plus { pointsPerUnit, rewards: [{ id, kind, amount?, cost }] }
//
// Points are derived from the customer's orders: one point per whole unit of the shop's currency spent on
// orders that were not canceled. Errors answer `{ error: { code, message } }` (401 without a valid token,
// 403 when the uid is not linked to a customer of this shop).
import { Hono, type Context } from 'hono';
import { createAuthAdmin, type AuthAdmin, type VerifiedUser } from '../../server/auth/admin.ts';
import { customerIdFor } from '../../server/owner.ts';
import type { Db } from '../../server/db/types.ts';
import type { StorefrontEnv } from './context.ts';

export type AcmeTier = 'member' | 'silver' | 'gold';

export interface AcmeReward {
  id: string;
  kind: 'discount' | 'freeShipping';
  amount?: number;
  cost: number;
}

/** The reward catalogue, cheapest first; discounts are in the shop's currency. */
export const ACME_REWARDS: readonly AcmeReward[] = Object.freeze([
  { id: 'free-shipping', kind: 'freeShipping', cost: 250 },
  { id: 'discount-5', kind: 'discount', amount: 5, cost: 500 },
  { id: 'discount-15', kind: 'discount', amount: 15, cost: 1500 },
  { id: 'discount-30', kind: 'discount', amount: 30, cost: 3000 },
  { id: 'discount-75', kind: 'discount', amount: 75, cost: 6000 },
]);

export function tierFor(points: number): AcmeTier {
  return points >= 4000 ? 'gold' : points >= 1000 ? 'silver' : 'member';
}

/** One point per whole unit of currency (totals are in cents) over the customer's orders not canceled. */
export async function acmePointsFor(db: Db, shopId: string, customerId: string): Promise<number> {
  const rows = await db.query<{ cents: string | number | null }>(
    'select coalesce(sum(total), 0) as cents from orders where shop_id = $1 and customer_id = $2 and canceled_at is null',
    [shopId, customerId],
  );
  return Math.floor(Number(rows[0]?.cents ?? 0) / 100);
}

export interface AcmeProvider {
  routes: Hono<StorefrontEnv>;
  /** Ends the firebase-admin app, if one was made (on the first authenticated request). */
  close(): Promise<void>;
}

export interface AcmeProviderOptions {
  db: Db;
  projectId: string;
  /** 'host:port' of the Auth emulator the tokens come from. */
  authEmulatorHost: string;
  /** Tests: verify tokens another way. */
  verifyIdToken?: (token: string) => Promise<VerifiedUser>;
}

export function acmeProvider(options: AcmeProviderOptions): AcmeProvider {
  let admin: AuthAdmin | null = null;
  // Made when first needed: a storefront started without the emulator (storefront tests) never needs it.
  const verify = options.verifyIdToken ?? ((token: string) => (admin ??= createAuthAdmin({ projectId: options.projectId, emulatorHost: options.authEmulatorHost })).verifyIdToken(token));

  const fail = (c: Context, status: 401 | 403, code: string, message: string) =>
    c.json({ error: { code, message } }, status, status === 401 ? { 'cache-control': 'no-store', 'www-authenticate': 'Bearer' } : { 'cache-control': 'no-store' });

  async function load(c: Context<StorefrontEnv>) {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S{1,8192})$/i.exec(header.trim());
    if (!match) return { error: fail(c, 401, 'unauthenticated', 'Send Authorization: Bearer <Firebase ID token>') };
    let user: VerifiedUser;
    try {
      user = await verify(match[1]!);
    } catch {
      return { error: fail(c, 401, 'invalid_token', 'The ID token is not valid (expired, or not of this project)') };
    }
    const shop = c.get('shop');
    const customerId = await customerIdFor(options.db, user.uid, shop.shopId);
    if (!customerId) return { error: fail(c, 403, 'customer_required', 'Only signed-in customers of this shop have Acme points') };
    const points = await acmePointsFor(options.db, shop.shopId, customerId);
    return {
      body: {
        customerId,
        points,
        tier: tierFor(points),
        currency: shop.currency,
        nextReward: ACME_REWARDS.find((reward) => reward.cost > points) ?? null,
      },
    };
  }

  const routes = new Hono<StorefrontEnv>();
  routes.get('/devstore/providers/acme/points', async (c) => {
    const result = await load(c);
    return result.error ?? c.json(result.body, 200, { 'cache-control': 'no-store' });
  });
  routes.get('/devstore/providers/acme/rewards', async (c) => {
    const result = await load(c);
    return result.error ?? c.json({ ...result.body, pointsPerUnit: 1, rewards: ACME_REWARDS }, 200, { 'cache-control': 'no-store' });
  });

  return {
    routes,
    async close() {
      await admin?.close();
      admin = null;
    },
  };
}
