// Test helpers: the full route table as plain definitions (the real ones live in plugins), and
// shopper states. Only tests import this file.
import type { PageLoader, RouteAvailabilityState, RouteDefinition } from '../router/routes';
import { createRouter } from '../router';
import type { Router, RouterOptions } from '../router/types';

type Settings = Record<string, unknown>;

const group = (settings: Readonly<Settings>, key: string) => settings[key] as { isActive?: boolean; data?: unknown } | undefined;
const active = (key: string) => (state: RouteAvailabilityState) => group(state.settings, key)?.isActive === true;

function hasPersonalizationData(state: RouteAvailabilityState): boolean {
  const data = group(state.settings, 'personalization')?.data;
  return Array.isArray(data) ? data.length > 0 : typeof data === 'object' && data !== null && Object.keys(data).length > 0;
}

export const statusRoutes: readonly RouteDefinition[] = [
  { name: 'foryou', tab: true, authRequired: false },
  { name: 'orders', tab: true, authRequired: false },
  { name: 'profile', tab: true, authRequired: false },
  { name: 'verify', authRequired: false },
  { name: 'save-progress', authRequired: false },
  { name: 'collection', previous: 'foryou', heading: ([name = '']) => name },
  { name: 'add' },
  { name: 'create' },
  { name: 'saved-from-cart', aliases: ['saved'], isAvailable: active('saved') },
  { name: 'favorites', isAvailable: active('wishlist') },
  { name: 'favorites-collections', aliases: ['saved-collections'], previous: 'favorites', isAvailable: active('wishlist') },
  {
    name: 'favorites-collection',
    aliases: ['saved-collection'],
    previous: 'favorites-collections',
    floatingNav: true,
    isAvailable: active('wishlist'),
  },
  { name: 'order', previous: 'orders' },
  { name: 'confirmation', authRequired: false },
  { name: 'magic-link', authRequired: false },
  { name: 'info', previous: 'profile' },
  {
    name: 'preferences',
    previous: 'profile',
    isAvailable: (state) => active('personalization')(state) && hasPersonalizationData(state),
  },
  { name: 'addresses', previous: 'profile' },
  { name: 'add-address', previous: 'addresses' },
  { name: 'address', previous: 'addresses' },
  { name: 'survey', aliases: ['quiz'], authRequired: false, headingHidden: true, previous: 'foryou' },
  { name: 'sign-out' },
];

/** Settings with every optional feature on. */
export const allFeaturesOn: Settings = {
  saved: { isActive: true },
  wishlist: { isActive: true },
  personalization: { isActive: true, data: { style: ['casual'] } },
};

export function customer(settings: Settings = allFeaturesOn): RouteAvailabilityState {
  return { settings, isSignedIn: true, customerId: 'cust-1' };
}

export function anonymous(settings: Settings = allFeaturesOn): RouteAvailabilityState {
  return { settings, isSignedIn: false, customerId: null };
}

/** A router with the whole table registered; `state.value` can be swapped mid-test (sign in, settings). */
export function createTestRouter(initial: RouteAvailabilityState = customer(), options: Partial<RouterOptions> = {}) {
  const state = { value: initial };
  const warnings: string[] = [];
  const router: Router = createRouter({ getState: () => state.value, warn: (m) => warnings.push(m), ...options });
  for (const definition of statusRoutes) router.add(definition);
  return { router, state, warnings };
}

export const dynamicPageLoader: PageLoader = () => Promise.resolve({ default: () => null });
