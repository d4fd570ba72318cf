// How the API verifies ID tokens. With the Auth emulator it accepts unsigned tokens, so it
// refuses to listen anywhere but 127.0.0.1 and logs it. A production configuration (real project id, no
// emulator host) verifies signatures: here against a key server of our own (no internet on this machine),
// which also lets us take it down or make it hang. No emulator runs in this file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import type { Db } from './db/types';
import { IDENTITY_UNAVAILABLE_MESSAGE } from './context';
import { type ApiServer, startApi, type StartApiOptions } from './server';

const PROJECT = 'status-production-test';
const STOREFRONT = 'http://127.0.0.1:4599';

let db: Db;
// The API logs an identity outage (once a minute); here outages are the point, so they stay quiet.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
});
afterAll(async () => {
  warn.mockRestore();
  await db?.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 10,
    user_id: 'prod-user-1',
    sub: 'prod-user-1',
    iat: now - 10,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'anonymous' },
    ...overrides,
  };
}

function signed(key: KeyObject, kid: string, payload = claims()): string {
  const head = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
}

/** What the Auth emulator mints: alg none, no signature. */
const unsigned = (payload = claims()) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Serves { kid: PEM } like Google's certificate endpoint; 'down' closes the port, 'hang' never answers. */
async function keyServer(mode: 'up' | 'hang' = 'up'): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    if (mode === 'hang') return; // never answers
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
    res.end(JSON.stringify({ 'key-1': google.publicKey.export({ type: 'spki', format: 'pem' }) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function production(opts: Partial<StartApiOptions> = {}): Promise<ApiServer> {
  return startApi({
    db,
    storefrontOrigins: [STOREFRONT],
    authEmulatorHost: null,
    projectId: PROJECT,
    storefrontUrl: () => STOREFRONT,
    // A production API refuses to start on the public development secret (app-proxy-secret.test.ts).
    appProxySecret: 'production-test-app-secret',
    log: () => undefined,
    ...opts,
  });
}

async function who(api: ApiServer, token: string) {
  const started = Date.now();
  const response = await fetch(`${api.url}/authentication/create-otc`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any, ms: Date.now() - started };
}

describe('with the Auth emulator', () => {
  it('refuses to listen anywhere but 127.0.0.1', async () => {
    for (const hostname of ['0.0.0.0', '::', '192.0.2.1']) {
      await expect(
        startApi({ db, storefrontOrigins: [STOREFRONT], authEmulatorHost: '127.0.0.1:9', projectId: 'demo-status', storefrontUrl: () => STOREFRONT, hostname, log: () => undefined }),
      ).rejects.toThrow(/Refusing to listen on .*accepts unsigned ID tokens, so it listens on 127\.0\.0\.1 only/);
    }
  });

  it('says in its log that it verifies tokens against the emulator', async () => {
    const lines: string[] = [];
    const api = await startApi({ db, storefrontOrigins: [STOREFRONT], authEmulatorHost: '127.0.0.1:9', projectId: 'demo-status', storefrontUrl: () => STOREFRONT, log: (line) => lines.push(line) });
    await api.close();
    expect(lines).toEqual([expect.stringMatching(/verified against the Auth emulator at 127\.0\.0\.1:9: unsigned tokens are accepted, so the API listens on 127\.0\.0\.1 only/)]);
  });
});

describe('production configuration (real project id, no emulator host)', () => {
  let keys: Awaited<ReturnType<typeof keyServer>>;
  let api: ApiServer;
  beforeAll(async () => {
    keys = await keyServer();
    api = await production({ identity: { publicKeysUrl: keys.url } });
  });
  afterAll(async () => {
    await api?.close();
    await keys?.close();
  });

  it('refuses a demo-* project without the emulator, and starting beside an emulator-mode server', async () => {
    await expect(production({ projectId: 'demo-status' })).rejects.toThrow(/exists only in the Auth emulator/);
    const lines: string[] = [];
    await production({ identity: { publicKeysUrl: keys.url }, log: (line) => lines.push(line) }).then((second) => second.close());
    expect(lines).toEqual([`[devstore api] ID tokens verified with their signatures for project ${PROJECT}`]);
    await expect(
      startApi({ db, storefrontOrigins: [STOREFRONT], authEmulatorHost: '127.0.0.1:9', projectId: 'demo-status', storefrontUrl: () => STOREFRONT, log: () => undefined }),
    ).rejects.toThrow(/would make it accept unsigned tokens/);
  });

  it('accepts a token signed by the published key', async () => {
    const reply = await who(api, signed(google.privateKey, 'key-1'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it.each([
    ['an emulator-minted (unsigned) token', () => unsigned()],
    ['an unsigned token claiming RS256', () => unsigned().replace(/^[^.]+/, b64({ alg: 'RS256', kid: 'key-1', typ: 'JWT' }))],
    ['a token signed by another key under the published kid', () => signed(forger.privateKey, 'key-1')],
    ['a token with an unknown kid', () => signed(google.privateKey, 'key-2')],
    ['a signed token of another project', () => signed(google.privateKey, 'key-1', claims({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }))],
    ['an expired signed token', () => signed(google.privateKey, 'key-1', claims({ exp: Math.floor(Date.now() / 1000) - 60 }))],
  ])('refuses %s with 401 invalid_token', async (_name, token) => {
    const reply = await who(api, token());
    expect([reply.status, reply.body.error.code]).toEqual([401, 'invalid_token']);
  });

  it('answers 503 identity_unavailable, not 401, when the signing keys cannot be fetched (port closed)', async () => {
    const gone = await keyServer();
    await gone.close();
    const blind = await production({ identity: { publicKeysUrl: gone.url } });
    try {
      const reply = await who(blind, signed(google.privateKey, 'key-1'));
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ error: { code: 'identity_unavailable', message: IDENTITY_UNAVAILABLE_MESSAGE } });
      // An unsigned token is refused before any key is needed.
      expect((await who(blind, unsigned())).status).toBe(401);
    } finally {
      await blind.close();
    }
  });

  it('answers 503 within its timeout when the key server hangs', async () => {
    const stuck = await keyServer('hang');
    const slow = await production({ identity: { publicKeysUrl: stuck.url, verifyTimeoutMs: 1000 } });
    try {
      const reply = await who(slow, signed(google.privateKey, 'key-1'));
      expect(reply.status).toBe(503);
      expect(reply.ms).toBeLessThan(4000);
      expect((await fetch(`${slow.url}/init/countries`)).status).toBe(200); // and it still answers
    } finally {
      await slow.close();
      await stuck.close();
    }
  });

  it("against Google's real key URL without internet: 401 for an unsigned token, a clear answer for a signed one, no hang", async () => {
    const real = await production({ identity: { verifyTimeoutMs: 2000 } });
    try {
      expect((await who(real, unsigned())).status).toBe(401);
      const reply = await who(real, signed(google.privateKey, 'key-1'));
      // No internet: the keys cannot be fetched (503). With internet: our kid is not Google's (401).
      expect([503, 401]).toContain(reply.status);
      expect(reply.ms).toBeLessThan(4000);
    } finally {
      await real.close();
    }
  });
});
