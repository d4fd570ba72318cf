// The plugin contract: a plugin is a validated manifest plus code loaded lazily. Built-in
// features and third-party plugins use exactly this API; the types here are what runtime/public.ts exports.
import type { SettingsGroupName } from '../schemas/generated/settings-groups.js';
import type { Settings } from '../schemas/generated/settings.js';
import type { HookName } from './hooks.ts';
import type { MessageLoaders, PluginContext } from './plugin-context-types.ts';
export type { MessageLoaders, Messages } from './plugin-context-types.ts';
import type { SlotId } from './slots/catalogue.ts';

/** The contract version a plugin is written against; the registry refuses others. */
export const PLUGIN_API_VERSION = 1;

/**
 * What a plugin may get beyond the default least privilege (read-only store and config, its own state):
 * - `identity`: `ctx.identity.getToken()`, the shopper's ID token, for the provider's backend to verify;
 * - `http`: `ctx.http`, an axios instance of its own (loaded with the plugin's code, never in the first open);
 * - `auth`, `session`, `shopLogin`: the auth service, sign-in completion and sign-out, shop login strategies.
 */
export type Capability = 'identity' | 'http' | 'auth' | 'session' | 'shopLogin';
export const CAPABILITIES: readonly Capability[] = Object.freeze(['identity', 'http', 'auth', 'session', 'shopLogin']);

/** A validator generated at build time by ajv standalone (schemas/generated); it applies defaults in place. */
export interface SettingsValidator<S> {
  (data: unknown): data is S;
  errors?: { instancePath?: string; message?: string; params?: unknown }[] | null;
}


/** A slot a manifest may name: one of the catalogue's (runtime/slots/catalogue.ts) or its own, `<id>.<name>`. */
export type ManifestSlot<Id extends string> = SlotId | `${Id}.${string}`;

/**
 * The declarative part of a plugin (schemas/plugin-manifest.json): what it is, reads, fills, adds, taps, needs.
 * Its names are literal types (`definePlugin` infers them), so a slot missing from the catalogue, a hook that
 * does not exist, or a route or slot its setup uses without declaring it fails the typecheck.
 */
export interface PluginManifest<
  G extends SettingsGroupName = SettingsGroupName,
  Id extends string = string,
  Sl extends string = string,
  R extends string = string,
  H extends HookName = HookName,
> {
  apiVersion: typeof PLUGIN_API_VERSION;
  /** kebab-case, unique: names its taps, its messages namespace, its own settings group and its own slots. */
  id: Id;
  name: string;
  /** Semantic version. */
  version: string;
  /** Who ships it ('Status' for built-in plugins). */
  provider: string;
  description?: string;
  /**
   * The settings group whose `isActive` turns the plugin on or off. Absent: always on. A disabled
   * plugin is reported `disabled` and none of its code, messages or validators download.
   */
  activeBy?: SettingsGroupName | Id;
  /**
   * Store-specific (keyed by host): the plugin runs only where the page's host
   * or the shop's Shopify domain is one of these; elsewhere it is `disabled` and downloads nothing.
   */
  hosts?: readonly string[];
  /** Nothing of it is on the opening screen: it starts after the first open settled (or on a deep link to a route it may add). */
  deferred?: boolean;
  /** Core settings groups it reads; each is validated (defaults applied) before setup and typed in `ctx.settings`. */
  settings?: readonly G[];
  /** Slot ids it fills. A fill of an undeclared slot is refused and reported. */
  slots?: readonly Sl[];
  /** Route names it adds. An undeclared route is refused and reported. */
  routes?: readonly R[];
  /**
   * Whether its routes need a signed-in customer when a route does not say (`authRequired`). Default true: a
   * guest is sent to For you and the route opens after sign-in. False: its routes are open to guests.
   */
  routesRequireSignIn?: boolean;
  /** Hooks it taps. A tap on an undeclared hook is refused and reported. */
  hooks?: readonly H[];
  capabilities?: readonly Capability[];
  /** Ids of plugins that must have started first. */
  requires?: readonly string[];
}

export type Teardown = () => void;

/** The settings groups, own settings, slots and routes a manifest (or a definition) declares. */
type GroupsOf<M> = M extends { readonly settings?: readonly (infer G extends SettingsGroupName)[] } ? G : never;
type OwnOf<M> = M extends { readonly validateSettings?: SettingsValidator<infer O> } ? O : never;
export type SlotsOf<M> = M extends { readonly slots?: readonly (infer S extends string)[] } ? S : never;
export type RoutesOf<M> = M extends { readonly routes?: readonly (infer R extends string)[] } ? R : never;

/** The settings a plugin's context sees: its declared core groups, and its own group as `own`. */
export type PluginSettings<M> = Readonly<Pick<Settings, GroupsOf<M>>> & ([OwnOf<M>] extends [never] ? unknown : { readonly own: OwnOf<M> });

/** The context a plugin's setup and components get, typed by its manifest. */
export type ContextOf<M> = PluginContext<PluginSettings<M>, SlotsOf<M>, RoutesOf<M>>;

export type PluginSetup<M = AnyPlugin> = (ctx: ContextOf<M>) => void | Teardown | Promise<void | Teardown>;

export interface PluginDefinition<
  G extends SettingsGroupName = never,
  Own = never,
  Id extends string = string,
  Sl extends string = string,
  R extends string = string,
  H extends HookName = HookName,
> extends PluginManifest<G, Id, Sl, R, H> {
  settings?: readonly G[];
  /** Validator of the plugin's own settings group, `settings[id]` (a third-party plugin's namespace). */
  validateSettings?: SettingsValidator<Own>;
  /** Its message bundles; keys become `<id>.<key>`. English is required; others load when the shop uses them. */
  messages?: MessageLoaders;
  /** The code, loaded only when the plugin is enabled. Give `load` (built-in plugins) or `setup` (a plugin module that is itself lazy). */
  load?: () => Promise<{ default: PluginSetup<PluginDefinition<G, Own, Id, Sl, R, H>> }>;
  setup?: PluginSetup<PluginDefinition<G, Own, Id, Sl, R, H>>;
}

/** Any plugin, whatever its settings: what plugin lists and the registry hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = PluginDefinition<any, any, any, any, any, any>;

/**
 * Identity function that infers the manifest's names as literal types: its settings groups type
 * `ctx.settings`, its slots must be the catalogue's or `<id>.<name>`, and its routes and slots are the only
 * ones `ctx.routes.add` and `ctx.slots.fill` accept. A setup in a module of its own is typed by the manifest:
 * keep the manifest in a constant (`export const manifest = definePlugin({ ... })`), spread it into the
 * definition with `load`, and write `defineSetup<typeof manifest>(...)` (the manifest, not the definition, so
 * the setup module and the definition do not infer each other's types in a circle).
 */
export function definePlugin<
  const G extends SettingsGroupName = never,
  Own = never,
  const Id extends string = string,
  const Sl extends ManifestSlot<Id> = never,
  const R extends string = never,
  const H extends HookName = never,
>(plugin: PluginDefinition<G, Own, Id, Sl, R, H>): PluginDefinition<G, Own, Id, Sl, R, H> {
  return plugin;
}

/** Types a lazily loaded setup module by its plugin's manifest: `export default defineSetup<typeof manifest>((ctx) => …)`. */
export function defineSetup<M = PluginDefinition>(setup: PluginSetup<M>): PluginSetup<M> {
  return setup;
}

/** The keys of a definition that are its code and bundles, not its manifest. */
const CODE_KEYS: readonly string[] = ['load', 'setup', 'validateSettings', 'messages'];

/** A plugin's manifest: its definition without code and bundles (what schemas/plugin-manifest.json checks). */
export function manifestOf(plugin: AnyPlugin): Record<string, unknown> {
  return Object.fromEntries(Object.entries(plugin).filter(([key]) => !CODE_KEYS.includes(key)));
}

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
