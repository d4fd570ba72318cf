// The slot catalogue: every slot id, the context its fills receive, and what it is for (like Shopify's
// extension target map). Pages are layouts of these slots; features are fills.
import type { Customer } from '../runtime/types.ts';

/** What every fill on a panel page can rely on. */
export interface PageSlotContext {
  isSignedIn: boolean;
  /** Signed in with a customer id: the "signed-in customer" of SPEC §6. */
  isCustomer: boolean;
  customer: Customer | null;
}

export interface OrderSlotContext extends PageSlotContext {
  orderId: string;
}

/** Slot id → the context type its fills receive. */
export interface SlotContextMap {
  // ForYou regions, in page order (SPEC §2 "ForYou sections, in order").
  'forYou.login': PageSlotContext;
  'forYou.points': PageSlotContext;
  'forYou.credit': PageSlotContext;
  'forYou.alerts.after': PageSlotContext;
  'forYou.actions.before': PageSlotContext;
  'forYou.membership': PageSlotContext;
  'forYou.subscriptions': PageSlotContext;
  'forYou.quizReminder': PageSlotContext;
  'forYou.highlightedOrder': PageSlotContext;
  'forYou.actions.after': PageSlotContext;
  'forYou.collections.before': PageSlotContext;
  'forYou.recentCollections': PageSlotContext;
  'forYou.recentlyViewed': PageSlotContext;
  'forYou.savedFromCart': PageSlotContext;
  'forYou.wishlist': PageSlotContext;
  'forYou.popularToday': PageSlotContext;
  'forYou.collections.after': PageSlotContext;
  // Orders page.
  'orders.login': PageSlotContext;
  'orders.list': PageSlotContext;
  // Profile page (SPEC §2 Profile).
  'profile.login': PageSlotContext;
  'profile.pageLinks.before': PageSlotContext;
  'profile.pageLinks': PageSlotContext;
  'profile.pageLinks.after': PageSlotContext;
  'profile.collections.before': PageSlotContext;
  'profile.collections': PageSlotContext;
  'profile.collections.after': PageSlotContext;
  'profile.support': PageSlotContext;
  'profile.signOut': PageSlotContext;
  // Order receipt.
  'order.actions': OrderSlotContext;
}

export type SlotId = keyof SlotContextMap;

/** One line per slot: shown to plugin authors, and the runtime's list of valid ids. */
export const SLOT_DESCRIPTIONS: Readonly<Record<SlotId, string>> = Object.freeze({
  'forYou.login': 'Login section; hidden for signed-in customers and while logging out.',
  'forYou.points': 'Points cards of loyalty providers.',
  'forYou.credit': 'Store credit / gift-card card.',
  'forYou.alerts.after': 'Public: after the alerts at the top of For you.',
  'forYou.actions.before': 'Public: before the action cards (membership, subscriptions…).',
  'forYou.membership': 'Membership card.',
  'forYou.subscriptions': 'Subscriptions card.',
  'forYou.quizReminder': 'Personalization quiz reminder.',
  'forYou.highlightedOrder': 'The order arriving next.',
  'forYou.actions.after': 'Public: after the action cards.',
  'forYou.collections.before': 'Public: before the product collections.',
  'forYou.recentCollections': 'Recently viewed store collections.',
  'forYou.recentlyViewed': 'Recently viewed products strip.',
  'forYou.savedFromCart': 'Saved-from-cart strip.',
  'forYou.wishlist': 'Favorites strip.',
  'forYou.popularToday': 'Popular today strip.',
  'forYou.collections.after': 'Public: after the product collections.',
  'orders.login': 'Login prompt on the orders tab.',
  'orders.list': 'The order list.',
  'profile.login': 'Login prompt on the profile tab.',
  'profile.pageLinks.before': 'Public: before the profile page links.',
  'profile.pageLinks': 'Profile page links (preferences, info, addresses).',
  'profile.pageLinks.after': 'Public: after the profile page links.',
  'profile.collections.before': 'Public: before the profile collections.',
  'profile.collections': 'Favorites strip on the profile.',
  'profile.collections.after': 'Public: after the profile collections.',
  'profile.support': 'Support links.',
  'profile.signOut': 'Sign-out button.',
  'order.actions': 'Actions on an order receipt (cancel, buy again, track).',
});

export const SLOT_IDS = Object.freeze(Object.keys(SLOT_DESCRIPTIONS) as SlotId[]);

/** Page layouts: the ordered regions each built-in page renders. */
export const PAGE_LAYOUTS = Object.freeze({
  foryou: SLOT_IDS.filter((id) => id.startsWith('forYou.')),
  orders: ['orders.login', 'orders.list'] as SlotId[],
  profile: SLOT_IDS.filter((id) => id.startsWith('profile.')),
});

export function isSlotId(id: string): id is SlotId {
  return Object.prototype.hasOwnProperty.call(SLOT_DESCRIPTIONS, id);
}
