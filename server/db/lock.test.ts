// The data folder lock and the open-error path, on server/db directly (no emulator, no build): a second
// process on a folder is refused and names the holder while the first keeps working; a lock left by a killed
// process is taken over (also when its pid was reused, or it was left half-written); of processes racing for
// a stale lock exactly one wins; a damaged folder is reported with its path and what to do, never a bare
// wasm abort, and the copy from the last good start opens. npm start itself: devstore/start-lock.test.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../devstore/catalog/shops';
import { openDevstoreDatabase } from '../../devstore/seed/index';
import { DataFolderError, FolderLockedError } from './index';
import { lockFolder, lockPathOf } from './lock';

/** The devstore's seeded shops: what a folder that opened (and seeded) holds. */
const SEEDED_SHOPS = shops.length;

const fixture = fileURLToPath(new URL('./lock-holder.fixture.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'status-lock-test-'));
const template = join(root, 'template');
const children = new Set<ChildProcess>();
let serial = 0;

/** A fresh, migrated and seeded PGlite folder (a copy of one made once: initdb takes seconds). */
function freshFolder(): string {
  const dir = join(root, `db-${++serial}`);
  cpSync(template, dir, { recursive: true });
  return dir;
}

interface Holder {
  child: ChildProcess;
  /** Resolves with the first stdout line starting with one of the prefixes. */
  line(...prefixes: string[]): Promise<string>;
  exited: Promise<number | null>;
  stderr(): string;
}

function startHolder(mode: 'lock' | 'open', folder: string): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode, folder], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  const lines: string[] = [];
  const waiting: { prefixes: string[]; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const i = waiting.findIndex((w) => w.prefixes.some((p) => line.startsWith(p)));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
    else lines.push(line);
  });
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (children.delete(child), resolve(code))));
  return {
    child,
    exited,
    stderr: () => err,
    line(...prefixes) {
      const i = lines.findIndex((l) => prefixes.some((p) => l.startsWith(p)));
      if (i >= 0) return Promise.resolve(lines.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${prefixes.join("' or '")}' line; stderr: ${err}`)), 45_000);
        waiting.push({ prefixes, resolve: (l) => (clearTimeout(timer), resolve(l)) });
        void exited.then(() => setTimeout(() => reject(new Error(`exited before '${prefixes.join("' or '")}'; stderr: ${err}`)), 100));
      });
    },
  };
}

async function shopCount(folder: string): Promise<number> {
  const db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null });
  try {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from shops');
    return row!.n;
  } finally {
    await db.close();
  }
}

/** The pid of a process that has just ended (and was reaped). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

beforeAll(async () => {
  const db = await openDevstoreDatabase({ dataDir: template, databaseUrl: null });
  await db.close();
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second process and names the holder; the first keeps working', async () => {
    const folder = freshFolder();
    const first = startHolder('open', folder);
    const pid = Number((await first.line('ready')).split(' ')[1]);
    expect(JSON.parse(readFileSync(lockPathOf(folder), 'utf8'))).toMatchObject({ pid });

    // In this process: a typed error that says who holds it.
    const error = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolderLockedError);
    expect((error as Error).message).toContain(`${folder} is in use by process ${pid}`);
    expect((error as Error).message).toContain('lock-holder.fixture.ts open'); // its command
    expect((error as Error).message).toContain(`kill ${pid}`);

    // Another process: refused cleanly (the fixture exits 3 on a refusal, nothing on stderr).
    const second = startHolder('open', folder);
    expect(await second.line('refused')).toMatch(/^refused FolderLockedError: .* is in use by process \d+/);
    expect(await second.exited).toBe(3);
    expect(second.stderr()).toBe('');

    first.child.stdin!.write('count\n');
    expect(await first.line('count')).toBe(`count ${SEEDED_SHOPS}`);
    first.child.stdin!.end();
    expect(await first.exited).toBe(0);
    expect(existsSync(lockPathOf(folder))).toBe(false); // released on close
    expect(await shopCount(folder)).toBe(SEEDED_SHOPS);
  });

  it('refuses a second open in the same process', async () => {
    const folder = freshFolder();
    const lock = lockFolder(folder);
    try {
      expect(() => lockFolder(folder)).toThrow(/is in use by this process/);
      await expect(openDevstoreDatabase({ dataDir: folder, databaseUrl: null })).rejects.toBeInstanceOf(FolderLockedError);
    } finally {
      lock.release();
    }
    expect(existsSync(lockPathOf(folder))).toBe(false);
  });

  it('takes over the lock of a process killed with SIGKILL, data intact', async () => {
    const folder = freshFolder();
    const holder = startHolder('open', folder);
    await holder.line('ready');
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(existsSync(lockPathOf(folder))).toBe(true); // nothing ran to remove it
    const db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null });
    try {
      expect(JSON.parse(readFileSync(lockPathOf(folder), 'utf8')).pid).toBe(process.pid);
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from shops');
      expect(row!.n).toBe(SEEDED_SHOPS);
    } finally {
      await db.close();
    }
  });

  it('takes over a lock whose pid was reused by another process, and one left half-written', () => {
    const folder = freshFolder();
    const other = spawn('sleep', ['30']);
    children.add(other);
    try {
      // A live process, but not the one that took the lock: its start time differs.
      const lockPath = lockPathOf(folder);
      writeFileSync(lockPath, JSON.stringify({ pid: other.pid, command: 'old', since: '2020-01-01T00:00:00Z', procStart: '1', token: 'old' }));
      const lock = lockFolder(folder);
      expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
      lock.release();
      // Created and never written (the process died between open and write), a while ago.
      writeFileSync(lockPath, '');
      utimesSync(lockPath, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      lockFolder(folder).release();
      // A dead pid.
      writeFileSync(lockPath, JSON.stringify({ pid: deadPid(), command: 'old', since: '2020-01-01T00:00:00Z', token: 'dead' }));
      lockFolder(folder).release();
      expect(existsSync(lockPath)).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('lets exactly one of several processes racing for a stale lock have it', async () => {
    const folder = freshFolder();
    writeFileSync(lockPathOf(folder), JSON.stringify({ pid: deadPid(), command: 'old', since: '2020-01-01T00:00:00Z', token: 'dead' }));
    const racers = Array.from({ length: 5 }, () => startHolder('lock', folder));
    const outcomes = await Promise.all(racers.map((r) => r.line('ready', 'refused')));
    expect(outcomes.filter((o) => o.startsWith('ready'))).toHaveLength(1);
    expect(outcomes.filter((o) => o.startsWith('refused FolderLockedError'))).toHaveLength(4);
    for (const r of racers) r.child.stdin!.end();
    await Promise.all(racers.map((r) => r.exited));
    expect(existsSync(lockPathOf(folder))).toBe(false);
  });
});

describe('a folder that does not open', () => {
  it('says where it is and what to do, offers the copy from the last good start, and that copy opens', async () => {
    const folder = freshFolder();
    const backupDir = join(root, `backup-${serial}`);
    // Two good starts: the second one's copy holds what the first one wrote.
    let db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null, backupDir });
    expect(existsSync(backupDir)).toBe(true); // the folder existed (a copy of the template): copied before the open
    await db.query("update shops set name = 'Before the damage' where id = 'demo-store'");
    await db.close();
    db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null, backupDir });
    await db.close();

    rmSync(join(folder, 'global/pg_control')); // damaged: PGlite's wasm aborts on it
    const error = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null, backupDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFolderError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^The database folder ${folder} cannot be opened \\(PGlite: Aborted\\(\\)`));
    expect(message).toContain('move it aside or delete it');
    expect(message).toContain(`A copy taken at the last start that opened it is in ${backupDir}`);
    expect(existsSync(lockPathOf(folder))).toBe(false); // the failed open let go of the folder
    expect(existsSync(`${backupDir}.new`)).toBe(false); // the damaged folder did not replace the good copy

    // In a process of its own: the message and nothing else (PGlite itself prints nothing, no stack).
    const other = startHolder('open', folder);
    expect(await other.line('refused')).toMatch(/^refused DataFolderError: The database folder .* cannot be opened/);
    expect(await other.exited).toBe(3);
    expect(other.stderr()).toBe('');

    // Doing what it says brings the data back.
    renameSync(folder, `${folder}.broken`);
    cpSync(backupDir, folder, { recursive: true });
    db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null });
    try {
      const [row] = await db.query<{ name: string }>("select name from shops where id = 'demo-store'");
      expect(row!.name).toBe('Before the damage');
    } finally {
      await db.close();
    }
  });

  it('without a copy, says to move it aside or delete it; garbage in pg_control too', async () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'global/pg_control'), Buffer.alloc(8192, 0x5a));
    const error = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFolderError);
    expect((error as Error).message).toContain(`The database folder ${folder} cannot be opened`);
    expect((error as Error).message).toContain('move it aside or delete it');
    expect((error as Error).message).not.toContain('A copy taken');
    // Moved aside: the next open starts fresh.
    renameSync(folder, `${folder}.broken`);
    expect(await shopCount(folder)).toBe(SEEDED_SHOPS);
  });
});
