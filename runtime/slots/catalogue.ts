// The slot catalogue: every slot id, the context its fills receive, and what it is for (like Shopify's
// extension target map). Pages are layouts of these slots; features are fills.
import type { Customer } from '../types.ts';

/** What every fill on a panel page can rely on. */
export interface PageSlotContext {
  isSignedIn: boolean;
  /** Signed in with a customer id: a "signed-in customer". */
  isCustomer: boolean;
  customer: Customer | null;
}

export interface OrderSlotContext extends PageSlotContext {
  orderId: string;
}

/** A product card in the panel (strips, grids): the product it shows, once its data arrived. */
export interface ProductCardSlotContext extends PageSlotContext {
  productId: string;
  /** The variant the card shows, or null for the product as a whole. */
  variantId: string | null;
  title: string;
}

/** Slot id → the context type its fills receive. */
export interface SlotContextMap {
  // ForYou regions, in page order.
  /** Login section; hidden for signed-in customers and while logging out. */
  'forYou.login': PageSlotContext;
  /** Points cards of loyalty providers. */
  'forYou.points': PageSlotContext;
  /** Store credit / gift-card card. */
  'forYou.credit': PageSlotContext;
  /** Public: after the alerts at the top of For you. */
  'forYou.alerts.after': PageSlotContext;
  /** Public: before the action cards (membership, subscriptions…). */
  'forYou.actions.before': PageSlotContext;
  /** Membership card. */
  'forYou.membership': PageSlotContext;
  /** Subscriptions card. */
  'forYou.subscriptions': PageSlotContext;
  /** Personalization quiz reminder. */
  'forYou.quizReminder': PageSlotContext;
  /** The order arriving next. */
  'forYou.highlightedOrder': PageSlotContext;
  /** Public: after the action cards. */
  'forYou.actions.after': PageSlotContext;
  /** Public: before the product collections. */
  'forYou.collections.before': PageSlotContext;
  /** Recently viewed store collections. */
  'forYou.recentCollections': PageSlotContext;
  /** Recently viewed products strip. */
  'forYou.recentlyViewed': PageSlotContext;
  /** Saved-from-cart strip. */
  'forYou.savedFromCart': PageSlotContext;
  /** Favorites strip. */
  'forYou.wishlist': PageSlotContext;
  /** Popular today strip. */
  'forYou.popularToday': PageSlotContext;
  /** Public: after the product collections. */
  'forYou.collections.after': PageSlotContext;
  // Orders page.
  /** Login prompt on the orders tab. */
  'orders.login': PageSlotContext;
  /** The order list. */
  'orders.list': PageSlotContext;
  // Profile page.
  /** Login prompt on the profile tab. */
  'profile.login': PageSlotContext;
  /** Public: before the profile page links. */
  'profile.pageLinks.before': PageSlotContext;
  /** Profile page links (preferences, info, addresses). */
  'profile.pageLinks': PageSlotContext;
  /** Public: after the profile page links. */
  'profile.pageLinks.after': PageSlotContext;
  /** Public: before the profile collections. */
  'profile.collections.before': PageSlotContext;
  /** Favorites strip on the profile. */
  'profile.collections': PageSlotContext;
  /** Public: after the profile collections. */
  'profile.collections.after': PageSlotContext;
  /** Support links. */
  'profile.support': PageSlotContext;
  /** Sign-out button. */
  'profile.signOut': PageSlotContext;
  // Order receipt.
  /** Actions on an order receipt (cancel, buy again, track). */
  'order.actions': OrderSlotContext;
  // Product cards.
  /** Over a product card's image, top right (the favorite button); small controls only, outside the card's link. */
  'product.card': ProductCardSlotContext;
}

export type SlotId = keyof SlotContextMap;

/** Every slot id, in page order: the runtime's list of valid ids (each one's purpose is documented on SlotContextMap). */
export const SLOT_IDS: readonly SlotId[] = Object.freeze([
  'forYou.login',
  'forYou.points',
  'forYou.credit',
  'forYou.alerts.after',
  'forYou.actions.before',
  'forYou.membership',
  'forYou.subscriptions',
  'forYou.quizReminder',
  'forYou.highlightedOrder',
  'forYou.actions.after',
  'forYou.collections.before',
  'forYou.recentCollections',
  'forYou.recentlyViewed',
  'forYou.savedFromCart',
  'forYou.wishlist',
  'forYou.popularToday',
  'forYou.collections.after',
  'orders.login',
  'orders.list',
  'profile.login',
  'profile.pageLinks.before',
  'profile.pageLinks',
  'profile.pageLinks.after',
  'profile.collections.before',
  'profile.collections',
  'profile.collections.after',
  'profile.support',
  'profile.signOut',
  'order.actions',
  'product.card',
] satisfies SlotId[]);

/** Page layouts: the ordered regions each built-in page renders. */
export const PAGE_LAYOUTS = Object.freeze({
  foryou: SLOT_IDS.filter((id) => id.startsWith('forYou.')),
  orders: ['orders.login', 'orders.list'] as SlotId[],
  profile: SLOT_IDS.filter((id) => id.startsWith('profile.')),
});

export function isSlotId(id: string): id is SlotId {
  return (SLOT_IDS as readonly string[]).includes(id);
}
