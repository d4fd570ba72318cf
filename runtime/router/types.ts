// Public types of the router.
import type { PageLoader, ResolvedRoute, RouteAvailabilityState, RouteDefinition } from './routes';
import type { DynamicPageSettings } from './dynamic';
import type { ParsedHash } from './hash';
import type { RouteResolution } from './resolve';

/** How the shell animates a route change (slide left or right for pages with a previous page). */
export interface RouteTransition {
  kind: 'slide' | 'fade';
  direction: 'forward' | 'back';
}

/** Called after every change of the current route; `route` is null after `reset()` (widget closed). */
export type RouteListener = (route: ResolvedRoute | null, transition: RouteTransition) => void;

export interface RouterOptions {
  /** Read on every resolution, so availability follows settings and sign-in as they change. */
  getState: () => RouteAvailabilityState;
  /** Applied after the built-in rules; the runtime wires its `resolveRoute` waterfall hook here. */
  resolveHook?: (resolution: RouteResolution) => RouteResolution;
  /** Where skipped dynamic pages and failing listeners are reported; defaults to console.warn. */
  warn?: (message: string) => void;
}

export interface NavigateOptions {
  /** Replace the current route instead of stacking it (e.g. re-checking the route after the user loads). */
  replace?: boolean;
}

export interface Router {
  /** Registers a plugin route; returns its unregister function. Throws on a non-kebab-case or taken name. */
  add(definition: RouteDefinition): () => void;
  /** Merges the `dynamicPages` settings, undoing the previous merge first. */
  mergeDynamicPages(pages: readonly DynamicPageSettings[], load: PageLoader): void;
  /** Splits a status hash; null when the hash is not ours. */
  parse(hash: string): ParsedHash | null;
  /** Applies the routing rules without changing anything. */
  resolve(hash: string): RouteResolution;
  /** Resolves and shows a route; remembers it for after login when it needed a signed-in customer. */
  navigate(hash: string, options?: NavigateOptions): ResolvedRoute;
  /** Shows the previous route: top of the back stack, else the current route's declared previous page. */
  back(): ResolvedRoute;
  readonly current: ResolvedRoute | null;
  /** Whether the shell shows a back button for the current route. */
  canGoBack(): boolean;
  /** The hash remembered by the last login redirect, once; null when there is none. */
  takeRedirect(): string | null;
  /** On close: forgets the current route and the back stack, keeps the remembered redirect. */
  reset(): void;
  subscribe(listener: RouteListener): () => void;
  /** Builds `#status-{name}:{params}`. */
  hashFor(name: string, params?: readonly string[]): string;
}
