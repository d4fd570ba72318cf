// Fault test: the API killed with SIGKILL in the middle of a burst of writes, then restarted on the same PGlite
// folder: every write that was acknowledged (a 2xx reached the client) is there, whole. The writes are
// collection creations with an item (two inserts in one transaction), from several shoppers at once; the
// kill lands while requests are in flight. PGlite keeps PostgreSQL's fsync and synchronous_commit on and
// relaxedDurability off (server/db/drivers.ts), so a commit is in the OS before the answer leaves.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthEmulator, startAuthEmulator } from '../../devstore/auth/emulator';
import { signInAnonymously, type SignedIn } from '../../devstore/auth/test-tokens';
import { openDevstoreDatabase } from '../../devstore/seed/index';

const fixture = fileURLToPath(new URL('./api-process.fixture.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'status-killed-api-'));
const PRODUCT = 7_400_000_001;
const WORKERS = 8;
let emulator: AuthEmulator;
const children = new Set<ChildProcess>();

function startApiProcess(): { child: ChildProcess; url: Promise<string>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, emulator.host, emulator.projectId], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => (children.delete(child), resolve(signal ?? code))));
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('api ') && resolve(line.slice(4)));
    void exited.then(() => reject(new Error(`the API process ended before it was up: ${err}`)));
  });
  url.catch(() => undefined);
  return { child, url, exited };
}

beforeAll(async () => {
  emulator = await startAuthEmulator();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write when the API is killed mid-write and restarted', async () => {
  const first = startApiProcess();
  const url = await first.url;
  const users: SignedIn[] = await Promise.all(Array.from({ length: WORKERS }, () => signInAnonymously(emulator.host)));

  let tried = 0;
  const acknowledged: string[] = [];
  let refused = 0; // an answer, but not 2xx (a rate limit, say): not acknowledged, not counted as lost
  let killed = false;
  const worker = async (user: SignedIn, w: number) => {
    for (let i = 0; !killed; i++) {
      const name = `w${w}-${i}`;
      tried++;
      try {
        const response = await fetch(`${url}/saved/wishlist-collection`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
          body: JSON.stringify({ data: { shopId: 'demo-store', collection: { name, items: [{ productId: PRODUCT }] } } }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(name);
        else refused++;
      } catch {
        return; // the connection died with the process: this one was never acknowledged
      }
    }
  };
  const writing = Promise.all(users.map(worker));
  // Kill once a fair number went through, while every worker has a request in flight.
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  first.child.kill('SIGKILL');
  killed = true;
  await first.exited;
  await writing;

  // Restarted on the same folder (its lock is stale now): up, and answering writes again.
  const second = startApiProcess();
  const url2 = await second.url;
  const after = await fetch(`${url2}/saved/wishlist-collection`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${users[0]!.idToken}` },
    body: JSON.stringify({ data: { shopId: 'demo-store', collection: { name: 'after-restart' } } }),
  });
  expect(after.status).toBe(200);
  second.child.stdin!.end();
  await second.exited;

  const db = await openDevstoreDatabase({ dataDir, databaseUrl: null });
  let stored: Map<string, number>;
  try {
    const rows = await db.query<{ name: string; items: number }>(
      `select c.name, (select count(*)::int from wishlist_collection_items i where i.collection_uuid = c.uuid) as items
       from wishlist_collections c where c.name ~ '^w[0-9]+-[0-9]+$'`,
    );
    stored = new Map(rows.map((r) => [r.name, r.items]));
  } finally {
    await db.close();
  }
  const missing = acknowledged.filter((name) => !stored.has(name));
  const torn = [...stored].filter(([, items]) => items !== 1).map(([name]) => name); // half a transaction
  const inFlightCommitted = stored.size - (acknowledged.length - missing.length);
  console.log(
    `[killed mid-write] tried ${tried} / acknowledged ${acknowledged.length} / missing ${missing.length}` +
      ` (refused ${refused}, unacknowledged but committed ${inFlightCommitted}, torn ${torn.length})`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);
  expect(tried).toBeGreaterThan(acknowledged.length + refused); // the kill caught requests in flight
  expect(missing).toEqual([]);
  expect(torn).toEqual([]);
}, 120_000);
