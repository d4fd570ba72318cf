// The customer's own account: personal info, tags, preferences and addresses (SPEC §2 profile pages, §5
// address form). Only the user linked to that customer may read or change it; everyone else gets 403.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { type ApiDeps, numericParam, readData, requireShop, requireUser, sameShop, uuidParam } from '../context';
import { addressJson, type AddressRow, CUSTOMER_COLUMNS, listAddresses, loadCustomer } from '../customers';
import { countries } from '../countries';
import { badRequest, notFound } from '../errors';
import { checkMergedSize, limitReached, mergeByKey } from '../limits';
import { requireCustomerOwner } from '../owner';
import { API_SCHEMAS_DIR } from '../validate';

type AddressFields = Record<string, unknown> & { isDefault?: boolean };

const BASE = '/customer/:shopId/:customerId';

export function customerRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  /** Checks shop, caller and ownership; returns the customer id. */
  async function owned(c: Context): Promise<string> {
    const shopId = c.req.param('shopId') ?? '';
    const customerId = numericParam(c.req.param('customerId') ?? '', 'customer');
    const user = await requireUser(c, deps);
    await requireShop(deps, shopId);
    await requireCustomerOwner(db, user.uid, shopId, customerId);
    return customerId;
  }

  async function customerResponse(c: Context, customerId: string) {
    const customer = await loadCustomer(db, customerId);
    if (!customer) throw notFound('No such customer');
    return c.json({ customer });
  }

  app.get(BASE, async (c) => customerResponse(c, await owned(c)));

  app.put(BASE, async (c) => {
    const data = await readData<{ customFields?: Record<string, unknown>; personalizations?: Record<string, unknown> }>(
      c,
      deps,
      'customer-update',
    );
    sameShop(c.req.param('shopId'), data);
    const customerId = await owned(c);
    const limits = deps.storage;
    await db.transaction(async (query) => {
      // The row is locked while its fields are merged and measured: parallel updates cannot pass the caps together.
      const [row] = await query<{ custom_fields: Record<string, unknown>; personalizations: Record<string, unknown> }>(
        'select custom_fields, personalizations from customers where id = $1 for update',
        [customerId],
      );
      if (!row) throw notFound('No such customer');
      // Known fields update their columns; every field (known or not) is also kept in custom_fields. A null
      // removes a custom field (a known one keeps its null), so a full set of fields can make room.
      const sent = data.customFields ?? {};
      const columns = new Map<string, unknown>();
      for (const [key, value] of Object.entries(sent)) {
        const column = CUSTOMER_COLUMNS.get(key);
        if (column) columns.set(column, key === 'acceptsMarketing' ? value === true : typeof value === 'string' ? value.trim() || null : value);
      }
      const customFields = mergeByKey(row.custom_fields, sent, (key) => !CUSTOMER_COLUMNS.has(key));
      checkMergedSize('data.customFields', 'custom fields', { sent, stored: row.custom_fields, merged: customFields }, limits.customFieldsKeys, limits.customFieldsBytes);
      // Personalizations merge by key; a null answer removes the key (the shopper cleared it).
      const answers = data.personalizations ?? {};
      const personalizations = mergeByKey(row.personalizations, answers, () => true);
      checkMergedSize(
        'data.personalizations',
        'personalization answers',
        { sent: answers, stored: row.personalizations, merged: personalizations },
        limits.personalizationsKeys,
        limits.personalizationsBytes,
      );
      const sets = [...columns.keys()].map((column, i) => `${column} = $${i + 4}`);
      await query(
        `update customers set ${[...sets, 'custom_fields = $2::jsonb', 'personalizations = $3::jsonb', 'updated_at = now()'].join(', ')} where id = $1`,
        [customerId, JSON.stringify(customFields), JSON.stringify(personalizations), ...columns.values()],
      );
    });
    return customerResponse(c, customerId);
  });

  app.put(`${BASE}/tags`, async (c) => {
    const data = await readData<{ tags: string[] }>(c, deps, 'customer-tags');
    sameShop(c.req.param('shopId'), data);
    const customerId = await owned(c);
    const tags = [...new Set(data.tags.map((t) => t.trim()).filter(Boolean))];
    await db.query('update customers set tags = $2, updated_at = now() where id = $1', [customerId, JSON.stringify(tags)]);
    return c.json({ tags });
  });

  app.get(`${BASE}/personalizations`, async (c) => {
    const customerId = await owned(c);
    const [row] = await db.query<{ personalizations: Record<string, unknown> }>(
      'select personalizations from customers where id = $1',
      [customerId],
    );
    return c.json({ personalizations: row?.personalizations ?? {} });
  });

  app.post(`${BASE}/address`, async (c) => {
    const data = await readData<{ address: AddressFields }>(c, deps, 'customer-address-create');
    requireState(data.address);
    sameShop(c.req.param('shopId'), data);
    const customerId = await owned(c);
    const row = await db.transaction(async (query) => {
      // The customer's row is locked, so parallel requests cannot pass the cap together.
      await query('select 1 from customers where id = $1 for update', [customerId]);
      const existing = await listAddresses(query, customerId);
      if (existing.length >= deps.storage.addressesPerCustomer) {
        throw limitReached(`address: this customer has ${existing.length} addresses, the most kept per customer (${deps.storage.addressesPerCustomer}); delete one first`);
      }
      // The first address is the default; later ones only when asked.
      const makeDefault = existing.length === 0 || data.address.isDefault === true;
      if (makeDefault) await query('update addresses set is_default = false where customer_id = $1', [customerId]);
      const [inserted] = await query<AddressRow>(
        'insert into addresses (customer_id, fields, is_default) values ($1, $2, $3) returning *',
        [customerId, JSON.stringify(cleanAddress(data.address)), makeDefault],
      );
      return inserted!;
    });
    return c.json({ address: addressJson(row) });
  });

  app.put(`${BASE}/address/:addressId`, async (c) => {
    const data = await readData<{ address: AddressFields }>(c, deps, 'customer-address-update');
    requireState(data.address);
    sameShop(c.req.param('shopId'), data);
    const customerId = await owned(c);
    const addressId = uuidParam(c.req.param('addressId'), 'address');
    const row = await db.transaction(async (query) => {
      if (data.address.isDefault === true) {
        await query('update addresses set is_default = false where customer_id = $1', [customerId]);
      }
      const [updated] = await query<AddressRow>(
        `update addresses set fields = $3, updated_at = now(), is_default = is_default or $4
         where id = $1 and customer_id = $2 returning *`,
        [addressId, customerId, JSON.stringify(cleanAddress(data.address)), data.address.isDefault === true],
      );
      if (!updated) throw notFound(`No address '${addressId}' for this customer`);
      return updated;
    });
    return c.json({ address: addressJson(row) });
  });

  app.delete(`${BASE}/address/:addressId`, async (c) => {
    const customerId = await owned(c);
    const addressId = uuidParam(c.req.param('addressId'), 'address');
    await db.transaction(async (query) => {
      const [deleted] = await query<AddressRow>('delete from addresses where id = $1 and customer_id = $2 returning *', [
        addressId,
        customerId,
      ]);
      if (!deleted) throw notFound(`No address '${addressId}' for this customer`);
      if (deleted.is_default) {
        await query(
          `update addresses set is_default = true where id = (
             select id from addresses where customer_id = $1 order by created_at, id limit 1)`,
          [customerId],
        );
      }
    });
    return c.json({ deleted: true, addressId });
  });
}

/** SPEC §5 'State required': only where the country has states or provinces (GET /init/countries). */
function requireState(address: AddressFields): void {
  const country = String(address.country ?? '').trim().toLowerCase();
  const known = countries.find((c) => c.code.toLowerCase() === country || c.name.toLowerCase() === country);
  const state = typeof address.state === 'string' ? address.state.trim() : '';
  if (known?.states?.length && !state) throw badRequest('invalid_request', 'State required: address.state is required for this country');
}

/** The address form's fields (account.json addressFields), each bounded by the schema; unknown keys are ignored. */
const ADDRESS_FIELDS: ReadonlySet<string> = new Set(
  Object.keys((JSON.parse(readFileSync(join(API_SCHEMAS_DIR, 'account.json'), 'utf8')) as { definitions: { addressFields: { properties: object } } }).definitions.addressFields.properties),
);

/** Trimmed strings, the form's fields only (no bookkeeping keys, no unknown ones): what is stored is what the form had. */
function cleanAddress(address: AddressFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(address)
      .filter(([key]) => ADDRESS_FIELDS.has(key) && key !== 'isDefault')
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}
