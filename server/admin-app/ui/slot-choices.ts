// The slots a merchant may place on a dynamic page, as the page editor lists them: the panel pages' slots of
// the catalogue, then each enabled third-party plugin's own slots (from its published manifest). Ids are only
// ever picked from this list, never typed.
import { PAGE_LAYOUTS, type SlotId } from '../../../runtime/slots/catalogue.ts';
import { humanize } from './schema-view.ts';

/** Slots a page of its own can show: not those that need an order or a product around them. */
type PageSlot = Exclude<SlotId, 'order.actions' | 'product.card'>;

/** What each page slot shows, in a merchant's words. A slot added to the catalogue must get its words here. */
const LABELS: Record<PageSlot, string> = {
  'forYou.login': 'Sign-in prompt',
  'forYou.points': 'Loyalty points cards',
  'forYou.credit': 'Store credit and gift card balance',
  'forYou.alerts.after': 'Free space below the alerts',
  'forYou.actions.before': 'Free space above the action cards',
  'forYou.membership': 'Membership card',
  'forYou.subscriptions': 'Subscriptions card',
  'forYou.quizReminder': 'Personalization quiz reminder',
  'forYou.highlightedOrder': 'The order arriving next',
  'forYou.actions.after': 'Free space below the action cards',
  'forYou.collections.before': 'Free space above the product rows',
  'forYou.recentCollections': 'Recently viewed collections',
  'forYou.recentlyViewed': 'Recently viewed products',
  'forYou.savedFromCart': 'Items saved from the cart',
  'forYou.wishlist': 'Favorites',
  'forYou.popularToday': 'Popular today',
  'forYou.collections.after': 'Free space below the product rows',
  'orders.login': 'Sign-in prompt for orders',
  'orders.list': 'Order list',
  'profile.login': 'Sign-in prompt for the profile',
  'profile.pageLinks.before': 'Free space above the profile links',
  'profile.pageLinks': 'Profile links (preferences, details, addresses)',
  'profile.pageLinks.after': 'Free space below the profile links',
  'profile.collections.before': 'Free space above the profile favorites',
  'profile.collections': 'Favorites on the profile',
  'profile.collections.after': 'Free space below the profile favorites',
  'profile.support': 'Support links',
  'profile.signOut': 'Sign-out button',
};

const GROUPS: Record<keyof typeof PAGE_LAYOUTS, string> = { foryou: 'From For you', orders: 'From Orders', profile: 'From Profile' };

export interface SlotChoice {
  id: string;
  label: string;
  /** The list's group heading: the page it comes from, or the plugin. */
  group: string;
}

export interface PluginSlots {
  id: string;
  name: string;
  slots: readonly string[];
}

export function slotChoices(plugins: readonly PluginSlots[]): SlotChoice[] {
  const catalogue = (Object.keys(PAGE_LAYOUTS) as (keyof typeof PAGE_LAYOUTS)[]).flatMap((page) =>
    (PAGE_LAYOUTS[page] as readonly SlotId[]).map((id) => ({ id, label: LABELS[id as PageSlot] ?? humanize(id), group: GROUPS[page] })),
  );
  const own = plugins.flatMap((plugin) =>
    plugin.slots
      .filter((slot) => slot.startsWith(`${plugin.id}.`))
      .map((slot) => ({ id: slot, label: `${plugin.name}: ${humanize(slot.slice(plugin.id.length + 1)).toLowerCase()}`, group: plugin.name })),
  );
  return [...catalogue, ...own];
}
