// The plugin contract: built-in features and third-party plugins use exactly this API (DESIGN §4, §5).
import type { AsyncSeriesHook } from 'tapable';
import type { Hooks } from './hooks.ts';
import type { RouteDefinition } from './router/routes.ts';
import type { Store } from './store.ts';
import type { MessageBundle } from './i18n/index.ts';
import type { ApiClient } from './api/client.ts';
import type { ProductClient } from './api/products.ts';
import type { AuthService } from './auth/service.ts';
import type { Session } from './auth/session.ts';
import type { ShopLoginStrategy } from './auth/shop-login.ts';
import type { FillOptions } from '../slots/fills.ts';
import type { SlotId } from '../slots/catalogue.ts';

/** A validator generated at build time by ajv standalone (schemas/generated); it applies defaults in place. */
export interface SettingsValidator<S> {
  (data: unknown): data is S;
  errors?: { instancePath?: string; message?: string; params?: unknown }[] | null;
}

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

export type ScopedHooks = { readonly [K in keyof Hooks]: ScopedHook<Hooks[K]> };

export interface PluginContext<S = unknown> {
  readonly id: string;
  /** This plugin's settings group, validated with defaults applied (or `{}` when it has none). */
  readonly settings: S;
  readonly store: Store;
  readonly hooks: ScopedHooks;
  readonly routes: { add(route: RouteDefinition): () => void };
  readonly slots: { fill<Id extends SlotId>(slot: Id, options: FillOptions<Id>): () => void };
  readonly api: ApiClient;
  readonly products: ProductClient;
  readonly auth: AuthService;
  /** Sign-in completion and sign-out (SPEC §4 Auth): login forms call it, and read `store.auth`. */
  readonly session: Session;
  /** Shop login strategies (Multipass today): the last registered one is used after a sign-in. */
  readonly shopLogin: { register(strategy: ShopLoginStrategy): () => void };
  readonly i18n: {
    /** Translate a key of this plugin's namespace (`t('title')` reads `<id>.title`) or a core key. */
    t(key: string, vars?: Record<string, string | number>): string;
    add(bundle: MessageBundle): Promise<void>;
  };
  /** This plugin's own state slice in the store (`store.plugins[id]`), created on first call. */
  state<T extends object>(initial: T): T;
  track(event: string, data?: Record<string, unknown>): void;
  report(error: unknown, where?: string): void;
}

export type Teardown = () => void;

export interface PluginDefinition<S = unknown> {
  /** kebab-case, unique per runtime; also names the plugin's hook taps and messages namespace. */
  id: string;
  /** The settings group this plugin reads (SPEC §3), e.g. 'wishlist'. */
  settingsKey?: string;
  /** Generated validator of that group; invalid settings skip the plugin (a bad setting never breaks the widget). */
  validateSettings?: SettingsValidator<S>;
  /** Ids of plugins that must have started first. */
  requires?: readonly string[];
  setup(ctx: PluginContext<S>): void | Teardown | Promise<void | Teardown>;
}

/**
 * Any plugin, whatever its settings type: what plugin lists and the registry hold. Each plugin's `setup` is
 * typed by its own settings; a list needs a type every `PluginDefinition<S>` is assignable to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = PluginDefinition<any>;

/** Identity function that gives plugin authors type inference for their settings. */
export function definePlugin<S = Record<string, never>>(plugin: PluginDefinition<S>): PluginDefinition<S> {
  return plugin;
}

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
