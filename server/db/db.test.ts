// The database layer without the API: migrations run once and roll back whole, seeds are idempotent and
// cover what the e2e journeys need, reopening keeps data. Runs on PGlite; set DEVSTORE_TEST_DATABASE_URL
// (a throwaway database: it gets migrated and seeded) to also check a PostgreSQL server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInbox, storeMail } from '../inbox';
import { JANE_ID, openDevstoreDatabase, SEED_COLLECTIONS } from '../../devstore/seed/index';
import { getShop, listShops } from './index';
import { openPglite } from './drivers';
import { migrate } from './migrate';
import { FULFILLMENT_STATUSES, SHIPMENT_DISPLAY_STATUSES } from '../../devstore/seed/seed-orders';
import type { Db } from './types';

const dataDir = mkdtempSync(join(tmpdir(), 'status-db-test-'));
let db: Db;

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir, databaseUrl: null });
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('migrates and seeds the three shops with settings from the catalog', async () => {
    const shops = await listShops(db);
    expect(shops.map((s) => s.shopId).sort()).toEqual(['demo-store', 'demo-store-de', 'demo-store-nokey', 'demo-store-sso']);
    const de = await getShop(db, 'demo-store-de');
    expect(de).toMatchObject({ locale: 'de', currency: 'EUR', currencyMultiplier: 0.92 });
    expect(de!.settings).toMatchObject({ wishlist: { isActive: false }, saved: { isActive: false }, authMethod: { method: 'magicLink' } });
    expect((await getShop(db, 'demo-store'))!.multipassSecret).toEqual(expect.any(String));
    expect((await getShop(db, 'demo-store-nokey'))!.multipassSecret).toBeNull();
    expect(await getShop(db, 'nope')).toBeNull();
  });

  it('seeds Jane with orders in every fulfillment and shipment status', async () => {
    const rows = await db.query<{ fulfillment_status: string; display: string | null; eta: string | null; delivered: string | null }>(
      `select fulfillment_status, latest_shipment->>'displayStatus' as display,
              latest_shipment->>'estimatedDeliveryAt' as eta, latest_shipment->>'deliveredAt' as delivered
       from orders where customer_id = $1`,
      [JANE_ID],
    );
    expect(new Set(rows.map((r) => r.fulfillment_status))).toEqual(new Set(FULFILLMENT_STATUSES));
    expect(new Set(rows.map((r) => r.display).filter(Boolean))).toEqual(new Set(SHIPMENT_DISPLAY_STATUSES));
    expect(rows.filter((r) => r.eta).length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.delivered).length).toBeGreaterThan(1);
    const [addresses] = await db.query<{ n: number }>('select count(*)::int as n from addresses where customer_id = $1', [JANE_ID]);
    expect(addresses!.n).toBe(3);
    const collections = await db.query<{ uuid: string }>('select uuid from wishlist_collections order by uuid');
    expect(collections.map((c) => c.uuid)).toEqual([SEED_COLLECTIONS.janeShared, SEED_COLLECTIONS.janePrivate]);
  });

  it('keeps changes and does not seed twice when reopened', async () => {
    await db.query("update shops set name = 'Renamed' where id = 'demo-store'");
    await db.query("delete from orders where id = '5100000024'");
    await db.close();
    db = await openDevstoreDatabase({ dataDir, databaseUrl: null });
    expect((await getShop(db, 'demo-store'))!.name).toBe('Renamed');
    const [orders] = await db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(orders!.n).toBe(27);
  });

  it('returns the same JS types for ids, amounts, json and times', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      "select product_id, total, line_items, processed_at from orders o join saved_items s on true where o.id = '5100000001' limit 1",
    );
    expect(typeof row!.product_id).toBe('number');
    expect(typeof row!.total).toBe('number');
    expect(Array.isArray(row!.line_items)).toBe(true);
    expect(row!.processed_at).toBeInstanceOf(Date);
  });

  it('lists the inbox newest first, filtered by recipient', async () => {
    await storeMail(db, { shopId: 'demo-store', to: 'Inbox@Example.com', subject: 'first', text: 'a' });
    await storeMail(db, { shopId: 'demo-store', to: 'other@example.com', subject: 'other', text: 'b' });
    await storeMail(db, { shopId: 'demo-store', to: 'inbox@example.com', subject: 'second', text: 'c', code: '1234' });
    expect((await listInbox(db, { to: 'INBOX@example.com' })).map((m) => m.subject)).toEqual(['second', 'first']);
    expect((await listInbox(db))[0]).toMatchObject({ subject: 'second', code: '1234', to: 'inbox@example.com' });
  });
});

describe('migrate', () => {
  it('applies each file once and rolls a failing one back whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'status-migrations-'));
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '001_a.sql'), 'create table a (id int);');
    writeFileSync(join(migrations, '002_broken.sql'), 'create table b (id int);\ncreate table a (id int);');
    const lite = await openPglite('memory://');
    try {
      await expect(migrate(lite, migrations)).rejects.toThrow(/Migration 002_broken failed/);
      const tables = await lite.query<{ name: string }>("select table_name as name from information_schema.tables where table_name in ('a', 'b')");
      expect(tables.map((t) => t.name)).toEqual(['a']); // b was rolled back with the failing statement
      writeFileSync(join(migrations, '002_broken.sql'), 'create table b (id int);');
      expect(await migrate(lite, migrations)).toEqual(['002_broken']);
      expect(await migrate(lite, migrations)).toEqual([]);
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const pgUrl = process.env.DEVSTORE_TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('PostgreSQL server (DEVSTORE_TEST_DATABASE_URL)', () => {
  it('runs the same migrations and seeds', async () => {
    const pg = await openDevstoreDatabase({ databaseUrl: pgUrl });
    try {
      expect((await listShops(pg)).length).toBeGreaterThanOrEqual(3);
      const [row] = await pg.query<{ total: unknown }>('select total from orders limit 1');
      expect(typeof row!.total).toBe('number');
    } finally {
      await pg.close();
    }
  });
});
