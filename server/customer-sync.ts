// What Status keeps of a store customer follows the store: its `customers` row (the e-mail, and Status's own
// birthday, custom fields and personalizations) and the uids linked to it (`customer_logins`). Shopify's
// customers/update and customers/delete webhooks keep them current, and a customer Shopify deleted and created
// again with the same e-mail takes over the old row's data when a shopper links to it.
import type { Commerce } from './commerce/types';
import type { QueryFn, Db } from './db/types';
import { mergeOwner } from './merge';

export const CUSTOMER_TOPICS = ['customers/update', 'customers/delete'] as const;
export type CustomerTopic = (typeof CUSTOMER_TOPICS)[number];
export const isCustomerTopic = (topic: string): topic is CustomerTopic => (CUSTOMER_TOPICS as readonly string[]).includes(topic);

/**
 * Makes `customerId` the holder of `email` in the shop. Another row with that e-mail is a customer the store no
 * longer has (Shopify's e-mails are unique per shop): the same mailbox's Status data moves to `customerId` (its
 * birthday, custom fields and personalizations where `customerId` has none; saved items, collections and views)
 * and the old row goes with its links. Returns the old row's id, or null when there was none.
 */
export async function takeOverEmail(query: QueryFn, shopId: string, customerId: string, email: string): Promise<string | null> {
  const [stale] = await query<{ id: string; birthday: string | null; custom_fields: Record<string, unknown>; personalizations: Record<string, unknown> }>(
    'select id, birthday, custom_fields, personalizations from customers where shop_id = $1 and email = $2 and id <> $3 for update',
    [shopId, email, customerId],
  );
  if (!stale) return null;
  await mergeOwner(query, { shopId, from: `customer:${stale.id}`, to: `customer:${customerId}`, toUid: null });
  await query('delete from customer_logins where shop_id = $1 and customer_id = $2', [shopId, stale.id]);
  await query('delete from customers where shop_id = $1 and id = $2', [shopId, stale.id]);
  // Its data first, so that the row made or kept for customerId has it (the current row's own values win).
  await query(
    `insert into customers (id, shop_id, email, birthday, custom_fields, personalizations) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do update set birthday = coalesce(customers.birthday, excluded.birthday),
       custom_fields = excluded.custom_fields || customers.custom_fields,
       personalizations = excluded.personalizations || customers.personalizations`,
    [customerId, shopId, email, stale.birthday, JSON.stringify(stale.custom_fields ?? {}), JSON.stringify(stale.personalizations ?? {})],
  );
  return stale.id;
}

export type CustomerWebhookResult =
  | { topic: 'customers/update'; known: boolean; emailChanged: boolean; unlinked: number }
  | { topic: 'customers/delete'; unlinked: number };

/**
 * customers/update: the customer is read back from the store (a late or reordered delivery still applies the
 * current state). A new e-mail replaces the row's, and every link made with another address goes: its uid proved
 * a mailbox that is no longer the customer's (the shopper signs in with the new one to link again). A customer
 * the store no longer has is unlinked as on delete. customers/delete: its uids are unlinked; Status's row stays
 * for a customer created again with that e-mail (takeOverEmail). A customer Status never linked changes nothing.
 */
export async function applyCustomerWebhook(
  db: Db,
  commerce: Commerce,
  input: { shopId: string; topic: CustomerTopic; customerId: string },
): Promise<CustomerWebhookResult> {
  const { shopId, topic, customerId } = input;
  const unlink = async (query: QueryFn, keepEmail: string | null = null) =>
    (
      await query('delete from customer_logins where shop_id = $1 and customer_id = $2 and lower(email) is distinct from $3 returning uid', [
        shopId,
        customerId,
        keepEmail,
      ])
    ).length;
  if (topic === 'customers/delete') return { topic, unlinked: await unlink(db.query) };

  const [own] = await db.query<{ email: string }>('select email from customers where shop_id = $1 and id = $2', [shopId, customerId]);
  if (!own) return { topic, known: false, emailChanged: false, unlinked: 0 };
  const customer = await commerce.customer(customerId);
  if (!customer) return { topic, known: true, emailChanged: false, unlinked: await unlink(db.query) };
  const email = customer.email?.toLowerCase() ?? null;
  return db.transaction(async (query) => {
    const emailChanged = !!email && email !== own.email;
    if (emailChanged) {
      await takeOverEmail(query, shopId, customerId, email);
      await query('update customers set email = $3, updated_at = now() where shop_id = $1 and id = $2', [shopId, customerId, email]);
    }
    return { topic, known: true, emailChanged, unlinked: await unlink(query, email) };
  });
}
