// Tab views (foryou, orders, profile): when the panel shows one of the
// bottom-nav tabs, coming from anywhere else (opening on it, the nav, a link, back), `<tab>_tab_viewed` is
// tracked: `foryou_tab_viewed`, `orders_tab_viewed`, `profile_tab_viewed`, with `{ route }` (the hash shown). A
// route that lands on the tab it is already on (a sign-in returning to For you while For you shows) is no new
// view. `ctx.track` goes to the loader's one queue (runtime/loader/tracking.ts); the other events are tracked
// where they happen (login, favorites, sign-out, the theme elements, the loader). On when `tracking` is.
import { definePlugin, type ResolvedRoute } from '../../runtime/public.ts';

/** The bottom-nav tabs and the event each view tracks. */
export const TAB_VIEW_EVENTS: Readonly<Record<string, string>> = {
  foryou: 'foryou_tab_viewed',
  orders: 'orders_tab_viewed',
  profile: 'profile_tab_viewed',
};

export const trackingPlugin = definePlugin({
  apiVersion: 1,
  id: 'tracking',
  name: 'Tab view tracking',
  version: '1.0.0',
  provider: 'Status',
  description: 'Tracks the views of the For you, Orders and Profile tabs.',
  activeBy: 'tracking',
  hooks: ['open', 'routeChange', 'close'],
  // A few lines: shipped inline rather than as a chunk of its own.
  setup(ctx) {
    let shown: string | null = null;
    const view = (route: ResolvedRoute | null | undefined): void => {
      const name = route?.definition.name ?? null;
      const event = name && TAB_VIEW_EVENTS[name];
      if (event && name !== shown) ctx.track(event, { route: route!.hash });
      shown = name;
    };
    ctx.hooks.open.tap(view);
    ctx.hooks.routeChange.tap(view);
    ctx.hooks.close.tap(() => void (shown = null));
  },
});
