// `npm start`: the widget build in watch mode plus the whole development store.
// Prints one line each for the storefront, API, inbox and merchant admin URLs, then every email (code or link) as it is
// sent. Ctrl-C stops everything it started; data stays in .devstore-data/ for the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startDevstore, type Devstore } from './index.ts';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FIRST_BUILD_DONE = 'build: dist/status.js and dist/chunks written';

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

/** `tsx esbuild.config.ts --watch` in its own process group, so stopping it takes its children too. */
function startWatchBuild(): { child: ChildProcess; firstBuild: Promise<boolean> } {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, 'esbuild.config.ts', '--watch'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
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

  if (!(await build.firstBuild)) {
    console.error('[build] the widget build failed: the storefront runs without the widget; fix it and restart.');
  }
  if (stopping) return;
  devstore = await startDevstore({
    storefrontPort: port('STOREFRONT_PORT', 3000),
    apiPort: port('API_PORT', 3001),
    authEmulatorPort: port('AUTH_EMULATOR_PORT', 9099),
  });
  if (stopping) return void (await devstore.stop());
  console.log(`storefront: ${devstore.storefrontUrl}`);
  console.log(`api: ${devstore.apiUrl}`);
  console.log(`inbox: ${devstore.inboxUrl}`);
  console.log(`admin: ${devstore.adminUrl}`);
}

main().catch((error) => {
  console.error('[devstore]', error instanceof Error ? error.message : error);
  process.exit(1);
});
