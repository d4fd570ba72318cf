// `npm start`: the widget build in watch mode plus the whole development store.
// Prints one line each for the storefront, API, inbox, mail server (SMTP) and merchant admin URLs, then every email
// (code or link) as the mail server receives it. Ctrl-C stops everything it started; data stays in
// .devstore-data/ for the next start.
// One start per data folder: a second one says which process has it and exits with code 1 (server/db/lock.ts).
// Killed with SIGKILL (no code runs then), nothing is left behind: the build and the auth emulator each run
// under a watchdog that ends its process group when our end of its stdin pipe closes, and this process ends
// when its own parent (npm) goes away. It runs in node itself with tsx's loader (`node --import tsx`, package.json),
// not under tsx's CLI: that CLI relays a signal and SIGKILLs its child when the child has not acknowledged it
// within 30 ms, twice over (tsx 4's relaySignals), which left the data folder's lock behind on a busy machine.
// Env: DEVSTORE_DATA_DIR (default .devstore-data/); DEVSTORE_BUILD_SCRIPT replaces build/main.ts (tests:
// a stand-in that writes nothing to dist/).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { FolderLockedError, folderLockHolder, lockPathOf } from '../server/db/index.ts';
import { DEFAULT_DEVSTORE_DIR, startDevstore, type Devstore } from './index.ts';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FIRST_BUILD_DONE = 'build: dist/status.js and dist/chunks written';
const watchdog = path.join(repoRoot, 'devstore/auth/emulator-watchdog.js');
const dataDir = path.resolve(process.env.DEVSTORE_DATA_DIR || DEFAULT_DEVSTORE_DIR);

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

/**
 * `tsx build/main.ts --watch` in its own process group (stopping it takes its children too: tsx's node,
 * esbuild's service), led by the watchdog, which takes the group down when its stdin closes: when we exit,
 * however we exit, SIGKILL included.
 */
function startWatchBuild(): { child: ChildProcess; firstBuild: Promise<boolean> } {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const script = process.env.DEVSTORE_BUILD_SCRIPT || 'build/main.ts';
  const child = spawn(process.execPath, [watchdog, tsxCli, script, '--watch'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const firstBuild = new Promise<boolean>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(FIRST_BUILD_DONE)) resolve(true);
      else if (line.trim()) console.log(`[build] ${line}`);
    });
    child.once('exit', () => resolve(false));
  });
  createInterface({ input: child.stderr! }).on('line', (line) => line.trim() && console.error(`[build] ${line}`));
  return { child, firstBuild };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function main(): Promise<void> {
  // Another start has the data folder: say who, before building anything (openDatabase checks again, atomically).
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!process.env.DATABASE_URL) {
    const holder = folderLockHolder(pgliteDir);
    if (holder) throw new FolderLockedError(pgliteDir, lockPathOf(pgliteDir), holder);
  }
  const build = startWatchBuild();
  let devstore: Devstore | undefined;
  let stopping = false;

  // Last resort: whatever way this process ends, the build's process group goes with it.
  process.on('exit', () => killGroup(build.child, 'SIGKILL'));
  const shutdown = async (code: number) => {
    if (stopping) process.exit(code); // a second Ctrl-C: do not wait
    stopping = true;
    killGroup(build.child, 'SIGTERM');
    await devstore?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));
  // Our parent (npm) killed with SIGKILL leaves us orphaned, holding ports and the data
  // folder: go too. An orphan is adopted by init or a subreaper, so its ppid changes.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown(1);
  }, 500).unref();

  if (!(await build.firstBuild)) {
    console.error('[build] the widget build failed: the storefront runs without the widget; fix it and restart.');
  }
  if (stopping) return;
  devstore = await startDevstore({
    dataDir,
    storefrontPort: port('STOREFRONT_PORT', 3000),
    apiPort: port('API_PORT', 3001),
    authEmulatorPort: port('AUTH_EMULATOR_PORT', 9099),
    smtpPort: port('SMTP_PORT', 0),
  });
  if (stopping) return void (await devstore.stop());
  console.log(`storefront: ${devstore.storefrontUrl}`);
  console.log(`api: ${devstore.apiUrl}`);
  console.log(`inbox: ${devstore.inboxUrl}`);
  console.log(`smtp: ${devstore.smtpUrl}`);
  console.log(`admin: ${devstore.adminUrl}`);
}

main().catch((error) => {
  // The message only, no stack: a locked (FolderLockedError) or damaged (DataFolderError) data folder says
  // what to do in it.
  console.error('[devstore]', error instanceof Error ? error.message : error);
  process.exit(1);
});
