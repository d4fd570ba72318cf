// Route contract shared by the router (plain TS) and the panel shell (React). Plugins declare routes with
// `ctx.routes.add(definition)`; the router knows none of them by name except the foryou fallback.
import type { ComponentType } from 'react';

/** The route the router falls back to and the default previous page. */
export const FALLBACK_ROUTE = 'foryou';

/** What a page component receives. */
export interface PageProps {
  route: ResolvedRoute;
}

/** A page is loaded on demand so each lands in its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

export interface RouteDefinition {
  /** Route name as written after `#status-`, e.g. `order` in `#status-order:1001`. Kebab-case. */
  name: string;
  /** Other names that resolve to this route (`saved` → `saved-from-cart`). */
  aliases?: readonly string[];
  /** Defaults to true: anonymous shoppers are sent to foryou and the route is remembered. */
  authRequired?: boolean;
  /** Declared previous page used by back when the stack is empty; defaults to foryou. */
  previous?: string;
  /** Whether the route exists under the current settings/state (e.g. favorites only if wishlist active). */
  isAvailable?: (state: RouteAvailabilityState) => boolean;
  /** Page heading; a function receives the params. */
  heading?: string | ((params: readonly string[]) => string);
  /**
   * Shown instead of `heading` when a `{field}` placeholder in it has no customer value, e.g.
   * heading 'Hi {firstName}' with fallback 'For you'. Defaults to the tab label or the route's name.
   */
  headingFallback?: string | ((params: readonly string[]) => string);
  /** Heading hidden (quiz). */
  headingHidden?: boolean;
  /** Bottom-nav tab route (foryou, orders, profile). */
  tab?: boolean;
  /** Floating nav instead of the bottom nav (one collection). */
  floatingNav?: boolean;
  /** The page, loaded lazily. */
  load?: PageLoader;
  /** The plugin that added the route (set by the runtime): errors of its page are reported with it. */
  pluginId?: string;
  /** Content blocks of a dynamic page merged from settings (rendered by the DynamicPage component). */
  content?: readonly unknown[];
}

/** The slice of runtime state a route's availability may depend on. */
export interface RouteAvailabilityState {
  settings: Readonly<Record<string, unknown>>;
  isSignedIn: boolean;
  customerId: string | null;
}

export interface ResolvedRoute {
  /** Canonical route name (aliases resolved). */
  name: string;
  params: string[];
  /** Canonical hash, e.g. `#status-order:1001`. */
  hash: string;
  definition: RouteDefinition;
}
