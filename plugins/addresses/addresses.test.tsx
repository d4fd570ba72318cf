// Addresses through the SDK harness, the Status API on msw: the list (default first), the form's
// messages and focus, countries cached in localStorage (no second request), delete after a confirmation, set
// default, and the failure toasts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../app/plugins.ts';
import type { AuthUser } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { COUNTRIES_KEY } from './api.ts';
import { addressesPlugin } from './index.ts';
import { postcodeLabel, validateAddress } from './validate.ts';

const HOME = { addressId: 'a-1', isDefault: false, firstName: 'Sam', lastName: 'Rivera', address1: '400 Pine Street', city: 'Seattle', country: 'US', state: 'WA', postcode: '98101' };
const WORK = { addressId: 'a-2', isDefault: true, firstName: 'Sam', lastName: 'Rivera', address1: '1 Market Street', city: 'San Francisco', country: 'US', state: 'CA', postcode: '94105' };
const COUNTRIES = [
  { code: 'DE', name: 'Germany', states: [{ code: 'BE', name: 'Berlin' }] },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States', states: [{ code: 'CA', name: 'California' }, { code: 'WA', name: 'Washington' }] },
];

let calls: { method: string; path: string; data?: unknown }[] = [];
const record = (req: RecordedRequest) => void calls.push({ method: req.request.method, path: new URL(req.request.url).pathname, data: req.data });
const server = createTestServer(
  jsonHandler('get', '/customer/test-shop/7', { customer: { customerId: '7', addresses: [HOME, WORK] } }, record),
  jsonHandler('get', '/customer/test-shop/7/personalizations', { personalizations: {} }),
  jsonHandler('post', '/orders/test-shop/orders', { items: [] }),
  jsonHandler('get', '/init/countries', { countries: COUNTRIES }, record),
  jsonHandler('post', '/customer/test-shop/7/address', { address: { ...HOME, addressId: 'a-3' } }, record),
  jsonHandler('put', '/customer/test-shop/7/address/:id', { address: HOME }, record),
  jsonHandler('delete', '/customer/test-shop/7/address/:id', { deleted: true }, record),
);
const runtimes: { dispose(): void }[] = [];
beforeEach(() => {
  calls = [];
  localStorage.clear();
});
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

const user: AuthUser = { uid: 'u-7', email: 'sam@example.com', isAnonymous: false };

async function open(hash: string) {
  const rendered = await renderWithRuntime({
    plugins: builtinPlugins.includes(addressesPlugin) ? [] : [addressesPlugin],
    auth: createFakeAuthService(user),
    initData: { customer: { customerId: '7', email: user.email! }, locale: { language: 'en', countryCode: 'US' } },
  });
  runtimes.push(rendered.runtime);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open(hash);
  });
  return rendered;
}

const countryCalls = () => calls.filter((c) => c.path === '/init/countries');

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** Types Sam Rivera's Seattle address into the open form, with the zip code given. */
function fillSamsAddress(zip: string) {
  fireEvent.change(field('First name'), { target: { value: 'Sam' } });
  fireEvent.change(field('Last name'), { target: { value: 'Rivera' } });
  fireEvent.change(field('Address'), { target: { value: '9 Elm Street' } });
  fireEvent.change(field('City'), { target: { value: 'Seattle' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'WA' } });
  fireEvent.change(field('Zip code'), { target: { value: zip } });
}

describe('address rules', () => {
  const empty = { firstName: '', lastName: '', address1: '', address2: '', city: '', country: '', state: '', postcode: '', phone: '' };
  it('requires all but address line 2 and phone', () => {
    expect(validateAddress(empty, undefined)).toEqual({
      firstName: 'firstNameRequired', lastName: 'lastNameRequired', address1: 'address1Required', city: 'cityRequired',
      country: 'countryRequired', state: 'stateRequired', postcode: 'postcodeRequired',
    });
    expect(validateAddress({ ...empty, ...HOME, address2: '', phone: '' }, COUNTRIES[2])).toEqual({});
  });
  it('asks no state where the country has none; postcode label by country', () => {
    expect(validateAddress({ ...empty, ...HOME, country: 'GB', state: '' }, COUNTRIES[1])).toEqual({});
    expect(validateAddress({ ...empty, ...HOME, state: '' }, COUNTRIES[2])).toEqual({ state: 'stateRequired' });
    expect([postcodeLabel('US'), postcodeLabel('GB'), postcodeLabel('DE')]).toEqual(['postcodeUS', 'postcode', 'postcode']);
  });
});

describe('addresses', { timeout: 20_000 }, () => {
  it('lists the default address first, with Edit and Set as default', async () => {
    await open('#status-addresses');
    const list = await waitFor(() => document.querySelector<HTMLElement>('.status-address-list') ?? Promise.reject(new Error('no list')), { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Sam Rivera, 1 Market Street (Default)', 'Sam Rivera, 400 Pine Street']);
    await within(items[1]!).findByText('United States');
    expect(within(items[0]!).queryByRole('button', { name: /Set as default/ })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Edit address: Sam Rivera, 400 Pine Street' }).getAttribute('href')).toBe('#status-address:a-1');
  });

  it('sets an address as default: PUT with its fields and isDefault, then it moves first', async () => {
    await open('#status-addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Set as default: Sam Rivera, 400 Pine Street' }, { timeout: 5000 }));
    await screen.findByText('Default address updated', {}, { timeout: 5000 });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/customer/test-shop/7/address/a-1');
    expect((put.data as { address: Record<string, unknown> }).address).toMatchObject({ address1: '400 Pine Street', state: 'WA', isDefault: true });
    const items = within(document.querySelector<HTMLElement>('.status-address-list')!).getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-label')).toBe('Sam Rivera, 400 Pine Street (Default)');
  });

  it("a failed set default shows 'Unable to save address'", async () => {
    server.use(jsonHandler('put', '/customer/test-shop/7/address/:id', () => jsonError(500, 'internal', 'down')));
    await open('#status-addresses');
    fireEvent.click(await screen.findByRole('button', { name: /Set as default/ }, { timeout: 5000 }));
    await screen.findByText('Unable to save address', {}, { timeout: 5000 });
  });

  it('submitting an empty form shows the required messages, marks the fields and focuses the first', async () => {
    await open('#status-add-address');
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Country/region' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    for (const text of ['First name required', 'Last name required', 'Address required', 'City required', 'Country/region required', 'State required', 'Zip code required']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('First name required');
    expect(screen.getByRole('textbox', { name: /Apartment/ }).getAttribute('aria-invalid')).toBeNull();
    expect(first.getRootNode() instanceof Document ? document.activeElement : (first.getRootNode() as ShadowRoot).activeElement).toBe(first);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds an address: state picker and Zip code label for the US, the fields POSTed, back to the list', async () => {
    const { runtime } = await open('#status-add-address');
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toBeVisible();
    fillSamsAddress('98101');
    fireEvent.change(field(/Phone/), { target: { value: '2065550100' } });
    expect((field(/Phone/) as HTMLInputElement).value).toBe('(206) 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Address saved', {}, { timeout: 5000 });
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.data as { address: unknown }).address).toEqual({
      firstName: 'Sam', lastName: 'Rivera', address1: '9 Elm Street', address2: null, city: 'Seattle', country: 'US', state: 'WA', postcode: '98101', phone: '(206) 555-0100',
    });
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('addresses'));
  });

  it("the store's refusal (400 store_refused) shows its words under each refused field and 'Unable to save address'", async () => {
    const refusal = {
      error: {
        code: 'store_refused',
        message: 'Unable to save address',
        fields: [
          { path: 'data.address.postcode', message: 'Zip is invalid for United States' },
          { path: 'data.address.state', message: 'Province is not valid for United States' },
        ],
      },
    };
    server.use(jsonHandler('post', '/customer/test-shop/7/address', () => HttpResponse.json(refusal, { status: 400 }), record));
    const { runtime } = await open('#status-add-address');
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    fillSamsAddress('9810');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Unable to save address', {}, { timeout: 5000 });
    const zip = field('Zip code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe('Zip is invalid for United States');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(document.getElementById(state.getAttribute('aria-describedby')!)?.textContent).toBe('Province is not valid for United States');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
    // The first refused field in the form's order has the focus; the shopper stays on the form.
    expect(state.getRootNode() instanceof Document ? document.activeElement : (state.getRootNode() as ShadowRoot).activeElement).toBe(state);
    expect(runtime.store.ui.route?.name).toBe('add-address');
    // Editing a refused field clears its message.
    fireEvent.change(zip, { target: { value: '98101' } });
    expect(zip.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Zip is invalid for United States')).toBeNull();
  });

  it('a country without states has no state field; postcode label Postcode', async () => {
    await open('#status-add-address');
    const country = await screen.findByRole('combobox', { name: 'Country/region' }, { timeout: 5000 });
    fireEvent.change(country, { target: { value: 'GB' } });
    expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
  });

  it("a failed save shows 'Unable to save address' and stays on the form", async () => {
    server.use(jsonHandler('put', '/customer/test-shop/7/address/:id', () => jsonError(500, 'internal', 'down')));
    const { runtime } = await open('#status-address:a-1');
    const city = await screen.findByRole('textbox', { name: 'City' }, { timeout: 5000 });
    expect((city as HTMLInputElement).value).toBe('Seattle');
    fireEvent.change(city, { target: { value: 'Tacoma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Unable to save address', {}, { timeout: 5000 });
    expect(runtime.store.ui.route?.name).toBe('address');
  });

  it('countries come from localStorage after the first request, not asked again', async () => {
    await open('#status-add-address');
    await screen.findByRole('combobox', { name: 'Country/region' }, { timeout: 5000 });
    expect(countryCalls()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(COUNTRIES_KEY)!).countries).toEqual(COUNTRIES);
    runtimes.splice(0).forEach((runtime) => runtime.dispose());
    document.body.innerHTML = '';
    await open('#status-add-address');
    await screen.findByRole('combobox', { name: 'Country/region' }, { timeout: 5000 });
    expect(screen.getByRole('option', { name: 'Germany' })).toBeVisible();
    expect(countryCalls()).toHaveLength(1);
  });

  it('an entry older than about 5 years is fetched again', async () => {
    localStorage.setItem(COUNTRIES_KEY, JSON.stringify({ savedAt: Date.now() - 6 * 365 * 24 * 3600 * 1000, countries: [] }));
    await open('#status-add-address');
    await screen.findByRole('option', { name: 'Germany' }, { timeout: 5000 });
    expect(countryCalls()).toHaveLength(1);
  });

  it('deletes only after the confirmation; Cancel keeps it', async () => {
    const { runtime } = await open('#status-address:a-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }, { timeout: 5000 }));
    const confirm = screen.getByRole('region', { name: 'Delete this address?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Delete this address?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Address deleted', {}, { timeout: 5000 });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/customer/test-shop/7/address/a-1']);
    await waitFor(() => expect(runtime.store.ui.route?.name).toBe('addresses'));
  });

  it("a failed delete shows 'Unable to delete address'", async () => {
    server.use(jsonHandler('delete', '/customer/test-shop/7/address/:id', () => jsonError(500, 'internal', 'down')));
    await open('#status-address:a-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Unable to delete address', {}, { timeout: 5000 });
  });
});

describe('address lines', () => {
  it('write the city line as the country does', async () => {
    const { addressLines } = await import('./format.ts');
    const name = (code: string) => ({ US: 'United States', DE: 'Germany' })[code] ?? code;
    expect(addressLines({ ...HOME, address2: '', phone: '' }, name)).toEqual(['400 Pine Street', 'Seattle, WA 98101', 'United States']);
    expect(addressLines({ ...HOME, address2: '', phone: '', country: 'DE', city: 'Berlin', state: 'BE', postcode: '10119' }, name, COUNTRIES)).toEqual([
      '400 Pine Street', '10119 Berlin', 'Germany',
    ]);
    expect(addressLines({ ...HOME, address2: '', phone: '', country: 'DE', city: 'Potsdam', state: 'BE', postcode: '14467' }, name, COUNTRIES)[1]).toBe('14467 Potsdam, Berlin');
  });
});
