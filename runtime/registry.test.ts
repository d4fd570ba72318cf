import { describe, expect, it, vi } from 'vitest';
import { testPlugin } from './testing/plugin.ts';
import { createTestRuntime } from './testing/runtime.ts';

describe('plugin registry', () => {
  it('validates settings before setup and hands the plugin its group with defaults applied', async () => {
    const seen = vi.fn();
    const runtime = createTestRuntime({
      initData: { settings: { wishlist: { isActive: true } } },
      plugins: [testPlugin({ id: 'favorites', settings: ['wishlist'], setup: (ctx) => seen(ctx.settings.wishlist) })],
    });
    const report = await runtime.start();
    expect(report).toEqual({ started: ['favorites'], skipped: [], disabled: [] });
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ isActive: true, icon: 'heart', showInAppButtons: false }));
    // The shared settings stay as merged: defaults are applied to the plugin's copy.
    expect(runtime.store.settings.wishlist).toEqual({ isActive: true });
  });

  it('gives a group the settings leave out its defaults without downloading its validator, and validates it once it arrives', async () => {
    const seen = vi.fn();
    const loads: string[] = [];
    const generated = (await import('../schemas/generated/settings-groups.js')).groupValidators as unknown as Record<string, () => Promise<{ default: never }>>;
    const runtime = createTestRuntime({
      initData: { settings: {} },
      groupValidator: (group) => (loads.push(group), generated[group]?.().then((m) => m.default)),
      plugins: [testPlugin({ id: 'blocks', settings: ['content', 'wishlist'], setup: (ctx) => seen(ctx.settings) })],
    });
    expect(await runtime.start()).toEqual({ started: ['blocks'], skipped: [], disabled: [] });
    expect(loads).toEqual([]);
    expect(seen).toHaveBeenLastCalledWith({ content: [], wishlist: expect.objectContaining({ isActive: false, icon: 'heart' }) });

    // The API's config brings content: now its validator downloads, and bad content skips the plugin.
    const report = await runtime.applyCachedConfig({ settings: { content: [{ type: 'nope' }] } } as never);
    expect([...new Set(loads)]).toEqual(['content']);
    expect(report.skipped).toEqual([{ id: 'blocks', reason: expect.stringContaining('invalid settings "content"') }]);
  });

  it('hands a core group named like the plugin under its own name, and only the plugin\'s own validated group as `own`', async () => {
    const seen = vi.fn();
    const validateSettings = Object.assign((value: unknown) => typeof value === 'object', { errors: null });
    const runtime = createTestRuntime({
      initData: { settings: { saved: { isActive: true, redirectToCart: false }, provider: { tier: 'gold' } } },
      plugins: [
        testPlugin({ id: 'saved', settings: ['saved'], setup: (ctx) => seen('saved', ctx.settings) }),
        testPlugin({ id: 'provider', validateSettings, setup: (ctx) => seen('provider', ctx.settings) }),
      ],
    });
    expect((await runtime.start()).started).toEqual(['saved', 'provider']);
    expect(seen).toHaveBeenCalledWith('saved', { saved: expect.objectContaining({ isActive: true, redirectToCart: false }) });
    expect(seen).toHaveBeenCalledWith('provider', { own: { tier: 'gold' } });
  });

  it('skips a plugin with invalid settings, reports why, and starts the rest', async () => {
    const onError = vi.fn();
    const otherSetup = vi.fn();
    const badSetup = vi.fn();
    const runtime = createTestRuntime({
      onError,
      initData: { settings: { wishlist: { isActive: 'yes' } } },
      plugins: [
        testPlugin({ id: 'favorites', settings: ['wishlist'], setup: badSetup }),
        testPlugin({ id: 'other', setup: otherSetup }),
      ],
    });
    const report = await runtime.start();
    expect(badSetup).not.toHaveBeenCalled();
    expect(otherSetup).toHaveBeenCalled();
    expect(report.started).toEqual(['other']);
    expect(report.skipped).toEqual([{ id: 'favorites', reason: expect.stringContaining('invalid settings "wishlist"') }]);
    expect(report.skipped[0]!.reason).toMatch(/isActive/);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ pluginId: 'favorites' }));
    expect(runtime.registry.status('favorites')).toBe('skipped');
  });

  it('skips a plugin whose setup throws and the plugins that require it', async () => {
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({ id: 'needs-broken', requires: ['broken'], setup: () => {} }),
        testPlugin({
          id: 'broken',
          setup: () => {
            throw new Error('setup exploded');
          },
        }),
        testPlugin({ id: 'fine', setup: () => {} }),
      ],
    });
    const report = await runtime.start();
    expect(report.started).toEqual(['fine']);
    expect(report.skipped).toEqual([
      { id: 'broken', reason: 'setup failed: setup exploded' },
      { id: 'needs-broken', reason: 'requires "broken" which did not start' },
    ]);
  });

  it('starts required plugins first whatever the registration order', async () => {
    const order: string[] = [];
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({ id: 'points-card', requires: ['points-core'], setup: () => void order.push('points-card') }),
        testPlugin({ id: 'points-core', setup: () => void order.push('points-core') }),
      ],
    });
    await runtime.start();
    expect(order).toEqual(['points-core', 'points-card']);
  });

  it('rejects duplicate and non-kebab-case ids at registration', () => {
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'loyalty', setup: () => {} })] });
    expect(() => runtime.registry.register(testPlugin({ id: 'loyalty', setup: () => {} }))).toThrow('already registered');
    expect(() => runtime.registry.register(testPlugin({ id: 'MyPlugin', setup: () => {} }))).toThrow('kebab-case');
    expect(() => runtime.registry.register(testPlugin({ id: 'my_plugin', setup: () => {} }))).toThrow('kebab-case');
  });

  it('names hook taps after the plugin so a throwing tap is attributed to it', async () => {
    const onError = vi.fn();
    const runtime = createTestRuntime({
      onError,
      plugins: [
        testPlugin({
          id: 'noisy',
          setup(ctx) {
            ctx.hooks.track.tap(() => {
              throw new Error('tracking down');
            });
          },
        }),
      ],
    });
    await runtime.start();
    runtime.track('logout');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ pluginId: 'noisy', where: 'hook track' }));
  });

  it('starts a plugin registered after start (public API) at once', async () => {
    const runtime = createTestRuntime();
    await runtime.start();
    const setup = vi.fn();
    const report = await runtime.use(testPlugin({ id: 'late', setup }));
    expect(setup).toHaveBeenCalledOnce();
    expect(report.started).toEqual(['late']);
  });

  it('sets a plugin up once when two starts overlap (its code still downloading when a plugin is added)', async () => {
    let release!: () => void;
    const downloaded = new Promise<void>((resolve) => (release = resolve));
    const setup = vi.fn();
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'slow', load: async () => (await downloaded, { default: setup }) })] });
    const first = runtime.start();
    const second = runtime.use(testPlugin({ id: 'late', setup: () => {} }));
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(setup).toHaveBeenCalledOnce();
    expect([...one.started, ...two.started].sort()).toEqual(['late', 'slow']);
    expect(runtime.registry.status('slow')).toBe('started');
  });

  it('runs plugin teardowns on dispose', async () => {
    const teardown = vi.fn();
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'with-teardown', setup: () => teardown })] });
    await runtime.start();
    runtime.dispose();
    expect(teardown).toHaveBeenCalledOnce();
  });

  it('gives each plugin its own state slice in the store', async () => {
    let state: { count: number } | undefined;
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'counter', setup: (ctx) => void (state = ctx.state({ count: 1 })) })] });
    await runtime.start();
    state!.count++;
    expect(runtime.store.plugins.counter).toEqual({ count: 2 });
  });

  it('reports a plugin its merchant turned off as disabled and downloads none of its code or messages', async () => {
    const load = vi.fn(async () => ({ default: () => {} }));
    const en = vi.fn(async () => ({ default: { title: 'Orders' } }));
    const runtime = createTestRuntime({
      initData: { settings: { orders: { isActive: false } } },
      plugins: [testPlugin({ id: 'order-list', activeBy: 'orders', messages: { en }, load }), testPlugin({ id: 'other', setup: () => {} })],
    });
    expect(await runtime.start()).toEqual({ started: ['other'], skipped: [], disabled: ['order-list'] });
    expect(runtime.registry.status('order-list')).toBe('disabled');
    expect(load).not.toHaveBeenCalled();
    expect(en).not.toHaveBeenCalled();
  });

  it('uses the schema default of isActive when the group does not say (popularToday is on, wishlist off)', async () => {
    const runtime = createTestRuntime({
      plugins: [testPlugin({ id: 'popular', activeBy: 'popularToday', setup: () => {} }), testPlugin({ id: 'favorites', activeBy: 'wishlist', setup: () => {} })],
    });
    expect(await runtime.start()).toMatchObject({ started: ['popular'], disabled: ['favorites'] });
  });

  it('starts, stops and restarts plugins when new settings arrive from the API', async () => {
    const teardown = vi.fn();
    const seen: unknown[] = [];
    const runtime = createTestRuntime({
      plugins: [testPlugin({ id: 'favorites', activeBy: 'wishlist', settings: ['wishlist'], setup: (ctx) => (seen.push(ctx.settings.wishlist.icon), teardown) })],
    });
    expect((await runtime.start()).disabled).toEqual(['favorites']);
    expect((await runtime.applyCachedConfig({ settings: { wishlist: { isActive: true } } })).started).toEqual(['favorites']);
    expect((await runtime.applyCachedConfig({ settings: { wishlist: { isActive: true, icon: 'star' } } })).started).toEqual(['favorites']);
    expect(seen).toEqual(['heart', 'star']);
    expect(teardown).toHaveBeenCalledOnce();
    expect((await runtime.applyCachedConfig({ settings: { wishlist: { isActive: false } } })).disabled).toEqual(['favorites']);
    expect(teardown).toHaveBeenCalledTimes(2);
  });

  it('loads the code, the messages and the settings validators of an enabled plugin together, before setup', async () => {
    let title = '';
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({
          id: 'lazy-one',
          settings: ['orders'],
          messages: { en: async () => ({ default: { title: 'Lazy title' } }) },
          load: async () => ({ default: (ctx) => void (title = `${ctx.i18n.t('title')} ${String(ctx.settings.orders.isActive)}`) }),
        }),
      ],
    });
    expect((await runtime.start()).started).toEqual(['lazy-one']);
    expect(title).toBe('Lazy title true');
  });

  it('refuses a plugin without code and a reserved id at registration, with a clear message', () => {
    const runtime = createTestRuntime();
    expect(() => runtime.registry.register(testPlugin({ id: 'no-code' }))).toThrow(/has no code/);
    expect(() => runtime.registry.register(testPlugin({ id: 'auth', setup: () => {} }))).toThrow(/reserved/);
    expect(() => runtime.registry.register(testPlugin({ id: 'nav', setup: () => {} }))).toThrow(/reserved/);
  });

  it('skips a plugin whose manifest the schema rejects, before any of its code downloads, and says why', async () => {
    const load = vi.fn(async () => ({ default: () => {} }));
    const runtime = createTestRuntime({
      plugins: [
        { id: 'no-manifest', load } as never,
        testPlugin({ id: 'bad-version', version: 'one', load }),
        testPlugin({ id: 'good', setup: () => {} }),
      ],
    });
    const report = await runtime.start();
    expect(report.started).toEqual(['good']);
    expect(report.skipped).toEqual([
      { id: 'no-manifest', reason: expect.stringMatching(/invalid manifest: .*apiVersion/) },
      { id: 'bad-version', reason: expect.stringMatching(/invalid manifest: manifest.version: must match pattern/) },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses and reports a fill, a route or a tap the manifest does not declare', async () => {
    const onError = vi.fn();
    const runtime = createTestRuntime({
      onError,
      plugins: [
        testPlugin({
          id: 'sneaky',
          slots: [],
          hooks: [],
          setup(ctx) {
            ctx.slots.fill('forYou.points', { component: () => null });
            ctx.routes.add({ name: 'sneaky-page' });
            ctx.hooks.open.tap(() => {});
          },
        }),
      ],
    });
    expect((await runtime.start()).started).toEqual(['sneaky']);
    expect(runtime.slots.fills('forYou.points')).toHaveLength(0);
    expect(runtime.router.resolve('#status-sneaky-page').route.name).toBe('foryou');
    const messages = onError.mock.calls.map(([r]) => (r as { error: Error }).error.message);
    expect(messages).toEqual([
      'Plugin "sneaky" fills slot "forYou.points" without declaring it: add it to the manifest\'s "slots".',
      'Plugin "sneaky" adds route "sneaky-page" without declaring it: add it to the manifest\'s "routes".',
      'Plugin "sneaky" taps hook "open" without declaring it: add it to the manifest\'s "hooks".',
    ]);
  });

  it('gives a read-only store and capabilities only when declared', async () => {
    let error: unknown;
    let sessionError: unknown;
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({
          id: 'least',
          capabilities: ['identity'],
          setup(ctx) {
            expect(ctx.store.config.shopId).toBe('test-shop');
            try {
              (ctx.store.ui as { isOpen: boolean }).isOpen = true;
            } catch (e) {
              error = e;
            }
            try {
              void ctx.session;
            } catch (e) {
              sessionError = e;
            }
            expect(typeof ctx.identity.getToken).toBe('function');
          },
        }),
      ],
    });
    expect((await runtime.start()).started).toEqual(['least']);
    expect(String(error)).toMatch(/ctx.store is read-only/);
    expect(runtime.store.ui.isOpen).toBe(false);
    expect(String(sessionError)).toMatch(/uses ctx.session without declaring it/);
  });

  it('tags ctx.api calls with the plugin id for the request hook', async () => {
    const seen: (string | undefined)[] = [];
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({ id: 'observer', setup: (ctx) => ctx.hooks.request.tap((r) => void seen.push(r.pluginId)) }),
        testPlugin({ id: 'caller', setup: (ctx) => void ctx.api.get('/points/test-shop').catch(() => {}) }),
      ],
    });
    await runtime.start();
    await vi.waitFor(() => expect(seen).toEqual(['caller']));
  });
});

describe('deferred plugins (nothing on the opening screen)', () => {
  const deferredPlugin = (setup: () => void) =>
    testPlugin({
      id: 'later',
      deferred: true,
      routes: ['later-page'],
      setup: (ctx) => {
        setup();
        ctx.routes.add({ name: 'later-page', authRequired: false, load: async () => ({ default: () => null }) });
      },
    });

  it('start once the first open settled, not with the panel', async () => {
    const setup = vi.fn();
    const runtime = createTestRuntime({ plugins: [deferredPlugin(setup)] });
    expect((await runtime.start()).started).toEqual([]);
    expect(runtime.registry.status('later')).toBe('registered');
    runtime.open('#status');
    dispatchEvent(new Event('status:open'));
    await vi.waitFor(() => expect(runtime.registry.status('later')).toBe('started'), { timeout: 2000 });
    expect(setup).toHaveBeenCalledTimes(1);
  });

  it('start at once on a deep link to a route no started plugin has, and the panel moves there', async () => {
    const runtime = createTestRuntime({ plugins: [deferredPlugin(() => {})] });
    await runtime.start();
    expect(runtime.open('#status-later-page').definition.name).toBe('foryou'); // not known yet
    expect(runtime.store.ui.pendingRoute).toBe('#status-later-page'); // the shell shows a skeleton, not For you
    await vi.waitFor(() => expect(runtime.router.current?.definition.name).toBe('later-page'));
    expect(runtime.store.ui.pendingRoute).toBeNull();
  });

  it('asked for while their start is under way (a tab tapped just after the first open), the panel still moves there', async () => {
    let finishSetup!: () => void;
    const setupDone = new Promise<void>((resolve) => (finishSetup = resolve));
    const started = vi.fn();
    const runtime = createTestRuntime({
      plugins: [
        testPlugin({
          id: 'later',
          deferred: true,
          routes: ['later-page'],
          setup: async (ctx) => {
            started();
            await setupDone;
            ctx.routes.add({ name: 'later-page', authRequired: false, load: async () => ({ default: () => null }) });
          },
        }),
      ],
    });
    await runtime.start();
    runtime.open('#status');
    dispatchEvent(new Event('status:open'));
    await vi.waitFor(() => expect(started).toHaveBeenCalled(), { timeout: 2000 });
    expect(runtime.navigate('#status-later-page').definition.name).toBe('foryou'); // not known yet
    expect(runtime.store.ui.pendingRoute).toBe('#status-later-page');
    finishSetup();
    await vi.waitFor(() => expect(runtime.router.current?.definition.name).toBe('later-page'));
  });
});

describe('the http module (capability http)', () => {
  it('downloads with the first plugin that declares http and starts: not for a deferred or a disabled one', async () => {
    const loadHttp = vi.fn(() => import('./http/index.ts').then((m) => m.createPluginHttp));
    const seen = vi.fn();
    const plugins = [
      testPlugin({ id: 'plain', capabilities: [], setup: () => {} }),
      testPlugin({ id: 'off-http', activeBy: 'credit', capabilities: ['http'], setup: () => {} }),
      testPlugin({ id: 'later-http', deferred: true, capabilities: ['http'], setup: (ctx) => seen(typeof ctx.http?.get) }),
    ];
    const runtime = createTestRuntime({ plugins, loadHttp });
    expect((await runtime.start()).started).toEqual(['plain']);
    expect(loadHttp).not.toHaveBeenCalled(); // ~23 KB gzip stays out of the first open
    runtime.open('#status');
    dispatchEvent(new Event('status:open'));
    await vi.waitFor(() => expect(runtime.registry.status('later-http')).toBe('started'), { timeout: 2000 });
    expect(loadHttp).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith('function'); // ctx.http was there for its setup
    expect(runtime.registry.status('off-http')).toBe('disabled');
  });
});

