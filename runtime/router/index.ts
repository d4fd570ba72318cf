// The hash router (docs/behaviour.md, Routes): plain TypeScript, no React, no DOM. Plugins register routes;
// the router itself knows only the foryou fallback. The shell listens for changes and renders.
//
// Back-stack rules, chosen for what shoppers expect from an app-like panel:
// - Tab routes (foryou, orders, profile) are top level: switching to one clears the stack, so tabbing
//   around never builds up a trail of back presses and a tab shows no back button.
// - Navigating to a route already on the stack unwinds to it (saving an address and returning to the list
//   must not leave the form behind the list), and animates as going back.
// - Navigating to the route already shown changes nothing.
// - The stack holds hashes and back re-resolves them: a page that became unavailable, or needs a login the
//   shopper no longer has, falls back to foryou instead of being shown from memory.
// Transitions: a forward move slides when the page arrived at has a back button, a back move slides when
// the page left had one; everything else (tab switches, open) fades.
import { FALLBACK_ROUTE, type ResolvedRoute } from './routes';
import { formatHash, parseHash, toHash } from './hash';
import { resolveRoute, type RouteResolution } from './resolve';
import { createRouteTable } from './table';
import type { RouteListener, RouteTransition, Router, RouterOptions } from './types';

export type { NavigateOptions, RouteListener, RouteTransition, Router, RouterOptions } from './types';
export type { RouteRedirect, RouteResolution } from './resolve';
export type { DynamicPageSettings } from './dynamic';
export type { ParsedHash } from './hash';
export { formatHash, parseHash, HASH_PREFIX } from './hash';
export { isSignedInCustomer } from './resolve';

/** Deep links can chain many pages; a bound keeps a long session from growing the stack without end. */
const MAX_STACK = 50;

export function createRouter(options: RouterOptions): Router {
  const warn = options.warn ?? ((message: string) => console.warn(`[status router] ${message}`));
  const table = createRouteTable(warn);
  const listeners = new Set<RouteListener>();
  let stack: string[] = [];
  let current: ResolvedRoute | null = null;
  let rememberedRedirect: string | null = null;

  function resolve(hash: string): RouteResolution {
    const resolution = resolveRoute(table, hash, options.getState(), warn);
    return options.resolveHook ? options.resolveHook(resolution) : resolution;
  }

  function canGoBack(): boolean {
    return current !== null && (stack.length > 0 || current.definition.previous !== undefined);
  }

  function show(route: ResolvedRoute, direction: RouteTransition['direction'], nextStack: string[]): ResolvedRoute {
    const leftHadBack = canGoBack();
    // The stack never holds the page shown: reaching a stacked page unwinds to it.
    const onStack = nextStack.lastIndexOf(route.hash);
    current = route;
    stack = (onStack === -1 ? nextStack : nextStack.slice(0, onStack)).slice(-MAX_STACK);
    const slides = direction === 'forward' ? canGoBack() : leftHadBack;
    notify(route, { kind: slides ? 'slide' : 'fade', direction });
    return route;
  }

  function notify(route: ResolvedRoute | null, transition: RouteTransition): void {
    for (const listener of [...listeners]) {
      try {
        listener(route, transition);
      } catch (error) {
        warn(`A route listener threw: ${String(error)}`);
      }
    }
  }

  return {
    add: (definition) => table.add(definition),
    mergeDynamicPages: (pages, load) => table.setDynamicPages(pages, load),
    parse: parseHash,
    resolve,
    hashFor: formatHash,
    canGoBack,

    get current() {
      return current;
    },

    navigate(hash, { replace = false } = {}) {
      const { route, redirect } = resolve(hash);
      if (redirect?.reason === 'auth') rememberedRedirect = redirect.from;
      if (current && route.hash === current.hash) return current;
      const direction = stack.includes(route.hash) ? 'back' : 'forward';
      if (route.definition.tab) return show(route, direction, []);
      return show(route, direction, replace || !current ? stack : [...stack, current.hash]);
    },

    back() {
      // Skip stacked entries that now resolve to the page already shown (e.g. a protected page after sign-out
      // falls back to foryou while foryou is shown), so one press always moves somewhere when it can.
      const rest = [...stack];
      let route: ResolvedRoute;
      let previous: string | undefined;
      do {
        previous = rest.pop();
        route = resolve(previous ?? toHash(current?.definition.previous ?? FALLBACK_ROUTE)).route;
      } while (previous !== undefined && route.hash === current?.hash);
      if (current && route.hash === current.hash) {
        stack = rest;
        return current;
      }
      return show(route, 'back', rest);
    },

    takeRedirect() {
      const redirect = rememberedRedirect;
      rememberedRedirect = null;
      return redirect;
    },

    reset() {
      current = null;
      stack = [];
      notify(null, { kind: 'fade', direction: 'back' });
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
