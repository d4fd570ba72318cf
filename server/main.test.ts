// `npm run serve` (server/main.ts) as a real child process, in its own process group, killed with the test:
// - a bad environment: every wrong variable named on stderr, exit code 1, no stack trace;
// - a database that refuses connections: one line, exit code 1;
// - a real PostgreSQL (tests/postgres-server.ts; skipped, saying why, where PostgreSQL 15 is not installed):
//   migrated and not seeded, /healthz and /readyz 200 over HTTP, and SIGTERM exits 0 promptly after closing the
//   database. The service account is a fake one with a fresh RSA key; nothing calls Google.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { listMigrations } from './db/migrate';
import { freePort, type PostgresServer, postgresMissing, startPostgres } from '../tests/postgres-server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const dir = mkdtempSync(join(tmpdir(), 'status-serve-test-'));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) killGroup(child);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

// A service-account file as the Firebase console hands it out, with a key made now (never valid at Google).
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const PROJECT = 'status-serve-test';
const accountFile = join(dir, 'service-account.json');
writeFileSync(
  accountFile,
  JSON.stringify({ type: 'service_account', project_id: PROJECT, private_key_id: 'test', private_key: privateKey, client_email: `status@${PROJECT}.iam.gserviceaccount.com` }),
);

const goodEnv = (databaseUrl: string, port: number): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  FIREBASE_PROJECT_ID: PROJECT,
  GOOGLE_APPLICATION_CREDENTIALS: accountFile,
  SHOPIFY_API_KEY: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d',
  SHOPIFY_API_SECRET: 'shpss_serve-test-secret',
  STATUS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  // Nothing is mailed in these tests: no sign-in is asked for.
  SMTP_URL: 'smtp://user:smtp-pass@127.0.0.1:2525',
  MAIL_FROM: 'account@shop.example.com',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  STOREFRONT_ORIGINS: 'https://shop.example.com',
});

interface Serve {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor(pattern: RegExp, ms: number): Promise<void>;
}

/** server/main.ts as `npm run serve` runs it, with only these variables (and PATH) in its environment. */
function serve(env: Record<string, string>): Serve {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const listener of listeners) listener();
  });
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, ms) {
      return new Promise((resolveWait, reject) => {
        const check = () => {
          if (!pattern.test(out)) return;
          done();
          resolveWait();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${pattern} within ${ms} ms; stdout:\n${out}\nstderr:\n${err}`));
        }, ms);
        const early = () => {
          done();
          reject(new Error(`exited before ${pattern}; stdout:\n${out}\nstderr:\n${err}`));
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', early);
        };
        listeners.add(check);
        child.once('exit', early);
        check();
      });
    },
  };
}

async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const STACK_LINE = /^\s+at .+[(:]\d+/m;

describe('npm run serve: refused starts', () => {
  it('names every wrong variable and exits 1 without a stack trace', async () => {
    const s = serve({
      DATABASE_URL: 'mysql://status:db-secret@127.0.0.1/status',
      FIREBASE_PROJECT_ID: 'demo-status',
      GOOGLE_APPLICATION_CREDENTIALS: join(dir, 'absent.json'),
      SHOPIFY_API_SECRET: DEV_APP_PROXY_SECRET,
      STATUS_ENCRYPTION_KEY: 'dG9vIHNob3J0',
      SMTP_URL: 'smtp://smtp.example.com',
      PUBLIC_URL: 'http://api.example.com',
      PORT: '70000',
      STOREFRONT_ORIGINS: 'https://shop.example.com',
      TRUST_PROXY: 'maybe',
    });
    const { code } = await withDeadline(s.exited, 30_000, 'exit');
    const lines = s.stderr().trim().split('\n');
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^Refusing to start: 11 environment variable\(s\) need fixing/);
    const expected: [string, RegExp][] = [
      ['DATABASE_URL', /scheme mysql:\/\/; expected postgres:\/\/ or postgresql:\/\//],
      ['FIREBASE_PROJECT_ID', /'demo-status' is a demo- project/],
      ['GOOGLE_APPLICATION_CREDENTIALS', /the file .*absent\.json does not exist/],
      ['SHOPIFY_API_KEY', /^missing/],
      ['SHOPIFY_API_SECRET', /DEV_APP_PROXY_SECRET/],
      ['STATUS_ENCRYPTION_KEY', /must be 32 bytes in base64/],
      ['SMTP_URL', /no user name and password/],
      ['MAIL_FROM', /^missing/],
      ['PUBLIC_URL', /is http:\/\/; use https:\/\//],
      ['PORT', /70000 is out of range \(1-65535\)/],
      ['TRUST_PROXY', /'maybe' is neither true nor false/],
    ];
    const byVariable = new Map(lines.slice(1).map((line) => {
      const [variable, ...rest] = line.trim().split(': ');
      return [variable!, rest.join(': ')] as const;
    }));
    expect([...byVariable.keys()]).toEqual(expected.map(([variable]) => variable));
    for (const [variable, pattern] of expected) expect([variable, byVariable.get(variable)]).toEqual([variable, expect.stringMatching(pattern)]);
    expect(STACK_LINE.test(s.stderr())).toBe(false);
    expect(s.stderr()).not.toContain('db-secret');
    expect(s.stdout()).toBe('');
  });

  it('says which database did not open, in one line, and exits 1', async () => {
    const closedPort = await freePort();
    const port = await freePort();
    const s = serve(goodEnv(`postgres://status:db-secret@127.0.0.1:${closedPort}/status`, port));
    const { code } = await withDeadline(s.exited, 30_000, 'exit');
    expect(code).toBe(1);
    expect(s.stderr().trim()).toMatch(new RegExp(`^Refusing to start: the database at 127\\.0\\.0\\.1:${closedPort}/status did not open: .*ECONNREFUSED`));
    expect(s.stderr().trim().split('\n')).toHaveLength(1);
    expect(s.stderr()).not.toContain('db-secret');
  });
});

const missing = postgresMissing('npm run serve on a real PostgreSQL');

describe.skipIf(missing !== null)('npm run serve on a real PostgreSQL', () => {
  let server: PostgresServer | undefined;
  afterAll(() => server?.stop());

  it('migrates without seeding, answers healthz and readyz, and exits 0 on SIGTERM after closing the database', async () => {
    server = await startPostgres();
    const databaseUrl = server.adminUrl;

    const port = await freePort();
    const s = serve(goodEnv(`${databaseUrl}?application_name=status-serve-test`, port));
    await s.waitFor(/\[status api\] listening on 127\.0\.0\.1:\d+/, 60_000);
    const base = `http://127.0.0.1:${port}`;

    const healthz = await fetch(`${base}/healthz`);
    expect([healthz.status, healthz.headers.get('cache-control'), await healthz.json()]).toEqual([200, 'no-store', { ok: true }]);
    const readyz = await fetch(`${base}/readyz`);
    const migrations = listMigrations().map((m) => m.name);
    expect([readyz.status, await readyz.json()]).toEqual([200, { ok: true, migrations: migrations.length }]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = (await client.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((r) => r.name);
      expect(applied).toEqual(migrations);
      // Production data is the shops' own: no demo shop, customer or product view was seeded.
      const counts = (await client.query('select (select count(*) from shops)::int as shops, (select count(*) from customers)::int as customers')).rows[0];
      expect(counts).toEqual({ shops: 0, customers: 0 });
      const connections = async () =>
        (await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name = 'status-serve-test'")).rows[0]!.n;
      expect(await connections()).toBeGreaterThan(0);

      // The signal goes to node itself (npm's script execs it), with a keep-alive connection of ours still open.
      const stopAt = Date.now();
      s.child.kill('SIGTERM');
      const { code, signal } = await withDeadline(s.exited, 10_000, 'exit after SIGTERM');
      const took = Date.now() - stopAt;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(5_000);
      expect(s.stdout()).toMatch(/SIGTERM: stopping\n.*stopped; database closed/);
      // Its pool ended: PostgreSQL lets go of every connection of it.
      let left = await connections();
      for (let i = 0; left > 0 && i < 20; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left = await connections();
      }
      expect(left).toBe(0);
      expect(STACK_LINE.test(s.stderr())).toBe(false);
      console.info(`[serve] PostgreSQL ${server.port}: healthz and readyz 200, SIGTERM → exit 0 in ${took} ms, database closed`);
    } finally {
      await client.end();
    }
  });
});
