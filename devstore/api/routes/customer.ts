// The customer's own account: personal info, tags, preferences and addresses (SPEC §2 profile pages, §5
// address form). Only the user linked to that customer may read or change it; everyone else gets 403.
import type { Context, Hono } from 'hono';
import { type ApiDeps, numericParam, readData, requireShop, requireUser, sameShop, uuidParam } from '../context';
import { addressJson, type AddressRow, CUSTOMER_COLUMNS, listAddresses, loadCustomer } from '../customers';
import { countries } from '../countries';
import { badRequest, notFound } from '../errors';
import { requireCustomerOwner } from '../owner';

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
    await db.transaction(async (query) => {
      // Known fields update their columns; every field (known or not) is also kept in custom_fields.
      const columns = new Map<string, unknown>();
      for (const [key, value] of Object.entries(data.customFields ?? {})) {
        const column = CUSTOMER_COLUMNS.get(key);
        if (column) columns.set(column, key === 'acceptsMarketing' ? value === true : typeof value === 'string' ? value.trim() || null : value);
      }
      const sets = [...columns.keys()].map((column, i) => `${column} = $${i + 2}`);
      await query(
        `update customers set ${[...sets, `custom_fields = custom_fields || $${sets.length + 2}::jsonb`, 'updated_at = now()'].join(', ')}
         where id = $1`,
        [customerId, ...columns.values(), JSON.stringify({ ...data.customFields })],
      );
      if (data.personalizations) {
        // Merge by key; a null answer removes the key (the shopper cleared it).
        const cleared = Object.entries(data.personalizations).filter(([, v]) => v === null).map(([k]) => k);
        const kept = Object.fromEntries(Object.entries(data.personalizations).filter(([, v]) => v !== null));
        await query(
          `update customers set personalizations = (personalizations || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
          [customerId, JSON.stringify(kept), cleared],
        );
      }
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
      const existing = await listAddresses(query, customerId);
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

/** Trimmed strings, no bookkeeping keys: what is stored is what the form had. */
/** SPEC §5 'State required': only where the country has states or provinces (GET /init/countries). */
function requireState(address: AddressFields): void {
  const country = String(address.country ?? '').trim().toLowerCase();
  const known = countries.find((c) => c.code.toLowerCase() === country || c.name.toLowerCase() === country);
  const state = typeof address.state === 'string' ? address.state.trim() : '';
  if (known?.states?.length && !state) throw badRequest('invalid_request', 'State required: address.state is required for this country');
}

function cleanAddress(address: AddressFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(address)) {
    if (key === 'isDefault' || key === 'addressId' || key === 'id') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
