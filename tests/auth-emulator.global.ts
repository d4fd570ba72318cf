// Global setup of the node and e2e test processes: one Firebase Auth emulator for the whole process. A test
// file's startAuthEmulator() then answers with it (its accounts cleared when the file stops it) instead of
// starting a process of its own, which costs seconds of CPU per file (docs/testing.md).
import { SHARED_EMULATOR_ENV, startAuthEmulator } from '../devstore/auth/emulator.ts';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[SHARED_EMULATOR_ENV]) return async () => undefined;
  const emulator = await startAuthEmulator({ own: true });
  process.env[SHARED_EMULATOR_ENV] = `${emulator.host}@${process.pid}`;
  return async () => {
    delete process.env[SHARED_EMULATOR_ENV];
    await emulator.stop();
  };
}
