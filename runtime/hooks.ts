// The runtime's lifecycle hooks, declared once as a frozen object (like webpack's Compiler hooks).
// tapable's API, with callers that run without `new Function` (./tapable.ts): the widget runs under a strict CSP.
import { AsyncSeriesHook, SyncHook, SyncWaterfallHook } from './tapable.ts';
import type { PageType } from './dom/contract.ts';
import type { AuthState, Reporter, TrackEvent } from './types.ts';
import type { ResolvedRoute } from './router/routes.ts';
import type { RouteResolution } from './router/index.ts';

/** Named stages order taps across plugins: core first, features, then store-specific code last. (Fills are ordered by FILL_ORDER, runtime/slots/fills.ts.) */
export const STAGE = Object.freeze({ core: -100, feature: 0, store: 100 });

export interface RequestInfo { method: string; path: string; data?: unknown; /** The plugin whose ctx.api called. */ pluginId?: string }
export interface ResponseInfo { method: string; path: string; status: number }
export interface LoginInfo {
  customerId: string | null;
  email: string | null;
  loginType: AuthState['loginType'];
  /**
   * Asks for the page to reload once the sign-in completed (a points plugin on its rewards page with
   * refreshOnRewardsPage). The core decides: only after an interactive sign-in and never on the login path.
   * Absent when the caller cannot reload (a test, a resumed session).
   */
  reloadPage?: () => void;
}
export interface PageViewInfo { pageType: PageType; previousPageType: PageType | null; productId?: string | number | null; url: string }
/** A cart line as the shop's AJAX cart API answers it. */
export interface CartItemInfo { key: string; product_id: number | string; variant_id: number | string | null; quantity?: number }
/**
 * A cart request the storefront made (cart sync): `/cart/add(.js)` or `/cart/change(.js)`, read from
 * its response. `items` are the lines it answered, `added` the ones not seen in this browser before, `token`
 * the cart's token when the response carried one.
 */
export interface CartChangeInfo { action: 'add' | 'change'; items: readonly CartItemInfo[]; added: readonly CartItemInfo[]; token: string | null }

export function createHooks(report: Reporter) {
  const hooks = Object.freeze({
    /** Runtime started: every plugin is set up and the config is loaded. */
    init: new AsyncSeriesHook<[]>([]),
    /** A route was resolved by the built-in rules; taps may rewrite the resolution. */
    resolveRoute: new SyncWaterfallHook<[RouteResolution]>(['resolution']),
    /** The panel opened on a route. */
    open: new SyncHook<[ResolvedRoute]>(['route']),
    /** The panel closed. */
    close: new SyncHook<[]>([]),
    /** The current route changed while open. */
    routeChange: new SyncHook<[ResolvedRoute]>(['route']),
    /** Auth state changed (anonymous sign-in, identified sign-in, sign-out). */
    authChange: new SyncHook<[Readonly<AuthState>]>(['auth']),
    /** An identified sign-in completed (after the customer is known). */
    login: new AsyncSeriesHook<[LoginInfo]>(['login']),
    /** Sign-out is about to clear state; taps clean up their own. */
    logout: new AsyncSeriesHook<[]>([]),
    /** An API request is about to be sent. */
    request: new SyncHook<[RequestInfo]>(['request']),
    /** An API response arrived (any status). */
    response: new SyncHook<[ResponseInfo]>(['response']),
    /** The storefront page the panel was mounted on, once, after init (with the page type the loader recorded before it). */
    pageView: new SyncHook<[PageViewInfo]>(['pageView']),
    /**
     * The storefront's cart changed: called by the cart-sync plugin, which observes the
     * theme's `/cart/add(.js)` and `/cart/change(.js)` requests (fetch and XMLHttpRequest) once they answered
     * successfully. A plugin that declares `cartChange` may tap it and, as cart sync does, call it
     * (`ctx.hooks.cartChange.call(info)`).
     */
    cartChange: new SyncHook<[CartChangeInfo]>(['cart']),
    /** An analytics event to track. */
    track: new SyncHook<[TrackEvent]>(['event']),
  });
  for (const [name, hook] of Object.entries(hooks)) guard(name, hook as AnyHook, report);
  return hooks;
}

export type Hooks = ReturnType<typeof createHooks>;
export type HookName = keyof Hooks;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHook = SyncHook<any, any> | SyncWaterfallHook<any> | AsyncSeriesHook<any>;

/**
 * Wraps every tap as it registers so a throwing tap is reported with its plugin id (the tap name) and the
 * other taps still run. A failing waterfall tap passes its input through unchanged.
 */
function guard(hookName: string, hook: AnyHook, report: Reporter) {
  // tapable hooks are built by factory functions with a null prototype: compare constructors, not instanceof.
  const isWaterfall = hook.constructor === SyncWaterfallHook;
  hook.intercept({
    register(tap) {
      const fn = tap.fn as (...args: unknown[]) => unknown;
      const where = `hook ${hookName}`;
      const fail = (error: unknown, args: unknown[]) => {
        report({ error, pluginId: tap.name, where });
        return isWaterfall ? args[0] : undefined;
      };
      if (tap.type === 'promise') {
        tap.fn = (...args: unknown[]) => {
          try {
            return Promise.resolve(fn(...args)).catch((e) => fail(e, args));
          } catch (e) {
            return Promise.resolve(fail(e, args));
          }
        };
      } else if (tap.type === 'async') {
        tap.fn = (...args: unknown[]) => {
          const callback = args[args.length - 1] as (err?: unknown, result?: unknown) => void;
          const rest = args.slice(0, -1);
          try {
            fn(...rest, (err?: unknown, result?: unknown) => callback(null, err ? fail(err, rest) : result));
          } catch (e) {
            callback(null, fail(e, rest));
          }
        };
      } else {
        tap.fn = (...args: unknown[]) => {
          try {
            return fn(...args);
          } catch (e) {
            return fail(e, args);
          }
        };
      }
      return tap;
    },
  });
}
