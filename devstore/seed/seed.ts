// Seeds the database once. Each step runs in a transaction that first claims its row in seed_steps, so a
// step never runs twice (also not when two processes open the same database) and later edits survive.
import { uidForEmail } from '../../server/auth/uid';
import { findProductByHandle, shops } from '../catalog/index';
import { JANE_ID, KLARA_ID, SAM_ID, seedCustomers } from './seed-customers';
import { seedOrders } from './seed-orders';
import type { Db, QueryFn } from '../../server/db/types';

/** Fixed uuids of Jane's seeded collections, so tests and e2e journeys can open them by route. */
export const SEED_COLLECTIONS = {
  janeShared: '00000000-0000-4000-8000-00000000c001',
  janePrivate: '00000000-0000-4000-8000-00000000c002',
} as const;

const product = (handle: string) => {
  const found = findProductByHandle(handle);
  if (!found) throw new Error(`seed: no product ${handle}`);
  return found;
};

async function step(db: Db, name: string, run: (query: QueryFn) => Promise<void>): Promise<boolean> {
  return db.transaction(async (query) => {
    const claimed = await query('insert into seed_steps (name) values ($1) on conflict (name) do nothing returning name', [name]);
    if (claimed.length === 0) return false;
    await run(query);
    return true;
  });
}

async function seedShops(query: QueryFn): Promise<void> {
  for (const shop of shops) {
    await query(
      `insert into shops (id, name, locale, country_code, currency, currency_multiplier, settings, theme, multipass_secret)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
      [shop.shopId, shop.name, shop.locale, shop.countryCode, shop.currency, shop.currencyMultiplier,
        JSON.stringify(shop.settings), JSON.stringify(shop.theme), shop.multipassSecret],
    );
  }
}

async function seedPeople(query: QueryFn): Promise<void> {
  for (const c of seedCustomers) {
    await query(
      `insert into customers (id, shop_id, email, first_name, last_name, phone, birthday, accepts_marketing, tags, personalizations)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [c.id, c.shopId, c.email, c.firstName, c.lastName, c.phone ?? null, c.birthday ?? null, c.acceptsMarketing,
        JSON.stringify(c.tags), JSON.stringify(c.personalizations)],
    );
    for (const [i, address] of c.addresses.entries()) {
      await query('insert into addresses (customer_id, fields, is_default, created_at) values ($1, $2, $3, $4)', [
        c.id, JSON.stringify({ ...address, email: c.email }), i === 0, new Date(Date.UTC(2025, 0, 1 + i)),
      ]);
    }
  }
  for (const o of seedOrders({ jane: JANE_ID, sam: SAM_ID, klara: KLARA_ID })) {
    const customer = seedCustomers.find((c) => c.id === o.customerId);
    const address = customer?.addresses[0] ?? null;
    await query(
      `insert into orders (id, shop_id, customer_id, name, pass, financial_status, fulfillment_status, line_items,
         latest_shipment, shipping_address, subtotal, total, currency, processed_at, canceled_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [o.id, o.shopId, o.customerId, o.name, o.pass, o.financialStatus, o.fulfillmentStatus,
        JSON.stringify(o.lineItems), o.latestShipment ? JSON.stringify(o.latestShipment) : null,
        address ? JSON.stringify(address) : null, o.subtotal, o.total, o.currency, o.processedAt, o.canceledAt],
    );
  }
}

async function seedSaved(query: QueryFn): Promise<void> {
  const jane = `customer:${JANE_ID}`;
  const janeUid = uidForEmail('jane@example.com');
  const save = (list: 'cart' | 'wishlist', handle: string, variantIndex: number | null) => {
    const p = product(handle);
    const variantId = variantIndex === null ? null : p.variants[variantIndex]!.id;
    return query('insert into saved_items (shop_id, owner, list, product_id, variant_id) values ($1, $2, $3, $4, $5)', [
      'demo-store', jane, list, p.id, variantId,
    ]);
  };
  await save('cart', 'everyday-cotton-tee', 1);
  await save('cart', 'stoneware-mug', 0);
  await save('wishlist', 'wool-throw-blanket', null);
  await save('wishlist', 'ceramic-pour-over', null);
  await save('wishlist', 'cast-iron-skillet', null);
  await save('wishlist', 'limited-edition-print', null);

  const collections: [string, string, 'all' | 'private', string[]][] = [
    [SEED_COLLECTIONS.janeShared, 'Gift ideas', 'all', ['wool-throw-blanket', 'soy-wax-candle', 'notebook-trio']],
    [SEED_COLLECTIONS.janePrivate, 'Kitchen wishlist', 'private', ['ceramic-pour-over', 'cast-iron-skillet']],
  ];
  for (const [uuid, name, visibility, handles] of collections) {
    await query(
      `insert into wishlist_collections (uuid, shop_id, owner, user_id, name, visibility) values ($1, 'demo-store', $2, $3, $4, $5)`,
      [uuid, jane, janeUid, name, visibility],
    );
    for (const handle of handles) {
      await query('insert into wishlist_collection_items (collection_uuid, product_id) values ($1, $2)', [uuid, product(handle).id]);
    }
  }
  for (const [i, handle] of ['linen-button-shirt', 'yoga-mat', 'glass-teapot', 'plant-pot'].entries()) {
    await query(`insert into product_views (shop_id, owner, product_id, viewed_at) values ('demo-store', $1, $2, now() - $3::interval)`, [
      jane, product(handle).id, `${i + 1} hours`,
    ]);
  }
}

/** Runs every seed step not yet applied; returns the names applied now. */
export async function seed(db: Db): Promise<string[]> {
  const applied: string[] = [];
  // Shops are inserted with "do nothing" on every open: a shop added to the catalog later appears, and
  // settings changed in the database are kept.
  await db.transaction(seedShops);
  if (await step(db, 'customers-orders-v1', seedPeople)) applied.push('customers-orders-v1');
  if (await step(db, 'saved-v1', seedSaved)) applied.push('saved-v1');
  return applied;
}
