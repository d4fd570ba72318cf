// The customer as the API answers it (schemas/api/account.json#/definitions/customer and address): the store's
// customer (names, phone, email, marketing consent, tags, addresses: Commerce, Shopify's Admin API) joined with
// what only Status keeps in its `customers` row (birthday, custom fields, personalizations). The store's
// refusals and failures become the API's errors here too.
import type { Address, AddressInput, Customer } from './commerce/types';
import { CommerceUserError, type UserErrorEntry } from './commerce/types';
import { countries } from './countries';
import { takeOverEmail } from './customer-sync';
import type { QueryFn } from './db/types';
import { badRequest, HttpError, notFound } from './errors';
import { storeError } from './orders';

/** What Status keeps of a store customer: Shopify has no birthday, custom fields or quiz answers. */
export interface OwnCustomerRow {
  email: string;
  birthday: string | null;
  custom_fields: Record<string, unknown>;
  personalizations: Record<string, unknown>;
}

export async function ownCustomerRow(query: QueryFn, shopId: string, customerId: string, forUpdate = false): Promise<OwnCustomerRow | null> {
  const [row] = await query<OwnCustomerRow>(
    `select email, birthday, custom_fields, personalizations from customers where id = $1 and shop_id = $2${forUpdate ? ' for update' : ''}`,
    [customerId, shopId],
  );
  return row ?? null;
}

/**
 * The row Status's own data (and customer_logins) hangs on, for a store customer: created on the first link
 * (check-customer, the app proxy). In the devstore the stand-in's customerCreate already wrote it (one table).
 * A row of a customer the store deleted, with the same e-mail, is taken over (customer-sync.ts takeOverEmail).
 */
export async function ensureOwnCustomerRow(query: QueryFn, shopId: string, customer: Customer, fallbackEmail: string): Promise<void> {
  const email = (customer.email ?? fallbackEmail).toLowerCase();
  await takeOverEmail(query, shopId, customer.id, email);
  await query('insert into customers (id, shop_id, email) values ($1, $2, $3) on conflict do nothing', [customer.id, shopId, email]);
}

/** Shopify's MailingAddress gid ↔ the API's addressId (the gid's id: a uuid in the devstore, digits at Shopify). */
export function addressApiId(gid: string): string {
  return /^gid:\/\/shopify\/MailingAddress\/([^/?#]+)/.exec(gid)?.[1] ?? gid;
}
export const addressGid = (apiId: string) => `gid://shopify/MailingAddress/${apiId}?model_name=CustomerAddress`;

const ADDRESS_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,20})$/i;

/** A path's address id, checked before it reaches the store: anything else is a 404. */
export function addressIdParam(value: string): string {
  if (!ADDRESS_ID.test(value)) throw notFound(`No address '${value.slice(0, 100)}'`);
  return value.toLowerCase();
}

/** The store's address in the form's fields (firstName … postcode, phone); empty ones are left out. */
export function addressJson(a: Address) {
  const fields: Record<string, string> = {};
  const put = (key: string, value: string | null) => {
    if (value) fields[key] = value;
  };
  put('firstName', a.firstName);
  put('lastName', a.lastName);
  put('company', a.company);
  put('address1', a.address1);
  put('address2', a.address2);
  put('city', a.city);
  put('country', a.countryCode ?? a.country);
  put('state', a.provinceCode ?? a.province);
  put('postcode', a.zip);
  put('phone', a.phone);
  return { ...fields, addressId: addressApiId(a.id), isDefault: a.isDefault };
}

/**
 * The form's address as Shopify's input. Every form field is sent (an empty optional one as null), so an edit
 * replaces the address as the form shows it. The country (code or name) must be one of GET /init/countries;
 * a state's name becomes its code.
 */
export function addressInput(address: Record<string, unknown>): AddressInput {
  const str = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  const countryText = str('country').toLowerCase();
  const country = countries.find((c) => c.code.toLowerCase() === countryText || c.name.toLowerCase() === countryText);
  if (!country) throw badRequest('invalid_request', 'data.address.country: not a country of GET /init/countries');
  const stateText = str('state');
  const state = country.states?.find((s) => s.code.toLowerCase() === stateText.toLowerCase() || s.name.toLowerCase() === stateText.toLowerCase());
  return {
    firstName: str('firstName'),
    lastName: str('lastName'),
    address1: str('address1'),
    address2: str('address2') || null,
    city: str('city'),
    countryCode: country.code,
    provinceCode: state?.code ?? (stateText || null),
    zip: str('postcode'),
    phone: str('phone') || null,
  };
}

export function customerJson(shopId: string, customer: Customer, own: OwnCustomerRow | null) {
  return {
    customerId: customer.id,
    shopId,
    email: customer.email ?? own?.email ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    birthday: own?.birthday ?? null,
    acceptsMarketing: customer.acceptsMarketing,
    tags: customer.tags,
    customFields: own?.custom_fields ?? {},
    personalizations: own?.personalizations ?? {},
    addresses: customer.addresses.map(addressJson),
    defaultAddressId: customer.defaultAddressId ? addressApiId(customer.defaultAddressId) : null,
  };
}

/** Where a field of Shopify's input is in the API's request (the address form's names). */
const ADDRESS_FIELD_PATHS: Record<string, string> = { zip: 'postcode', provinceCode: 'state', province: 'state', countryCode: 'country', country: 'country' };
const CUSTOMER_FIELD_PATHS: Record<string, string> = { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' };

export function userErrorPath(field: readonly string[] | null, base: 'address' | 'customFields' | 'customerEmail'): string {
  const path = [...(field ?? [])];
  if (path[0] === 'input') path.shift();
  if (base === 'address') {
    if (path[0] === 'address') path.shift();
    const key = path[0];
    return key ? `data.address.${ADDRESS_FIELD_PATHS[key] ?? key}` : 'data.address';
  }
  if (base === 'customerEmail') return 'data.customerEmail';
  const key = path[0];
  return key && CUSTOMER_FIELD_PATHS[key] ? `data.customFields.${CUSTOMER_FIELD_PATHS[key]}` : 'data.customFields';
}

/** An unknown customer or address in the store's refusal: the API's 404, as for a missing row before. */
const isMissing = (e: UserErrorEntry) =>
  e.code === 'NOT_FOUND' || /(^|\.)(addressId|customerId|id)$/.test((e.field ?? []).join('.')) || /does not exist|not found/i.test(e.message);

/**
 * A store call of the customer routes, its failures as the API's: the store's refusal (userErrors) is 400
 * `store_refused` with the widget's words (`message`) and each refused field as `fields: [{ path, message }]`
 * (the store's words; the path is the request's, e.g. data.address.postcode); an unknown customer or address is
 * 404; throttling and outages as for orders (503 store_busy, 502 store_unavailable).
 */
export async function customerStore<T>(call: () => Promise<T>, message: string, base: 'address' | 'customFields' | 'customerEmail'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw customerStoreError(error, message, base);
  }
}

export function customerStoreError(error: unknown, message: string, base: 'address' | 'customFields' | 'customerEmail'): unknown {
  if (error instanceof CommerceUserError) {
    if (error.userErrors.some(isMissing)) return notFound(base === 'address' ? 'No such address for this customer' : 'No such customer');
    const fields = error.userErrors.map((e) => ({ path: userErrorPath(e.field, base), message: e.message }));
    return new HttpError(400, 'store_refused', message, fields);
  }
  return storeError(error);
}

/** The widget's words for each refused save. */
export const REFUSED = {
  info: 'Unable to save personal info',
  preferences: 'Unable to save preferences',
  address: 'Unable to save address',
  deleteAddress: 'Unable to delete address',
  email: 'Unable to save email address. Try again later.',
} as const;
