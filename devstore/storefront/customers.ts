// The shop's customer records as the storefront sees them (table `customers`, one row per shop + email):
// Multipass login finds or creates one, pages read the logged-in one for init data.
import type { Db } from '../../server/db/types.ts';
import type { PageCustomer } from './init-data.ts';

interface CustomerRow {
  id: string;
  email: string;
  first_name: string | null;
  personalizations: Record<string, unknown> | null;
}

const toCustomer = (row: CustomerRow): PageCustomer => ({
  customerId: row.id,
  email: row.email,
  firstName: row.first_name,
  personalizations: row.personalizations ?? {},
});

/** Like Shopify's Multipass: an existing customer with this email logs in; a new email creates one. */
export async function findOrCreateCustomer(
  db: Db,
  shopId: string,
  data: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<PageCustomer> {
  const rows = await db.query<CustomerRow>(
    `insert into customers (shop_id, email, first_name, last_name) values ($1, $2, $3, $4)
     on conflict (shop_id, email) do update set
       first_name = coalesce(customers.first_name, excluded.first_name),
       last_name = coalesce(customers.last_name, excluded.last_name)
     returning id, email, first_name, personalizations`,
    [shopId, data.email.trim().toLowerCase(), data.firstName ?? null, data.lastName ?? null],
  );
  return toCustomer(rows[0]!);
}

export async function loadCustomer(db: Db, shopId: string, customerId: string): Promise<PageCustomer | null> {
  const rows = await db.query<CustomerRow>(
    'select id, email, first_name, personalizations from customers where shop_id = $1 and id = $2',
    [shopId, customerId],
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}
