// oidc-provider's storage on PostgreSQL (table oidc_models), so sessions, grants, codes and tokens are shared by
// every API process. Clients are not stored here: the Client model reads the shops' clients (clients.ts).
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/types';
import { findClientMetadata } from './clients';

export interface AdapterDeps {
  db: Db;
  encryptionKey: Buffer;
  /** The clock expiry is checked with (tests move it). */
  now: () => Date;
}

interface ModelRow {
  payload: AdapterPayload;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export function createAdapterClass(deps: AdapterDeps): new (name: string) => Adapter {
  const { db, now } = deps;
  const live = (row: ModelRow | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    // An expired row is gone, whatever its payload says; expired rows are swept by sweepExpired.
    if (row.expires_at && row.expires_at.getTime() <= now().getTime()) return undefined;
    return { ...row.payload, ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}) };
  };

  return class PgAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      if (this.name === 'Client') throw new Error('clients are kept per shop (server/oidc/clients.ts)');
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null;
      await db.query(
        `insert into oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
           user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [this.name, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresAt],
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.name === 'Client') return findClientMetadata(deps, id);
      const [row] = await db.query<ModelRow>('select payload, expires_at, consumed_at from oidc_models where model = $1 and id = $2', [this.name, id]);
      return live(row);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const [row] = await db.query<ModelRow>('select payload, expires_at, consumed_at from oidc_models where model = $1 and user_code = $2', [this.name, userCode]);
      return live(row);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await db.query<ModelRow>('select payload, expires_at, consumed_at from oidc_models where model = $1 and uid = $2', [this.name, uid]);
      return live(row);
    }

    async consume(id: string): Promise<void> {
      await db.query('update oidc_models set consumed_at = $3 where model = $1 and id = $2', [this.name, id, now()]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_models where model = $1 and id = $2', [this.name, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from oidc_models where grant_id = $1', [grantId]);
    }
  };
}

/** Deletes rows past their expiry (any process may run it; the provider never sees them anyway). */
export async function sweepExpired(db: Db, now: Date): Promise<number> {
  const rows = await db.query('delete from oidc_models where expires_at < $1 returning 1', [now]);
  return rows.length;
}
