// The customer's own account: personal info, tags, preferences and addresses (the Profile
// pages). Only the user linked to that customer may read or change it; everyone else gets 403. Names,
// phone, email marketing, tags and addresses are the store's (deps.commerce: Shopify's Admin API, the devstore's
// stand-in of it); birthday, custom fields and personalizations are Status's own (its `customers` row).
import type { Context, Hono } from 'hono';
import type { Customer, CustomerUpdate } from '../commerce/types';
import { type ApiDeps, numericParam, readData, requireShop, requireUser, sameShop } from '../context';
import { addressIdParam, addressGid, addressInput, addressJson, customerJson, customerStore, ownCustomerRow, REFUSED } from '../customers';
import { countries } from '../countries';
import { withLease } from '../leases';
import type { Shop } from '../db/shops';
import { badRequest, notFound } from '../errors';
import { checkMergedSize, limitReached, mergeByKey, type StorageLimits } from '../limits';
import { requireCustomerOwner } from '../owner';

type AddressFields = Record<string, unknown> & { isDefault?: boolean };

const BASE = '/customer/:shopId/:customerId';

/** The fields of PUT /customer's customFields the store keeps (Shopify's customer); the rest are Status's. */
const STORE_FIELDS = ['firstName', 'lastName', 'phone'] as const;

export function customerRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  /** Checks shop, caller and ownership; returns the customer id and the shop. */
  async function owned(c: Context): Promise<{ customerId: string; shop: Shop }> {
    const shopId = c.req.param('shopId') ?? '';
    const customerId = numericParam(c.req.param('customerId') ?? '', 'customer');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, shopId);
    await requireCustomerOwner(db, user.uid, shopId, customerId);
    return { customerId, shop };
  }

  /** The store's customer (404 when the store has none) and Status's own row, read side by side. */
  async function customerResponse(c: Context, shop: Shop, customerId: string, known?: Customer) {
    const [customer, own] = await Promise.all([
      known ?? customerStore(() => deps.commerce(shop).customer(customerId), REFUSED.info, 'customFields'),
      ownCustomerRow(db.query, shop.shopId, customerId),
    ]);
    if (!customer) throw notFound('No such customer');
    return c.json({ customer: customerJson(shop.shopId, customer, own) });
  }

  app.get(BASE, async (c) => {
    const { customerId, shop } = await owned(c);
    return customerResponse(c, shop, customerId);
  });

  app.put(BASE, async (c) => {
    const data = await readData<{ customFields?: Record<string, unknown>; personalizations?: Record<string, unknown> }>(
      c,
      deps,
      'customer-update',
    );
    sameShop(c.req.param('shopId'), data);
    const { customerId, shop } = await owned(c);
    const sent = data.customFields ?? {};
    const answers = data.personalizations ?? {};
    // Names and phone go to the store (trimmed; blank clears); email marketing too; the birthday is Status's.
    const update: CustomerUpdate = {};
    for (const key of STORE_FIELDS) {
      if (!Object.hasOwn(sent, key)) continue;
      const value = sent[key];
      if (value !== null && typeof value !== 'string') throw badRequest('invalid_request', `data.customFields.${key}: must be string or null`);
      update[key] = typeof value === 'string' ? value.trim() || null : null;
    }
    const marketing = Object.hasOwn(sent, 'acceptsMarketing') ? sent.acceptsMarketing === true : undefined;
    const birthday = Object.hasOwn(sent, 'birthday') ? (typeof sent.birthday === 'string' ? sent.birthday.trim() || null : null) : undefined;

    // Status's caps first, before the store is asked anything (checked again under the row's lock below).
    const before = await ownCustomerRow(db.query, shop.shopId, customerId);
    if (!before) throw notFound('No such customer');
    mergeOwnFields(before, sent, answers, deps.storage);

    const commerce = deps.commerce(shop);
    let customer: Customer | undefined;
    if (Object.keys(update).length) customer = await customerStore(() => commerce.updateCustomer(customerId, update), REFUSED.info, 'customFields');
    if (marketing !== undefined) customer = await customerStore(() => commerce.setEmailMarketing(customerId, marketing), REFUSED.info, 'customFields');

    await db.transaction(async (query) => {
      // The row is locked while its fields are merged and measured: parallel updates cannot pass the caps together.
      const row = await ownCustomerRow(query, shop.shopId, customerId, true);
      if (!row) throw notFound('No such customer');
      const merged = mergeOwnFields(row, sent, answers, deps.storage);
      await query(
        `update customers set custom_fields = $2::jsonb, personalizations = $3::jsonb${birthday !== undefined ? ', birthday = $4' : ''}, updated_at = now() where id = $1`,
        [customerId, JSON.stringify(merged.customFields), JSON.stringify(merged.personalizations), ...(birthday !== undefined ? [birthday] : [])],
      );
    });
    return customerResponse(c, shop, customerId, customer);
  });

  // A shopper's tags request changes only answer tags (`{key}:{value}` of the shop's choice questions); every
  // other tag stays as the store has it, so a shopper can neither grant themselves a tag a store prices or
  // gates by ("wholesale") nor drop one the store set.
  app.put(`${BASE}/tags`, async (c) => {
    const data = await readData<{ tags: string[] }>(c, deps, 'customer-tags');
    sameShop(c.req.param('shopId'), data);
    const { customerId, shop } = await owned(c);
    const answers = answerTags(shop.settings);
    const current = await customerStore(() => deps.commerce(shop).customer(customerId), REFUSED.preferences, 'customFields');
    if (!current) throw notFound('No such customer');
    const asked = data.tags.map((t) => t.trim()).filter((t) => answers.has(t));
    const tags = [...new Set([...current.tags.filter((t) => !answers.has(t)), ...asked])];
    const stored = await customerStore(() => deps.commerce(shop).setCustomerTags(customerId, tags), REFUSED.preferences, 'customFields');
    return c.json({ tags: stored });
  });

  app.get(`${BASE}/personalizations`, async (c) => {
    const { customerId, shop } = await owned(c);
    const row = await ownCustomerRow(db.query, shop.shopId, customerId);
    return c.json({ personalizations: row?.personalizations ?? {} });
  });

  app.post(`${BASE}/address`, async (c) => {
    const data = await readData<{ address: AddressFields }>(c, deps, 'customer-address-create');
    requireState(data.address);
    sameShop(c.req.param('shopId'), data);
    const { customerId, shop } = await owned(c);
    const input = addressInput(data.address);
    const commerce = deps.commerce(shop);
    // One creation per customer at a time: in this process (queued), then across processes (a lease).
    const key = `${shop.shopId}:${customerId}`;
    const address = await oneAtATime(key, () => withLease(db, `address-cap:${key}`, async () => {
      // Status's cap is checked on the store's own count first (one customer read), then the store adds it.
      const customer = await customerStore(() => commerce.customer(customerId), REFUSED.address, 'address');
      if (!customer) throw notFound('No such customer');
      const count = customer.addresses.length;
      const limit = deps.storage.addressesPerCustomer;
      // Past the store's page (CUSTOMER_ADDRESSES_PAGE, as many as the default cap) the count is not known: full.
      if (count >= limit || customer.hasMoreAddresses) {
        const shown = customer.hasMoreAddresses ? `more than ${count}` : String(count);
        throw limitReached(`address: this customer has ${shown} addresses, the most kept per customer (${limit}); delete one first`);
      }
      // The first address is the default; later ones only when asked.
      const makeDefault = count === 0 || data.address.isDefault === true;
      return customerStore(() => commerce.createAddress(customerId, input, makeDefault || undefined), REFUSED.address, 'address');
    }));
    return c.json({ address: addressJson(address) });
  });

  app.put(`${BASE}/address/:addressId`, async (c) => {
    const data = await readData<{ address: AddressFields }>(c, deps, 'customer-address-update');
    requireState(data.address);
    sameShop(c.req.param('shopId'), data);
    const { customerId, shop } = await owned(c);
    const addressId = addressIdParam(c.req.param('addressId'));
    const input = addressInput(data.address);
    const address = await customerStore(
      () => deps.commerce(shop).updateAddress(customerId, addressGid(addressId), input, data.address.isDefault === true ? true : undefined),
      REFUSED.address,
      'address',
    );
    return c.json({ address: addressJson(address) });
  });

  app.delete(`${BASE}/address/:addressId`, async (c) => {
    const { customerId, shop } = await owned(c);
    const addressId = addressIdParam(c.req.param('addressId'));
    await customerStore(() => deps.commerce(shop).deleteAddress(customerId, addressGid(addressId)), REFUSED.deleteAddress, 'address');
    return c.json({ deleted: true, addressId });
  });
}

/** Status's own fields merged with a PUT's and measured against the caps (409 limit_reached, 400 past them). */
function mergeOwnFields(
  row: { custom_fields: Record<string, unknown>; personalizations: Record<string, unknown> },
  sent: Record<string, unknown>,
  answers: Record<string, unknown>,
  limits: StorageLimits,
) {
  // Every field (known or not) is kept in custom_fields; a null removes a custom field (a known one keeps its
  // null), so a full set of fields can make room.
  const customFields = mergeByKey(row.custom_fields, sent, (key) => !KNOWN_FIELDS.has(key));
  checkMergedSize('data.customFields', 'custom fields', { sent, stored: row.custom_fields, merged: customFields }, limits.customFieldsKeys, limits.customFieldsBytes);
  // Personalizations merge by key; a null answer removes the key (the shopper cleared it).
  const personalizations = mergeByKey(row.personalizations, answers, () => true);
  checkMergedSize(
    'data.personalizations',
    'personalization answers',
    { sent: answers, stored: row.personalizations, merged: personalizations },
    limits.personalizationsKeys,
    limits.personalizationsBytes,
  );
  return { customFields, personalizations };
}

/** Fields with a meaning of their own (the store's, or Status's birthday); a null does not remove them. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'phone', 'birthday', 'acceptsMarketing']);

/**
 * One address creation per customer at a time in this process: the store's count and the creation must not
 * interleave, or parallel requests could pass the cap together (the store call cannot sit in a transaction).
 * Other processes are kept out by the lease the work holds (leases.ts).
 */
const running = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(fn);
  running.set(key, next);
  try {
    return await next;
  } finally {
    if (running.get(key) === next) running.delete(key);
  }
}

/** 'State required' only where the country has states or provinces (GET /init/countries). */
function requireState(address: AddressFields): void {
  const country = String(address.country ?? '').trim().toLowerCase();
  const known = countries.find((c) => c.code.toLowerCase() === country || c.name.toLowerCase() === country);
  const state = typeof address.state === 'string' ? address.state.trim() : '';
  if (known?.states?.length && !state) throw badRequest('invalid_request', 'State required: address.state is required for this country');
}

type Question = { key?: unknown; type?: unknown; options?: { value?: unknown }[] };

/** The tags a shopper may set on themselves: `{key}:{value}` of each choice question of the preferences and quizzes. */
export function answerTags(settings: Record<string, unknown>): Set<string> {
  const groups = settings as { personalization?: { data?: unknown }; personalizationQuizzes?: { quizzes?: unknown } };
  const list = (value: unknown): Question[] => (Array.isArray(value) ? value.filter((q): q is Question => !!q && typeof q === 'object') : []);
  const questions = [
    ...list(groups.personalization?.data),
    ...list(groups.personalizationQuizzes?.quizzes).flatMap((quiz) => list((quiz as { fields?: unknown }).fields)),
  ];
  const tags = new Set<string>();
  for (const q of questions) {
    if (typeof q.key !== 'string' || q.type === 'text' || q.type === 'date') continue;
    for (const option of Array.isArray(q.options) ? q.options : []) {
      // The widget's form of an answer tag (plugins/quizzes customerTags): commas become spaces, 100 characters.
      if (typeof option?.value === 'string') tags.add(`${q.key}:${option.value}`.replace(/,/g, ' ').slice(0, 100));
    }
  }
  return tags;
}
