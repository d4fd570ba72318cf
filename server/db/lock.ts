// A lock on a data folder, so that only one process at a time opens it. Two PGlite instances on one folder
// (two `npm start` on one checkout) write over each other's files and can leave a folder that no longer opens.
// The lock is a file beside the folder, `<folder>.lock`, created with O_EXCL ('wx': exactly one creator wins),
// holding the owner's pid, command and process start time. A lock whose owner is gone (killed with SIGKILL:
// no code runs, the file stays) is stale and taken over; a pid that was reused by another process is told
// apart by its start time (/proc). Plain files, no native module: works wherever Node runs.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

export interface LockHolder {
  pid: number;
  /** What the holder runs (its argv, shortened). */
  command: string;
  /** ISO time the lock was taken. */
  since: string;
  /** The process's start time from /proc/<pid>/stat (clock ticks since boot), to tell a reused pid apart. */
  procStart?: string;
  host?: string;
  /** Random per lock, so a holder only ever removes its own file. */
  token: string;
}

export class FolderLockedError extends Error {
  readonly code = 'folder_locked';
  constructor(
    readonly folder: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(describeHolder(folder, lockPath, holder));
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  folder: string;
  lockPath: string;
  holder: LockHolder;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

/** The lock file of a folder: beside it, so moving or deleting the folder never touches the lock. */
export function lockPathOf(folder: string): string {
  return `${resolve(folder).replace(/\/+$/, '')}.lock`;
}

const held = new Map<string, FolderLock>(); // lockPath → lock, this process's
let exitHookInstalled = false;

/**
 * Takes the lock on `folder`, or throws FolderLockedError naming the live holder. A stale lock (its process is
 * gone) is taken over. Within one process a second lock on the same folder is refused as well.
 */
export function lockFolder(folder: string): FolderLock {
  const lockPath = lockPathOf(folder);
  const mine: LockHolder = {
    pid: process.pid,
    command: ownCommand(),
    since: new Date().toISOString(),
    ...(procStartOf(process.pid) ? { procStart: procStartOf(process.pid)! } : {}),
    host: hostname(),
    token: Math.random().toString(36).slice(2) + Date.now().toString(36),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readLock(lockPath);
      if (current === 'gone') continue; // released between our open and read: try again
      if (current === 'unreadable') {
        // Created but not written yet (another process is between its open and write), or left empty by a
        // process that died right there. Wait for the first; an old empty file is stale.
        if (ageMs(lockPath) < 2000) {
          sleep(50);
          continue;
        }
        removeStale(lockPath, null);
        continue;
      }
      if (current.pid === process.pid) {
        // Ours: held right now (a second open in this process), or left by an earlier process with our pid.
        if (held.get(lockPath)?.holder.token === current.token) throw new FolderLockedError(folder, lockPath, current);
      } else if (isAlive(current)) throw new FolderLockedError(folder, lockPath, current);
      removeStale(lockPath, current.token);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(mine, null, 2) + '\n');
    } finally {
      closeSync(fd);
    }
    let released = false;
    const lock: FolderLock = {
      folder,
      lockPath,
      holder: mine,
      release() {
        if (released) return;
        released = true;
        held.delete(lockPath);
        const current = readLock(lockPath);
        if (typeof current === 'object' && current.token === mine.token) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      },
    };
    held.set(lockPath, lock);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      // process.exit() and uncaught errors still run this; SIGKILL does not (that lock is then stale).
      process.on('exit', () => {
        for (const l of [...held.values()]) l.release();
      });
    }
    return lock;
  }
  throw new Error(`could not take the lock ${lockPath}: it keeps changing (another process is taking it?)`);
}

/** The live holder of the folder's lock, or null when it is free or stale. Does not take it. */
export function folderLockHolder(folder: string): LockHolder | null {
  const current = readLock(lockPathOf(folder));
  if (typeof current !== 'object') return null;
  if (current.pid === process.pid) return held.get(lockPathOf(folder))?.holder.token === current.token ? current : null;
  return isAlive(current) ? current : null;
}

export function describeHolder(folder: string, lockPath: string, holder: LockHolder): string {
  const who = holder.pid === process.pid ? `this process (pid ${holder.pid})` : `process ${holder.pid}`;
  const running = holder.command || liveCommand(holder.pid);
  return (
    `${folder} is in use by ${who}${running ? `: ${running}` : ''} (since ${holder.since}). ` +
    `Only one devstore can use a data folder at a time: stop that one first (kill ${holder.pid}), ` +
    `or give this one another folder. Lock file: ${lockPath}.`
  );
}

function readLock(lockPath: string): LockHolder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as LockHolder;
    if (Number.isInteger(parsed.pid) && parsed.pid > 0 && typeof parsed.token === 'string') return parsed;
  } catch {
    // half-written or not ours
  }
  return 'unreadable';
}

/**
 * Removes a stale lock, but only the one judged stale: two processes may find the same stale lock at once,
 * and the slower one must not remove the lock the faster one has just created. A guard file (O_EXCL again)
 * makes "check it is still the stale one, then remove it" one step.
 */
function removeStale(lockPath: string, staleToken: string | null): void {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else is taking it over; a guard older than a few seconds was left by a process that died there.
    if (ageMs(guard) > 5000) {
      try {
        unlinkSync(guard);
      } catch {
        // another process removed it
      }
    } else sleep(20);
    return;
  }
  try {
    const current = readLock(lockPath);
    const stillStale = staleToken === null ? current === 'unreadable' : typeof current === 'object' && current.token === staleToken;
    if (stillStale) unlinkSync(lockPath);
  } finally {
    closeSync(fd);
    try {
      unlinkSync(guard);
    } catch {
      // gone already
    }
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host && holder.host !== hostname()) return true; // another machine's (shared folder): cannot tell, assume alive
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: exists, another user's
  }
  const stat = procStat(holder.pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false; // exited, not yet reaped
    if (holder.procStart && stat.start !== holder.procStart) return false; // pid reused by another process
  }
  return true;
}

function procStat(pid: number): { state: string; start: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; fields restart after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! }; // field 3 is state, field 22 is starttime
  } catch {
    return null; // no /proc (macOS): liveness by kill(pid, 0) alone
  }
}

function procStartOf(pid: number): string | undefined {
  return procStat(pid)?.start;
}

function liveCommand(pid: number): string | null {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return argv.length ? shorten(argv) : null;
  } catch {
    return null;
  }
}

function ownCommand(): string {
  return shorten(process.argv);
}

function shorten(argv: string[]): string {
  const cwd = process.cwd() + '/';
  const text = argv.map((a) => (a.startsWith(cwd) ? a.slice(cwd.length) : a)).join(' ');
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
