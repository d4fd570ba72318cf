// Numbers and names the panel shell is built on.

/** The close transition; `onClosed` fires (and the loader returns focus) after it. */
export const CLOSE_TRANSITION_MS = 400;
/** A page shows a skeleton only when its lazy load takes longer than this. */
export const SKELETON_DELAY_MS = 300;

/**
 * The bottom-nav tabs, in order. A tab shows when a plugin registered its route with `tab: true`
 * and the merchant did not hide it with the `nav` settings group: `settings.nav.<tab>.visible === false`
 * (e.g. `{ nav: { orders: { visible: false } } }`). The router cannot list its routes, so the shell names
 * the tabs it knows labels for (`nav.<tab>` messages).
 */
export const NAV_TABS = ['foryou', 'orders', 'profile'] as const;

/** Where the share-preview notice's button leads. */
export const HELP_CENTER_URL = 'https://help.status.app/';
