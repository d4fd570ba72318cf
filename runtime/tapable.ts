// tapable's hooks without `new Function`. tapable compiles each hook's caller from generated source
// (HookCodeFactory), which a store's Content-Security-Policy without 'unsafe-eval' refuses. Here tapable's own
// Hook class keeps its API (tap, tapAsync, tapPromise, stage, before, intercept, isUsed, withOptions) and
// `compile` returns a caller that runs the taps in a loop, with the same semantics as the generated one for the
// three hook kinds the runtime uses. It is also ~3 KB gzip smaller than tapable's index.
import type { AsyncSeriesHook as AsyncSeriesHookType, SyncHook as SyncHookType, SyncWaterfallHook as SyncWaterfallHookType } from 'tapable';
// The browser build maps tapable's `util` to its util-browser.js (package.json "browser").
import Hook from 'tapable/lib/Hook.js';

type Fn = (...args: unknown[]) => unknown;
type Callback = (error?: unknown, result?: unknown) => void;
interface Tap { name: string; type: 'sync' | 'async' | 'promise'; fn: Fn }
interface Interceptor {
  call?: (...args: unknown[]) => void;
  tap?: (tap: Tap) => void;
  error?: (error: unknown) => void;
  result?: (result: unknown) => void;
  done?: () => void;
}
interface CompileOptions { taps: Tap[]; interceptors: Interceptor[]; type: 'sync' | 'async' | 'promise' }
type Kind = 'sync' | 'waterfall' | 'asyncSeries';

/** The caller for one hook kind and one call type, over a snapshot of the taps (a new tap recompiles). */
function compileCaller(kind: Kind, { taps, interceptors, type }: CompileOptions): Fn {
  const list = taps.slice();
  const around = interceptors.slice();
  const each = <K extends keyof Interceptor>(key: K, ...args: Parameters<NonNullable<Interceptor[K]>>) => {
    for (const interceptor of around) (interceptor[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
  };
  const finish = (args: unknown[]): unknown => {
    if (kind === 'waterfall') {
      each('result', args[0]);
      return args[0];
    }
    each('done');
    return undefined;
  };

  // Sync hooks run their (sync) taps in order; a waterfall passes each defined result on as the first argument.
  // `call` lets a tap's error through untouched; callAsync and promise tell the error interceptors first.
  const runSync = (args: unknown[]): unknown => {
    each('call', ...args);
    for (const tap of list) {
      each('tap', tap);
      let result: unknown;
      try {
        result = tap.fn(...args);
      } catch (error) {
        if (type !== 'sync') each('error', error);
        throw error;
      }
      if (kind === 'waterfall' && result !== undefined) args[0] = result;
    }
    return finish(args);
  };

  // An async series hook runs sync, callback and promise taps one after the other; the first error stops it.
  const runSeries = (args: unknown[], callback: Callback): void => {
    each('call', ...args);
    const fail = (error: unknown) => {
      each('error', error);
      callback(error);
    };
    const next = (index: number): void => {
      if (index === list.length) return void (finish(args), callback());
      const tap = list[index]!;
      each('tap', tap);
      if (tap.type === 'async') return void tap.fn(...args, (error?: unknown) => (error ? fail(error) : next(index + 1)));
      if (tap.type === 'sync') {
        try {
          tap.fn(...args);
        } catch (error) {
          return fail(error);
        }
        return next(index + 1);
      }
      // A promise tap that throws instead of rejecting is not caught (tapable's generated code does the same).
      const result = tap.fn(...args);
      if (!result || typeof (result as Promise<unknown>).then !== 'function') {
        throw new Error(`Tap function (tapPromise) did not return promise (returned ${String(result)})`);
      }
      (result as Promise<unknown>).then(
        () => next(index + 1),
        (error: unknown) => fail(error || new Error(`Tap function (tapPromise) rejects "${String(error)}" value`)),
      );
    };
    next(0);
  };

  if (kind === 'asyncSeries') {
    if (type === 'promise') return (...args) => new Promise((resolve, reject) => runSeries(args, (error) => (error ? reject(error) : resolve(undefined))));
    if (type === 'async') return (...args) => runSeries(args.slice(0, -1), args[args.length - 1] as Callback);
    throw new Error('call is not supported on an AsyncSeriesHook: use callAsync or promise');
  }
  if (type === 'promise') return (...args) => new Promise((resolve) => resolve(runSync(args)));
  if (type === 'async') {
    return (...args) => {
      const callback = args.pop() as Callback;
      let result: unknown;
      try {
        result = runSync(args);
      } catch (error) {
        return callback(error);
      }
      callback(null, result);
    };
  }
  return (...args) => runSync(args);
}

interface HookInstance {
  constructor: unknown;
  compile: (options: CompileOptions) => Fn;
  tapAsync: unknown;
  tapPromise: unknown;
  call: unknown;
  _call: unknown;
}

/** A hook factory shaped like tapable's own (a function with a null prototype, `hook.constructor` set to it). */
function factory<H>(kind: Kind, label: string, syncOnly: boolean) {
  function create(args: readonly string[] = [], name?: string): H {
    if (kind === 'waterfall' && args.length < 1) throw new Error('Waterfall hooks must have at least one argument');
    const hook = new Hook(args, name) as unknown as HookInstance;
    hook.constructor = create;
    hook.compile = (options) => compileCaller(kind, options);
    if (syncOnly) {
      hook.tapAsync = () => {
        throw new Error(`tapAsync is not supported on a ${label}`);
      };
      hook.tapPromise = () => {
        throw new Error(`tapPromise is not supported on a ${label}`);
      };
    } else {
      hook._call = undefined;
      hook.call = undefined;
    }
    return hook as H;
  }
  create.prototype = null;
  return create as unknown as new (args?: readonly string[], name?: string) => H;
}

export const SyncHook = factory<SyncHookType<unknown[]>>('sync', 'SyncHook', true) as unknown as typeof SyncHookType;
export const SyncWaterfallHook = factory<SyncWaterfallHookType<unknown[]>>('waterfall', 'SyncWaterfallHook', true) as unknown as typeof SyncWaterfallHookType;
export const AsyncSeriesHook = factory<AsyncSeriesHookType<unknown[]>>('asyncSeries', 'AsyncSeriesHook', false) as unknown as typeof AsyncSeriesHookType;
export type SyncHook<T, R = void> = SyncHookType<T, R>;
export type SyncWaterfallHook<T> = SyncWaterfallHookType<T>;
export type AsyncSeriesHook<T> = AsyncSeriesHookType<T>;
