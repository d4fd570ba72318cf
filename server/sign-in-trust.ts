// Requesters an address trusts (table sign_in_trust, migration 004): a client IP or a Firebase uid that signed
// in as the address (validate-otc, validate-magic-link) within the last 90 days. This is what the API can see of
// OWASP's "device cookie": the shopper's browser asks again from the network or the session she proved the
// mailbox from, and gets an allowance of its own that strangers cannot use up (routes/authentication.ts).
// Trust is only ever earned by proving the mailbox, so an attacker cannot grant it to himself.
import type { Db } from './db/types';

export const TRUST_MS = 90 * 24 * 3600_000;

export interface Requester {
  uid: string;
  /** clientIp()'s answer. */
  ip: string;
}

/**
 * The key an IP is trusted under: an IPv4 address as it is; an IPv6 address's /64 (one household or mobile
 * connection, whose privacy addresses rotate within it daily); null for an address the API could not read.
 */
export function ipTrustKey(ip: string): string | null {
  if (!ip || ip === 'unknown') return null;
  if (!ip.includes(':')) return `ip:${ip}`;
  return `ip:${ipv6Prefix64(ip) ?? ip}`;
}

/** `2001:db8:1:2::/64` for any address in that network; null when `ip` is not IPv6 text. */
function ipv6Prefix64(ip: string): string | null {
  const halves = ip.split('%')[0]!.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  // An embedded IPv4 address (…:192.0.2.1) fills the last two groups.
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].slice(0, 4);
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

function keysOf(requester: Requester): string[] {
  const ip = ipTrustKey(requester.ip);
  return ip ? [`uid:${requester.uid}`, ip] : [`uid:${requester.uid}`];
}

/**
 * The requester key (`uid:…` before `ip:…`) under which this requester is trusted for the canonical address
 * `emailKey`, or null when it is a stranger to it. The uid comes first: only the shopper's browser holds her
 * session, while others may share her IP.
 */
export async function trustedRequester(db: Db, emailKey: string, requester: Requester, now: Date): Promise<string | null> {
  const keys = keysOf(requester);
  const rows = await db.query<{ requester: string }>(
    'select requester from sign_in_trust where email_key = $1 and requester in ($2, $3) and signed_in_at > $4',
    [emailKey, keys[0], keys[1] ?? keys[0], new Date(now.getTime() - TRUST_MS)],
  );
  const found = new Set(rows.map((row) => row.requester));
  return keys.find((key) => found.has(key)) ?? null;
}

/** Records a completed sign-in as `emailKey` by this uid from this IP, and forgets the address's lapsed ones. */
export async function rememberSignIn(db: Db, emailKey: string, requester: Requester, now: Date): Promise<void> {
  for (const key of keysOf(requester)) {
    await db.query(
      `insert into sign_in_trust (email_key, requester, signed_in_at) values ($1, $2, $3)
       on conflict (email_key, requester) do update set signed_in_at = greatest(sign_in_trust.signed_in_at, excluded.signed_in_at)`,
      [emailKey, key, now],
    );
  }
  await db.query('delete from sign_in_trust where email_key = $1 and signed_in_at <= $2', [emailKey, new Date(now.getTime() - TRUST_MS)]);
}
