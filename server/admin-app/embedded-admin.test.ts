// The app's embedded admin on the API over HTTP: its page (App Bridge from Shopify's CDN, the api key meta tag, a
// CSP letting only the shop's admin frame it, no secret), a clear 400/404 for no shop or one never installed; its
// calls refuse forged, expired, other-app and other-shop session tokens; a customers/data_request export is listed
// and downloaded by the shop's own merchant only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../../devstore/admin/webhooks';
import { installApp } from '../../devstore/shopify-admin/install';
import { DEV_APP_API_KEY, DEV_APP_SECRET, mintSessionToken } from '../../devstore/shopify-admin/oauth';
import type { ApiServer } from '../server';
import { APP_BRIDGE_URL } from './page';
import { type AppApi, startAppApi } from './test-app';

let app: AppApi;
let api: ApiServer;

beforeAll(async () => {
  app = await startAppApi('demo-embedded');
  api = app.api;
  expect((await installApp({ apiUrl: api.url, shopId: 'demo-store' })).status).toBe(200);
  expect((await installApp({ apiUrl: api.url, shopId: 'demo-store-de' })).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string, token?: string) => fetch(`${api.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('the embedded page', () => {
  it("loads App Bridge with the api key, lets only the shop's admin frame it, and holds no secret", async () => {
    const response = await get('/shopify/app?shop=demo-store.myshopify.com&host=YWRtaW4&embedded=1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta name="shopify-api-key" content="${DEV_APP_API_KEY}">`);
    expect(html).toContain(`<script src="${APP_BRIDGE_URL}"></script>`);
    expect(html.indexOf(APP_BRIDGE_URL)).toBeLessThan(html.indexOf('/shopify/app/app.js'));
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors https://demo-store.myshopify.com https://admin.shopify.com');
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval' https:\/\/cdn\.shopify\.com(;|$)/);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const secret of [DEV_APP_SECRET, app.adminToken, app.key.toString('base64'), app.key.toString('hex')]) expect(html).not.toContain(secret);
    const boot = JSON.parse(/<script type="application\/json" id="status-embedded-boot">([^<]*)<\/script>/.exec(html)![1]!);
    expect(boot).toMatchObject({ shopId: 'demo-store', appBridge: true });
    expect(boot.builtins.map((p: { id: string }) => p.id)).toContain('orders');
  });

  it('answers 400 without a myshopify shop and 404 for a shop that never installed, never a crash', async () => {
    for (const shop of ['', 'evil.example', 'demo-store.myshopify.com.evil.example', '%3Cscript%3E.myshopify.com']) {
      const response = await get(`/shopify/app?shop=${shop}`);
      expect(response.status, shop).toBe(400);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const unknown = await get('/shopify/app?shop=never-installed.myshopify.com');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('has not installed Status');
  });
});

describe("the embedded admin's calls", () => {
  it('refuse forged, expired, other-app and other-shop session tokens; a shop not installed gets 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, number][] = [
      [mintSessionToken({ shopId: 'demo-store', secret: 'forged-secret' }), 401],
      [mintSessionToken({ shopId: 'demo-store', issuedAt: now - 3600 }), 401],
      [mintSessionToken({ shopId: 'demo-store', apiKey: 'another-app' }), 401],
      [mintSessionToken({ shopId: 'demo-store-de' }), 403],
    ];
    for (const path of ['/admin/shops/demo-store/settings', '/admin/shops/demo-store/data-exports']) {
      for (const [token, status] of cases) {
        const response = await get(path, token);
        expect(response.status, path).toBe(status);
        expect(await response.text()).not.toContain('"settings"');
      }
      expect((await get(path, mintSessionToken({ shopId: 'demo-store' }))).status).toBe(200);
    }
    const notInstalled = await get('/admin/shops/nobody/settings', mintSessionToken({ shopId: 'nobody' }));
    expect(notInstalled.status).toBe(401);
    expect(((await notInstalled.json()) as { error: { code: string } }).error.code).toBe('shop_not_installed');
  });

  it("list a customers/data_request export and download it as a file, for that shop's merchant only", async () => {
    const sent = await sendWebhook({ apiUrl: api.url, shopId: 'demo-store', topic: 'customers/data_request' });
    expect(sent.status).toBe(200);
    const token = mintSessionToken({ shopId: 'demo-store' });
    const list = (await (await get('/admin/shops/demo-store/data-exports', token)).json()) as { exports: { id: string; email: string; bytes: number }[] };
    expect(list.exports).toHaveLength(1);
    const [item] = list.exports;
    expect(item).toMatchObject({ email: 'jane@example.com' });
    const file = await get(`/admin/shops/demo-store/data-exports/${item!.id}`, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="status-customer-data-demo-store-\d+-\d{4}-\d\d-\d\d\.json"$/);
    expect(JSON.parse(await file.text())).toMatchObject({ request: { email: 'jane@example.com' } });

    // Another shop's merchant neither lists nor downloads it, even with its id.
    const other = mintSessionToken({ shopId: 'demo-store-de' });
    expect((await get(`/admin/shops/demo-store/data-exports/${item!.id}`, other)).status).toBe(403);
    expect((await get(`/admin/shops/demo-store-de/data-exports/${item!.id}`, other)).status).toBe(404);
    expect(((await (await get('/admin/shops/demo-store-de/data-exports', other)).json()) as { exports: unknown[] }).exports).toEqual([]);
    for (const id of ['0', 'abc', '1;drop', '99999999999999999999']) expect((await get(`/admin/shops/demo-store/data-exports/${id}`, token)).status).toBe(404);
  });
});
