// The composition root's own jobs: merchant-added plugins by URL, config from the API, dynamic pages.
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { loadExternalPlugins } from './external-plugins.ts';
import { refreshConfig } from './remote-config.ts';
import { dynamicPageLoader } from './plugins.ts';
import { createTestRuntime } from '../runtime/testing/runtime.ts';
import { renderWithRuntime, settle } from '../tests/render-app.tsx';
import { testPlugin } from '../runtime/testing/plugin.ts';
import { createTestServer, TEST_API } from '../tests/msw/server.ts';

const server = createTestServer();

describe('external plugins (settings.plugins)', () => {
  it('imports active entries only, resolved against the page, and starts the plugin each exports', async () => {
    const setup = vi.fn();
    const runtime = createTestRuntime({
      initData: {
        settings: {
          plugins: [
            { id: 'acme-points', src: '/plugins/acme.js' },
            { id: 'off-points', src: 'https://cdn.example/off.js', isActive: false },
          ],
        },
      },
    });
    await runtime.start();
    const imported: string[] = [];
    await loadExternalPlugins(runtime, 'https://shop.example/products/x', async (url) => {
      imported.push(url);
      return { default: testPlugin({ id: 'acme-points', setup }) };
    });
    expect(imported).toEqual(['https://shop.example/plugins/acme.js']);
    expect(setup).toHaveBeenCalledOnce();
    expect(runtime.registry.status('acme-points')).toBe('started');
  });

  it('reports a module that fails or exports another plugin, and keeps going', async () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = createTestRuntime({
      onError,
      initData: { settings: { plugins: [{ id: 'one', src: '/one.js' }, { id: 'two', src: '/two.js' }] } },
    });
    await runtime.start();
    await loadExternalPlugins(runtime, 'https://shop.example/', async (url) => {
      if (url.endsWith('one.js')) throw new Error('404');
      return { default: testPlugin({ id: 'impostor', setup: () => {} }) };
    });
    const messages = onError.mock.calls.map(([r]) => `${r.pluginId}: ${String(r.error)}`);
    expect(messages).toEqual(['one: Error: 404', 'two: Error: /two.js exports plugin "impostor", but the settings entry names "two"']);
    expect(runtime.registry.status('impostor')).toBeUndefined();
  });

  it('gives each plugin its own outcome when a later start settles it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The first start's validator arrives last: the start that "two" asks for sets "one" up meanwhile.
    let validators = 0;
    const accept = Object.assign(() => true, { errors: null });
    const runtime = createTestRuntime({
      onError: () => {},
      groupValidator: () => new Promise((resolve) => setTimeout(() => resolve(accept as never), validators++ === 0 ? 40 : 0)),
      initData: { settings: { orderLabel: { text: 'Order' }, plugins: [{ id: 'one', src: '/one.js' }, { id: 'two', src: '/two.js' }] } as never },
    });
    await runtime.start();
    const outcomes = await loadExternalPlugins(runtime, 'https://shop.example/', async (url) => {
      const id = /(\w+)\.js$/.exec(url)![1]!;
      if (id === 'two') await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: testPlugin({ id, settings: ['orderLabel'], setup: () => { if (id === 'one') throw new Error('one broke'); } }) };
    });
    expect(validators).toBe(3);
    expect(outcomes).toEqual([
      { id: 'one', status: 'skipped', reason: 'setup failed: one broke' },
      { id: 'two', status: 'loaded' },
    ]);
  });
});

describe('config from the API (GET /init/{shopId}/user)', () => {
  it('caches the settings for the next page and applies them now: a plugin the merchant turned on starts', async () => {
    server.use(
      http.get(`${TEST_API}/init/test-shop/user`, () =>
        HttpResponse.json({ settings: { wishlist: { isActive: true } }, customizations: { theme: {}, content: [] } }),
      ),
    );
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'favorites', activeBy: 'wishlist', setup: () => {} })] });
    expect((await runtime.start()).disabled).toEqual(['favorites']);
    const stored = new Map<string, string>();
    await refreshConfig(runtime, { setItem: (k, v) => void stored.set(k, v) });
    expect(runtime.registry.status('favorites')).toBe('started');
    expect(JSON.parse(stored.get('status:cache')!)).toEqual({ settings: { wishlist: { isActive: true } }, theme: {}, content: [] });
  });
});

describe('dynamic pages', () => {
  it('render content blocks and slots that plugins fill', async () => {
    const { runtime } = await renderWithRuntime({
      initData: {
        settings: {
          dynamicPages: [
            {
              route: 'rewards-info',
              heading: 'How rewards work',
              authRequired: false,
              content: [
                { id: 'intro', type: 'link-list', title: 'Rewards', links: [{ label: 'See rewards', url: '/pages/rewards' }] },
                { type: 'slot', slot: 'acme-loyalty.rewardsInfo' },
              ],
            },
          ],
        },
      },
      plugins: [
        testPlugin({
          id: 'acme-loyalty',
          slots: ['acme-loyalty.rewardsInfo'],
          setup: (ctx) => void ctx.slots.fill('acme-loyalty.rewardsInfo', { component: () => <p>Earn 1 point per dollar</p> }),
        }),
      ],
      dynamicPageLoader,
    });
    runtime.open('#status-rewards-info');
    await settle(50);
    expect(screen.getByRole('dialog', { name: 'How rewards work' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'See rewards' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Earn 1 point per dollar')).toBeVisible();
  });
});
