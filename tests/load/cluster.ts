// A local cluster: one throwaway PostgreSQL server (tests/postgres-server.ts) with the devstore's shops seeded,
// N API instances (tests/load/instance.ts, each its own process with its own pool) on fixed free ports, and
// HAProxy from Debian's packages in front, round-robin with health checks on /readyz, all on 127.0.0.1. Also one
// Auth emulator and one SMTP inbox, shared by the instances. Everything is stopped by stop() or when this
// process exits.
//
//   npm run cluster -- [--instances 2] [--pool 10]   (needs haproxy: apt-get install -y haproxy)
//
// prints the balancer's and each instance's URL and runs until Ctrl-C. The load test (tests/load/run.ts) and the
// cross-instance test start it through startCluster().
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type AuthEmulator, startAuthEmulator } from '../../devstore/auth/emulator';
import { type SignedIn, signInAnonymously, signInWithEmailCode } from '../../devstore/auth/test-tokens';
import { type SmtpInbox, startSmtpInbox } from '../../devstore/mail/smtp-inbox';
import { openDevstoreDatabase } from '../../devstore/seed/index';
import type { StandInFaults } from '../../devstore/shopify-admin/server';
import type { Db } from '../../server/db/types';
import { atProcessEnd, freePort, type PostgresServer, startPostgres } from '../postgres-server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const STOREFRONT = 'http://127.0.0.1:4599';
export const HAPROXY = '/usr/sbin/haproxy';

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: number;
  /** Its Admin API stand-in (with the fault switch, PUT /devstore/faults). */
  shopifyAdminUrl: string;
  child: ChildProcess;
}

export interface ClusterOptions {
  instances: number;
  /** DATABASE_POOL_SIZE of each instance (default: serve's default, 10). */
  poolSize?: number;
  /** 'roomy' lifts the per-user rate limits (the load test's few users); default: the server's limits. */
  limits?: 'roomy' | 'default';
  /** Start HAProxy in front (default true; the cross-instance test talks to the instances directly). */
  balancer?: boolean;
}

export interface Cluster {
  /** The balancer's URL (http://127.0.0.1:<port>), or the first instance's without one. */
  url: string;
  instances: Instance[];
  postgres: PostgresServer;
  /** HAProxy's pid, when it runs. */
  balancerPid: number | null;
  databaseName: string;
  /** A small pool on the cluster's database (the inbox's and the load test's own queries). */
  db: Db;
  emulator: AuthEmulator;
  smtp: SmtpInbox;
  /** One command on HAProxy's runtime API (its admin socket): the answer's text. */
  haproxy(command: string): Promise<string>;
  /** Sign-in by e-mail code through the API at apiUrl, then check-customer: a signed-in seeded customer. */
  signIn(email: string, apiUrl?: string): Promise<SignedIn & { customerId: string }>;
  anonymous(): Promise<SignedIn>;
  /** The most recent code mailed to an address. */
  lastCode(email: string): string;
  /** Stops instance i (SIGTERM) and starts it again on the same port; drained first through HAProxy when it runs. */
  restartInstance(i: number): Promise<{ drainedMs: number; downMs: number }>;
  /** Every instance's Shopify stand-in slow or failing (devstore/shopify-admin's fault switch); `{}` ends it. */
  setCommerceFaults(faults: StandInFaults): Promise<void>;
  /** SIGKILL to instance i (no drain, no goodbye): HAProxy finds out by itself. */
  killInstance(i: number): void;
  /** HAProxy's view of instance i: its status (UP, DOWN, MAINT, …) and its current connections. */
  balancerState(i: number): Promise<{ status: string; current: number }>;
  stop(): Promise<void>;
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/** Waits for a TCP port to accept connections. */
async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), done(true)));
      socket.on('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const balancer = opts.balancer ?? true;
  if (balancer && !existsSync(HAPROXY)) throw new Error(`${HAPROXY} does not exist: apt-get install -y haproxy`);
  const dir = mkdtempSync(join(tmpdir(), 'status-cluster-'));
  const children: ChildProcess[] = [];
  const forget = atProcessEnd(() => {
    for (const child of children) killGroup(child);
  });

  const postgres = await startPostgres({ settings: { max_connections: '300' } });
  const databaseName = 'status_cluster';
  const databaseUrl = await postgres.createDatabase(databaseName);
  // Migrated and seeded once here, before any instance opens it (instances only migrate: already done).
  const db = await openDevstoreDatabase({ databaseUrl, poolSize: 3 });
  const emulator = await startAuthEmulator();
  const codes = new Map<string, string>();
  const smtp = await startSmtpInbox({ db: () => db, onMail: ({ to, code }) => code && codes.set(to, code) });

  const ports = await Promise.all(Array.from({ length: opts.instances }, () => freePort()));
  const startInstance = async (i: number): Promise<Instance> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/load/instance.ts'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: `${databaseUrl}?application_name=status-instance-${i + 1}`,
        DATABASE_POOL_SIZE: String(opts.poolSize ?? 10),
        PORT: String(ports[i]),
        STATUS_AUTH_EMULATOR_HOST: emulator.host,
        STATUS_PROJECT_ID: emulator.projectId,
        STATUS_STOREFRONT: STOREFRONT,
        STATUS_SMTP_URL: smtp.url,
        STATUS_LOAD_LIMITS: opts.limits ?? 'default',
      },
    });
    children.push(child);
    const line = await new Promise<string>((resolveLine, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', resolveLine);
      child.once('exit', (code) => reject(new Error(`instance ${i + 1} exited with ${code} before listening`)));
    });
    const { url, pid, shopifyAdminUrl } = JSON.parse(line) as { url: string; pid: number; shopifyAdminUrl: string };
    return { name: `i${i + 1}`, port: ports[i]!, url, pid, shopifyAdminUrl, child };
  };
  const instances = await Promise.all(ports.map((_, i) => startInstance(i)));

  let url = instances[0]!.url;
  let balancerPid: number | null = null;
  const socketPath = join(dir, 'admin.sock');
  if (balancer) {
    const port = await freePort();
    // Round-robin over the instances; /readyz checked every second, given 3 s to answer: three failures in a
    // row take an instance out, two good ones put it back, and a returning instance gets its share over 5 s
    // (slowstart). Measured: with 1 s to answer and no slowstart, a freshly started instance given all the
    // load answered its checks late, was taken out while the other was in maintenance, and HAProxy answered
    // 503 for a second. A request whose connection failed is re-sent to another instance (redispatch), and two
    // failed connections of live traffic take an instance out at once (observe layer4: a killed instance is out
    // in 0.1-0.3 s instead of the checks' 2.5-3 s; docs/decisions.md). STATUS_HAPROXY_LOG=1 logs every request.
    const config = [
      'global',
      '  maxconn 4096',
      ...(process.env.STATUS_HAPROXY_LOG ? ['  log stderr format raw local0'] : []),
      `  stats socket ${socketPath} mode 600 level admin`,
      'defaults',
      '  mode http',
      ...(process.env.STATUS_HAPROXY_LOG ? ['  log global', '  option httplog'] : []),
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  timeout check 3s',
      '  retries 2',
      '  option redispatch',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 3 rise 2 slowstart 5s observe layer4 error-limit 2 on-error mark-down',
      ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
      '',
    ].join('\n');
    writeFileSync(join(dir, 'haproxy.cfg'), config);
    const child = spawn(HAPROXY, ['-db', '-f', join(dir, 'haproxy.cfg')], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    balancerPid = child.pid ?? null;
    await waitForPort(port, 10_000);
    url = `http://127.0.0.1:${port}`;
  }

  const haproxy = (command: string) =>
    new Promise<string>((resolveAnswer, reject) => {
      let answer = '';
      const socket = connect(socketPath, () => socket.write(`${command}\n`));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolveAnswer(answer));
      socket.on('error', reject);
    });
  /** HAProxy's current connections to one instance and whether it counts it up, from `show stat`. */
  const serverStat = async (name: string) => {
    const csv = (await haproxy('show stat')).split('\n');
    const header = csv[0]!.replace(/^# /, '').split(',');
    const row = csv.map((l) => l.split(',')).find((cells) => cells[0] === 'instances' && cells[1] === name);
    const cell = (field: string) => row?.[header.indexOf(field)] ?? '';
    return { current: Number(cell('scur')), status: cell('status') };
  };

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

  const cluster: Cluster = {
    url,
    instances,
    postgres,
    balancerPid,
    databaseName,
    db,
    emulator,
    smtp,
    haproxy,
    anonymous: () => signInAnonymously(emulator.host),
    lastCode(email) {
      const code = codes.get(email.toLowerCase());
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async signIn(email, apiUrl = url) {
      const shopId = 'demo-store';
      const user = await signInWithEmailCode({ apiUrl, authEmulatorHost: emulator.host, shopId, email, readCode: async (to) => cluster.lastCode(to) });
      const response = await fetch(`${apiUrl}/member/check-customer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({ data: { shopId, customerEmail: email, statusId: user.anonymous.uid, anonUserId: user.anonymous.uid, anonIdToken: user.anonymous.idToken, acceptsMarketing: false } }),
      });
      const body = (await response.json()) as { customerId?: string };
      if (!response.ok || !body.customerId) throw new Error(`check-customer failed (${response.status}): ${JSON.stringify(body)}`);
      return { ...user, customerId: body.customerId };
    },
    async restartInstance(i) {
      const instance = cluster.instances[i]!;
      const started = Date.now();
      // A rolling restart: HAProxy sends the instance nothing new (maint), its requests in flight finish, then
      // it stops and starts again, and HAProxy checks it back in.
      if (balancer) {
        await haproxy(`set server instances/${instance.name} state maint`);
        for (let n = 0; n < 100 && (await serverStat(instance.name)).current > 0; n++) await new Promise((r) => setTimeout(r, 100));
      }
      const drainedMs = Date.now() - started;
      killGroup(instance.child, 'SIGTERM');
      await exited(instance.child);
      const fresh = await startInstance(i);
      cluster.instances[i] = fresh;
      if (balancer) {
        await haproxy(`set server instances/${instance.name} state ready`);
        for (let n = 0; n < 100 && !(await serverStat(instance.name)).status.startsWith('UP'); n++) await new Promise((r) => setTimeout(r, 100));
      }
      return { drainedMs, downMs: Date.now() - started - drainedMs };
    },
    async setCommerceFaults(faults) {
      for (const instance of cluster.instances) {
        const answer = await fetch(`${instance.shopifyAdminUrl}/devstore/faults`, { method: 'PUT', body: JSON.stringify(faults) });
        if (!answer.ok) throw new Error(`${instance.name}'s stand-in refused the faults ${JSON.stringify(faults)}: ${answer.status}`);
      }
    },
    killInstance(i) {
      killGroup(cluster.instances[i]!.child, 'SIGKILL');
    },
    balancerState: (i) => serverStat(cluster.instances[i]!.name),
    async stop() {
      for (const child of children.splice(0).reverse()) {
        killGroup(child, 'SIGTERM');
        await Promise.race([exited(child), new Promise((r) => setTimeout(r, 5_000))]);
        killGroup(child);
      }
      await smtp.stop();
      await emulator.stop();
      await db.close();
      await postgres.stop();
      forget();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** The CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const cluster = await startCluster({ instances: arg('instances', 2), poolSize: arg('pool', 10) });
  console.log(`HAProxy ${cluster.url} → ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}; PostgreSQL ${cluster.postgres.urlOf(cluster.databaseName)}`);
  console.log('Ctrl-C stops everything.');
}
