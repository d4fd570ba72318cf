// `npm start` itself, twice on one data folder and after a SIGKILL of its whole process group: the second
// start exits with code 1 naming the first (no stack trace) while the first keeps serving; after `kill -9`
// of the first one's group nothing of it is left (its build watcher and auth emulator run in groups of their
// own and must notice by themselves), and the next start takes the stale lock over. The build is a stand-in
// (devstore/start-build.fixture.ts): the real watcher would rewrite dist/ under other tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { lockPathOf } from '../server/db/lock';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'status-start-test-'));
const lockPath = lockPathOf(join(dataDir, 'pglite'));
const started: ChildProcess[] = [];
const seen = new Set<number>(); // every pid of every tree we started, for afterAll

interface Start {
  child: ChildProcess;
  urls: Promise<Record<string, string>>;
  exited: Promise<number | null>;
  output(): string;
}

function npmStart(): Start {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEVSTORE_DATA_DIR: dataDir,
    DEVSTORE_BUILD_SCRIPT: 'devstore/start-build.fixture.ts',
    STOREFRONT_PORT: '0',
    API_PORT: '0',
    AUTH_EMULATOR_PORT: '0',
  };
  delete env.DATABASE_URL;
  // detached: its own process group, as a terminal would give it, so `kill -9 -<pgid>` is the whole tree.
  const child = spawn('npm', ['start', '--silent'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  const urls: Record<string, string> = {};
  const ready = new Promise<Record<string, string>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`;
      const m = /^(storefront|api|inbox|admin): (http\S+)$/.exec(line);
      if (m) urls[m[1]!] = m[2]!;
      if (m?.[1] === 'admin') resolve(urls);
    });
    child.once('exit', () => reject(new Error(`npm start exited before it was up:\n${output}`)));
  });
  ready.catch(() => undefined);
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, urls: ready, exited, output: () => output };
}

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  stat: string;
  args: string;
}

function processes(): Proc[] {
  const out = spawnSync('ps', ['-eo', 'pid=,ppid=,pgid=,stat=,args=']).stdout.toString();
  return out
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const [pid, ppid, pgid, stat, ...args] = l.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), stat: stat!, args: args.join(' ') };
    });
}

/** The process and all its descendants, whatever group they are in. */
function tree(rootPid: number): Proc[] {
  const all = processes();
  const pids = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) if (pids.has(p.ppid) && !pids.has(p.pid)) (pids.add(p.pid), (grew = true));
  }
  const found = all.filter((p) => pids.has(p.pid));
  for (const p of found) seen.add(p.pid);
  return found;
}

/** Of these pids, the ones still running (a zombie has ended). */
function alive(pids: number[]): Proc[] {
  return processes().filter((p) => pids.includes(p.pid) && !p.stat.startsWith('Z'));
}

async function until<T>(what: string, fn: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }
  for (const pid of seen) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it('a second npm start on the folder exits naming the first; after kill -9 of the first nothing is left and the next start takes over', async () => {
  const first = npmStart();
  const urls = await first.urls;
  const firstTree = tree(first.child.pid!);
  const startPid = JSON.parse(readFileSync(lockPath, 'utf8')).pid as number;
  expect(firstTree.find((p) => p.pid === startPid)?.args).toContain('devstore/start.ts');
  expect(firstTree.some((p) => p.args.includes('start-build.fixture.ts'))).toBe(true); // the build watcher
  expect(first.output()).not.toContain('the widget build failed'); // its first-build line came through the watchdog
  expect(firstTree.some((p) => p.args.includes('emulators:start'))).toBe(true); // the auth emulator
  expect(firstTree.some((p) => p.pgid !== first.child.pid)).toBe(true); // some in groups of their own

  const second = npmStart();
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`[devstore] ${join(dataDir, 'pglite')} is in use by process ${startPid}`);
  expect(second.output()).toContain('devstore/start.ts');
  expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace
  expect(second.output()).not.toContain('storefront:');

  // The first one is untouched.
  expect((await fetch(urls.storefront!)).status).toBe(200);
  expect((await fetch(`${urls.api}/init/countries`)).status).toBe(200);

  process.kill(-first.child.pid!, 'SIGKILL');
  const pids = firstTree.map((p) => p.pid);
  await until('every process of the first start to end', () => alive(pids).length === 0).catch(() => {
    throw new Error(`left running after kill -9:\n${alive(pids).map((p) => `${p.pid} ${p.args}`).join('\n')}`);
  });
  expect(existsSync(lockPath)).toBe(true); // stale: nothing ran to remove it

  const third = npmStart();
  const again = await third.urls;
  expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).not.toBe(startPid);
  expect((await fetch(`${again.api}/init/countries`)).status).toBe(200);

  // Ctrl-C (SIGINT to the group) stops everything and lets go of the folder.
  const thirdTree = tree(third.child.pid!).map((p) => p.pid);
  process.kill(-third.child.pid!, 'SIGINT');
  await third.exited;
  await until('every process of the third start to end', () => alive(thirdTree).length === 0);
  expect(existsSync(lockPath)).toBe(false);
}, 120_000);

it("a SIGTERM or SIGINT to the npm process alone (a supervisor, an editor's stop button) stops everything too", async () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const start = npmStart();
    await start.urls;
    const pids = tree(start.child.pid!).map((p) => p.pid);
    // npm passes the signal to its script's process only: through `sh -c`, dash kept it (session 17), and npm
    // waited for a child that never heard it. The script `exec`s node (with tsx's
    // loader), so devstore/start.ts is npm's child and gets the signal itself.
    process.kill(start.child.pid!, signal);
    await until(`npm start to exit on ${signal}`, () => start.child.exitCode !== null || start.child.signalCode !== null, 20_000);
    await until(`every process of the start to end on ${signal}`, () => alive(pids).length === 0, 20_000).catch(() => {
      throw new Error(`left running after ${signal} to npm:\n${alive(pids).map((p) => `${p.pid} ${p.args}`).join('\n')}`);
    });
    expect(existsSync(lockPath)).toBe(false); // shut down, not killed: the folder is let go
  }
}, 120_000);
