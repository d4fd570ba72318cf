// The runtime's valtio store: core slices plus per-plugin state. Created per runtime, never at module level.
// React reads it with useSnapshot; plain modules use valtio's subscribe.
import { proxy, ref } from 'valtio/vanilla';
import type { AuthState, Customer, ShopConfig } from './types.ts';
import type { ResolvedRoute } from './router/routes.ts';

export interface Toast {
  id: number;
  message: string;
  tone: 'default' | 'success' | 'destructive' | 'warning';
  /** Where it shows: inside the widget, on the host site, or anchored to a button. */
  target: 'widget' | 'site' | 'button';
  /** For target 'button': the theme's button it shows beside. Held as a valtio `ref` (showToast wraps it): a proxied DOM node breaks. */
  anchor?: Element;
  action?: { label: string; run: () => void };
  durationMs: number;
}

export interface UiState {
  isOpen: boolean;
  /** Stored as a valtio ref: the definition holds functions and must not be proxied. */
  route: ResolvedRoute | null;
  transition: { kind: 'slide' | 'fade'; direction: 'forward' | 'back' };
  toasts: Toast[];
  /** A route asked for before the deferred plugins that may own it started: the page shows a skeleton meanwhile. */
  pendingRoute: string | null;
  /** Shown when the shop login key is missing or shop login failed. */
  alerts: { id: string; tone: Toast['tone']; message: string }[];
}

export interface CoreState {
  ui: UiState;
  auth: AuthState;
  customer: Customer | null;
  config: ShopConfig;
  settings: Record<string, unknown>;
  /** Per-plugin state, keyed by plugin id; each plugin owns its entry. */
  plugins: Record<string, unknown>;
}

export type Store = CoreState;

export function initialAuthState(): AuthState {
  return {
    isSignedIn: false,
    loginType: null,
    acceptsMarketing: false,
    anonUserId: null,
    isInitialLoginSession: false,
    hasLoggedIn: false,
    user: null,
    isLoggingOut: false,
    identityFailed: false,
  };
}

export function createStore(config: ShopConfig, settings: Record<string, unknown>): Store {
  return proxy<CoreState>({
    ui: { isOpen: false, route: null, transition: { kind: 'fade', direction: 'forward' }, toasts: [], pendingRoute: null, alerts: [] },
    auth: initialAuthState(),
    customer: config.customer,
    config,
    settings,
    plugins: {},
  });
}

/** Routes hold functions and components: keep them out of valtio's proxying. */
export function routeRef(route: ResolvedRoute | null): ResolvedRoute | null {
  return route ? ref(route) : null;
}
