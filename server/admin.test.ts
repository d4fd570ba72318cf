// The merchant admin's calls over real HTTP (PGlite in memory; no Auth emulator: admin calls never touch it).
// A tiny HTTP server stands in for the storefront origin, publishing a third-party plugin's manifest; a second
// one is an origin a redirect must not lead the API to (plugin-manifests.test.ts has the rest of the fence).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getShop } from './db/shops';
import type { Db } from './db/types';
import { type ApiServer, startApi } from './server';
import { startBareApi } from './test-harness';

const TOKEN = 'test-admin-token-0123456789abcdefghijklmnopqrstuvwxyz';
const shopId = 'demo-store';

let db: Db;
let api: ApiServer;
let storefront: Server;
let storefrontOrigin: string;
let elsewhere: Server;
let elsewhereOrigin: string;
let elsewhereHits = 0;

const MANIFEST = {
  id: 'acme-test',
  name: 'Acme Test',
  version: '1.2.3',
  provider: 'Acme',
  slots: ['acme-test.rewardsInfo'],
  settingsSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      pointsName: { type: 'string', minLength: 1, maxLength: 30 },
      multiplier: { type: 'number', minimum: 1, maximum: 10 },
    },
  },
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  storefront = createServer((req, res) => {
    if (req.url === '/plugins/acme-test.manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    } else if (req.url === '/plugins/redirect.manifest.json') {
      res.writeHead(302, { location: `${elsewhereOrigin}/evil.manifest.json` }).end();
    } else res.writeHead(404).end();
  });
  elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  elsewhere.on('connection', () => elsewhereHits++);
  [storefrontOrigin, elsewhereOrigin] = await Promise.all([listen(storefront), listen(elsewhere)]);
  ({ api, db } = await startBareApi({ projectId: 'demo-admin-test', storefrontOrigins: [storefrontOrigin], adminToken: TOKEN }));
});

afterAll(async () => {
  await api?.close();
  await db?.close();
  await new Promise((resolve) => storefront?.close(resolve));
  await new Promise((resolve) => elsewhere?.close(resolve));
});

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

async function call(method: string, path: string, opts: { token?: string | null; body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = opts.token === undefined ? TOKEN : opts.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${api.url}${path}`, { method, headers, ...(opts.body !== undefined ? { body: opts.body } : {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * A PUT on a connection of its own: the API answers 413 before reading a huge body and closes that socket,
 * which fetch's keep-alive pool might otherwise hand to the next test.
 */
function putOnOwnSocket(path: string, body: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, { method: 'PUT', agent: false, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: new Headers() }));
    });
    req.on('error', reject).end(body);
  });
}

const put = (group: string, data: unknown, shop = shopId) => call('PUT', `/admin/shops/${shop}/settings/${group}`, { body: JSON.stringify({ data }) });
const settingsNow = async () => (await getShop(db, shopId))!.settings;

describe('admin API: authentication', () => {
  it.each([
    ['no Authorization header', null, undefined, 'unauthenticated'],
    ['a wrong token', 'not-the-token', undefined, 'invalid_token'],
    ['a token one character short', TOKEN.slice(0, -1), undefined, 'invalid_token'],
    ['Basic auth', null, { authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` }, 'invalid_token'],
    ['a long token', 'x'.repeat(5000), undefined, 'invalid_token'],
  ])('refuses %s with 401', async (_what, token, headers, code) => {
    for (const [method, path, body] of [
      ['GET', `/admin/shops/${shopId}/settings`, undefined],
      ['PUT', `/admin/shops/${shopId}/settings/orders`, JSON.stringify({ data: { isActive: false } })],
      ['PUT', `/admin/shops/no-such-shop/settings/orders`, JSON.stringify({ data: { isActive: false } })],
    ] as const) {
      const reply = await call(method, path, { token, ...(headers ? { headers } : {}), ...(body ? { body } : {}) });
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body.error.code).toBe(code);
    }
    expect((await settingsNow()).orders).not.toEqual({ isActive: false });
  });

  it('lets the storefront origin call with the token (CORS), and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/admin/shops/${shopId}/settings/orders`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const ours = await preflight(storefrontOrigin);
    expect(ours.headers.get('access-control-allow-origin')).toBe(storefrontOrigin);
    expect(ours.headers.get('access-control-allow-methods')).toContain('PUT');
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 401 to everything when started without a token', async () => {
    const bare = await startApi({ db, storefrontOrigins: [storefrontOrigin], authEmulatorHost: '127.0.0.1:9', projectId: 'demo-admin-test', storefrontUrl: () => storefrontOrigin });
    try {
      const reply = await fetch(`${bare.url}/admin/shops/${shopId}/settings`, { headers: { authorization: 'Bearer ' } });
      expect(reply.status).toBe(401);
      expect(((await reply.json()) as any).error.code).toBe('admin_disabled');
    } finally {
      await bare.close();
    }
  });
});

describe('admin API: core settings groups', () => {
  it('reads a shop\'s settings, never cached', async () => {
    const reply = await call('GET', `/admin/shops/${shopId}/settings`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ shopId, name: expect.any(String), settings: { loopPoints: { isActive: true }, stampPoints: { isActive: true } } });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('saves a valid group to the database and keeps every other group', async () => {
    const before = await settingsNow();
    // One points provider's group (each points plugin has its own): the other one's stays as it was.
    const points = { ...(before.loopPoints as object), name: 'Stars', isActive: true };
    const reply = await put('loopPoints', points);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ shopId, group: 'loopPoints', value: points });

    const after = await settingsNow();
    expect(after.loopPoints).toEqual(points);
    expect({ ...after, loopPoints: before.loopPoints }).toEqual(before);
    const read = await call('GET', `/admin/shops/${shopId}/settings`);
    expect(read.body.settings.loopPoints).toEqual(points);
    expect(read.body.settings.stampPoints).toEqual(before.stampPoints);
    // The single core points group is gone.
    expect((await put('points', points)).status).toBe(400);

    // Turning a plugin off and on: the activeBy group's isActive.
    expect((await put('orders', { isActive: false })).status).toBe(200);
    expect((await settingsNow()).orders).toEqual({ isActive: false });
    expect((await put('orders', { isActive: true })).status).toBe(200);
    expect((await settingsNow()).orders).toEqual({ isActive: true });
  });

  it('refuses an invalid value with every failing field, and saves nothing', async () => {
    const before = await settingsNow();
    const reply = await put('stampPoints', { isActive: 'yes', name: 42, bogus: true });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_settings');
    expect(reply.body.error.message).toMatch(/^stampPoints\./);
    expect(reply.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'isActive', message: 'must be boolean' },
        { path: 'name', message: 'must be string' },
        { path: 'bogus', message: 'is not allowed' },
      ]),
    );

    const content = await put('content', [{ id: 'a', type: 'link-list', slot: 'Not A Slot', links: [{ label: 'x' }] }]);
    expect(content.status).toBe(400);
    expect(content.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: '[0].slot', message: expect.stringMatching(/^must match pattern/) },
        { path: '[0].links[0].url', message: 'is required' },
      ]),
    );
    expect(await settingsNow()).toEqual(before);
  });

  it('refuses unknown groups (400) and unknown shops (404)', async () => {
    for (const group of ['nope', 'constructor', '__proto__', 'toString', 'a'.repeat(300), '%00', 'orders%2F..', "x'--"]) {
      const reply = await put(group, {});
      expect([400, 404], `${group}: ${JSON.stringify(reply.body)}`).toContain(reply.status);
      if (reply.status === 400) expect(reply.body.error.code).toBe('unknown_group');
    }
    for (const shop of ['no-such-shop', 'DEMO-STORE', '..', 'a'.repeat(500), '%00', "demo-store'--"]) {
      const get = await call('GET', `/admin/shops/${shop}/settings`);
      expect(get.status, shop).toBe(404);
      expect(['unknown_shop', 'not_found']).toContain(get.body.error.code); // '..' matches no route at all
      const reply = await put('orders', { isActive: false }, shop);
      expect(reply.status, shop).toBe(404);
    }
    expect((await settingsNow()).orders).toEqual({ isActive: true });
  });

  it('never answers 500 to hostile bodies, and saves none of them', async () => {
    const before = await settingsNow();
    const path = `/admin/shops/${shopId}/settings/loopPoints`;
    const cases: [string, string, number][] = [
      ['invalid JSON', '{"data": {', 400],
      ['an empty body', '', 400],
      ['a JSON array', '[1,2,3]', 400],
      ['a JSON string', '"points"', 400],
      ['null', 'null', 400],
      ['no data key', '{"points": {}}', 400],
      ['data that is not an object', '{"data": [1]}', 400],
      ['data null', '{"data": null}', 400],
      ['a NUL character in a value', '{"data": {"name": "a\\u0000b"}}', 400],
      ['a NUL character in a key', '{"data": {"na\\u0000me": "x"}}', 400],
      ['a lone surrogate', '{"data": {"name": "\\ud800"}}', 400],
      ['deep nesting', `{"data": {"name": ${'['.repeat(5000)}${']'.repeat(5000)}}}`, 400],
      ['a number too large', '{"data": {"name": 1e999}}', 400],
      ['__proto__ keys', '{"data": {"__proto__": {"isActive": false}, "constructor": {"prototype": {"x": 1}}}}', 400],
    ];
    for (const [what, body, status] of cases) {
      const reply = await call('PUT', path, { body });
      expect(reply.status, `${what}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(status);
      expect(reply.body.error.code, what).toEqual(expect.any(String));
    }
    const huge = await putOnOwnSocket(path, JSON.stringify({ data: { name: 'x'.repeat(200_000) } }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('body_too_large');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(await settingsNow()).toEqual(before);

    // Bytes that are not UTF-8 decode to U+FFFD: a valid string, stored as such.
    const bytes = new TextEncoder().encode('{"data":{"isActive":true,"name":"_"}}');
    bytes[bytes.indexOf(0x5f)] = 0xff;
    const odd = await call('PUT', path, { body: bytes });
    expect(odd.status).toBe(200);
    expect(odd.body.value.name).toBe('\ufffd');
  });
});

describe('admin API: third-party plugins', () => {
  beforeEach(async () => {
    const entries = [
      { id: 'acme-test', src: '/plugins/acme-test.js', isActive: true },
      { id: 'far-away', src: 'https://cdn.example.invalid/far-away.js', isActive: true },
      { id: 'redirected', src: '/plugins/redirect.js', isActive: false },
    ];
    expect((await put('plugins', entries)).status).toBe(200);
  });

  it('refuses a dynamic page slot that is neither in the catalogue nor a listed plugin\'s, naming it', async () => {
    const before = (await settingsNow()).dynamicPages;
    const page = (slots: string[]) => [{ route: 'rewards', heading: 'Rewards', content: slots.map((slot) => ({ type: 'slot', slot })) }];
    const typo = await put('dynamicPages', page(['forYou.points', 'acme-tset.rewardsInfo']));
    expect(typo.status).toBe(400);
    expect(typo.body.error.fields).toEqual([
      { path: '[0].content[1].slot', message: "'acme-tset.rewardsInfo' is not a slot of the catalogue nor of one of the shop's plugins" },
    ]);
    expect((await settingsNow()).dynamicPages).toEqual(before);

    const saved = await put('dynamicPages', page(['forYou.points', 'acme-test.rewardsInfo']));
    expect(saved.status).toBe(200);
    expect((await settingsNow()).dynamicPages).toEqual(page(['forYou.points', 'acme-test.rewardsInfo']));
  });

  it('validates the plugins list, with unique ids that are not core groups', async () => {
    const before = (await settingsNow()).plugins;
    const cases: [unknown, string][] = [
      [[{ id: 'x', src: 'javascript:alert(1)' }], '[0].src'],
      [[{ id: 'Bad Id', src: '/x.js' }], '[0].id'],
      [[{ id: 'a', src: '/a.js' }, { id: 'a', src: '/b.js' }], '[1].id'],
      [[{ id: 'orders', src: '/orders.js' }], '[0].id'],
      [{ id: 'a', src: '/a.js' }, ''],
    ];
    for (const [value, path] of cases) {
      const reply = await put('plugins', value);
      expect(reply.status, JSON.stringify(value)).toBe(400);
      expect(reply.body.error.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    expect((await settingsNow()).plugins).toEqual(before);
  });

  it('saves a plugin\'s own group checked against its manifest on the storefront origin', async () => {
    const ok = await put('acme-test', { pointsName: 'Acorns', multiplier: 2 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await settingsNow())['acme-test']).toEqual({ pointsName: 'Acorns', multiplier: 2 });

    const bad = await put('acme-test', { pointsName: '', multiplier: 99, extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_settings');
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'pointsName', message: expect.any(String) },
        { path: 'multiplier', message: expect.any(String) },
        { path: 'extra', message: 'is not allowed' },
      ]),
    );
    expect((await settingsNow())['acme-test']).toEqual({ pointsName: 'Acorns', multiplier: 2 });
  });

  it('accepts only small objects for a plugin\'s group, and only for plugins the shop lists', async () => {
    for (const value of [[1], 'x', 3, null, true]) {
      const reply = await put('far-away', value);
      expect(reply.status, JSON.stringify(value)).toBe(400);
      expect(reply.body.error.fields[0]).toEqual({ path: '', message: 'must be an object' });
    }
    const big = await put('far-away', { text: 'x'.repeat(20_000) });
    expect(big.status).toBe(400);
    expect(big.body.error.fields[0].message).toMatch(/at most/);
    // Its manifest cannot be read (no such host): saved after the basic checks, with a warning saying so.
    const unchecked = await put('far-away', { anything: 'goes' });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body.warning).toMatch(/^Could not check these settings: the plugin's manifest at https:\/\/cdn\.example\.invalid\/far-away\.manifest\.json did not answer \(its host name does not resolve\)\. They were saved as they are\.$/);

    const unlisted = await put('not-listed', { a: 1 });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.error.code).toBe('unknown_group');
    expect((await settingsNow())['not-listed']).toBeUndefined();
  });

  it('never follows a manifest\'s redirect to another host', async () => {
    elsewhereHits = 0;
    const saved = await put('redirected', { a: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.warning).toContain(`redirects to another host (${elsewhereOrigin})`);
    expect(elsewhereHits).toBe(0);
  });
});
