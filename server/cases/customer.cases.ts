// Customer account cases: personal info, tags, preferences, addresses, and that only the owner gets in.
import { describe, expect, it } from 'vitest';
import type { Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shopId = 'demo-store';
const address = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Ferry Building',
  city: 'San Francisco',
  country: 'US',
  state: 'CA',
  postcode: '94111',
};

export function customerCases(get: () => Harness, who: () => Shoppers): void {
  describe('customer account', () => {
    it('shows the owner their customer with addresses', async () => {
      const { jane } = who();
      const reply = await get().call('GET', `/customer/${shopId}/${jane.customerId}`, { token: jane.idToken });
      expect(reply.status).toBe(200);
      get().expectSchema('customer-get', reply.body);
      expect(reply.body.customer).toMatchObject({ email: 'jane@example.com', firstName: 'Jane', tags: ['vip', 'newsletter'] });
      expect(reply.body.customer.addresses).toHaveLength(3);
      expect(reply.body.customer.defaultAddressId).toBe(reply.body.customer.addresses[0].addressId);
    });

    it('refuses everyone else with 403', async () => {
      const { jane, sam, anon } = who();
      for (const token of [sam.idToken, anon.idToken]) {
        const reply = await get().call('GET', `/customer/${shopId}/${jane.customerId}`, { token });
        expect(reply.status).toBe(403);
        get().expectSchema('error', reply.body);
      }
      const janeAddress = (await get().call('GET', `/customer/${shopId}/${jane.customerId}`, { token: jane.idToken })).body.customer.addresses[0];
      const samDeletes = await get().call('DELETE', `/customer/${shopId}/${jane.customerId}/address/${janeAddress.addressId}`, { token: sam.idToken });
      expect(samDeletes.status).toBe(403);
      const samEdits = await get().call('PUT', `/customer/${shopId}/${jane.customerId}/address/${janeAddress.addressId}`, {
        token: sam.idToken,
        data: { shopId, address },
      });
      expect(samEdits.status).toBe(403);
      const noToken = await get().call('GET', `/customer/${shopId}/${jane.customerId}/personalizations`);
      expect(noToken.status).toBe(401);
    });

    it('saves personal info, preferences and tags', async () => {
      const { sam } = who();
      const base = `/customer/${shopId}/${sam.customerId}`;
      const saved = await get().call('PUT', base, {
        token: sam.idToken,
        data: { shopId, customFields: { firstName: ' Samuel ', phone: '(555) 123-4567', shoeSize: 44 }, personalizations: { favoriteColor: 'black', interests: ['outdoors'] } },
      });
      expect(saved.status).toBe(200);
      get().expectSchema('customer-update', saved.body);
      expect(saved.body.customer).toMatchObject({ firstName: 'Samuel', phone: '(555) 123-4567', customFields: { shoeSize: 44 } });

      const cleared = await get().call('PUT', base, { token: sam.idToken, data: { shopId, personalizations: { favoriteColor: null } } });
      expect(cleared.body.customer.personalizations).toEqual({ interests: ['outdoors'] });
      const prefs = await get().call('GET', `${base}/personalizations`, { token: sam.idToken });
      get().expectSchema('customer-personalizations', prefs.body);
      expect(prefs.body.personalizations).toEqual({ interests: ['outdoors'] });

      const tags = await get().call('PUT', `${base}/tags`, { token: sam.idToken, data: { shopId, tags: ['interests:home', ' favoriteColor:black ', 'interests:home'] } });
      expect(tags.body).toEqual({ tags: ['interests:home', 'favoriteColor:black'] });
      get().expectSchema('customer-tags', tags.body);
      // Only answer tags change: a tag the shop's questions do not offer is not added.
      const granted = await get().call('PUT', `${base}/tags`, { token: sam.idToken, data: { shopId, tags: ['wholesale', 'interests:outdoors'] } });
      expect(granted.body).toEqual({ tags: ['interests:outdoors'] });
      // The store's own tags stay when a request leaves them out.
      const { jane } = who();
      const janes = `/customer/${shopId}/${jane.customerId}/tags`;
      const kept = await get().call('PUT', janes, { token: jane.idToken, data: { shopId, tags: ['favoriteColor:sand'] } });
      expect(kept.body).toEqual({ tags: ['vip', 'newsletter', 'favoriteColor:sand'] });
      expect((await get().call('PUT', janes, { token: jane.idToken, data: { shopId, tags: [] } })).body).toEqual({ tags: ['vip', 'newsletter'] });

      const empty = await get().call('PUT', base, { token: sam.idToken, data: { shopId } });
      expect(empty.status).toBe(400);
    });

    it('adds, edits and deletes addresses, checking required fields', async () => {
      const { sam } = who();
      const base = `/customer/${shopId}/${sam.customerId}/address`;
      const missing = await get().call('POST', base, { token: sam.idToken, data: { shopId, address: { ...address, firstName: undefined } } });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toEqual({ code: 'invalid_request', message: 'data.address.firstName: is required' });
      const blank = await get().call('POST', base, { token: sam.idToken, data: { shopId, address: { ...address, city: '   ' } } });
      expect(blank.body.error.message).toMatch(/^data\.address\.city: /);
      // 'State required' only where the country has states (GET /init/countries): the US does, the UK does not.
      const noState = await get().call('POST', base, { token: sam.idToken, data: { shopId, address: { ...address, state: undefined } } });
      expect(noState.status).toBe(400);
      expect(noState.body.error.message).toMatch(/^State required/);
      const uk = await get().call('POST', base, {
        token: sam.idToken,
        data: { shopId, address: { ...address, state: undefined, country: 'GB', city: 'London', postcode: 'SW1A 1AA' } },
      });
      expect(uk.status).toBe(200);
      expect(uk.body.address).not.toHaveProperty('state');
      await get().call('DELETE', `${base}/${uk.body.address.addressId}`, { token: sam.idToken });

      const created = await get().call('POST', base, { token: sam.idToken, data: { shopId, address: { ...address, isDefault: true } } });
      expect(created.status).toBe(200);
      get().expectSchema('customer-address-create', created.body);
      const id = created.body.address.addressId;
      expect(created.body.address.isDefault).toBe(true);

      const edited = await get().call('PUT', `${base}/${id}`, { token: sam.idToken, data: { shopId, address: { ...address, address2: 'Suite 5' } } });
      expect(edited.body.address).toMatchObject({ addressId: id, address2: 'Suite 5', isDefault: true });
      get().expectSchema('customer-address-update', edited.body);

      const deleted = await get().call('DELETE', `${base}/${id}`, { token: sam.idToken, data: { shopId } });
      expect(deleted.body).toEqual({ deleted: true, addressId: id });
      get().expectSchema('customer-address-delete', deleted.body);
      const after = await get().call('GET', `/customer/${shopId}/${sam.customerId}`, { token: sam.idToken });
      expect(after.body.customer.addresses).toHaveLength(1);
      expect(after.body.customer.addresses[0].isDefault).toBe(true); // the seeded one is the default again

      expect((await get().call('DELETE', `${base}/${id}`, { token: sam.idToken })).status).toBe(404);
      expect((await get().call('DELETE', `${base}/not-a-uuid`, { token: sam.idToken })).status).toBe(404);
    });
  });
}
