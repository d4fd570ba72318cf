// The client's address as the API keeps it: never the address itself, but a keyed hash (HMAC-SHA256 with a random
// key in table api_secrets, shared by every API process on the database) of
// - the address, for the per-address rule on fresh anonymous users: IPv4 as it is, IPv6 its /64 (one connection,
//   whose privacy addresses rotate within it);
// - its network, for popular today: IPv4 /24, IPv6 /48, so many users of one network are one vote.
// The server cannot see Firebase sign-ups; it sees an anonymous uid's first write from an address. So at most
// anonymousUidsPerIp (rate-limit.ts) distinct anonymous uids write from one address in an hour; production also
// relies on Firebase Auth's own quota (100 new accounts an hour per IP).
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import type { VerifiedUser } from './auth/admin';
import type { Db } from './db/types';
import type { ApiDeps } from './context';
import { type Check, clientIp } from './rate-limit';

const KEY_NAME = 'client-address-key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The hash key of this database, made on first use (every process then reads the same one). */
function secretKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query('insert into api_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [KEY_NAME, randomBytes(32).toString('hex')]);
      const [row] = await db.query<{ value: string }>('select value from api_secrets where name = $1', [KEY_NAME]);
      return Buffer.from(row!.value, 'hex');
    })();
    keys.set(db, key);
    key.catch(() => keys.delete(db)); // a failed read is tried again by the next request
  }
  return key;
}

/** The eight groups of an IPv6 address (an embedded IPv4 tail as two), or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const text = ip.split('%')[0]!;
  if (!isIPv6(text)) return null;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  const hex = v4 ? text.slice(0, -v4.length) + v4.split('.').reduce((out, part, i) => out + (i === 2 ? ':' : '') + Number(part).toString(16).padStart(2, '0'), '') : text;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** `ip` cut to its first `v4Bits` (24 or 32) or `v6Bits` (48 or 64) bits, as text; other text as it is. */
export function addressPrefix(ip: string, v4Bits: 24 | 32, v6Bits: 48 | 64): string {
  if (isIPv4(ip)) return v4Bits === 32 ? ip : `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups.slice(0, v6Bits / 16).map((group) => group.toString(16)).join(':')}::/${v6Bits}`;
}

async function keyed(db: Db, kind: string, text: string): Promise<string> {
  return createHmac('sha256', await secretKey(db)).update(`${kind}:${text}`).digest('base64url').slice(0, 32);
}

/** The hash the per-address rule counts under (IPv4 address, IPv6 /64). */
export const addressKey = (db: Db, ip: string) => keyed(db, 'address', addressPrefix(ip, 32, 64));

/** The hash popular today counts votes by (IPv4 /24, IPv6 /48). */
export const networkKey = (db: Db, ip: string) => keyed(db, 'network', addressPrefix(ip, 24, 48));

const PRUNE_EVERY = 200;
let registrations = 0;

/**
 * Takes the slots of a write by `user` (`checks`, all or none). An anonymous uid that has not written from this
 * client address within the rule's hour also takes a slot of anonymousUidsPerIp there, so a flood of fresh
 * anonymous users from one address is refused (429) once the hour's slots are used; uids already seen go on.
 */
export async function takeWriteSlots(c: Context, deps: ApiDeps, user: VerifiedUser, checks: Check[]): Promise<void> {
  if (!user.isAnonymous) return void (await deps.limiter.take(checks));
  const at = deps.now();
  const since = new Date(at.getTime() - deps.limiter.limits.anonymousUidsPerIp.windowMs);
  const ipKey = await addressKey(deps.db, clientIp(c, deps.trustProxy));
  const seen = await deps.db.query('select 1 from anonymous_writers where ip_key = $1 and uid = $2 and first_seen > $3', [ipKey, user.uid, since]);
  if (seen.length > 0) return void (await deps.limiter.take(checks));
  await deps.limiter.take([...checks, { rule: 'anonymousUidsPerIp', key: ipKey }]);
  await deps.db.query(
    `insert into anonymous_writers (ip_key, uid, first_seen) values ($1, $2, $3)
     on conflict (ip_key, uid) do update set first_seen = excluded.first_seen`,
    [ipKey, user.uid, at],
  );
  if (++registrations % PRUNE_EVERY === 0) await deps.db.query('delete from anonymous_writers where first_seen <= $1', [since]).catch(() => undefined);
}
