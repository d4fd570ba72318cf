// Plugin outcomes over HTTP: the widget's report of whether it loaded each plugin added by URL, or skipped it
// and why, is stored for the shop (only for plugins it lists, one row each: the latest) and listed for its
// merchant (admin token only); the body is hostile (bounded, validated) and the error reports' per-IP limit applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/types';
import type { ApiServer } from './server';
import { startBareApi } from './test-harness';

const TOKEN = 'outcomes-admin-token-0123456789abcdefghijklmnopqrstuvwxyz';
let db: Db;
let api: ApiServer;
let offset = 0;
beforeAll(async () => {
  const limits = { errorReportsPerIp: { limit: 3, windowMs: 60_000 } };
  const options = { projectId: 'demo-outcomes-test', adminToken: TOKEN, trustProxy: true, now: () => new Date(Date.now() + offset), rateLimits: limits };
  ({ api, db } = await startBareApi(options, async (database) => {
    // demo-store lists acme-loyalty (devstore/catalog/shops.ts); a second listed plugin for this file.
    await database.query(`update shops set settings = jsonb_set(settings, '{plugins}', settings -> 'plugins' || $2::jsonb) where id = $1`, [
      'demo-store',
      JSON.stringify([{ id: 'stamp-club', src: 'https://cdn.stamps.example/stamp-club.js' }]),
    ]);
  }));
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

let ip = 0;
const post = (data: unknown, from = `198.51.100.${++ip}`) =>
  fetch(`${api.url}/plugins/outcomes`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': from }, body: JSON.stringify({ data }) });
const listed = async (token = TOKEN) => {
  const response = await fetch(`${api.url}/admin/shops/demo-store/plugin-outcomes`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { outcomes: { pluginId: string; status: string; reason: string; version: string; reportedAt: string }[] } };
};

describe('plugin outcomes', () => {
  it('stores the latest outcome of each listed plugin, ignores unlisted ids, and lists them for the merchant only', async () => {
    const first = await post({
      shopId: 'demo-store',
      version: '0.1.0',
      outcomes: [
        { id: 'acme-loyalty', status: 'loaded' },
        { id: 'stamp-club', status: 'skipped', reason: 'invalid settings "stamp-club": stamp-club.apiUrl: is required' },
        { id: 'not-listed', status: 'loaded' },
      ],
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: 2 });
    const { status, body } = await listed();
    expect(status).toBe(200);
    expect(body.outcomes).toEqual([
      { pluginId: 'acme-loyalty', status: 'loaded', reason: '', version: '0.1.0', reportedAt: expect.any(String) },
      { pluginId: 'stamp-club', status: 'skipped', reason: 'invalid settings "stamp-club": stamp-club.apiUrl: is required', version: '0.1.0', reportedAt: expect.any(String) },
    ]);

    // A later report replaces the earlier one; a reason beside "loaded" is not kept.
    offset += 60_000;
    expect((await post({ shopId: 'demo-store', version: '0.1.1', outcomes: [{ id: 'stamp-club', status: 'loaded', reason: 'ignored' }] })).status).toBe(200);
    const after = (await listed()).body.outcomes.find((o) => o.pluginId === 'stamp-club')!;
    expect(after).toMatchObject({ status: 'loaded', reason: '', version: '0.1.1' });
    expect(Date.parse(after.reportedAt)).toBeGreaterThan(Date.parse(body.outcomes[1]!.reportedAt));
    expect((await listed('wrong-token-0123456789abcdefghijklmnopqrstuvwxyz')).status).toBe(401);
  });

  it('refuses hostile bodies: an unknown shop, too many outcomes, an unknown status, oversized or control-character text', async () => {
    const outcome = { id: 'acme-loyalty', status: 'skipped', reason: 'x' };
    expect((await post({ shopId: 'no-such-shop', version: '0.1.0', outcomes: [outcome] })).status).toBe(404);
    expect((await post({ shopId: 'demo-store', version: '0.1.0', outcomes: Array.from({ length: 21 }, () => outcome) })).status).toBe(400);
    expect((await post({ shopId: 'demo-store', version: '0.1.0', outcomes: [{ ...outcome, status: 'exploded' }] })).status).toBe(400);
    expect((await post({ shopId: 'demo-store', version: '0.1.0', outcomes: [{ ...outcome, reason: 'x'.repeat(301) }] })).status).toBe(400);
    expect((await post({ shopId: 'demo-store', version: '0.1.0', outcomes: [{ ...outcome, reason: 'bad\u0000byte' }] })).status).toBe(400);
    expect((await post({ shopId: 'demo-store', version: '0.1.0', outcomes: [{ ...outcome, id: '../admin' }] })).status).toBe(400);
    expect((await post({ shopId: 'demo-store', version: '<script>', outcomes: [outcome] })).status).toBe(400);
    expect((await listed()).body.outcomes.find((o) => o.pluginId === 'acme-loyalty')).toMatchObject({ status: 'loaded' });
  });

  it('rate limits per client address', async () => {
    const data = { shopId: 'demo-store', version: '0.1.0', outcomes: [{ id: 'acme-loyalty', status: 'loaded' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(data, '203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
