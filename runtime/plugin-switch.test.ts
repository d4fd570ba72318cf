// @vitest-environment node
// One on/off per plugin: a plugin the merchant added by URL is switched by its entry in settings.plugins (which
// also decides whether its module downloads); an isActive left in its own settings group is not read. A plugin
// without an entry (built in, or registered by a provider's own script) still follows its `activeBy` group.
import { describe, expect, it, vi } from 'vitest';
import { testPlugin } from './testing/plugin.ts';
import { createTestRuntime } from './testing/runtime.ts';

const SRC = 'https://cdn.acme.example/acme-points.js';

function runtimeWith(settings: Record<string, unknown>) {
  const load = vi.fn(async () => ({ default: () => {} }));
  const runtime = createTestRuntime({
    initData: { settings: settings as never },
    plugins: [testPlugin({ id: 'acme-points', activeBy: 'acme-points', load })],
  });
  return { runtime, load };
}

describe('one switch per plugin', () => {
  it('starts a plugin whose entry is on, whatever its own group says', async () => {
    const { runtime, load } = runtimeWith({ plugins: [{ id: 'acme-points', src: SRC, isActive: true }], 'acme-points': { isActive: false } });
    expect(await runtime.start()).toEqual({ started: ['acme-points'], skipped: [], disabled: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a plugin whose entry is off disabled, downloading none of its code, whatever its group says', async () => {
    const { runtime, load } = runtimeWith({ plugins: [{ id: 'acme-points', src: SRC, isActive: false }], 'acme-points': { isActive: true } });
    expect(await runtime.start()).toEqual({ started: [], skipped: [], disabled: ['acme-points'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('follows the activeBy group for a plugin without an entry', async () => {
    const off = runtimeWith({ 'acme-points': { isActive: false } });
    expect(await off.runtime.start()).toEqual({ started: [], skipped: [], disabled: ['acme-points'] });
    const on = runtimeWith({ 'acme-points': { isActive: true } });
    expect(await on.runtime.start()).toEqual({ started: ['acme-points'], skipped: [], disabled: [] });
  });
});
