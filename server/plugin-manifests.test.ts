// An outside plugin's settings and a dynamic page's `<plugin>.<name>` slots, checked by the admin API against the
// manifest the plugin publishes beside its module, over real HTTP (server/test-harness.ts). A local server stands
// in for the provider's CDN (http on 127.0.0.1, which the API fetches in development only); it publishes good,
// slow, huge, redirecting and broken manifests. plugin-urls.test.ts has the production fence (no loopback address).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getShop } from './db/shops';
import type { ApiServer } from './server';
import { type Harness, startHarness } from './test-harness';

const TOKEN = 'test-admin-token-manifests-0123456789abcdefghijklmnopqrs';
const shopId = 'demo-store';

const SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['apiUrl'],
  properties: {
    apiUrl: { type: 'string', pattern: '^https://' },
    programName: { type: 'string', minLength: 1, maxLength: 12 },
  },
};
const manifest = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: 'Points', version: '1.0.0', provider: 'Acme', settingsSchema: SCHEMA, ...extra });

let h: Harness;
let cdn: Server;
let cdnUrl: string;
let other: Server;
let otherUrl: string;
const hits: string[] = [];
let otherConnections = 0;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  cdn = createServer((req, res) => {
    hits.push(req.url ?? '');
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (req.url) {
      case '/points.manifest.json':
        return json(manifest('points', { slots: ['points.balance', 'points.history'] }));
      case '/moved.manifest.json':
        return res.writeHead(301, { location: '/v2/moved.manifest.json' }).end();
      case '/v2/moved.manifest.json':
        return json(manifest('moved'));
      case '/away.manifest.json':
        return res.writeHead(302, { location: `${otherUrl}/away.manifest.json` }).end();
      case '/huge.manifest.json':
        return json(manifest('huge', { description: 'x'.repeat(300_000) }));
      case '/remote-ref.manifest.json':
        return json(manifest('remote-ref', { settingsSchema: { type: 'object', properties: { a: { $ref: `${otherUrl}/schema.json` } } } }));
      case '/slow-pattern.manifest.json':
        return json(manifest('slow-pattern', { settingsSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } } }));
      case '/renamed.manifest.json':
        return json(manifest('someone-else'));
      case '/slow.manifest.json':
        return; // never answers
      default:
        res.writeHead(404).end();
    }
  });
  other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest('away'))));
  other.on('connection', () => otherConnections++);
  [cdnUrl, otherUrl] = await Promise.all([listen(cdn), listen(other)]);
  h = await startHarness({ api: { adminToken: TOKEN } });
});

afterAll(async () => {
  cdn?.closeAllConnections();
  await h?.stop();
  await Promise.all([cdn, other].map((server) => new Promise((resolve) => server?.close(resolve))));
});

const put = (group: string, data: unknown, api: ApiServer = h.api) =>
  fetch(`${api.url}/admin/shops/${shopId}/settings/${group}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));
const stored = async (group: string) => (await getShop(h.db, shopId))!.settings[group];

const ids = ['points', 'moved', 'away', 'huge', 'remote-ref', 'slow-pattern', 'renamed', 'slow', 'gone', 'paused'];
beforeEach(async () => {
  const entries = ids.map((id) => ({ id, src: id === 'gone' ? 'http://127.0.0.1:9/gone.js' : `${cdnUrl}/${id}.js`, ...(id === 'paused' ? { isActive: false } : {}) }));
  expect((await put('plugins', entries)).status).toBe(200);
});

describe("an outside plugin's settings", () => {
  it('are refused with the fields its published schema names, and saved when valid', async () => {
    const bad = await put('points', { apiUrl: 'http://acme.example', programName: 'A name far too long', extra: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'apiUrl', message: 'must match pattern "^https://"' },
        { path: 'programName', message: 'must NOT have more than 12 characters' },
        { path: 'extra', message: 'is not allowed' },
      ]),
    );
    expect(await stored('points')).toBeUndefined();

    const good = await put('points', { apiUrl: 'https://acme.example', programName: 'Acorns' });
    expect(good.status).toBe(200);
    expect(good.body.warning).toBeUndefined();
    expect(await stored('points')).toEqual({ apiUrl: 'https://acme.example', programName: 'Acorns' });
  });

  it('are checked against a manifest moved on its own host, and the manifest is read at most once a minute', async () => {
    expect((await put('moved', { apiUrl: 'nope' })).body.error.fields).toEqual([{ path: 'apiUrl', message: 'must match pattern "^https://"' }]);
    hits.length = 0;
    expect((await put('moved', { apiUrl: 'https://acme.example' })).status).toBe(200);
    expect(hits).toEqual([]);
  });

  it.each([
    ['gone', 'http://127.0.0.1:9/gone.manifest.json did not answer (ECONNREFUSED)'],
    ['huge', `${'/huge.manifest.json'} is larger than 256 KB`],
    ['renamed', `/renamed.manifest.json names the plugin "someone-else", not 'renamed'`],
    ['remote-ref', '/remote-ref.manifest.json its settingsSchema cannot be used (can\'t resolve reference'],
    ['slow-pattern', '/slow-pattern.manifest.json its settingsSchema has a pattern this server will not run ("^(a+)+$" may take exponential time)'],
  ])('are saved with a warning naming the cause when the manifest of %s cannot be used', async (id, cause) => {
    const reply = await put(id, { anything: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.warning).toMatch(/^Could not check these settings: the plugin's manifest at /);
    expect(reply.body.warning).toContain(cause);
    expect(reply.body.warning).toMatch(/They were saved as they are\.$/);
    expect(await stored(id)).toEqual({ anything: 1 });
  });

  it('are saved with a warning after 5 s when the manifest does not answer', async () => {
    const started = Date.now();
    const reply = await put('slow', { anything: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.warning).toContain(`${cdnUrl}/slow.manifest.json did not answer within 5 s`);
    expect(Date.now() - started).toBeLessThan(7000);
  }, 15_000);

  it('never follow a redirect to another host', async () => {
    otherConnections = 0;
    const away = await put('away', { anything: 1 });
    expect(away.body.warning).toContain(`redirects to another host (${otherUrl})`);
    expect(otherConnections).toBe(0);
  });
});

describe("a dynamic page's plugin slots", () => {
  const page = (...slots: string[]) => ({ route: 'extras', heading: 'Extras', content: slots.map((slot) => ({ type: 'slot', slot })) });
  const putPage = (data: unknown) =>
    fetch(`${h.api.url}/admin/shops/${shopId}/settings/dynamicPages/extras`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

  it('are refused, by name, when the plugin does not publish them or is turned off', async () => {
    const before = await stored('dynamicPages');
    for (const save of [(p: ReturnType<typeof page>) => put('dynamicPages', [p]), putPage]) {
      const typo = await save(page('forYou.points', 'points.balanse'));
      expect(typo.status).toBe(400);
      expect(typo.body.error.message).toContain("'points.balanse' is not a slot of the plugin 'points' (it has 'points.balance', 'points.history')");
      const off = await save(page('paused.card'));
      expect(off.status).toBe(400);
      expect(off.body.error.message).toContain("'paused.card' is a slot of the plugin 'paused', which is turned off: turn it on first");
      const none = await save(page('moved.card'));
      expect(none.body.error.message).toContain("'moved.card' is not a slot of the plugin 'moved' (it has none of its own)");
      const stranger = await save(page('nobody.card'));
      expect(stranger.body.error.message).toContain("'nobody.card' is not a slot of the catalogue nor of one of the shop's plugins");
    }
    expect(await stored('dynamicPages')).toEqual(before);
  });

  it('are saved when the plugin publishes them, and with a warning when its manifest cannot be read', async () => {
    const saved = await putPage(page('points.balance', 'forYou.wishlist'));
    expect(saved.status).toBe(200);
    expect(saved.body.warning).toBeUndefined();
    const unchecked = await putPage(page('points.history', 'gone.card'));
    expect(unchecked.status).toBe(200);
    expect(unchecked.body.warning).toBe("Could not check the slot 'gone.card': the plugin's manifest at http://127.0.0.1:9/gone.manifest.json did not answer (ECONNREFUSED).");
    expect((await stored('dynamicPages')) as unknown[]).toContainEqual(page('points.history', 'gone.card'));
  });
});
