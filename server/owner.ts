// Who owns what. Saved items, favorites and collections belong to the customer the caller's uid is linked to
// in that shop, else to the uid itself (anonymous shoppers save too). Customer data needs the link.
import type { Db } from './db/types';
import { forbidden } from './errors';

export interface Owner {
  /** 'customer:<id>' or 'user:<uid>' — the value stored in owner columns. */
  key: string;
  customerId: string | null;
  uid: string;
}

export async function customerIdFor(db: Db, uid: string, shopId: string): Promise<string | null> {
  const rows = await db.query<{ customer_id: string }>(
    'select customer_id from customer_logins where uid = $1 and shop_id = $2',
    [uid, shopId],
  );
  return rows[0]?.customer_id ?? null;
}

export async function ownerFor(db: Db, uid: string, shopId: string): Promise<Owner> {
  const customerId = await customerIdFor(db, uid, shopId);
  return { key: customerId ? `customer:${customerId}` : `user:${uid}`, customerId, uid };
}

/** The caller must be linked to exactly this customer of this shop: only your own data. */
export async function requireCustomerOwner(db: Db, uid: string, shopId: string, customerId: string): Promise<void> {
  const linked = await customerIdFor(db, uid, shopId);
  if (linked !== customerId) throw forbidden('You can only access your own customer account', 'not_owner');
}

/** The caller's customer in this shop, required (orders, points). */
export async function requireCustomer(db: Db, uid: string, shopId: string): Promise<string> {
  const customerId = await customerIdFor(db, uid, shopId);
  if (!customerId) throw forbidden('Sign in and link a customer account first (POST /member/check-customer)', 'customer_required');
  return customerId;
}
