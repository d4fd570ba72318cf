// Saved-from-cart and wishlist (favorites) lists of the caller: the customer when the uid is linked to one,
// else the (anonymous) uid. Adding is idempotent; a shop with the feature off refuses additions (403).
import type { Context, Hono } from 'hono';
import type { Shop } from '../db/shops';
import { type ApiDeps, readData, requireShop, requireUser, uuidParam } from '../context';
import { badRequest, forbidden, notFound } from '../errors';
import { countRows, limitReached, lockList } from '../limits';
import { ownerFor } from '../owner';
import { toNumericId } from '../products';
import { addSaved, listSaved, type ProductRefInput, resolveRefs, type SavedList } from '../saved';

const FEATURE: Record<SavedList, string> = { cart: 'saved', wishlist: 'wishlist' };
const LIST_NAME: Record<SavedList, string> = { cart: 'saved-from-cart list', wishlist: 'wishlist' };

export function requireFeature(shop: Shop, group: string): void {
  const settings = shop.settings[group] as { isActive?: boolean } | undefined;
  if (settings?.isActive !== true) throw forbidden(`${shop.name} has the ${group} feature turned off`, 'feature_disabled');
}

export function savedRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  async function caller(c: Context, shopId: string) {
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, shopId);
    return { user, shop, owner: await ownerFor(db, user.uid, shop.shopId) };
  }

  /** DELETE by saved item id, or by product id (every entry of that product in the caller's list). */
  async function remove(c: Context, list: SavedList) {
    const user = await requireUser(c, deps);
    const id = c.req.param('id') ?? '';
    let rows: { shop_id: string; owner: string; id: string }[];
    if (/^\d{1,15}$/.test(id) || id.startsWith('gid://')) {
      const shopId = await shopIdFromDelete(c);
      const owner = await ownerFor(db, user.uid, (await requireShop(deps, shopId)).shopId);
      rows = await db.query('delete from saved_items where shop_id = $1 and owner = $2 and list = $3 and product_id = $4 returning id, shop_id, owner', [
        shopId, owner.key, list, toNumericId(id),
      ]);
    } else {
      const uuid = uuidParam(id, 'saved item');
      const [row] = await db.query<{ shop_id: string; owner: string }>('select shop_id, owner from saved_items where id = $1 and list = $2', [uuid, list]);
      const owner = row ? await ownerFor(db, user.uid, row.shop_id) : null;
      // Someone else's item answers like a missing one: ids of other shoppers' items are not confirmed.
      rows = row && owner && row.owner === owner.key ? await db.query('delete from saved_items where id = $1 returning id, shop_id, owner', [uuid]) : [];
    }
    if (rows.length === 0) throw notFound(`No saved item '${id.slice(0, 100)}' in your ${list === 'cart' ? 'saved-from-cart list' : 'wishlist'}`);
    return c.json({ deleted: rows.length });
  }

  for (const list of ['cart', 'wishlist'] as const) {
    const base = `/saved/${list}`;

    app.post(base, async (c) => {
      const data = await readData<{ items: ProductRefInput[]; collectionUuid?: string }>(c, deps, `saved-${list}-add`);
      const { shop, owner } = await caller(c, data.shopId);
      requireFeature(shop, FEATURE[list]);
      const refs = await resolveRefs(db.query, shop.shopId, data.items);
      // Both caps are checked after the inserts, in the transaction: past one, it rolls back and nothing is saved.
      await db.transaction(async (query) => {
        await lockList(query, `saved:${shop.shopId}:${owner.key}:${list}`);
        const added = await addSaved(query, { shopId: shop.shopId, owner: owner.key, list, refs });
        const cap = deps.storage.savedItemsPerList;
        const held = added > 0 ? await countRows(query, 'select count(*)::int as n from saved_items where shop_id = $1 and owner = $2 and list = $3', [shop.shopId, owner.key, list]) : 0;
        if (held > cap) throw limitReached(`data.items: your ${LIST_NAME[list]} would hold ${held} items; at most ${cap} are kept`);
        if (data.collectionUuid) {
          const uuid = data.collectionUuid.toLowerCase();
          // The collection's row is locked while it grows.
          const found = await query('select 1 from wishlist_collections where uuid = $1 and shop_id = $2 and owner = $3 for update', [
            uuid, shop.shopId, owner.key,
          ]);
          if (found.length === 0) throw notFound(`No collection '${uuid}' of yours`);
          let grew = 0;
          for (const ref of refs) {
            const rows = await query(
              `insert into wishlist_collection_items (collection_uuid, product_id, variant_id) values ($1, $2, $3) on conflict do nothing returning id`,
              [uuid, ref.productId, ref.variantId],
            );
            grew += rows.length;
          }
          const items = grew > 0 ? await countRows(query, 'select count(*)::int as n from wishlist_collection_items where collection_uuid = $1', [uuid]) : 0;
          const most = deps.storage.itemsPerCollection;
          if (items > most) throw limitReached(`data.items: the collection would hold ${items} items; at most ${most} are kept in one collection`);
          await query('update wishlist_collections set updated_at = now() where uuid = $1', [uuid]);
        }
      });
      return c.json({ items: await listSaved(db.query, shop.shopId, owner.key, list, deps.now()) });
    });

    app.post(`${base}/items`, async (c) => {
      const data = await readData<object>(c, deps, `saved-${list}-list`);
      const { shop, owner } = await caller(c, data.shopId);
      return c.json({ items: await listSaved(db.query, shop.shopId, owner.key, list, deps.now()) });
    });

    app.delete(`${base}/:id`, (c) => remove(c, list));
  }

  app.post('/saved/wishlist-items', async (c) => {
    const data = await readData<object>(c, deps, 'saved-wishlist-product-ids');
    const { shop, owner } = await caller(c, data.shopId);
    const items = await listSaved(db.query, shop.shopId, owner.key, 'wishlist', deps.now());
    return c.json({ products: [...new Set(items.map((item) => item.productId))] });
  });
}

/** DELETE carries the usual `{ data: { shopId } }` body (or ?shopId=) when the path has no shop. */
async function shopIdFromDelete(c: Context): Promise<string> {
  const fromQuery = c.req.query('shopId');
  if (fromQuery) return fromQuery;
  try {
    const body = (await c.req.json()) as { data?: { shopId?: unknown } };
    if (typeof body?.data?.shopId === 'string') return body.data.shopId;
  } catch {
    // fall through to the error below
  }
  throw badRequest('invalid_request', 'data.shopId: is required to delete by product id');
}
