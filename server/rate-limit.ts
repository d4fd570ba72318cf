// Sliding-window rate limits kept in the database (table rate_limits, migration 002), so they hold when several
// API processes share one database. A check takes one slot in every bucket it names, or none: the buckets are
// upserted in one transaction (row locks, in a fixed order), and when any of them is full the transaction rolls
// back and the caller gets 429 rate_limited with Retry-After. Refused requests take no slot, so a client that
// waits Retry-After seconds gets through. The limits are listed in server/README.md ("Limits").
import type { Context } from 'hono';
import type { Db } from './db/types';
import { HttpError } from './errors';

export interface Rule {
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

/** What the API allows; startApi({ rateLimits }) overrides single rules (tests use small ones). */
export const DEFAULT_LIMITS = {
  /**
   * Codes and links e-mailed to one address (its canonical form, email-canonical.ts) at the request of users and
   * IPs that have not signed in as it (create-otc + create-magic-link share them): what strangers can send.
   */
  mailPerAddress: { limit: 5, windowMs: 15 * MIN },
  mailPerAddressDay: { limit: 20, windowMs: 24 * 60 * MIN },
  /** The same for one requester trusted by the address (sign-in-trust.ts): its own allowance, keyed by address and uid or IP. */
  mailPerTrustedRequester: { limit: 5, windowMs: 15 * MIN },
  mailPerTrustedRequesterDay: { limit: 20, windowMs: 24 * 60 * MIN },
  /** Codes and links one user (token uid) may request, whatever the address. */
  mailPerUser: { limit: 10, windowMs: 15 * MIN },
  /** Codes and links requested from one client IP. */
  mailPerIp: { limit: 30, windowMs: 15 * MIN },
  /** validate-otc tries: on one address's codes by their requester (the address and uid), by one user, from one IP. */
  validatePerAddress: { limit: 25, windowMs: 15 * MIN },
  validatePerUser: { limit: 25, windowMs: 15 * MIN },
  validatePerIp: { limit: 50, windowMs: 15 * MIN },
  /** Every write route that calls limitWrites (authentication, for-you): per user. */
  writesPerUser: { limit: 60, windowMs: MIN },
  /** Tracking queue flushes (POST /tracking/event/inject, ≤ 100 events each): per user, per client IP. */
  trackingPerUser: { limit: 30, windowMs: MIN },
  trackingPerIp: { limit: 300, windowMs: MIN },
  /** Error reports of the widget (POST /errors/report, ≤ 10 reports each, no token): per client IP, per shop. */
  errorReportsPerIp: { limit: 10, windowMs: MIN },
  errorReportsPerShop: { limit: 120, windowMs: MIN },
  /**
   * Wrong passes tried on order-with-pass (no token; each try reads the order from the shop's store, so guessing
   * would also spend the shop's API budget): per client IP. A right pass gives its slot back.
   */
  orderPassPerIp: { limit: 20, windowMs: 15 * MIN },
  /**
   * Distinct anonymous uids that may write (any shopper write, views, tracking) from one client address (IPv4, or
   * an IPv6 /64) in an hour; keyed by a hash of the address (client-network.ts). Signed-in users are not counted.
   */
  anonymousUidsPerIp: { limit: 20, windowMs: 60 * MIN },
} satisfies Record<string, Rule>;

export type RateLimits = { [K in keyof typeof DEFAULT_LIMITS]: Rule };
export type RuleName = keyof RateLimits;

export interface Check {
  rule: RuleName;
  /** The thing counted: an address, a uid, an IP. */
  key: string;
}

export interface RateLimiter {
  readonly limits: RateLimits;
  /** Takes a slot in every check's bucket, or throws 429 rate_limited (and takes none). Resolves to the slots' time. */
  take(checks: Check[]): Promise<Date>;
  /** Gives back the slot a take() at `at` took in each check's bucket (the request did not do what is counted). */
  release(checks: Check[], at: Date): Promise<void>;
}

export class RateLimitedError extends HttpError {
  constructor(retryAfter: number) {
    super(429, 'rate_limited', `Too many requests; try again in ${describeWait(retryAfter)}`, undefined, retryAfter);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

// One statement per bucket: the hits older than the window drop out; a new hit is added only while fewer than
// `limit` remain. `r.*` is the row as it is when this statement gets its lock (a parallel one waits for it).
// A full bucket answers the one hit that must leave the window before a slot is free (`limit` from the newest),
// not its whole list: up to `limit` timestamps the driver would parse on every write.
const TAKE_SQL = `
  insert into rate_limits as r (bucket, hits, allowed, updated_at) values ($1, array[$2::timestamptz], true, $2)
  on conflict (bucket) do update set
    hits = array(select h from unnest(r.hits) h where h > $3 order by h)
      || case when (select count(*) from unnest(r.hits) h where h > $3) < $4 then array[$2::timestamptz] else '{}'::timestamptz[] end,
    allowed = (select count(*) from unnest(r.hits) h where h > $3) < $4,
    updated_at = $2
  returning allowed, case when allowed then null else hits[greatest(1, cardinality(hits) - $4 + 1)] end as freeing`;

// One hit at exactly that time leaves the bucket (another request of the same millisecond keeps its own).
const RELEASE_SQL = `
  update rate_limits set hits = hits[:array_position(hits, $2::timestamptz) - 1] || hits[array_position(hits, $2::timestamptz) + 1:]
  where bucket = $1 and array_position(hits, $2::timestamptz) is not null`;

const PRUNE_EVERY = 200;

export function createRateLimiter(db: Db, now: () => Date, overrides: Partial<RateLimits> = {}): RateLimiter {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...overrides };
  const longest = Math.max(...Object.values(limits).map((rule) => rule.windowMs));
  let calls = 0;

  return {
    limits,
    async take(checks) {
      const at = now();
      // Sorted and deduplicated: two transactions lock their rows in the same order, so they cannot deadlock.
      const buckets = [...new Map(checks.map((check) => [`${check.rule}:${check.key}`, limits[check.rule]] as const))].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      await db.transaction(async (query) => {
        let retryAfter = 0;
        for (const [bucket, rule] of buckets) {
          const since = new Date(at.getTime() - rule.windowMs);
          const [row] = await query<{ allowed: boolean; freeing: Date | string | null }>(TAKE_SQL, [bucket, at, since, rule.limit]);
          if (row && !row.allowed) {
            const freeing = row.freeing === null ? at.getTime() : new Date(row.freeing).getTime();
            retryAfter = Math.max(retryAfter, Math.ceil((freeing + rule.windowMs - at.getTime()) / 1000), 1);
          }
        }
        // Throwing rolls the transaction back: a refused request takes no slot in any bucket.
        if (retryAfter > 0) throw new RateLimitedError(retryAfter);
      });
      if (++calls % PRUNE_EVERY === 0) {
        await db.query('delete from rate_limits where updated_at < $1', [new Date(at.getTime() - longest)]).catch(() => undefined);
      }
      return at;
    },
    async release(checks, at) {
      const buckets = [...new Set(checks.map((check) => `${check.rule}:${check.key}`))].sort();
      await db.transaction(async (query) => {
        for (const bucket of buckets) await query(RELEASE_SQL, [bucket, at]);
      });
    },
  };
}

/**
 * The client's IP: the socket's peer address. With trustProxy (one reverse proxy in front of the API that
 * appends the address it saw to X-Forwarded-For) the last entry of that header instead; the entries before it
 * are whatever the client sent and are never used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (forwarded) return normalizeIp(forwarded);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return normalizeIp(env?.incoming?.socket?.remoteAddress ?? 'unknown');
}

function normalizeIp(ip: string): string {
  const lower = ip.toLowerCase().slice(0, 64);
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}
