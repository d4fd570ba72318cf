// The address calls: the list comes with GET /customer/{shopId}/{customerId}; POST …/address adds,
// PUT and DELETE …/address/{id} change and remove. Countries (GET /init/countries) are cached in localStorage
// for about 5 years: the list changes with geography, not with shops.
import { type ApiClient, isApiError, type PluginContext } from '../../runtime/public.ts';

export interface AddressFields {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  postcode: string;
  phone: string;
}

export interface Address extends AddressFields {
  addressId: string;
  isDefault: boolean;
}

export interface Country {
  code: string;
  name: string;
  states?: { code: string; name: string }[];
}

export const COUNTRIES_KEY = 'status:countries';
export const COUNTRIES_MAX_AGE_MS = 5 * 365 * 24 * 3600 * 1000; // about 5 years

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toAddress(raw: Record<string, unknown>): Address {
  return {
    addressId: text(raw.addressId),
    isDefault: raw.isDefault === true,
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    address1: text(raw.address1),
    address2: text(raw.address2),
    city: text(raw.city),
    country: text(raw.country),
    state: text(raw.state),
    postcode: text(raw.postcode),
    phone: text(raw.phone),
  };
}

/** The default address first, the rest in the server's order (oldest first). */
export const defaultFirst = (list: Address[]): Address[] => [...list.filter((a) => a.isDefault), ...list.filter((a) => !a.isDefault)];

export const customerPath = (ctx: PluginContext) =>
  `/customer/${encodeURIComponent(ctx.store.config.shopId)}/${encodeURIComponent(ctx.store.customer?.customerId ?? '')}`;

export async function listAddresses(ctx: PluginContext, signal?: AbortSignal): Promise<Address[]> {
  const answer = await ctx.api.get<{ customer?: { addresses?: Record<string, unknown>[] } }>(customerPath(ctx), { signal });
  return defaultFirst((answer?.customer?.addresses ?? []).map(toAddress));
}

/** Only the form's fields go out (trimmed; empty optional ones as null; no state for a country without
 *  states, where the form has no state field), plus isDefault when asked. */
export function addressPayload(fields: AddressFields, isDefault?: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['firstName', 'lastName', 'address1', 'address2', 'city', 'country', 'state', 'postcode', 'phone'] as const) {
    const value = fields[key].trim();
    if (value === '' && key === 'state') continue;
    out[key] = value === '' && (key === 'address2' || key === 'phone') ? null : value;
  }
  if (isDefault) out.isDefault = true;
  return out;
}

/** The form's fields in the order it shows them. */
export const FORM_FIELDS: readonly (keyof AddressFields)[] = ['firstName', 'lastName', 'address1', 'address2', 'city', 'country', 'state', 'postcode', 'phone'];

/**
 * The fields a store refused (400 `store_refused`: `error.fields` as `{ path: 'data.address.postcode', message }`),
 * each with the store's words, by form field; empty for any other failure.
 */
export function refusedFields(error: unknown): Partial<Record<keyof AddressFields, string>> {
  const body = isApiError(error) && error.status === 400 ? (error.body as { error?: { fields?: unknown } } | undefined) : undefined;
  const fields = Array.isArray(body?.error?.fields) ? (body.error.fields as unknown[]) : [];
  const out: Partial<Record<keyof AddressFields, string>> = {};
  for (const field of fields) {
    const { path, message } = (field ?? {}) as { path?: unknown; message?: unknown };
    const key = typeof path === 'string' ? path.replace(/^data\.address\./, '') : '';
    if (typeof message === 'string' && (FORM_FIELDS as readonly string[]).includes(key)) out[key as keyof AddressFields] ??= message;
  }
  return out;
}

export const saveAddress = (ctx: PluginContext, fields: AddressFields, options: { addressId?: string; isDefault?: boolean } = {}) =>
  options.addressId
    ? ctx.api.put(`${customerPath(ctx)}/address/${encodeURIComponent(options.addressId)}`, { address: addressPayload(fields, options.isDefault) })
    : ctx.api.post(`${customerPath(ctx)}/address`, { address: addressPayload(fields, options.isDefault) });

export const deleteAddress = (ctx: PluginContext, addressId: string) =>
  ctx.api.delete(`${customerPath(ctx)}/address/${encodeURIComponent(addressId)}`);

let inflight: Promise<Country[]> | null = null;

/** The countries, from localStorage while younger than ~5 years, else from the API (then stored). */
export function loadCountries(api: ApiClient, storage: Storage | undefined = globalThis.localStorage, now = Date.now()): Promise<Country[]> {
  try {
    const cached = JSON.parse(storage?.getItem(COUNTRIES_KEY) ?? 'null') as { savedAt?: number; countries?: Country[] } | null;
    if (cached && Array.isArray(cached.countries) && typeof cached.savedAt === 'number' && now - cached.savedAt < COUNTRIES_MAX_AGE_MS) {
      return Promise.resolve(cached.countries);
    }
  } catch {
    // A damaged entry is fetched again.
  }
  inflight ??= api.get<{ countries?: Country[] }>('/init/countries').then(
    (answer) => {
      inflight = null;
      const countries = Array.isArray(answer?.countries) ? answer.countries : [];
      try {
        storage?.setItem(COUNTRIES_KEY, JSON.stringify({ savedAt: now, countries }));
      } catch {
        // Storage full or blocked: the list still works for this visit.
      }
      return countries;
    },
    (error: unknown) => {
      inflight = null;
      throw error;
    },
  );
  return inflight;
}
