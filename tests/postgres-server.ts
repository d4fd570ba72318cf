// A throwaway PostgreSQL server for tests and the load test: initdb in a temp folder, pg_ctl start on a free
// port of 127.0.0.1 (trust auth, fsync off), stopped with pg_ctl when the caller stops it and, whatever else
// happens, when this process exits or is interrupted (then the postmaster and its backends are killed). PostgreSQL refuses to run
// as root, so as root its tools run as the postgres user (runuser).
//
// One server can hold many tests' databases: freshDatabase() creates an empty one and drops it afterwards.
// When STATUS_TEST_POSTGRES_URL names a running server (tests/run-tests.ts's PostgreSQL job starts one), the
// API harness and the e2e devstores open a fresh database on it instead of PGlite (testDatabase below).
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** PostgreSQL 15's server binaries, as Debian's postgresql package installs them (.ci/run installs it). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** The variable that points the API harness and the e2e devstores at a running server's admin URL. */
export const TEST_POSTGRES_ENV = 'STATUS_TEST_POSTGRES_URL';

/**
 * Why a PostgreSQL server cannot be started here, or null when it can. In CI (env CI or STATUS_REQUIRE_POSTGRES
 * set, as .ci/run does) a missing install is an error, not a skip: .ci/run installs it.
 */
export function postgresMissing(what: string): string | null {
  const initdb = join(PG_BIN, 'initdb');
  if (existsSync(initdb)) return null;
  const reason = `${what}: skipped, ${initdb} does not exist (PostgreSQL 15 is not installed: apt-get install -y postgresql)`;
  if (process.env.CI || process.env.STATUS_REQUIRE_POSTGRES) throw new Error(`${reason}; CI must have it (.ci/run installs it)`);
  console.warn(`[postgres] ${reason}`);
  return reason;
}

const enders = new Set<() => void>();
let endHooked = false;
/**
 * Runs `end` (synchronous: a kill) when this process exits or gets SIGINT or SIGTERM, which then end it as
 * they would have. Returns a function that cancels it.
 */
export function atProcessEnd(end: () => void): () => void {
  if (!endHooked) {
    endHooked = true;
    const runAll = () => {
      const all = [...enders];
      enders.clear();
      for (const fn of all) fn();
    };
    process.once('exit', runAll);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        runAll();
        process.kill(process.pid, signal);
      });
    }
  }
  enders.add(end);
  return () => void enders.delete(end);
}

/** The pids of a process's children (ps --ppid). */
export function childPids(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  return out.split('\n').map((s) => Number(s.trim())).filter((n) => n > 0);
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface PostgresServer {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser on the default database. */
  adminUrl: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Drops a database, ending the connections still open to it. */
  dropDatabase(name: string): Promise<void>;
  /** The postmaster's pid (its backends are its children: childPids). */
  postmasterPid(): number | null;
  /** pg_ctl restart -m fast: every connection is cut, the server answers again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  /** Server settings (-c name=value), e.g. { max_connections: '200' }. */
  settings?: Record<string, string>;
}

export async function startPostgres(opts: StartPostgresOptions = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'status-postgres-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  await run(...pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']), { timeout: 120_000 });
  const settings = { listen_addresses: '127.0.0.1', fsync: 'off', ...opts.settings };
  const options = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const pgCtl = (args: string[]) => run(...pgCommand('pg_ctl', [...args, '-D', dataDir, '-w', '-t', '60']), { timeout: 90_000 });
  const start = () => pgCtl(['start', '-l', join(dir, 'log'), '-o', options]);

  // The postmaster's pid is postmaster.pid's first line.
  const postmasterPid = (): number | null => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  let running = false;
  const killNow = () => {
    if (!running) return;
    running = false;
    const pid = postmasterPid();
    const [command, args] = pgCommand('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    spawnSync(command, args, { stdio: 'ignore', timeout: 30_000 });
    // Backends are the postmaster's children, each in a session of its own: each is killed by pid.
    for (const each of pid ? [pid, ...childPids(pid)] : []) {
      try {
        process.kill(each, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // However this process ends (a failed test, Ctrl-C), the server and its folder go with it.
  const forget = atProcessEnd(killNow);

  await start();
  running = true;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    adminUrl: urlOf('postgres'),
    urlOf,
    postmasterPid,
    async createDatabase(name = `status_${randomBytes(6).toString('hex')}`) {
      await adminQuery(urlOf('postgres'), `create database "${name}"`);
      return urlOf(name);
    },
    async dropDatabase(name) {
      await adminQuery(urlOf('postgres'), `drop database if exists "${name}" with (force)`);
    },
    async restart() {
      await pgCtl(['restart', '-m', 'fast', '-l', join(dir, 'log'), '-o', options]);
    },
    async stop() {
      if (!running) return;
      await pgCtl(['stop', '-m', 'fast']).catch(() => undefined);
      killNow();
      forget();
    },
  };
}

/**
 * A fresh database for one test world when STATUS_TEST_POSTGRES_URL is set, else null (PGlite, the default).
 * drop() removes it; the server itself belongs to whoever started it.
 */
export async function testDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env[TEST_POSTGRES_ENV];
  if (!adminUrl) return null;
  const name = `status_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  await adminQuery(adminUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)) };
}

/** One statement on its own connection (create and drop database cannot run in a transaction or pool). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
