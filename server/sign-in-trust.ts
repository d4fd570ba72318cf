// Requesters an address trusts (table sign_in_trust, migration 004): a client IP or a Firebase uid that signed
// in as the address (validate-otc, validate-magic-link) within the last 90 days. This is what the API can see of
// OWASP's "device cookie": the shopper's browser asks again from the network or the session she proved the
// mailbox from, and gets an allowance of its own that strangers cannot use up (routes/authentication.ts).
// Trust is only ever earned by proving the mailbox, so an attacker cannot grant it to himself.
import { isIP } from 'node:net';
import { addressKey } from './client-network';
import type { Db } from './db/types';

export const TRUST_MS = 90 * 24 * 3600_000;

export interface Requester {
  uid: string;
  /** clientIp()'s answer. */
  ip: string;
}

/**
 * The key an IP is trusted under: a keyed hash of the IPv4 address or of the IPv6 address's /64 (one household or
 * mobile connection, whose privacy addresses rotate within it daily), never the address itself; null for an
 * address the API could not read.
 */
async function ipTrustKey(db: Db, ip: string): Promise<string | null> {
  if (!isIP(ip)) return null;
  return `ip:${await addressKey(db, ip)}`;
}

async function keysOf(db: Db, requester: Requester): Promise<string[]> {
  const ip = await ipTrustKey(db, requester.ip);
  return ip ? [`uid:${requester.uid}`, ip] : [`uid:${requester.uid}`];
}

/**
 * The requester key (`uid:…` before `ip:…`) under which this requester is trusted for the canonical address
 * `emailKey`, or null when it is a stranger to it. The uid comes first: only the shopper's browser holds her
 * session, while others may share her IP.
 */
export async function trustedRequester(db: Db, emailKey: string, requester: Requester, now: Date): Promise<string | null> {
  const keys = await keysOf(db, requester);
  const rows = await db.query<{ requester: string }>(
    'select requester from sign_in_trust where email_key = $1 and requester in ($2, $3) and signed_in_at > $4',
    [emailKey, keys[0], keys[1] ?? keys[0], new Date(now.getTime() - TRUST_MS)],
  );
  const found = new Set(rows.map((row) => row.requester));
  return keys.find((key) => found.has(key)) ?? null;
}

/** Records a completed sign-in as `emailKey` by this uid from this IP, and forgets the address's lapsed ones. */
export async function rememberSignIn(db: Db, emailKey: string, requester: Requester, now: Date): Promise<void> {
  for (const key of await keysOf(db, requester)) {
    await db.query(
      `insert into sign_in_trust (email_key, requester, signed_in_at) values ($1, $2, $3)
       on conflict (email_key, requester) do update set signed_in_at = greatest(sign_in_trust.signed_in_at, excluded.signed_in_at)`,
      [emailKey, key, now],
    );
  }
  await db.query('delete from sign_in_trust where email_key = $1 and signed_in_at <= $2', [emailKey, new Date(now.getTime() - TRUST_MS)]);
}
