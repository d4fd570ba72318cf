// A plugin being written is served by `status-plugin dev` on http://127.0.0.1:<port>: the merchant admin's API
// accepts such a URL for a shop in development only. In production (no Auth emulator, or NODE_ENV=production)
// an http:// plugin URL is refused with a field error and nothing is saved, and no plugin's manifest is read from
// a loopback address. Over real HTTP, PGlite in memory.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import { getShop } from './db/shops';
import type { Db } from './db/types';
import { type ApiServer, startApi, type StartApiOptions } from './server';

const TOKEN = 'test-admin-token-plugin-urls-0123456789abcdefghijklmnop';
const STOREFRONT = 'http://127.0.0.1:9';
const LOCAL = [
  { id: 'hello-cards', src: 'http://127.0.0.1:5174/hello-cards.js' },
  { id: 'other-cards', src: 'http://localhost:5175/other-cards.js', isActive: false },
];

let db: Db;
beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
});
afterAll(async () => {
  await db?.close();
});

async function withApi<T>(opts: Partial<StartApiOptions>, fn: (api: ApiServer) => Promise<T>): Promise<T> {
  const api = await startApi({
    db,
    storefrontOrigins: [STOREFRONT],
    authEmulatorHost: '127.0.0.1:9', // never contacted by admin calls
    projectId: 'demo-plugin-urls',
    storefrontUrl: () => STOREFRONT,
    adminToken: TOKEN,
    log: () => undefined,
    ...opts,
  });
  try {
    return await fn(api);
  } finally {
    await api.close();
  }
}

const production: Partial<StartApiOptions> = { authEmulatorHost: null, projectId: 'status-production-test', appProxySecret: 'production-test-app-secret' };

async function putPlugins(api: ApiServer, entries: unknown) {
  const response = await fetch(`${api.url}/admin/shops/demo-store/settings/plugins`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: entries }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string; fields: { path: string; message: string }[] } } };
}

const storedPlugins = async () => (await getShop(db, 'demo-store'))!.settings.plugins;

describe('local plugin URLs (status-plugin dev)', () => {
  it('are accepted in development, on 127.0.0.1 and localhost only', async () => {
    await withApi({}, async (api) => {
      const saved = await putPlugins(api, LOCAL);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await storedPlugins()).toEqual(LOCAL);
      // Any other http host is a plain-text download a network could rewrite: refused everywhere.
      for (const src of ['http://dev.example.com:5174/x.js', 'http://127.0.0.1.example.com/x.js', 'http://localhost@evil.example/x.js']) {
        const refused = await putPlugins(api, [{ id: 'x-cards', src }]);
        expect(refused.status, src).toBe(400);
        expect(refused.body.error!.fields.map((f) => f.path)).toEqual(['[0].src']);
      }
      expect(await storedPlugins()).toEqual(LOCAL);
    });
  });

  it('are refused in production (no Auth emulator), naming the field, and nothing is saved', async () => {
    const before = await storedPlugins();
    await withApi(production, async (api) => {
      const refused = await putPlugins(api, [{ id: 'acme', src: 'https://cdn.acme.example/acme.js' }, ...LOCAL]);
      expect(refused.status).toBe(400);
      expect(refused.body.error!.fields).toEqual([
        { path: '[1].src', message: 'must be an https:// URL or a path on the shop: http:// plugin URLs are for local development only' },
        { path: '[2].src', message: 'must be an https:// URL or a path on the shop: http:// plugin URLs are for local development only' },
      ]);
      expect(refused.body.error!.message).toMatch(/^plugins\[1\]\.src: must be an https:\/\/ URL .* \(and 1 more\)$/);
      expect(await storedPlugins()).toEqual(before);
      // https and shop paths still save.
      const ok = await putPlugins(api, [{ id: 'acme', src: 'https://cdn.acme.example/acme.js' }, { id: 'proxied', src: '/apps/proxied/proxied.js' }]);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    });
  });

  it('are refused with NODE_ENV=production even beside the Auth emulator', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await withApi({}, async (api) => {
        const refused = await putPlugins(api, LOCAL);
        expect(refused.status).toBe(400);
        expect(refused.body.error!.fields.map((f) => f.path)).toEqual(['[0].src', '[1].src']);
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('are never fetched from a loopback address in production, even on https and after DNS resolution', async () => {
    // A plain-HTTP server: any attempt to read a manifest there would show up as a connection.
    let connections = 0;
    const server = createServer((_req, res) => res.writeHead(200).end('{}')).on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await withApi(production, async (api) => {
        const entries = [
          { id: 'by-name', src: `https://localhost:${port}/by-name.js` },
          { id: 'by-address', src: `https://127.0.0.1:${port}/by-address.js` },
        ];
        expect((await putPlugins(api, entries)).status).toBe(200);
        for (const { id } of entries) {
          const response = await fetch(`${api.url}/admin/shops/demo-store/settings/${id}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
            body: JSON.stringify({ data: { anything: 1 } }),
          });
          const body = (await response.json()) as { warning?: string };
          expect(response.status).toBe(200);
          expect(body.warning).toContain('is on a private, loopback or link-local address, which this server does not fetch from');
        }
      });
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
