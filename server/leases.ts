// Work that must not interleave across API processes (the address cap: the store's count, then its create) holds
// a lease, a row of `leases` (migration 015). A row rather than a transaction's lock: the work is store calls,
// which cannot sit in a transaction (PGlite has one connection, and the devstore's stand-in shares it). The holder
// renews the lease while it works; a crashed holder's lease expires; waiters poll until it is free.
import { randomUUID } from 'node:crypto';
import type { Db } from './db/types';
import { HttpError } from './errors';

export interface LeaseOptions {
  /** How long a lease lasts unless renewed (renewed every third of it while the work runs). Default 10 s. */
  ttlMs?: number;
  /** How long to wait for a held lease before answering 503. Default 20 s. */
  waitMs?: number;
  /** Between two tries. Default 50 ms. */
  pollMs?: number;
}

/** Runs `work` while holding the lease on `key`: one holder at a time across every process on the database. */
export async function withLease<T>(db: Db, key: string, work: () => Promise<T>, options: LeaseOptions = {}): Promise<T> {
  const ttlMs = options.ttlMs ?? 10_000;
  const holder = randomUUID();
  const take = async () =>
    (
      await db.query(
        `insert into leases (key, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3))
         on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at where leases.expires_at < now()
         returning holder`,
        [key, holder, ttlMs / 1000],
      )
    ).length > 0;
  const deadline = Date.now() + (options.waitMs ?? 20_000);
  while (!(await take())) {
    if (Date.now() >= deadline) {
      throw new HttpError(503, 'busy', 'Another change of the same kind is still running. Please try again in a few seconds.', undefined, Math.ceil(ttlMs / 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 50));
  }
  const renew = setInterval(() => {
    void db.query('update leases set expires_at = now() + make_interval(secs => $3) where key = $1 and holder = $2', [key, holder, ttlMs / 1000]).catch(() => undefined);
  }, ttlMs / 3);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await db.query('delete from leases where key = $1 and holder = $2', [key, holder]);
  }
}
