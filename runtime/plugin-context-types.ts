// What a plugin's setup receives: the runtime's parts scoped to the plugin, with least privilege.
// Types only, in their own file so the runtime and the context builder do not import each other.
import type { AsyncSeriesHook } from './tapable.ts';
import type { ApiClient } from './api/client.ts';
import type { ProductClient } from './api/products.ts';
import type { AuthService } from './auth/service.ts';
import type { Session } from './auth/session.ts';
import type { ShopLoginStrategy } from './auth/shop-login.ts';
import type { CartChangeInfo, Hooks } from './hooks.ts';
import type { PluginHttp } from './http/types.ts';
import type { RouteDefinition } from './router/routes.ts';
import type { Store } from './store.ts';
import type { ToastInput } from './toasts.ts';
import type { FillOptions, FillOwner, PluginSlotId } from './slots/fills.ts';
import type { StatusEventMap } from './dom/contract.ts';
import type { SlotId } from './slots/catalogue.ts';

export interface TapOptions {
  stage?: number;
  before?: string;
}

type TapFn<H> = H extends { tap(options: never, fn: infer F): void } ? F : never;
type PromiseFn<H> = H extends { tapPromise(options: never, fn: infer F): void } ? F : never;

/** A hook as a plugin sees it: taps are named after the plugin automatically. */
export type ScopedHook<H> = { tap(fn: TapFn<H>, options?: TapOptions): void } & (H extends AsyncSeriesHook<infer _A>
  ? { tapPromise(fn: PromiseFn<H>, options?: TapOptions): void }
  : unknown);

export type ScopedHooks = { readonly [K in keyof Hooks]: ScopedHook<Hooks[K]> } & {
  /** The plugin observing the cart (cart sync) reports a change; refused unless `cartChange` is declared. */
  readonly cartChange: { call(info: CartChangeInfo): void };
};

/** Deeply read-only: what `ctx.store` is typed as (writes also throw at run time). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export type Messages = Readonly<Record<string, string>>;
/** A language's messages, loaded on demand: `{ en: () => import('./messages/en.ts'), de: … }`. */
export type MessageLoaders = { readonly en: () => Promise<{ default: Messages }> } & Readonly<Record<string, () => Promise<{ default: Messages }>>>;

/** The i18n a plugin gets: its own namespace first (`t('title')` reads `<id>.title`), then core keys. */
export interface PluginI18n {
  readonly language: string;
  t(key: string, vars?: Record<string, string | number>): string;
  /**
   * Adds messages that travel with a part loaded later (a page's chunk) to the plugin's namespace, so the first
   * open does not carry them: `load: async () => (await ctx.i18n.load(pageMessages), import('./Page.tsx'))`.
   */
  load(messages: MessageLoaders): Promise<void>;
}

/**
 * The window DOM events a plugin may dispatch with `ctx.emit` (detail types in runtime/dom/contract.ts).
 * Only `status:saved-change`: the panel tells the theme's favorite hearts and badge that a favorite was added
 * or removed. The other status:* events belong to the loader and the core.
 */
export type PluginEventName = 'status:saved-change';

/** A route as a plugin adds it: its name is one its manifest declares. */
export type PluginRoute<R extends string = string> = Omit<RouteDefinition, 'name' | 'pluginId'> & { name: R };

/**
 * `S` is the plugin's settings, `Sl` and `R` the slots and routes its manifest declares (ContextOf in
 * runtime/plugin.ts derives all three from the manifest).
 */
export interface PluginContext<S = unknown, Sl extends string = string, R extends string = string> {
  readonly id: string;
  /** Declared settings groups, validated with defaults applied; the plugin's own group as `own`. */
  readonly settings: S;
  /** The runtime's store, read-only (config, auth, customer, settings, ui). Writes throw. */
  readonly store: DeepReadonly<Store>;
  /** This plugin's own state (`store.plugins[id]`), a valtio proxy it may write; created on first call. */
  state<T extends object>(initial: T): T;
  /**
   * Hands its pages and fills what the setup made for them (a model, a controller): they read it as
   * `usePlugin().provided`, so no page is wrapped to receive it. Returns the value.
   */
  provide<T>(value: T): T;
  readonly hooks: ScopedHooks;
  readonly routes: { add(route: PluginRoute<R>): () => void };
  readonly slots: { fill<Id extends Sl & (SlotId | PluginSlotId)>(slot: Id, options: FillOptions<Id>): () => void };
  /** The API client; its calls are tagged with this plugin's id (the `request` hook sees `pluginId`). */
  readonly api: ApiClient;
  readonly products: ProductClient;
  readonly i18n: PluginI18n;
  /**
   * Opens or moves the panel to a route hash (`#status-orders`). `replace` leaves the current page off the back
   * stack (a form that, once saved, moves on to what it made).
   */
  navigate(hash: string, options?: { replace?: boolean }): void;
  /** Dispatches a typed DOM event on the page's window; only the names of PluginEventName (others are refused and reported). */
  emit<K extends PluginEventName>(name: K, detail: StatusEventMap[K]): void;
  toast(input: ToastInput): number;
  track(event: string, data?: Record<string, unknown>): void;
  report(error: unknown, where?: string): void;

  // Capabilities: present only when the manifest declares them; reading one it did not declare throws.
  /** `identity`: the shopper's ID token, for the plugin's own backend to verify. */
  readonly identity: { getToken(): Promise<string | null> };
  /** `http`: an axios instance for the plugin's own backend (token, time-out, retries, ApiError failures). */
  readonly http: PluginHttp;
  readonly auth: AuthService;
  /** Sign-in completion and sign-out. */
  readonly session: Session;
  /** Shop login strategies (Multipass today): the last registered one is used after a sign-in. */
  readonly shopLogin: { register(strategy: ShopLoginStrategy): () => void };
}


export type { FillOwner, StatusEventMap, ToastInput };
