// The built-in routing rules (docs/behaviour.md, Routes), as a pure function of the table, the hash and the state.
import { FALLBACK_ROUTE, type ResolvedRoute, type RouteAvailabilityState, type RouteDefinition } from './routes';
import { formatHash, parseHash } from './hash';
import type { RouteTable } from './table';

export interface RouteRedirect {
  /** Canonical hash of the route that was asked for (the hash as given when no route matched). */
  from: string;
  /** `unavailable`: unknown, or off under the current settings. `auth`: needs a signed-in customer. */
  reason: 'unavailable' | 'auth';
}

export interface RouteResolution {
  route: ResolvedRoute;
  /** Set when the shopper was sent to foryou instead of the route they asked for. */
  redirect?: RouteRedirect;
}

/** Rendered when no plugin registered foryou, so the shell always has a page to show. */
const MINIMAL_FALLBACK: RouteDefinition = Object.freeze({ name: FALLBACK_ROUTE, authRequired: false, tab: true });

/**
 * A signed-in customer is signed in *with a customerId*. An identified user still waiting for the
 * shop login has no customerId yet and counts as anonymous, so a protected route stays remembered and is
 * followed once the shop login stores the id (§4 "a stored redirect is followed").
 */
export function isSignedInCustomer(state: RouteAvailabilityState): boolean {
  return state.isSignedIn && Boolean(state.customerId);
}

export function resolveRoute(
  table: RouteTable,
  hash: string,
  state: RouteAvailabilityState,
  warn: (message: string) => void,
): RouteResolution {
  const parsed = parseHash(hash);
  if (!parsed) return { route: fallback(table), redirect: { from: hash, reason: 'unavailable' } };
  const match = table.find(parsed.name);
  // The fallback is always reachable: its own rules must not send the shopper in a loop.
  if ((match?.name ?? parsed.name) === FALLBACK_ROUTE) return { route: fallback(table, parsed.params) };
  if (!match) return { route: fallback(table), redirect: { from: hash, reason: 'unavailable' } };

  const { name, definition } = match;
  const route: ResolvedRoute = { name, params: parsed.params, hash: formatHash(name, parsed.params), definition };
  if (!isAvailable(definition, state, warn)) return { route: fallback(table), redirect: { from: route.hash, reason: 'unavailable' } };
  if (definition.authRequired !== false && !isSignedInCustomer(state)) {
    return { route: fallback(table), redirect: { from: route.hash, reason: 'auth' } };
  }
  return { route };
}

function fallback(table: RouteTable, params: string[] = []): ResolvedRoute {
  const definition = table.find(FALLBACK_ROUTE)?.definition ?? MINIMAL_FALLBACK;
  return { name: FALLBACK_ROUTE, params, hash: formatHash(FALLBACK_ROUTE, params), definition };
}

// A plugin's broken availability check hides its route instead of breaking navigation for every page.
function isAvailable(definition: RouteDefinition, state: RouteAvailabilityState, warn: (message: string) => void): boolean {
  if (!definition.isAvailable) return true;
  try {
    return definition.isAvailable(state);
  } catch (error) {
    warn(`Route "${definition.name}" isAvailable threw; treating it as unavailable: ${String(error)}`);
    return false;
  }
}
