// The widget's error reports over HTTP: stored for the shop and listed for its merchant (admin token only), the
// body is hostile (bounded, validated), requests are rate limited per client IP, and a shop keeps its newest only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/types';
import type { ApiServer } from './server';
import { startBareApi } from './test-harness';

const TOKEN = 'errors-admin-token-0123456789abcdefghijklmnopqrstuvwxyz';
const CAP = 5;
let db: Db;
let api: ApiServer;
let offset = 0;
beforeAll(async () => {
  ({ api, db } = await startBareApi({
    projectId: 'demo-errors-test',
    adminToken: TOKEN,
    trustProxy: true,
    now: () => new Date(Date.now() + offset),
    storageLimits: { widgetErrorsPerShop: CAP },
    rateLimits: { errorReportsPerIp: { limit: 3, windowMs: 60_000 } },
  }));
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

let ip = 0;
const report = (body: unknown, from = `198.51.100.${++ip}`) =>
  fetch(`${api.url}/errors/report`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': from }, body: JSON.stringify(body) });
const error = (message: string) => ({ message, stack: `Error: ${message}\n    at https://cdn.example/chunks/orders-AB12.js:1:20`, source: 'https://cdn.example/chunks/orders-AB12.js', route: '#status-orders', pluginId: 'orders', url: 'https://shop.example/cart', at: new Date().toISOString() });
const listed = async (shopId = 'demo-store', token = TOKEN) => {
  const response = await fetch(`${api.url}/admin/shops/${shopId}/widget-errors`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { errors: { message: string; version: string; route: string; pluginId: string; source: string }[] } };
};

describe('widget error reports', () => {
  it('stores a batch with the version, route and plugin, and lists it newest first for the merchant only', async () => {
    const response = await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error('first'), error('second')] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: 2 });
    const { status, body } = await listed();
    expect(status).toBe(200);
    expect(body.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['first', 'second']));
    expect(body.errors[0]).toMatchObject({ version: '0.1.0', route: '#status-orders', pluginId: 'orders', source: 'https://cdn.example/chunks/orders-AB12.js' });
    expect((await listed('demo-store', 'wrong-token-0123456789abcdefghijklmnopqrstuvwxyz')).status).toBe(401);
  });

  it('refuses hostile bodies: an unknown shop, too many reports, oversized or control-character text', async () => {
    expect((await report({ data: { shopId: 'no-such-shop', version: '0.1.0', errors: [error('x')] } })).status).toBe(404);
    expect((await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: Array.from({ length: 11 }, () => error('x')) } })).status).toBe(400);
    expect((await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error('x'.repeat(501))] } })).status).toBe(400);
    expect((await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error('bad\u0000byte')] } })).status).toBe(400);
    expect((await report({ data: { shopId: 'demo-store', version: '<script>', errors: [error('x')] } })).status).toBe(400);
  });

  it('rate limits one client address', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error(`burst ${i}`)] } }, from)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it(`keeps a shop's newest ${CAP} reports`, async () => {
    // Pruned at most once a minute per shop and process: a later minute's write prunes.
    offset = 2 * 60_000;
    for (let i = 0; i < 3; i++) await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error(`cap ${i}`)] } });
    offset = 4 * 60_000;
    expect((await report({ data: { shopId: 'demo-store', version: '0.1.0', errors: [error('cap last')] } })).status).toBe(200);
    const { body } = await listed();
    expect(body.errors.map((e) => e.message).slice(0, 4)).toEqual(['cap last', 'cap 2', 'cap 1', 'cap 0']);
    expect(body.errors).toHaveLength(CAP);
  });
});
