// Runs the Firebase CLI as a child and takes the whole process group down when our parent goes away.
// Why a separate process: a parent killed with SIGKILL (or a crashed test worker) runs no exit handlers,
// but its end of our stdin pipe still closes, which we notice here. Plain JS so it starts without tsx.
// Usage: node emulator-watchdog.js <firebase-bin> <args...>   (spawned detached: we lead the group)
// Any node script works as <bin>: devstore/start.ts runs the widget's watch build (tsx) under it too.
// STATUS_EMULATOR_PRELOAD, when set, is a script preloaded into the CLI (see emulator-preload.cjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { basename } from 'node:path';

const [bin, ...args] = process.argv.slice(2);
if (!bin) {
  process.stderr.write('emulator-watchdog: missing firebase binary path\n');
  process.exit(2);
}

const preload = process.env.STATUS_EMULATOR_PRELOAD;
const nodeArgs = preload ? ['--require', preload] : [];
const child = spawn(process.execPath, [...nodeArgs, bin, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });

let stopping = false;
function killGroup(signal) {
  try {
    process.kill(-process.pid, signal); // negative pid: every process in our group, us included
  } catch {
    process.exit(0);
  }
}
function stop() {
  if (stopping) return;
  stopping = true;
  // A clean SIGTERM lets the CLI shut its servers down; SIGKILL follows if it hangs.
  try {
    child.kill('SIGTERM');
  } catch {
    /* already gone */
  }
  setTimeout(() => killGroup('SIGKILL'), 1500).unref();
}

process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  // Orphaned (parent gone): nobody else will remove the temp folder we run in.
  // Only ever the folder emulator.ts made for us.
  if (stopping && basename(process.cwd()).startsWith('status-auth-emulator-')) {
    rmSync(process.cwd(), { recursive: true, force: true });
  }
  process.exit(code ?? 0);
});
