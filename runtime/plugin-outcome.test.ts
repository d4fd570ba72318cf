// @vitest-environment node
// What became of a plugin (registry.outcome, what PanelHandle.registerPlugin resolves with): loaded, or skipped
// with the reason (invalid settings, a failing setup, switched off), settled by a later start for a deferred one.
import { describe, expect, it, vi } from 'vitest';
import { testPlugin } from './testing/plugin.ts';
import { createTestRuntime } from './testing/runtime.ts';

describe('plugin outcomes', () => {
  it('says loaded, or skipped and why, for each plugin of a start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = createTestRuntime({
      initData: { settings: { wishlist: { isActive: 'yes' }, orders: { isActive: false } } as never },
      plugins: [
        testPlugin({ id: 'fine', setup: () => {} }),
        testPlugin({ id: 'bad-settings', settings: ['wishlist'], setup: () => {} }),
        testPlugin({ id: 'broken', setup: () => { throw new Error('no backend'); } }),
        testPlugin({ id: 'switched-off', activeBy: 'orders', setup: () => {} }),
      ],
    });
    await runtime.start();
    expect(await runtime.registry.outcome('fine')).toEqual({ status: 'loaded' });
    expect(await runtime.registry.outcome('bad-settings')).toEqual({ status: 'skipped', reason: expect.stringMatching(/^invalid settings "wishlist": wishlist\.isActive/) });
    expect(await runtime.registry.outcome('broken')).toEqual({ status: 'skipped', reason: 'setup failed: no backend' });
    expect(await runtime.registry.outcome('switched-off')).toEqual({ status: 'skipped', reason: 'disabled' });
    expect(runtime.registry.outcome('never-registered')).toBeUndefined();
  });

  it('waits for the start that settles a plugin registered later, and a deferred one', async () => {
    const runtime = createTestRuntime({ plugins: [testPlugin({ id: 'later-page', deferred: true, setup: () => {} })] });
    await runtime.start();
    let deferred: unknown = null;
    void runtime.registry.outcome('later-page')!.then((outcome) => (deferred = outcome));
    await Promise.resolve();
    expect(deferred).toBeNull();
    await runtime.registry.start({ deferred: true });
    expect(deferred).toEqual({ status: 'loaded' });

    await runtime.use(testPlugin({ id: 'from-the-page', setup: () => {} }));
    expect(await runtime.registry.outcome('from-the-page')).toEqual({ status: 'loaded' });
  });
});
