// Reading customers and addresses from the database into the JSON the API answers with
// (schemas/api/common.json#/definitions/customer and address).
import type { Db, QueryFn } from './db/types';

export interface CustomerRow {
  id: string;
  shop_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  birthday: string | null;
  accepts_marketing: boolean;
  tags: string[];
  custom_fields: Record<string, unknown>;
  personalizations: Record<string, unknown>;
}

export interface AddressRow {
  id: string;
  customer_id: string;
  fields: Record<string, unknown>;
  is_default: boolean;
}

export function addressJson(row: AddressRow) {
  // Stored fields first, so addressId and isDefault from the row always win over anything stored.
  return { ...row.fields, addressId: row.id, isDefault: row.is_default };
}

export async function listAddresses(query: QueryFn, customerId: string): Promise<AddressRow[]> {
  return query<AddressRow>('select * from addresses where customer_id = $1 order by created_at, id', [customerId]);
}

export async function loadCustomer(db: Db, customerId: string) {
  const [row] = await db.query<CustomerRow>('select * from customers where id = $1', [customerId]);
  if (!row) return null;
  const addresses = await listAddresses(db.query, customerId);
  return {
    customerId: row.id,
    shopId: row.shop_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    birthday: row.birthday,
    acceptsMarketing: row.accepts_marketing,
    tags: row.tags ?? [],
    customFields: row.custom_fields ?? {},
    personalizations: row.personalizations ?? {},
    addresses: addresses.map(addressJson),
    defaultAddressId: addresses.find((a) => a.is_default)?.id ?? null,
  };
}

/** Fields with their own columns; every other custom field is kept in custom_fields. A Map, so a field named
 *  like an Object.prototype member (constructor, valueOf, __proto__…) is just another custom field, never a
 *  column: only these five column names ever reach SQL. */
export const CUSTOMER_COLUMNS: ReadonlyMap<string, string> = new Map([
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['phone', 'phone'],
  ['birthday', 'birthday'],
  ['acceptsMarketing', 'accepts_marketing'],
]);
