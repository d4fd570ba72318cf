import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from './plugin.ts';
import validateWishlist from '../schemas/generated/settings/wishlist.js';
import { createTestRuntime } from './testing/runtime.ts';

describe('plugin registry', () => {
  it('validates settings before setup and hands the plugin its group with defaults applied', async () => {
    const seen = vi.fn();
    const runtime = createTestRuntime({
      initData: { settings: { wishlist: { isActive: true } } },
      plugins: [definePlugin({ id: 'favorites', settingsKey: 'wishlist', validateSettings: validateWishlist, setup: (ctx) => seen(ctx.settings) })],
    });
    const report = await runtime.start();
    expect(report).toEqual({ started: ['favorites'], skipped: [] });
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ isActive: true, icon: 'heart', showInAppButtons: false }));
    // The shared settings stay as merged: defaults are applied to the plugin's copy.
    expect(runtime.store.settings.wishlist).toEqual({ isActive: true });
  });

  it('skips a plugin with invalid settings, reports why, and starts the rest', async () => {
    const onError = vi.fn();
    const otherSetup = vi.fn();
    const badSetup = vi.fn();
    const runtime = createTestRuntime({
      onError,
      initData: { settings: { wishlist: { isActive: 'yes' } } },
      plugins: [
        definePlugin({ id: 'favorites', settingsKey: 'wishlist', validateSettings: validateWishlist, setup: badSetup }),
        definePlugin({ id: 'other', setup: otherSetup }),
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
        definePlugin({ id: 'needs-broken', requires: ['broken'], setup: () => {} }),
        definePlugin({
          id: 'broken',
          setup: () => {
            throw new Error('setup exploded');
          },
        }),
        definePlugin({ id: 'fine', setup: () => {} }),
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
        definePlugin({ id: 'points-card', requires: ['points-core'], setup: () => void order.push('points-card') }),
        definePlugin({ id: 'points-core', setup: () => void order.push('points-core') }),
      ],
    });
    await runtime.start();
    expect(order).toEqual(['points-core', 'points-card']);
  });

  it('rejects duplicate and non-kebab-case ids at registration', () => {
    const runtime = createTestRuntime({ plugins: [definePlugin({ id: 'loyalty', setup: () => {} })] });
    expect(() => runtime.registry.register(definePlugin({ id: 'loyalty', setup: () => {} }))).toThrow('already registered');
    expect(() => runtime.registry.register(definePlugin({ id: 'MyPlugin', setup: () => {} }))).toThrow('kebab-case');
    expect(() => runtime.registry.register(definePlugin({ id: 'my_plugin', setup: () => {} }))).toThrow('kebab-case');
  });

  it('names hook taps after the plugin so a throwing tap is attributed to it', async () => {
    const onError = vi.fn();
    const runtime = createTestRuntime({
      onError,
      plugins: [
        definePlugin({
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
    const report = await runtime.use(definePlugin({ id: 'late', setup }));
    expect(setup).toHaveBeenCalledOnce();
    expect(report.started).toEqual(['late']);
  });

  it('runs plugin teardowns on dispose', async () => {
    const teardown = vi.fn();
    const runtime = createTestRuntime({ plugins: [definePlugin({ id: 'with-teardown', setup: () => teardown })] });
    await runtime.start();
    runtime.dispose();
    expect(teardown).toHaveBeenCalledOnce();
  });

  it('gives each plugin its own state slice in the store', async () => {
    let state: { count: number } | undefined;
    const runtime = createTestRuntime({ plugins: [definePlugin({ id: 'counter', setup: (ctx) => void (state = ctx.state({ count: 1 })) })] });
    await runtime.start();
    state!.count++;
    expect(runtime.store.plugins.counter).toEqual({ count: 2 });
  });
});
