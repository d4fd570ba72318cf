// Builds the context a plugin's setup receives: the runtime's parts, scoped to the plugin's id so taps,
// fills, messages and state are all attributed to it.
import { proxy } from 'valtio/vanilla';
import { AsyncSeriesHook } from 'tapable';
import type { Hooks } from './hooks.ts';
import type { PluginContext, PluginDefinition, ScopedHooks, TapOptions } from './plugin.ts';
import type { RuntimeBase } from './runtime.ts';

export function createPluginContext(base: RuntimeBase, plugin: PluginDefinition<unknown>, settings: unknown): PluginContext<unknown> {
  const { id } = plugin;
  return {
    id,
    settings,
    store: base.store,
    hooks: scopeHooks(base.hooks, id),
    routes: { add: (route) => base.router.add(route) },
    slots: { fill: (slot, options) => base.slots.fill(id, slot, options) },
    api: base.api,
    products: base.products,
    auth: base.auth,
    session: base.session,
    shopLogin: { register: (strategy) => base.shopLogin.register(strategy) },
    i18n: {
      t: (key, vars) => {
        const own = `${id}.${key}`;
        const message = base.i18n.t(own, vars);
        return message === own ? base.i18n.t(key, vars) : message;
      },
      add: (bundle) => base.i18n.add(id, bundle),
    },
    state<T extends object>(initial: T): T {
      if (!(id in base.store.plugins)) base.store.plugins[id] = proxy(initial);
      return base.store.plugins[id] as T;
    },
    track: base.track,
    report: (error, where = 'plugin') => base.report({ error, pluginId: id, where }),
  };
}

function scopeHooks(hooks: Hooks, pluginId: string): ScopedHooks {
  const scoped: Record<string, object> = {};
  for (const [name, hook] of Object.entries(hooks)) {
    const options = (o?: TapOptions) => ({ ...o, name: pluginId });
    const entry: Record<string, unknown> = {
      tap: (fn: never, o?: TapOptions) => hook.tap(options(o), fn),
    };
    if (hook.constructor === AsyncSeriesHook) {
      entry.tapPromise = (fn: never, o?: TapOptions) => (hook as AsyncSeriesHook<unknown[]>).tapPromise(options(o), fn);
    }
    scoped[name] = Object.freeze(entry);
  }
  return Object.freeze(scoped) as ScopedHooks;
}
