// @vitest-environment node
// The interpreted hooks against tapable's compiled ones: each scenario runs on both and must leave the same
// trace (tap order, waterfall values, interceptors, errors, callback and promise outcomes).
import * as original from 'tapable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as interpreted from './tapable.ts';

type Impl = { SyncHook: typeof original.SyncHook; SyncWaterfallHook: typeof original.SyncWaterfallHook; AsyncSeriesHook: typeof original.AsyncSeriesHook };
const impls = { original, interpreted } as unknown as Record<'original' | 'interpreted', Impl>;

async function both(scenario: (impl: Impl, trace: unknown[]) => unknown): Promise<unknown[]> {
  const traces: unknown[][] = [];
  for (const impl of [impls.original, impls.interpreted]) {
    const trace: unknown[] = [];
    try {
      trace.push(['returned', await scenario(impl, trace)]);
    } catch (error) {
      trace.push(['threw', (error as Error).message]);
    }
    traces.push(trace);
  }
  expect(traces[1]).toEqual(traces[0]);
  return traces[1]!;
}

const interceptor = (trace: unknown[]) => ({
  call: (...args: unknown[]) => void trace.push(['call', ...args]),
  tap: (tap: { name: string }) => void trace.push(['tap', tap.name]),
  error: (error: Error) => void trace.push(['error', error.message]),
  result: (result: unknown) => void trace.push(['result', result]),
  done: () => void trace.push(['done']),
});

afterEach(() => vi.restoreAllMocks());

describe('interpreted tapable hooks', () => {
  it('order taps by stage and before, and call interceptors, like tapable', async () => {
    const trace = await both(({ SyncHook }, trace) => {
      const hook = new SyncHook<[number, string]>(['a', 'b']);
      hook.intercept(interceptor(trace));
      hook.tap({ name: 'late', stage: 10 }, (a, b) => void trace.push(['late', a, b]));
      hook.tap('plain', (a) => void trace.push(['plain', a]));
      hook.tap({ name: 'early', stage: -10 }, () => void trace.push(['early']));
      hook.tap({ name: 'first', before: 'early' }, () => void trace.push(['first']));
      hook.call(1, 'x');
      hook.tap('added', () => void trace.push(['added']));
      return hook.call(2, 'y');
    });
    expect(trace.filter((t) => (t as string[])[0] === 'tap').map((t) => (t as string[])[1])).toContain('added');
  });

  it('rethrow a sync tap error from call, pass it to callAsync, reject the promise', async () => {
    await both(async ({ SyncHook }, trace) => {
      const hook = new SyncHook<[number]>(['a']);
      hook.intercept(interceptor(trace));
      hook.tap('ok', () => void trace.push('ok'));
      hook.tap('bad', () => {
        throw new Error('bad tap');
      });
      hook.tap('never', () => void trace.push('never'));
      try {
        hook.call(1);
      } catch (error) {
        trace.push(['caught', (error as Error).message]);
      }
      hook.callAsync(2, (error) => void trace.push(['callback', error?.message]));
      await hook.promise(3).catch((error: Error) => trace.push(['rejected', error.message]));
      const untyped = hook as unknown as Record<'tapAsync' | 'tapPromise', (name: string, fn: () => unknown) => void>;
      expect(() => untyped.tapAsync('x', () => undefined)).toThrow('tapAsync is not supported on a SyncHook');
      expect(() => untyped.tapPromise('x', async () => undefined)).toThrow('tapPromise is not supported on a SyncHook');
    });
  });

  it('pass defined waterfall results on, skip undefined ones', async () => {
    const trace = await both(async ({ SyncWaterfallHook }, trace) => {
      const hook = new SyncWaterfallHook<[number, string]>(['n', 'label']);
      hook.intercept(interceptor(trace));
      hook.tap('double', (n) => n * 2);
      hook.tap('nothing', (() => undefined) as never);
      hook.tap('plus', (n, label) => (trace.push(label), n + 1));
      trace.push(hook.call(5, 'l'));
      trace.push(await hook.promise(1, 'p'));
      hook.callAsync(2, 'c', (error, result) => void trace.push(['callback', error, result]));
      expect(() => new SyncWaterfallHook([] as never)).toThrow('Waterfall hooks must have at least one argument');
    });
    expect(trace).toContain(11);
  });

  it('run sync, callback and promise taps of an async series hook one after the other', async () => {
    const trace = await both(async ({ AsyncSeriesHook }, trace) => {
      const hook = new AsyncSeriesHook<[string]>(['who']);
      hook.intercept(interceptor(trace));
      hook.tapPromise('slow', (who) => new Promise((resolve) => setTimeout(() => resolve(void trace.push(['slow', who])), 5)));
      hook.tap('sync', (who) => void trace.push(['sync', who]));
      hook.tapAsync('callback', (who, done) => setTimeout(() => (trace.push(['callback', who]), done()), 1));
      hook.tap({ name: 'first', stage: -1 }, () => void trace.push('first'));
      await hook.promise('p');
      await new Promise<void>((resolve) => hook.callAsync('c', (error) => (trace.push(['done', error]), resolve())));
      return (hook as { call?: unknown }).call;
    });
    expect(trace.map((t) => (Array.isArray(t) ? t[0] : t))).toEqual(expect.arrayContaining(['first', 'slow', 'sync', 'callback']));
  });

  it('stop an async series hook at the first failure of any tap type', async () => {
    for (const failing of ['sync', 'async', 'promise', 'promise-throws', 'not-a-promise'] as const) {
      await both(async ({ AsyncSeriesHook }, trace) => {
        const hook = new AsyncSeriesHook<[]>([]);
        hook.intercept(interceptor(trace));
        hook.tap('before', () => void trace.push('before'));
        if (failing === 'sync') hook.tap('fails', () => { throw new Error('sync failed'); });
        if (failing === 'async') hook.tapAsync('fails', (done) => done(new Error('async failed')));
        if (failing === 'promise') hook.tapPromise('fails', () => Promise.reject(new Error('promise failed')));
        if (failing === 'promise-throws') hook.tapPromise('fails', () => { throw new Error('promise tap threw'); });
        if (failing === 'not-a-promise') hook.tapPromise('fails', (() => 42) as never);
        hook.tap('after', () => void trace.push('after'));
        await hook.promise().catch((error: Error) => trace.push(['rejected', error.message]));
      });
    }
  });

  it('never compile code: no Function constructor, so a CSP without unsafe-eval allows it', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    const hook = new interpreted.SyncWaterfallHook<[number]>(['n']);
    hook.tap('a', (n) => n + 1);
    expect(hook.call(1)).toBe(2);
    expect(spy).not.toHaveBeenCalled();
    // tapable's own compiles one: the spy sees it (so the assertion above could fail).
    const compiled = new original.SyncWaterfallHook<[number]>(['n']);
    compiled.tap('a', (n) => n + 1);
    expect(compiled.call(1)).toBe(2);
    expect(spy).toHaveBeenCalled();
  });
});
