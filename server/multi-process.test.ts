// Limits hold with several API processes on one database. One PGlite serves the PostgreSQL wire protocol (@electric-sql/pglite-socket's connection
// handler); two API servers run as separate OS processes (server/api-process.ts), each reaching it with
// `pg` through a DATABASE_URL, so they share nothing but the database. Both answer 429 once the address's
// limit is used up between them, and 409 once a customer's addresses reach the cap between them (the store is
// the devstore's Admin API stand-in, run here on a database of its own, as Shopify's is).
//
// pglite-socket 0.0.22 (the version for PGlite 0.3) queues single protocol messages: with two connections, one's
// Parse/Bind/Execute/Sync could interleave with the other's and parallel requests hung. GroupQueue below gives
// the one PGlite session to a connection from its first message until PGlite reports ReadyForQuery 'idle' (the
// end of its statement, or of its transaction), which is what a real server's separate sessions amount to here.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthEmulator, startAuthEmulator } from '../devstore/auth/emulator';
import { type SignedIn, signInAnonymously } from '../devstore/auth/test-tokens';
import { openDevstoreDatabase } from '../devstore/seed/index';
import { type RunningShopifyAdmin, startShopifyAdmin } from '../devstore/shopify-admin/server';
import type { Db } from './db/types';
import { DEFAULT_LIMITS } from './rate-limit';

const here = dirname(fileURLToPath(import.meta.url));
const STOREFRONT = 'http://127.0.0.1:4599';
const shopId = 'demo-store';

interface ApiProcess {
  url: string;
  child: ChildProcess;
  stderr: string[];
}

/** Serialises whole statements (and transactions) of several connections onto PGlite's one session. */
class GroupQueue {
  private owner: number | null = null;
  private waiters: { id: number; resolve(): void; reject(error: Error): void }[] = [];

  constructor(private readonly db: PGlite) {}

  async enqueue(id: number, message: Uint8Array): Promise<Uint8Array> {
    if (this.owner === null) this.owner = id;
    else if (this.owner !== id) await new Promise<void>((resolve, reject) => this.waiters.push({ id, resolve, reject }));
    let out: Uint8Array;
    try {
      out = await this.db.runExclusive(() => this.db.execProtocolRaw(message));
    } catch (error) {
      this.release();
      throw error;
    }
    if (endsIdle(out)) this.release();
    return out;
  }

  clearQueueForHandler(id: number): void {
    for (const waiter of this.waiters.filter((w) => w.id === id)) waiter.reject(new Error('connection closed'));
    this.waiters = this.waiters.filter((w) => w.id !== id);
  }

  async clearTransactionIfNeeded(id: number): Promise<void> {
    if (this.owner !== id) return;
    if (this.db.isInTransaction()) await this.db.exec('rollback');
    this.release();
  }

  private release(): void {
    const next = this.waiters.shift();
    this.owner = next ? next.id : null;
    next?.resolve();
  }
}

/** Whether PGlite's answer ends with ReadyForQuery 'I' (idle: no statement or transaction open). */
function endsIdle(out: Uint8Array): boolean {
  let idle = false;
  for (let at = 0; at + 5 <= out.length; ) {
    const length = ((out[at + 1]! << 24) | (out[at + 2]! << 16) | (out[at + 3]! << 8) | out[at + 4]!) >>> 0;
    if (out[at] === 0x5a && length === 5) idle = out[at + 5] === 0x49;
    at += 1 + length;
  }
  return idle;
}

let lite: PGlite;
let socket: Server;
let emulator: AuthEmulator;
let db: Db;
let shopifyDb: Db;
let shopifyAdmin: RunningShopifyAdmin;
const apis: ApiProcess[] = [];
/** Both processes' cap on a customer's addresses (the default, 50, is as many as the store answers at once). */
const ADDRESS_CAP = 4;

function spawnApi(config: Record<string, unknown>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'api-process.ts')], {
    env: { ...process.env, STATUS_API_PROCESS: JSON.stringify(config) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start in 60 s:\n${stderr.join('\n')}`)), 60_000);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ url: (JSON.parse(line) as { url: string }).url, child, stderr });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}) before listening:\n${stderr.join('\n')}`));
    });
  });
}

function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => api.child.kill('SIGKILL'), 5_000);
    api.child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    api.child.stdin!.end(); // it exits when its stdin closes
  });
}

beforeAll(async () => {
  lite = await PGlite.create();
  const queue = new GroupQueue(lite);
  socket = createServer((connection) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    void handler.attach(connection);
  });
  const [, started] = await Promise.all([new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve)), startAuthEmulator()]);
  emulator = started;
  const databaseUrl = `postgres://postgres@127.0.0.1:${(socket.address() as { port: number }).port}/postgres`;
  db = await openDevstoreDatabase({ databaseUrl }); // migrates and seeds once, before the API processes open it
  shopifyDb = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  shopifyAdmin = await startShopifyAdmin({ db: shopifyDb, bucket: { maximumAvailable: 1_000_000, restoreRate: 1_000_000 } });
  const config = {
    databaseUrl,
    authEmulatorHost: emulator.host,
    projectId: emulator.projectId,
    storefront: STOREFRONT,
    shopifyAdmin: { url: shopifyAdmin.url, tokens: { [shopId]: shopifyAdmin.accessToken(shopId) } },
    storageLimits: { addressesPerCustomer: ADDRESS_CAP },
  };
  // One after the other: both would otherwise race to check the (already applied) migrations.
  apis.push(await spawnApi(config));
  apis.push(await spawnApi(config));
}, 120_000);

afterAll(async () => {
  await Promise.all(apis.map(stopApi));
  await db?.close();
  await shopifyAdmin?.stop();
  await shopifyDb?.close();
  await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
  await lite?.close();
  await emulator?.stop();
});

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const anonymousMany = (n: number) => Promise.all(Array.from({ length: n }, () => signInAnonymously(emulator.host)));

async function post(api: ApiProcess, path: string, user: SignedIn, data: Record<string, unknown>) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ data: { shopId, ...data } }),
  });
  return { status: response.status, body: (await response.json()) as any, retryAfter: response.headers.get('retry-after') };
}

const createOtc = (api: ApiProcess, user: SignedIn, email: string) => post(api, '/authentication/create-otc', user, { email });

describe('two API processes on one database', () => {
  it('are two processes with their own pids', () => {
    expect(apis).toHaveLength(2);
    expect(new Set(apis.map((a) => a.child.pid)).size).toBe(2);
    expect(apis[0]!.url).not.toBe(apis[1]!.url);
  });

  it('share the per-address limit: 5 codes in all, then both answer 429 with Retry-After', async () => {
    const victim = unique('shared');
    const users = await anonymousMany(8);
    const statuses: number[] = [];
    for (const [i, user] of users.entries()) {
      const reply = await createOtc(apis[i % 2]!, user, victim); // alternating processes
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.body.error.code).toBe('rate_limited');
        expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('let exactly 5 of 16 parallel requests through, split over both processes', async () => {
    const victim = unique('race');
    const users = await anonymousMany(16);
    const replies = await Promise.all(users.map((user, i) => createOtc(apis[i % 2]!, user, victim)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.mailPerAddress.limit);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(16 - DEFAULT_LIMITS.mailPerAddress.limit);
    const [mails] = await db.query<{ n: number }>('select count(*)::int as n from inbox where to_email = $1', [victim]);
    expect(mails!.n).toBe(DEFAULT_LIMITS.mailPerAddress.limit);
  });

  it('hold the address cap between them: of 8 parallel creations split over both, the cap lets exactly enough through', async () => {
    const SAM = '6000000002'; // one address in the store
    const [sam] = await anonymousMany(1);
    // Linked to Sam as check-customer links a signed-in shopper.
    await db.query('insert into customer_logins (uid, shop_id, customer_id, email) values ($1, $2, $3, $4)', [sam!.uid, shopId, SAM, 'sam@example.com']);
    const storeCount = async () => (await shopifyDb.query<{ n: number }>('select count(*)::int as n from addresses where customer_id = $1', [SAM]))[0]!.n;
    const before = await storeCount();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(apis[i % 2]!, `/customer/${shopId}/${SAM}/address`, sam!, {
          address: { firstName: 'Sam', lastName: `Rivera ${i}`, address1: `${i + 1} Pine Street`, city: 'Seattle', country: 'US', state: 'WA', postcode: '98101' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(ADDRESS_CAP - before);
    expect(replies.filter((r) => r.status === 409 && r.body.error.code === 'limit_reached')).toHaveLength(8 - (ADDRESS_CAP - before));
    expect(await storeCount()).toBe(ADDRESS_CAP);
    // Both processes took part; no lease is left behind.
    expect(await db.query('select key from leases')).toEqual([]);
  });

  it("share codes: a user's code sent through one process is replaced by its newer one sent through the other", async () => {
    const email = unique('replaced');
    const [requester] = await anonymousMany(1);
    const a = await createOtc(apis[0]!, requester!, email);
    const [codeA] = await db.query<{ code: string }>('select code from login_codes where id = $1', [a.body.codeId]);
    const b = await createOtc(apis[1]!, requester!, email);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stale = await post(apis[1]!, '/authentication/validate-otc', requester!, { otp: codeA!.code, ids: { codeId: a.body.codeId } });
    expect([stale.status, stale.body.error.code]).toEqual([400, 'expired_code']);
  });
});
