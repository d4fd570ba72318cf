// Starts the Firebase Auth emulator (firebase-tools CLI) for the devstore and for tests.
// Each instance gets its own temp folder with a generated firebase.json and its own TMPDIR, so two emulators
// (two test files, or tests beside `npm start`) never share ports or the CLI's hub locator file.
// Startup is CPU-bound inside firebase-tools: about 7-10 s on an idle 2-core box, almost all of it ajv
// compiling the emulator's OpenAPI validators up front. With fastStart (default) a preload makes that
// compile lazy (emulator-preload.cjs), which brings the start down to a few seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearAuthEmulator } from './test-tokens.ts';

export interface AuthEmulator {
  /** 'host:port' as FIREBASE_AUTH_EMULATOR_HOST and the web SDK's connectAuthEmulator expect it. */
  host: string;
  projectId: string;
  /** Milliseconds from spawn until the emulator answered. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartAuthEmulatorOptions {
  /** Port of the emulator; absent or 0 picks a free one. */
  port?: number;
  projectId?: string;
  /** Give up after this long (default 90 s). */
  timeoutMs?: number;
  /** Print the CLI's output (default: only on failure). */
  verbose?: boolean;
  /** Compile the emulator's request validators lazily (default true; see emulator-preload.cjs). */
  fastStart?: boolean;
  /** Start a process even when the tests share one (a test that stops the emulator on purpose). */
  own?: boolean;
}

/**
 * Set by the tests' global setup to 'host:port@pid' (the runner's pid) of one emulator (project demo-status) that a test process
 * shares: its files run one at a time, and each one's stop() clears the accounts, so the next starts empty.
 */
export const SHARED_EMULATOR_ENV = 'STATUS_SHARED_AUTH_EMULATOR';
const SHARED_PROJECT_ID = 'demo-status';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const firebaseBin = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');
const watchdog = join(here, 'emulator-watchdog.js');
const preload = join(here, 'emulator-preload.cjs');
const firebaseToolsDir = join(repoRoot, 'node_modules/firebase-tools');

/** A port the OS says is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function startAuthEmulator(opts: StartAuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = opts.projectId ?? 'demo-status';
  if (!/^demo-[a-z0-9-]+$/.test(projectId)) {
    // Only demo-* projects are guaranteed never to reach production services.
    throw new Error(`startAuthEmulator: projectId must look like demo-*, got '${projectId}'`);
  }
  const shared = process.env[SHARED_EMULATOR_ENV];
  if (shared && !opts.own && !opts.port && projectId === SHARED_PROJECT_ID) {
    // 'host:port@pid' of the test runner: its workers share it; a devstore a test spawns (npm start) does not.
    const [host, owner] = shared.split('@');
    if (host && (Number(owner) === process.pid || Number(owner) === process.ppid)) return sharedEmulator(host);
  }
  // 0 means "any free port" like for our other servers (firebase itself would take 0 literally).
  const [port, hubPort] = await Promise.all([opts.port ? opts.port : freePort(), freePort()]);
  const dir = mkdtempSync(join(tmpdir(), 'status-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      // The hub always starts; pin it to a free port so it never clashes with another instance.
      hub: { host: '127.0.0.1', port: hubPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

  const started = Date.now();
  const child = spawn(
    process.execPath,
    [watchdog, firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      detached: true, // own process group, so stop() can take the CLI and everything it spawned
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        TMPDIR: dir,
        START_LOGGING_EMULATOR: 'false',
        ...(opts.fastStart === false ? {} : { STATUS_EMULATOR_PRELOAD: preload, STATUS_FIREBASE_TOOLS_DIR: firebaseToolsDir }),
      },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000); // only the tail is shown on failure
    if (opts.verbose) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const killNow = () => killGroup(child, 'SIGKILL');
  process.once('exit', killNow);

  let exited = false;
  const exitedPromise = new Promise<void>((res) => child.once('exit', () => ((exited = true), res())));
  const host = `127.0.0.1:${port}`;
  const cleanup = () => {
    process.removeListener('exit', killNow);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(host, opts.timeoutMs ?? 90_000, () => exited);
  } catch (error) {
    killNow();
    cleanup();
    throw new Error(`Auth emulator did not start: ${(error as Error).message}\n${output.slice(-2000)}`);
  }
  const startupMs = Date.now() - started;

  let stopped: Promise<void> | null = null;
  return {
    host,
    projectId,
    startupMs,
    stop() {
      stopped ??= (async () => {
        child.stdin?.end(); // the watchdog sees EOF and shuts the CLI down
        const timer = new Promise<void>((res) => setTimeout(res, 3000).unref());
        await Promise.race([exitedPromise, timer]);
        killNow(); // whatever is left of the group
        cleanup();
      })();
      return stopped;
    },
  };
}

/**
 * The process's shared emulator, as if started for this caller: the web SDK's calls carry only an API key, which
 * the emulator maps to its one project, so callers share demo-status and stop() deletes its accounts.
 */
function sharedEmulator(host: string): AuthEmulator {
  let stopped: Promise<void> | null = null;
  return {
    host,
    projectId: SHARED_PROJECT_ID,
    startupMs: 0,
    stop() {
      stopped ??= clearAuthEmulator(host, SHARED_PROJECT_ID).catch(() => undefined);
      return stopped;
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Group already gone.
  }
}

async function waitUntilReady(host: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the firebase CLI exited early');
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) {
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        if (body.authEmulator?.ready) return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no answer from http://${host}/ within ${timeoutMs} ms`);
}
