// One devstore (its own data folder) and one Chromium per e2e file: started before the file's tests, the browser
// contexts a test opened closed after it, everything stopped and the folder removed after the file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startDevstore, type Devstore, type DevstoreOptions } from '../../devstore/index.ts';
import { testDatabase } from '../postgres-server.ts';
import { launchBrowser } from './browser.ts';

export interface E2eStore {
  readonly devstore: Devstore;
  readonly browser: Browser;
  /** A context the test opened; closed after the test. */
  track<C extends BrowserContext>(context: C): C;
}

export function useDevstore(name: string, options: Omit<DevstoreOptions, 'dataDir'> = {}): E2eStore {
  let devstore: Devstore | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let serverDb: Awaited<ReturnType<typeof testDatabase>> = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `status-e2e-${name}-`));
    // npm test's PostgreSQL job (STATUS_TEST_POSTGRES_URL): the devstore on a fresh database of that server.
    serverDb = await testDatabase();
    const databaseUrl = serverDb ? { databaseUrl: serverDb.url } : {};
    [devstore, browser] = await Promise.all([startDevstore({ quiet: true, ...options, ...databaseUrl, dataDir }), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await devstore?.stop();
    await serverDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error(`e2e ${name}: the devstore and Chromium start in beforeAll`);
    return value;
  };
  return {
    get devstore() {
      return started(devstore);
    },
    get browser() {
      return started(browser);
    },
    track(context) {
      contexts.push(context);
      return context;
    },
  };
}
