import { describe, expect, it, vi } from 'vitest';
import { createHooks, STAGE } from './hooks.ts';
import type { ErrorReport } from './types.ts';

function setup() {
  const reports: ErrorReport[] = [];
  return { hooks: createHooks((r) => reports.push(r)), reports };
}

describe('hooks', () => {
  it('is a frozen object of the documented lifecycle points', () => {
    const { hooks } = setup();
    expect(Object.isFrozen(hooks)).toBe(true);
    expect(Object.keys(hooks).sort()).toEqual(
      ['close', 'init', 'login', 'logout', 'open', 'pageView', 'request', 'resolveRoute', 'response', 'routeChange', 'track', 'authChange', 'cartChange'].sort(),
    );
  });

  it('runs taps in stage order: core, feature, store-specific', () => {
    const { hooks } = setup();
    const order: string[] = [];
    hooks.close.tap({ name: 'store-hook', stage: STAGE.store }, () => void order.push('store'));
    hooks.close.tap({ name: 'feature', stage: STAGE.feature }, () => void order.push('feature'));
    hooks.close.tap({ name: 'core', stage: STAGE.core }, () => void order.push('core'));
    hooks.close.call();
    expect(order).toEqual(['core', 'feature', 'store']);
  });

  it('reports a throwing sync tap with its plugin id and still runs the others', () => {
    const { hooks, reports } = setup();
    const after = vi.fn();
    hooks.track.tap('broken-plugin', () => {
      throw new Error('boom');
    });
    hooks.track.tap('good-plugin', after);
    hooks.track.call({ event: 'logout' });
    expect(after).toHaveBeenCalledWith({ event: 'logout' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ pluginId: 'broken-plugin', where: 'hook track' });
  });

  it('passes a waterfall value through a throwing tap unchanged', () => {
    const { hooks, reports } = setup();
    type Resolution = Parameters<typeof hooks.resolveRoute.call>[0];
    hooks.resolveRoute.tap('a', (r) => ({ ...r, a: 1 }) as Resolution);
    hooks.resolveRoute.tap('broken', () => {
      throw new Error('bad');
    });
    hooks.resolveRoute.tap('b', (r) => ({ ...r, b: 2 }) as Resolution);
    expect(hooks.resolveRoute.call({} as Resolution)).toEqual({ a: 1, b: 2 });
    expect(reports.map((r) => r.pluginId)).toEqual(['broken']);
  });

  it('isolates rejecting and throwing promise taps of async hooks', async () => {
    const { hooks, reports } = setup();
    const ran: string[] = [];
    hooks.logout.tapPromise('rejects', async () => {
      throw new Error('nope');
    });
    hooks.logout.tapPromise('throws', () => {
      throw new Error('sync nope');
    });
    hooks.logout.tapPromise('ok', async () => void ran.push('ok'));
    await hooks.logout.promise();
    expect(ran).toEqual(['ok']);
    expect(reports.map((r) => r.pluginId)).toEqual(['rejects', 'throws']);
  });

  it('isolates callback-style async taps that fail', async () => {
    const { hooks, reports } = setup();
    const ran: string[] = [];
    hooks.init.tapAsync('cb-fails', (cb) => cb(new Error('cb error')));
    hooks.init.tapAsync('cb-ok', (cb) => {
      ran.push('ok');
      cb();
    });
    await hooks.init.promise();
    expect(ran).toEqual(['ok']);
    expect(reports[0]?.pluginId).toBe('cb-fails');
  });
});
