// Wishlist collections: the owner lists, creates, renames,
// shares and deletes; a shared one (visibility 'all') is readable by anyone with its uuid. Someone else's
// private collection answers 404, exactly like a missing one.
import type { Context, Hono } from 'hono';
import type { QueryFn } from '../db/types';
import { type ApiDeps, optionalUser, readData, requireShop, requireUser, uuidParam } from '../context';
import { HttpError, notFound } from '../errors';
import { countRows, limitReached, lockList, pruneViews } from '../limits';
import { ownerFor } from '../owner';
import { findShopCollection, shopCollections } from '../products';
import { type ProductRefInput, resolveRefs } from '../saved';
import { requireFeature } from './saved';

interface CollectionRow {
  uuid: string;
  shop_id: string;
  owner: string;
  user_id: string;
  name: string;
  visibility: 'private' | 'all';
  created_at: Date;
  updated_at: Date;
}

interface ItemRow {
  id: string;
  collection_uuid: string;
  product_id: number;
  variant_id: number | null;
  created_at: Date;
}

async function present(query: QueryFn, rows: CollectionRow[], callerOwner: string | null) {
  const uuids = rows.map((r) => r.uuid);
  const items = uuids.length
    ? await query<ItemRow>('select * from wishlist_collection_items where collection_uuid = any($1::uuid[]) order by created_at, id', [uuids])
    : [];
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    // The creator check, answered for the caller: no uid or owner key leaves the server (a shared
    // collection is readable by anyone with its link, so its owner's identity must not be in it).
    isOwner: callerOwner !== null && row.owner === callerOwner,
    visibility: row.visibility,
    items: items
      .filter((item) => item.collection_uuid === row.uuid)
      .map((item) => ({ id: item.id, productId: item.product_id, variantId: item.variant_id, createdAt: item.created_at.toISOString() })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** A 404 (not the caller's) becomes null; anything else (an identity outage) is still thrown. */
function notMine(error: unknown): null {
  if (error instanceof HttpError && error.status === 404) return null;
  throw error;
}

export function collectionRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  /** The collection if the caller owns it, else 404. */
  async function ownedCollection(c: Context, uuid: string) {
    const user = await requireUser(c, deps);
    const [row] = await db.query<CollectionRow>('select * from wishlist_collections where uuid = $1', [uuid]);
    const owner = row ? await ownerFor(db, user.uid, row.shop_id) : null;
    if (!row || !owner || row.owner !== owner.key) throw notFound(`No collection '${uuid}' of yours`);
    return { row, owner };
  }

  async function one(uuid: string, callerOwner: string | null) {
    const [row] = await db.query<CollectionRow>('select * from wishlist_collections where uuid = $1', [uuid]);
    return (await present(db.query, [row!], callerOwner))[0]!;
  }

  app.post('/saved/wishlist-collections', async (c) => {
    const data = await readData<object>(c, deps, 'saved-wishlist-collections');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const owner = await ownerFor(db, user.uid, shop.shopId);
    const rows = await db.query<CollectionRow>(
      'select * from wishlist_collections where shop_id = $1 and owner = $2 order by updated_at desc, uuid',
      [shop.shopId, owner.key],
    );
    return c.json({ collections: await present(db.query, rows, owner.key) });
  });

  app.get('/saved/wishlist-collection/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), 'collection');
    const user = await optionalUser(c, deps);
    const [row] = await db.query<CollectionRow>('select * from wishlist_collections where uuid = $1', [uuid]);
    const owner = row && user ? (await ownerFor(db, user.uid, row.shop_id)).key : null;
    if (!row || (row.visibility !== 'all' && row.owner !== owner)) throw notFound(`No collection '${uuid}'`);
    return c.json({ collection: (await present(db.query, [row], owner))[0] });
  });

  app.post('/saved/wishlist-collection', async (c) => {
    const data = await readData<{ collection: { name: string; visibility?: 'private' | 'all'; items?: ProductRefInput[] } }>(
      c,
      deps,
      'saved-wishlist-collection-create',
    );
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    requireFeature(shop, 'wishlist');
    const owner = await ownerFor(db, user.uid, shop.shopId);
    const refs = await resolveRefs(db.query, shop.shopId, data.collection.items ?? [], 'data.collection.items');
    const { collectionsPerOwner, itemsPerCollection } = deps.storage;
    const distinct = new Set(refs.map((ref) => `${ref.productId}:${ref.variantId ?? ''}`)).size;
    if (distinct > itemsPerCollection) {
      throw limitReached(`data.collection.items: the collection would hold ${distinct} items; at most ${itemsPerCollection} are kept in one collection`);
    }
    const uuid = await db.transaction(async (query) => {
      // Counted under a lock on the owner's collections, so parallel creates cannot pass the cap together.
      await lockList(query, `collections:${shop.shopId}:${owner.key}`);
      const held = await countRows(query, 'select count(*)::int as n from wishlist_collections where shop_id = $1 and owner = $2', [shop.shopId, owner.key]);
      if (held >= collectionsPerOwner) {
        throw limitReached(`collection: you have ${held} collections, the most kept per shopper (${collectionsPerOwner}); delete one first`);
      }
      const [row] = await query<{ uuid: string }>(
        `insert into wishlist_collections (shop_id, owner, user_id, name, visibility) values ($1, $2, $3, $4, $5) returning uuid`,
        [shop.shopId, owner.key, user.uid, data.collection.name.trim(), data.collection.visibility ?? 'private'],
      );
      for (const ref of refs) {
        await query(
          'insert into wishlist_collection_items (collection_uuid, product_id, variant_id) values ($1, $2, $3) on conflict do nothing',
          [row!.uuid, ref.productId, ref.variantId],
        );
      }
      return row!.uuid;
    });
    return c.json({ collection: await one(uuid, owner.key) });
  });

  app.put('/saved/wishlist-collection/:uuid', async (c) => {
    const data = await readData<{ collection: { name?: string; visibility?: 'private' | 'all' } }>(
      c,
      deps,
      'saved-wishlist-collection-update',
    );
    const uuid = uuidParam(c.req.param('uuid'), 'collection');
    const { owner } = await ownedCollection(c, uuid);
    await db.query(
      `update wishlist_collections set name = coalesce($2, name), visibility = coalesce($3, visibility), updated_at = now()
       where uuid = $1`,
      [uuid, data.collection.name?.trim() ?? null, data.collection.visibility ?? null],
    );
    return c.json({ collection: await one(uuid, owner.key) });
  });

  app.delete('/saved/wishlist-collection/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), 'collection');
    await ownedCollection(c, uuid);
    await db.query('delete from wishlist_collections where uuid = $1', [uuid]);
    return c.json({ deleted: true, uuid });
  });

  app.delete('/saved/wishlist-collection-item/:id', async (c) => {
    const id = uuidParam(c.req.param('id'), 'collection item');
    await requireUser(c, deps);
    const [item] = await db.query<ItemRow>('select * from wishlist_collection_items where id = $1', [id]);
    // Someone else's item answers exactly like a missing one: its collection's uuid is not confirmed.
    const owned = item ? await ownedCollection(c, item.collection_uuid).catch(notMine) : null;
    if (!item || !owned) throw notFound(`No collection item '${id}'`);
    const { owner } = owned;
    await db.query('delete from wishlist_collection_items where id = $1', [id]);
    await db.query('update wishlist_collections set updated_at = now() where uuid = $1', [item.collection_uuid]);
    return c.json({ deleted: true, collection: await one(item.collection_uuid, owner.key) });
  });

  // Recently viewed shop collections (For you "recent collections").
  // collectionId records one view (an unknown one is a 404); collectionIds, most recent first, the views the
  // widget kept since it last called (unknown ones are skipped: a browser's list may outlive a collection).
  app.post('/saved/collections', async (c) => {
    const data = await readData<{ collectionId?: number | string; collectionIds?: (number | string)[] }>(c, deps, 'saved-collections');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const owner = await ownerFor(db, user.uid, shop.shopId);
    const viewed: number[] = [];
    if (data.collectionId !== undefined) {
      const one = await findShopCollection(db.query, shop.shopId, data.collectionId);
      if (!one) throw notFound(`No shop collection '${String(data.collectionId)}'`, 'unknown_collection');
      viewed.push(one.id);
    }
    for (const id of data.collectionIds ?? []) {
      const found = await findShopCollection(db.query, shop.shopId, id);
      if (found && !viewed.includes(found.id)) viewed.push(found.id);
    }
    if (viewed.length) {
      // One row per collection (a view again moves it), and the owner's newest collectionViewsPerOwner only.
      await db.transaction(async (query) => {
        await query('delete from collection_views where shop_id = $1 and owner = $2 and collection_id = any($3::bigint[])', [shop.shopId, owner.key, viewed]);
        // The first is the most recent, each one a millisecond before the one ahead of it.
        await query(
          `insert into collection_views (shop_id, owner, collection_id, viewed_at)
           select $1, $2, id, now() - (ord * interval '1 millisecond') from unnest($3::bigint[]) with ordinality as v(id, ord)`,
          [shop.shopId, owner.key, viewed],
        );
        await query(
          `delete from collection_views where ctid in (
             select ctid from collection_views where shop_id = $1 and owner = $2 order by viewed_at desc offset $3)`,
          [shop.shopId, owner.key, deps.storage.collectionViewsPerOwner],
        );
      });
      await pruneViews(deps, shop.shopId);
    }
    const rows = await db.query<{ collection_id: number }>(
      `select collection_id from collection_views where shop_id = $1 and owner = $2
       group by collection_id order by max(viewed_at) desc limit 8`,
      [shop.shopId, owner.key],
    );
    const storefront = deps.storefrontUrl(shop.shopId).replace(/\/+$/, '');
    const known = await shopCollections(db.query, shop.shopId, rows.map((r) => r.collection_id));
    const collections = rows.flatMap(({ collection_id }) => {
      const found = known.get(collection_id);
      return found ? [{ title: found.title, collection_id: found.id, name: found.handle, url: `${storefront}/collections/${found.handle}` }] : [];
    });
    return c.json({ collections });
  });
}
