// Saved-from-cart, favorites and wishlist collections: each caller sees and changes only their own; a shared
// collection is readable by anyone with its uuid, a private one by nobody else.
import { describe, expect, it } from 'vitest';
import { SEED_COLLECTIONS } from '../../devstore/seed/seed';
import type { Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shopId = 'demo-store';
const TEE = 7400000001;
const TEE_M = 41000000001;
const MUG = 7400000010;

export function savedCases(get: () => Harness, who: () => Shoppers): void {
  describe('saved from cart and favorites', () => {
    it('adds without duplicates, lists and removes by item or product id', async () => {
      const { anon } = who();
      const call = (method: string, path: string, data?: Record<string, unknown>) =>
        get().call(method, path, { token: anon.idToken, data: { shopId, ...data } });
      const added = await call('POST', '/saved/cart', { items: [{ productId: TEE, variantId: TEE_M }, { productId: `${MUG}` }] });
      expect(added.status).toBe(200);
      get().expectSchema('saved-cart-add', added.body);
      await call('POST', '/saved/cart', { items: [{ productId: `gid://shopify/Product/${TEE}`, variantId: TEE_M }] });
      const listed = await call('POST', '/saved/cart/items');
      get().expectSchema('saved-cart-list', listed.body);
      expect(listed.body.items.map((i: any) => i.productId).sort()).toEqual([TEE, MUG]);

      const teeItem = listed.body.items.find((i: any) => i.productId === TEE);
      expect((await call('DELETE', `/saved/cart/${teeItem.id}`)).body).toEqual({ deleted: 1 });
      const byProduct = await call('DELETE', `/saved/cart/${MUG}`);
      expect(byProduct.body).toEqual({ deleted: 1 });
      get().expectSchema('saved-cart-delete', byProduct.body);
      expect((await call('POST', '/saved/cart/items')).body.items).toEqual([]);
      expect((await call('DELETE', `/saved/cart/${MUG}`)).status).toBe(404);

      const fav = await call('POST', '/saved/wishlist', { items: [{ productId: TEE }, { productId: MUG }] });
      get().expectSchema('saved-wishlist-add', fav.body);
      const ids = await call('POST', '/saved/wishlist-items');
      get().expectSchema('saved-wishlist-product-ids', ids.body);
      expect(ids.body.products.sort()).toEqual([TEE, MUG]);
      const items = await call('POST', '/saved/wishlist/items');
      get().expectSchema('saved-wishlist-list', items.body);
      const removed = await call('DELETE', `/saved/wishlist/${items.body.items[0].id}`);
      get().expectSchema('saved-wishlist-delete', removed.body);
      expect((await call('POST', '/saved/wishlist-items')).body.products).toHaveLength(1);
    });

    it('refuses unknown products and variants, and other shoppers\' items', async () => {
      const { jane, sam } = who();
      const unknown = await get().call('POST', '/saved/wishlist', { token: sam.idToken, data: { shopId, items: [{ productId: 12345 }] } });
      expect([unknown.status, unknown.body.error.code]).toEqual([400, 'unknown_product']);
      const variant = await get().call('POST', '/saved/cart', { token: sam.idToken, data: { shopId, items: [{ productId: TEE, variantId: 41000000099 }] } });
      expect([variant.status, variant.body.error.code]).toEqual([400, 'unknown_variant']);

      const janeItems = await get().call('POST', '/saved/wishlist/items', { token: jane.idToken, data: { shopId } });
      const janeItem = janeItems.body.items[0];
      expect((await get().call('DELETE', `/saved/wishlist/${janeItem.id}`, { token: sam.idToken })).status).toBe(404);
      const still = await get().call('POST', '/saved/wishlist/items', { token: jane.idToken, data: { shopId } });
      expect(still.body.items).toHaveLength(janeItems.body.items.length);
    });

    it('refuses additions when the shop turned the feature off', async () => {
      const { anon } = who();
      const reply = await get().call('POST', '/saved/wishlist', { token: anon.idToken, data: { shopId: 'demo-store-de', items: [{ productId: TEE }] } });
      expect([reply.status, reply.body.error.code]).toEqual([403, 'feature_disabled']);
    });
  });

  describe('wishlist collections', () => {
    it('lets the owner create, fill, rename, share and delete', async () => {
      const { jane } = who();
      const call = (method: string, path: string, data?: Record<string, unknown>) =>
        get().call(method, path, { token: jane.idToken, ...(method === 'GET' ? {} : { data: { shopId, ...data } }) });
      const listed = await call('POST', '/saved/wishlist-collections');
      expect(listed.body.collections.map((c: any) => c.name).sort()).toEqual(['Gift ideas', 'Kitchen wishlist']);

      const created = await call('POST', '/saved/wishlist-collection', { collection: { name: 'Summer', items: [{ productId: TEE }] } });
      expect(created.status).toBe(200);
      get().expectSchema('saved-wishlist-collection-create', created.body);
      const uuid = created.body.collection.uuid;
      expect(created.body.collection).toMatchObject({ name: 'Summer', visibility: 'private', isOwner: true });
      expect(JSON.stringify(created.body)).not.toContain(jane.uid);

      const added = await call('POST', '/saved/wishlist', { items: [{ productId: MUG, variantId: 41000000091 }], collectionUuid: uuid });
      expect(added.status).toBe(200);
      const renamed = await call('PUT', `/saved/wishlist-collection/${uuid}`, { collection: { name: 'Summer trip', visibility: 'all' } });
      get().expectSchema('saved-wishlist-collection-update', renamed.body);
      expect(renamed.body.collection).toMatchObject({ name: 'Summer trip', visibility: 'all' });
      expect(renamed.body.collection.items.map((i: any) => i.productId)).toEqual([TEE, MUG]);

      const item = renamed.body.collection.items[0];
      const itemGone = await call('DELETE', `/saved/wishlist-collection-item/${item.id}`);
      get().expectSchema('saved-wishlist-collection-item-delete', itemGone.body);
      expect(itemGone.body.collection.items).toHaveLength(1);

      const deleted = await call('DELETE', `/saved/wishlist-collection/${uuid}`);
      get().expectSchema('saved-wishlist-collection-delete', deleted.body);
      expect((await call('GET', `/saved/wishlist-collection/${uuid}`)).status).toBe(404);
      const noName = await call('POST', '/saved/wishlist-collection', { collection: { name: '  ' } });
      expect(noName.body.error.message).toBe('data.collection.name: must not be blank');
    });

    it('shows a shared collection to anyone and a private one to nobody else', async () => {
      const { sam, jane } = who();
      const shared = await get().call('GET', `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`, { token: sam.idToken });
      expect(shared.status).toBe(200);
      get().expectSchema('saved-wishlist-collection-get', shared.body);
      expect(shared.body.collection).toMatchObject({ name: 'Gift ideas', isOwner: false });
      const noToken = await get().call('GET', `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`);
      expect(noToken.status).toBe(200);
      // The creator check is a boolean for the caller; the owner's uid, customer id or owner key never leave.
      expect(noToken.body.collection.isOwner).toBe(false);
      for (const secret of [jane.uid, jane.customerId, `customer:${jane.customerId}`]) {
        expect(JSON.stringify([shared.body, noToken.body])).not.toContain(secret);
      }

      const privateOne = await get().call('GET', `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`, { token: sam.idToken });
      expect(privateOne.status).toBe(404);
      expect((await get().call('GET', `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`)).status).toBe(404);
      const ownView = await get().call('GET', `/saved/wishlist-collection/${SEED_COLLECTIONS.janePrivate}`, { token: jane.idToken });
      expect(ownView.body.collection.isOwner).toBe(true);

      const rename = await get().call('PUT', `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`, {
        token: sam.idToken,
        data: { shopId, collection: { name: 'Mine now' } },
      });
      expect(rename.status).toBe(404);
      expect((await get().call('DELETE', `/saved/wishlist-collection/${SEED_COLLECTIONS.janeShared}`, { token: sam.idToken })).status).toBe(404);
      const itemId = shared.body.collection.items[0].id;
      expect((await get().call('DELETE', `/saved/wishlist-collection-item/${itemId}`, { token: sam.idToken })).status).toBe(404);
    });

    it('records and lists recently viewed shop collections', async () => {
      const { anon } = who();
      for (const collectionId of ['kitchen', 290000001]) {
        const reply = await get().call('POST', '/saved/collections', { token: anon.idToken, data: { shopId, statusId: anon.uid, collectionId } });
        expect(reply.status).toBe(200);
        get().expectSchema('saved-collections', reply.body);
      }
      const recent = await get().call('POST', '/saved/collections', { token: anon.idToken, data: { shopId } });
      expect(recent.body.collections.map((c: any) => c.name)).toEqual(['apparel', 'kitchen']);
      const unknown = await get().call('POST', '/saved/collections', { token: anon.idToken, data: { shopId, collectionId: 'nope' } });
      expect(unknown.status).toBe(404);
    });
  });
}
