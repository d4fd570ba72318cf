// Probes for a load balancer or orchestrator, unauthenticated and never cached:
// - GET /healthz: the process answers (200 { ok: true }); it touches nothing else, so a slow database never
//   gets a healthy process restarted.
// - GET /readyz: 200 when the database answers and every migration in server/db/migrations is applied; 503
//   otherwise, with { ok: false, error: { code, message } } saying which (traffic waits, the process stays).
import type { Context, Hono } from 'hono';
import { listMigrations } from '../db/migrate';
import type { Db } from '../db/types';
import { errorBody } from '../errors';

/** How long /readyz waits for the database (a PostgreSQL that went away may not fail a query for minutes). */
export const READY_TIMEOUT_MS = 2000;

export interface HealthOptions {
  /** Migration names that must be applied (default: the files in server/db/migrations). */
  migrations?: string[];
  timeoutMs?: number;
  /** Where a change of readiness is reported, once per change (default console.warn). */
  log?: (line: string) => void;
}

type Readiness =
  | { ok: true; migrations: number }
  | { ok: false; status: 503; code: 'database_unavailable' | 'migrations_pending'; message: string; detail: string; missing?: string[] };

export function healthRoutes(app: Hono, db: Db, opts: HealthOptions = {}): void {
  // Read once: the migrations a running process expects are the ones it was started with.
  const expected = opts.migrations ?? listMigrations().map((m) => m.name);
  const timeoutMs = opts.timeoutMs ?? READY_TIMEOUT_MS;
  const log = opts.log ?? ((line: string) => console.warn(line));
  let lastLogged = 'ready';

  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.get('/healthz', (c) => {
    noStore(c);
    return c.json({ ok: true });
  });

  app.get('/readyz', async (c) => {
    noStore(c);
    const state = await readiness(db, expected, timeoutMs);
    // Probes come every few seconds: the log says when readiness changes, not each time it is asked.
    const key = state.ok ? 'ready' : `${state.code}: ${state.detail}`;
    if (key !== lastLogged) {
      log(state.ok ? '[status api] readyz: ready again' : `[status api] readyz: not ready (${key})`);
      lastLogged = key;
    }
    if (state.ok) return c.json({ ok: true, migrations: state.migrations });
    const body = { ok: false, ...errorBody(state.code, state.message), ...(state.missing ? { missing: state.missing } : {}) };
    return c.json(body, state.status);
  });
}

async function readiness(db: Db, expected: string[], timeoutMs: number): Promise<Readiness> {
  let applied: string[];
  try {
    applied = (await withTimeout(db.query<{ name: string }>('select name from schema_migrations'), timeoutMs)).map((r) => r.name);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // 42P01 undefined_table: the database answers but was never migrated.
    if (code === '42P01') return pending(expected);
    const detail = error instanceof Error ? error.message : String(error);
    // The driver's words stay in the log: they may name hosts and users, and this answer is public.
    const message = detail.startsWith('timeout:') ? `The database did not answer within ${timeoutMs} ms` : 'The database did not answer the query';
    return { ok: false, status: 503, code: 'database_unavailable', message, detail };
  }
  const done = new Set(applied);
  const missing = expected.filter((name) => !done.has(name));
  return missing.length ? pending(missing) : { ok: true, migrations: expected.length };
}

function pending(missing: string[]): Readiness {
  return {
    ok: false,
    status: 503,
    code: 'migrations_pending',
    message: `${missing.length} migration(s) not applied: ${missing.join(', ')}`,
    detail: missing.join(', '),
    missing,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout: no answer within ${ms} ms`)), ms);
  });
  // A query that settles after the timeout must not become an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
