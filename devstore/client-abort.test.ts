// A client that gives up in the middle of an upload (a closed tab, a lost connection): a raw socket sends the
// headers and part of a large body, then is destroyed. The API and the storefront must log at most one line per
// abort, without a stack trace (it is not a server fault), and keep answering. The console is captured here.
import net from 'node:net';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDevstoreDatabase } from './seed/index.ts';
import type { Db } from '../server/db/types.ts';
import { type ApiServer, startApi } from '../server/server.ts';
import { startTestStorefront, type TestStorefront } from './storefront/test-storefront.ts';

const ADMIN_TOKEN = 'client-abort-test-admin-token-0123456789';
let db: Db;
let api: ApiServer;
let store: TestStorefront;
const logged: string[] = [];
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
const spies = methods.map((m) => vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void logged.push(format(...args))));

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  api = await startApi({
    db,
    storefrontOrigins: ['http://127.0.0.1:4599'],
    authEmulatorHost: '127.0.0.1:9',
    projectId: 'demo-status',
    storefrontUrl: () => 'http://127.0.0.1:4599',
    adminToken: ADMIN_TOKEN,
    log: () => undefined,
  });
  store = await startTestStorefront();
});
afterAll(async () => {
  await api?.close();
  await db?.close();
  await store?.stop();
  for (const spy of spies) spy.mockRestore();
});

interface Upload {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Content-Length announced; absent: chunked. */
  length?: number;
  /** Bytes sent before the socket is destroyed. */
  sent: number;
}

/** Sends the request line, headers and `sent` bytes of the body, waits a moment, destroys the socket. */
async function abortUpload(baseUrl: string, upload: Upload): Promise<void> {
  const { hostname, port, host } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => undefined);
  const headers = { host, 'content-type': 'application/json', ...upload.headers, ...(upload.length ? { 'content-length': String(upload.length) } : { 'transfer-encoding': 'chunked' }) };
  socket.write(`${upload.method ?? 'POST'} ${upload.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
  const part = `{"data":{"shopId":"demo-store","items":"${'x'.repeat(upload.sent)}`;
  socket.write(upload.length ? part : `${part.length.toString(16)}\r\n${part}\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 150));
  socket.destroy();
}

/** What the servers logged while `run` ran, once they have had time to notice the abort. */
async function logDuring(run: () => Promise<void>): Promise<string[]> {
  const from = logged.length;
  await run();
  await new Promise((resolve) => setTimeout(resolve, 400));
  return logged.slice(from);
}

const STACK = /\n\s+at /;

describe('aborted uploads', () => {
  const apiUploads: Upload[] = [
    { path: '/products/batch', length: 90_000, sent: 30_000 },
    { path: '/products/batch', sent: 30_000 },
    { path: '/admin/shops/demo-store/settings/theme', method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, length: 90_000, sent: 30_000 },
  ];
  const storefrontUploads: Upload[] = [
    { path: '/apps/status/link', length: 5_000_000, sent: 200_000 },
    { path: '/apps/status/link', sent: 200_000 },
    { path: '/cart/add.js', length: 5_000_000, sent: 200_000 },
    { path: '/account/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, length: 5_000_000, sent: 200_000 },
  ];

  it.each([
    ['API', () => api.url, apiUploads],
    ['storefront', () => store.url, storefrontUploads],
  ] as const)('the %s logs at most one line per abort, with no stack, and keeps answering', async (name, url, uploads) => {
    let lines = 0;
    for (const upload of uploads) {
      const output = await logDuring(() => abortUpload(url(), upload));
      const what = `${upload.method ?? 'POST'} ${upload.path} (${upload.length ? `Content-Length ${upload.length}` : 'chunked'})`;
      expect(output.filter((line) => STACK.test(line)), `${what} logged a stack`).toEqual([]);
      expect(output.length, `${what} logged ${JSON.stringify(output)}`).toBeLessThanOrEqual(1);
      for (const line of output) expect(line).toMatch(new RegExp(`${upload.method ?? 'POST'} ${upload.path.replace(/[/.]/g, '\\$&')}: the client closed the connection before the request body ended`));
      lines += output.length;
    }
    expect((await fetch(url())).status).toBeLessThan(500);
    // console is captured: the figures go straight to the test output.
    process.stdout.write(`[client-abort] ${name}: ${uploads.length} uploads aborted mid-body, ${lines} one-line log entries, 0 stack traces\n`);
  });
});
