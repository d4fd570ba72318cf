// Builds the context a plugin's setup receives: the runtime's parts scoped to the plugin's id, with least
// privilege. What its manifest does not declare is refused and reported (as Grafana does): an
// undeclared fill, route or tap does nothing; an undeclared capability throws when read.
import { proxy } from 'valtio/vanilla';
import { AsyncSeriesHook } from './tapable.ts';
import { withPluginId, type ApiClient } from './api/client.ts';
import type { ProductClient } from './api/products.ts';
import type { AuthService } from './auth/service.ts';
import type { Session } from './auth/session.ts';
import type { ShopLoginRegistry } from './auth/shop-login.ts';
import type { Hooks } from './hooks.ts';
import type { PluginHttp } from './http/types.ts';
import type { I18n } from './i18n/index.ts';
import type { AnyPlugin, Capability } from './plugin.ts';
import type { DeepReadonly, FillOwner, PluginContext, ScopedHooks, StatusEventMap, TapOptions } from './plugin-context-types.ts';
import type { Router } from './router/index.ts';
import type { Store } from './store.ts';
import { showToast, type ToastInput } from './toasts.ts';
import type { Reporter } from './types.ts';
import type { SlotRegistry } from './slots/fills.ts';

/** The runtime parts a context is built from. */
export interface ContextBase {
  store: Store;
  hooks: Hooks;
  slots: SlotRegistry;
  router: Pick<Router, 'add'>;
  api: ApiClient;
  products: ProductClient;
  auth: AuthService;
  i18n: I18n;
  session: Session;
  shopLogin: ShopLoginRegistry;
  navigate(hash: string, options?: { replace?: boolean }): void;
  /** Dispatches a status:* DOM event on the page (the loader's emit); without it ctx.emit does nothing. */
  emit?<K extends keyof StatusEventMap>(name: K, detail: StatusEventMap[K]): void;
  track(event: string, data?: Record<string, unknown>): void;
  report: Reporter;
  /** Creates a plugin's axios instance; the http module is a chunk of its own, loaded before setup. */
  http?: (plugin: AnyPlugin) => PluginHttp;
}

/** What each context's setup provided (ctx.provide), for usePlugin(). */
const provided = new WeakMap<PluginContext, unknown>();
export const providedBy = (ctx: PluginContext): unknown => provided.get(ctx);

export function createPluginContext(base: ContextBase, plugin: AnyPlugin, settings: Record<string, unknown>): PluginContext {
  const { id } = plugin;
  const report = (error: unknown, where = 'plugin') => base.report({ error, pluginId: id, where });
  const declared = (list: readonly string[] | undefined, item: string) => (list ?? []).includes(item);
  const refuse = (what: string, field: string) => {
    report(new Error(`Plugin "${id}" ${what} without declaring it: add it to the manifest's "${field}".`), 'plugin manifest');
    return () => {};
  };
  const t = (key: string, vars?: Record<string, string | number>) => {
    const own = `${id}.${key}`;
    const message = base.i18n.t(own, vars);
    return message === own ? base.i18n.t(key, vars) : message;
  };
  const toast = (input: ToastInput) => showToast(base.store, input);
  const owner: FillOwner = { pluginId: id, settings, t, navigate: base.navigate, toast };
  const granted = new Set<Capability>(plugin.capabilities ?? []);
  const capability = <T>(name: Capability, value: () => T): T => {
    if (!granted.has(name)) {
      throw new Error(`Plugin "${id}" uses ctx.${name} without declaring it: add "${name}" to the manifest's "capabilities".`);
    }
    return value();
  };
  let http: PluginHttp | undefined;
  const api = withPluginId(base.api, id);

  const context: PluginContext = {
    id,
    settings: settings as never,
    store: readOnly(base.store, id),
    state<T extends object>(initial: T): T {
      if (!(id in base.store.plugins)) base.store.plugins[id] = proxy(initial);
      return base.store.plugins[id] as T;
    },
    provide<T>(value: T): T {
      provided.set(context, value);
      return value;
    },
    hooks: scopeHooks(base.hooks, plugin, refuse),
    routes: {
      add: (route) =>
        declared(plugin.routes, route.name)
          ? base.router.add({ ...(plugin.routesRequireSignIn === false ? { authRequired: false } : {}), ...route, pluginId: id })
          : refuse(`adds route "${route.name}"`, 'routes'),
    },
    slots: {
      fill: (slot, options) =>
        declared(plugin.slots, slot) ? base.slots.fill(id, slot, options as never, owner) : refuse(`fills slot "${slot}"`, 'slots'),
    },
    api,
    products: base.products,
    i18n: {
      get language() {
        return base.i18n.language;
      },
      t,
      load: async ({ en, ...others }) => base.i18n.add(id, { en: (await en()).default, load: others as never }),
    },
    navigate: base.navigate,
    // Only PluginEventName; checked at run time too, for plugins not written in TypeScript.
    emit: (name, detail) =>
      name === 'status:saved-change' ? base.emit?.(name, detail) : report(new Error(`Plugin "${id}" may not emit "${String(name)}"`), 'ctx.emit'),
    toast,
    track: base.track,
    report,
    get identity() {
      return capability('identity', () => ({ getToken: () => base.auth.getIdToken() }));
    },
    get http() {
      return capability('http', () => {
        if (!base.http) throw new Error(`Plugin "${id}": ctx.http is not available in this runtime.`);
        return (http ??= base.http(plugin));
      });
    },
    get auth() {
      return capability('auth', () => base.auth);
    },
    get session() {
      return capability('session', () => base.session);
    },
    get shopLogin() {
      return capability('shopLogin', () => ({ register: base.shopLogin.register }));
    },
  };
  return Object.freeze(context);
}

function scopeHooks(hooks: Hooks, plugin: AnyPlugin, refuse: (what: string, field: string) => () => void): ScopedHooks {
  const scoped: Record<string, object> = {};
  for (const [name, hook] of Object.entries(hooks)) {
    const allowed = (plugin.hooks as readonly string[] | undefined)?.includes(name) ?? false;
    const options = (o?: TapOptions) => ({ ...o, name: plugin.id });
    const tap = (register: () => void) => (allowed ? register() : void refuse(`taps hook "${name}"`, 'hooks'));
    const entry: Record<string, unknown> = {
      tap: (fn: never, o?: TapOptions) => tap(() => hook.tap(options(o), fn)),
    };
    // cartChange is reported by the plugin that observes the cart (cart sync), so a declaring plugin may call it.
    if (name === 'cartChange') entry.call = (info: never) => tap(() => (hook as Hooks['cartChange']).call(info));
    if (hook.constructor === AsyncSeriesHook) {
      entry.tapPromise = (fn: never, o?: TapOptions) => tap(() => (hook as AsyncSeriesHook<unknown[]>).tapPromise(options(o), fn));
    }
    scoped[name] = Object.freeze(entry);
  }
  return Object.freeze(scoped) as ScopedHooks;
}

/** A live, read-only view of the store: reads go through, writes throw naming the plugin. */
function readOnly<T extends object>(target: T, pluginId: string): DeepReadonly<T> {
  const views = new WeakMap<object, object>();
  const deny = (): never => {
    throw new TypeError(`Plugin "${pluginId}": ctx.store is read-only. Keep your own state in ctx.state().`);
  };
  const view = (value: object): object => {
    let wrapped = views.get(value);
    if (!wrapped) {
      wrapped = new Proxy(value, {
        get(obj, key, receiver) {
          const inner: unknown = Reflect.get(obj, key, receiver);
          // Functions, DOM nodes (toast anchors) and frozen properties (a Proxy must return those as they are) pass through.
          if (!inner || typeof inner !== 'object' || (typeof Node !== 'undefined' && inner instanceof Node)) return inner;
          const own = Object.getOwnPropertyDescriptor(obj, key);
          return own && !own.configurable && !own.writable ? inner : view(inner);
        },
        set: deny,
        deleteProperty: deny,
        defineProperty: deny,
        setPrototypeOf: deny,
      });
      views.set(value, wrapped);
    }
    return wrapped;
  };
  return view(target) as DeepReadonly<T>;
}
