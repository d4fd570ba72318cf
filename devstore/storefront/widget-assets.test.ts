// The widget's files as a CDN serves them: compressed for a browser that accepts it, as they are otherwise.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetAssetRoutes } from './widget-assets.ts';

let dist: string;
const script = `export const panel = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'status-assets-'));
  await writeFile(path.join(dist, 'status.js'), script);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the widget at /status/', () => {
  it('is gzip for a browser that accepts it, and the same file', async () => {
    const response = await widgetAssetRoutes(dist).request('/status/status.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('is plain for a client that asks for no encoding; nothing outside the folder', async () => {
    const app = widgetAssetRoutes(dist);
    const response = await app.request('/status/status.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(script);
    expect((await app.request('/status/..%2Fetc%2Fpasswd', { headers: { 'accept-encoding': 'gzip' } })).status).toBe(404);
  });
});
