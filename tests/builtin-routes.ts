// The routes the built-in plugins really register, for the router's tests: every built-in plugin started
// (the deferred ones too) with every optional feature on, each `ctx.routes.add` recorded. Shopper states
// and a router with those routes beside them.
import { builtinPlugins } from '../app/plugins.ts';
import type { PageLoader, RouteAvailabilityState, RouteDefinition } from '../runtime/router/routes.ts';
import { createRouter } from '../runtime/router/index.ts';
import type { Router, RouterOptions } from '../runtime/router/types.ts';
import { absentSettings, activeDefaults } from '../schemas/generated/settings-groups.js';
import { createTestRuntime } from '../runtime/testing/runtime.ts';

type Settings = Record<string, unknown>;

/** Settings with every optional feature on (each group with an on/off switch on, its other fields default). */
export const allFeaturesOn: Settings = {
  ...Object.fromEntries(Object.keys(activeDefaults).map((group) => [group, { ...(absentSettings as Settings)[group] as object, isActive: true }])),
  personalization: { isActive: true, data: [{ key: 'style', label: 'Style', type: 'single', options: [{ label: 'Casual', value: 'casual' }] }] },
  personalizationQuizzes: { isActive: true, quizzes: [] },
  giftReceipt: { isActive: true, name: 'Gift receipt', link: '/pages/gift-receipt' },
  returns: { isActive: true, name: 'Returns', portalLink: '/pages/returns' },
};

async function collectRoutes(): Promise<{ routes: RouteDefinition[]; declared: string[] }> {
  const runtime = createTestRuntime({ plugins: builtinPlugins, initData: { settings: allFeaturesOn } });
  const routes: RouteDefinition[] = [];
  const add = runtime.router.add;
  runtime.router.add = (definition) => (routes.push(definition), add(definition));
  await runtime.start();
  await runtime.registry.start({ deferred: true });
  runtime.dispose();
  return { routes, declared: builtinPlugins.flatMap((plugin) => plugin.routes ?? []) };
}

const collected = await collectRoutes();
/** Every route definition the built-in plugins add, as they add it. */
export const builtinRoutes: readonly RouteDefinition[] = collected.routes;
/** The route names the built-in plugins' manifests declare. */
export const declaredRoutes: readonly string[] = collected.declared;

export function customer(settings: Settings = allFeaturesOn): RouteAvailabilityState {
  return { settings, isSignedIn: true, customerId: 'cust-1' };
}

export function anonymous(settings: Settings = allFeaturesOn): RouteAvailabilityState {
  return { settings, isSignedIn: false, customerId: null };
}

/** A router with the built-in routes registered; `state.value` can be swapped mid-test (sign in, settings). */
export function createTestRouter(initial: RouteAvailabilityState = customer(), options: Partial<RouterOptions> = {}) {
  const state = { value: initial };
  const warnings: string[] = [];
  const router: Router = createRouter({ getState: () => state.value, warn: (m) => warnings.push(m), ...options });
  for (const definition of builtinRoutes) router.add(definition);
  return { router, state, warnings };
}

export const dynamicPageLoader: PageLoader = () => Promise.resolve({ default: () => null });
