// The app proxy secret outside the devstore: DEV_APP_PROXY_SECRET is in this repository, so anyone could sign app
// proxy requests with it. Without the Auth emulator (authEmulatorHost null, production) the API refuses to start
// on it, or on no secret, and names the setting; with its own secret it checks signatures with that one. The
// devstore (emulator mode) keeps the development default. No emulator runs in this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevstoreDatabase } from '../devstore/seed/index';
import type { Db } from './db/types';
import { signedProxyQuery } from '../devstore/storefront/app-proxy';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { startApi, type StartApiOptions } from './server';

const STOREFRONT = 'http://127.0.0.1:4599';
let db: Db;
beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
});
afterAll(async () => {
  await db?.close();
});

const production = (opts: Partial<StartApiOptions>) =>
  startApi({
    db,
    storefrontOrigins: [STOREFRONT],
    authEmulatorHost: null,
    projectId: 'status-production-test',
    storefrontUrl: () => STOREFRONT,
    identity: { publicKeysUrl: 'http://127.0.0.1:9/certs' }, // never asked: no token is verified here
    log: () => undefined,
    ...opts,
  });

describe('app proxy secret', () => {
  it('refuses to start in production with the development secret, a blank one or none, naming the setting', async () => {
    const tries = [['none', undefined], ['blank', '  '], ['empty', ''], ['DEV_APP_PROXY_SECRET', DEV_APP_PROXY_SECRET]] as const;
    const refusals: string[] = [];
    for (const [what, secret] of tries) {
      // A server that starts anyway is closed at once (and the test fails below).
      const refusal = await production(secret === undefined ? {} : { appProxySecret: secret }).then(
        async (api) => void (await api.close()),
        (error: Error) => error.message,
      );
      expect([what, refusal]).toEqual([what, expect.stringMatching(/^Refusing to start: appProxySecret .*authEmulatorHost null.*startApi\(\{ appProxySecret \}\)/)]);
      refusals.push(refusal!);
    }
    expect(refusals[0]).toContain('is not set');
    expect(refusals[3]).toContain("is the devstore's public DEV_APP_PROXY_SECRET");
    console.info(`[app-proxy-secret] production starts tried with ${tries.length} unusable secrets, ${refusals.length} refused`);
  });

  it('verifies app proxy signatures with the secret it was given, not the development one', async () => {
    const api = await production({ appProxySecret: 'the-apps-own-secret' });
    try {
      const link = async (secret: string) => {
        const query = signedProxyQuery(new URLSearchParams(), { shop: 'demo-store.myshopify.com', customerId: null, now: Date.now() }, secret);
        const response = await fetch(`${api.url}/proxy/link?${query}`, { method: 'POST', body: '{}' });
        return { status: response.status, code: ((await response.json()) as { error?: { code?: string } }).error?.code };
      };
      expect(await link(DEV_APP_PROXY_SECRET)).toEqual({ status: 401, code: 'invalid_proxy_signature' });
      // Past the signature: the body has no idToken.
      expect(await link('the-apps-own-secret')).toEqual({ status: 400, code: 'invalid_request' });
    } finally {
      await api.close();
    }
  });

  it('keeps the development default with the Auth emulator', async () => {
    const api = await startApi({ db, storefrontOrigins: [STOREFRONT], authEmulatorHost: '127.0.0.1:9', projectId: 'demo-status', storefrontUrl: () => STOREFRONT, log: () => undefined });
    try {
      const query = signedProxyQuery(new URLSearchParams(), { shop: 'demo-store.myshopify.com', customerId: null, now: Date.now() }, DEV_APP_PROXY_SECRET);
      const response = await fetch(`${api.url}/proxy/link?${query}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(400);
    } finally {
      await api.close();
    }
  });
});
