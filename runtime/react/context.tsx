// The React binding of the runtime: a provider and hooks. Plain modules never import this folder.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Runtime } from '../runtime.ts';
import type { Store } from '../store.ts';
import type { AnyPlugin, ContextOf, PluginSettings } from '../plugin.ts';
import { providedBy } from '../plugin-context.ts';

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime of the nearest provider; throws outside one (a component rendered outside the panel). */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <RuntimeProvider>.');
  return runtime;
}

/** A render-tracking snapshot of the store (valtio): components re-render only for what they read. */
export function useStore(): Readonly<Store> {
  return useSnapshot(useRuntime().store) as Readonly<Store>;
}

/** How long what needs the shopper's identity waits for one (a guest's anonymous one comes with the first open). */
export const NO_IDENTITY_WAIT_MS = 5_000;

/**
 * Whether the shopper has an identity (`'present'`), may still get one (`'waiting'`), or will not (`'none'`: the
 * anonymous sign-in failed, `auth.identityFailed`, or none came within NO_IDENTITY_WAIT_MS of it going missing).
 * Lists that are the shopper's ask the API once present and show what the browser has, or hide, at none.
 */
export function useIdentity(): 'present' | 'waiting' | 'none' {
  const { user, identityFailed } = useStore().auth;
  const [waited, setWaited] = useState(false);
  const present = !!user;
  // Once one came, a later absence (a sign-out) waits afresh: reset in the render, so no render sees the old verdict.
  if (present && waited) setWaited(false);
  useEffect(() => {
    if (present || identityFailed) return;
    const id = setTimeout(() => setWaited(true), NO_IDENTITY_WAIT_MS);
    return () => clearTimeout(id);
  }, [present, identityFailed]);
  return present ? 'present' : identityFailed || waited ? 'none' : 'waiting';
}

/** Translation function bound to the runtime's i18n. */
export function useT() {
  const runtime = useRuntime();
  useSnapshot(runtime.store.config.locale); // re-render when the language changes
  return runtime.i18n.t;
}

/** Opens the panel at a route hash, or moves it there when open (`#status-orders`); `replace` keeps the history. */
export function useNavigate(): (hash: string, options?: { replace?: boolean }) => void {
  const runtime = useRuntime();
  return runtime.show;
}

/** The plugin whose page or fill renders below: the shell sets it around a route's page, <Slot> around a fill. */
export const PluginScope = createContext<string | null>(null);

/** What usePlugin() gives a page or a fill of a plugin, typed by its manifest (`usePlugin<typeof manifest>()`). */
export interface PluginApi<M = AnyPlugin, P = unknown, S extends object = Record<string, unknown>> {
  /** The plugin's context, as its setup got it. */
  readonly ctx: ContextOf<M>;
  /** Its declared settings groups, validated with defaults; its own group as `own`. */
  readonly settings: PluginSettings<M>;
  /** Its messages (`<id>.<key>`, then core keys); the component re-renders when the language changes. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** Its own state (`ctx.state`), a valtio proxy: read it with useSnapshot, write it directly. */
  readonly state: S;
  /** What its setup handed over with `ctx.provide` (a model, a controller). */
  readonly provided: P;
}

/**
 * A page's or a fill's way to its own plugin: its context, settings, messages, own state and what its setup
 * provided. Throws outside a plugin's page or fill, or when the plugin is not running.
 */
export function usePlugin<M = AnyPlugin, P = unknown, S extends object = Record<string, unknown>>(): PluginApi<M, P, S> {
  const runtime = useRuntime();
  const id = useContext(PluginScope) ?? '';
  useSnapshot(runtime.store.config.locale); // re-render when the language changes
  const ctx = runtime.registry.context(id);
  if (!ctx) throw new Error(`usePlugin(): no running plugin "${id}" here`);
  return { ctx: ctx as never, settings: ctx.settings as never, t: ctx.i18n.t, state: runtime.store.plugins[id] as S, provided: providedBy(ctx) as P };
}
