// Test helpers: the storefront alone on a free port with PGlite in a temp folder (no API, no auth emulator:
// storefront tests need neither), and a tiny browser-like HTTP client that keeps cookies.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db } from '../../server/db/index.ts';
import { openDevstoreDatabase } from '../seed/index.ts';
import { startStorefront } from './server.ts';

export interface TestStorefront {
  url: string;
  db: Db;
  stop(): Promise<void>;
}

export async function startTestStorefront(): Promise<TestStorefront> {
  const dir = await mkdtemp(path.join(tmpdir(), 'status-storefront-'));
  const db = await openDevstoreDatabase({ dataDir: path.join(dir, 'pglite') });
  const storefront = await startStorefront({
    db,
    apiUrl: 'http://127.0.0.1:9/api-not-started',
    authEmulatorHost: '127.0.0.1:9',
    projectId: 'demo-status',
    dataDir: dir,
    distDir: path.join(dir, 'dist'),
  });
  return {
    url: storefront.url,
    db,
    async stop() {
      await storefront.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar over fetch; redirects are not followed so tests can see them. */
export function createClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  async function request(pathname: string, init: RequestInit & { json?: unknown; form?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = new URLSearchParams(init.form);
    }
    const response = await fetch(new URL(pathname, baseUrl), { ...init, headers, body: body ?? null, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
  return {
    cookies,
    request,
    get: (pathname: string, init?: RequestInit) => request(pathname, init),
    postJson: (pathname: string, json: unknown) => request(pathname, { method: 'POST', json }),
    postForm: (pathname: string, form: Record<string, string>) => request(pathname, { method: 'POST', form }),
  };
}
