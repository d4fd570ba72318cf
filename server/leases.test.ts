// Leases (leases.ts) on a real database: one holder at a time, a dead holder's lease taken over once it expired,
// a live one waited for and then refused with 503 busy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import type { Db } from './db/types';
import { HttpError } from './errors';
import { withLease } from './leases';

let db: Db;
beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
});
afterAll(async () => {
  await db?.close();
});

describe('withLease', () => {
  it('runs one holder of a key at a time and leaves no row behind', async () => {
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 60));
      order.push(`${name} out`);
    };
    await Promise.all([withLease(db, 'k1', work('a'), { pollMs: 10 }), withLease(db, 'k1', work('b'), { pollMs: 10 })]);
    const [first, , second] = order.map((step) => step.split(' ')[0]);
    expect(first).not.toBe(second);
    expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    expect(await db.query('select key from leases')).toEqual([]);
  });

  it("takes over a dead holder's expired lease, and refuses with 503 busy while a live one holds", async () => {
    await db.query(`insert into leases (key, holder, expires_at) values ('k2', 'gone', now() - interval '1 second')`);
    expect(await withLease(db, 'k2', async () => 'ran')).toBe('ran');
    await db.query(`insert into leases (key, holder, expires_at) values ('k3', 'alive', now() + interval '1 minute')`);
    const refused = await withLease(db, 'k3', async () => 'ran', { waitMs: 150, pollMs: 20 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).code).toBe('busy');
  });
});
