// The provider's signing keys (RS256), kept in oidc_keys with the private JWK sealed (secret-box.ts). Rotation
// never signs with a key relying parties have not seen: a 'next' key is published in the JWKS first, becomes
// 'current' (the signing key) at a later rotation, and the key it replaces stays published as 'retired' until
// its tokens have expired.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Db } from '../db/types';
import { open, seal } from '../secret-box';

export type KeyState = 'next' | 'current' | 'retired';

interface KeyRow {
  kid: string;
  private_jwk_sealed: string;
  state: KeyState;
  created_at: Date;
  retire_after: Date | null;
}

export interface KeyDeps {
  db: Db;
  encryptionKey: Buffer;
  now: () => Date;
}

const keyContext = (kid: string) => `oidc_keys.private_jwk:${kid}`;

function newPrivateJwk(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

async function insertKey(deps: KeyDeps, state: KeyState): Promise<string> {
  const jwk = newPrivateJwk();
  const kid = jwk.kid as string;
  await deps.db.query('insert into oidc_keys (kid, private_jwk_sealed, state, created_at, activated_at) values ($1, $2, $3, $4, $5)', [
    kid,
    seal(deps.encryptionKey, JSON.stringify(jwk), keyContext(kid)),
    state,
    deps.now(),
    state === 'current' ? deps.now() : null,
  ]);
  return kid;
}

/** A current key and a next one exist (the first start makes both; two processes racing: one current wins). */
export async function ensureKeys(deps: KeyDeps): Promise<void> {
  const rows = await deps.db.query<{ state: KeyState }>('select state from oidc_keys');
  if (!rows.some((r) => r.state === 'current')) {
    try {
      await insertKey(deps, 'current');
    } catch (error) {
      // Another process made the current key first (the unique index on 'current'): use that one.
      const [again] = await deps.db.query('select 1 from oidc_keys where state = $1', ['current']);
      if (!again) throw error;
    }
  }
  if (!rows.some((r) => r.state === 'next')) await insertKey(deps, 'next');
}

/**
 * The keys the provider loads, private, in the order it needs: the current key first (oidc-provider signs with
 * the first key that fits), then the next and the retired ones, which are only published for verification.
 */
export async function loadSigningKeys(deps: KeyDeps): Promise<{ keys: JWK[]; fingerprint: string }> {
  await deps.db.query("delete from oidc_keys where state = 'retired' and retire_after < $1", [deps.now()]);
  const rows = await deps.db.query<KeyRow>('select * from oidc_keys order by created_at, kid');
  const order: Record<KeyState, number> = { current: 0, next: 1, retired: 2 };
  rows.sort((a, b) => order[a.state] - order[b.state]);
  const keys = rows.map((row) => JSON.parse(open(deps.encryptionKey, row.private_jwk_sealed, keyContext(row.kid))) as JWK);
  return { keys, fingerprint: rows.map((r) => `${r.kid}:${r.state}`).join(',') };
}

export interface RotateOptions {
  /** How long the next key must have been published before it may sign (default 1 day: past every JWKS cache). */
  publishedForMs?: number;
  /** How long the replaced key stays published (default 1 day: longer than any ID token lives). */
  retainMs?: number;
}

/**
 * One rotation step: the next key becomes the signing key when it has been published long enough, the current
 * one is retired, and a new next key is published. Returns the kid that signs now (unchanged when too early).
 */
export async function rotateKeys(deps: KeyDeps, opts: RotateOptions = {}): Promise<{ rotated: boolean; currentKid: string }> {
  await ensureKeys(deps);
  const publishedForMs = opts.publishedForMs ?? 24 * 3600_000;
  const retainMs = opts.retainMs ?? 24 * 3600_000;
  const now = deps.now();
  return deps.db.transaction(async (query) => {
    const [current] = await query<KeyRow>("select * from oidc_keys where state = 'current' for update");
    const [next] = await query<KeyRow>("select * from oidc_keys where state = 'next' order by created_at limit 1 for update");
    if (!current || !next || now.getTime() - next.created_at.getTime() < publishedForMs) {
      return { rotated: false, currentKid: current?.kid ?? '' };
    }
    await query("update oidc_keys set state = 'retired', retire_after = $2 where kid = $1", [current.kid, new Date(now.getTime() + retainMs)]);
    await query("update oidc_keys set state = 'current', activated_at = $2 where kid = $1", [next.kid, now]);
    const jwk = newPrivateJwk();
    const kid = jwk.kid as string;
    await query('insert into oidc_keys (kid, private_jwk_sealed, state, created_at) values ($1, $2, $3, $4)', [
      kid,
      seal(deps.encryptionKey, JSON.stringify(jwk), keyContext(kid)),
      'next',
      now,
    ]);
    return { rotated: true, currentKid: next.kid };
  });
}
