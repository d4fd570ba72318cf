// Two tiny example plugins, written the way a third-party author would: a manifest that declares what the
// plugin adds, then a route, a slot fill and a hook tap in a few lines, using only the public entry.
import { definePlugin, STAGE } from '../../runtime/public.ts';

/** A loyalty provider: a points card on For you for signed-in customers, and a page of its own. */
export const loyaltyExample = definePlugin({
  apiVersion: 1,
  id: 'example-loyalty',
  name: 'Example loyalty',
  version: '1.0.0',
  provider: 'Example Rewards',
  slots: ['forYou.points'],
  routes: ['example-rewards'],
  hooks: ['open'],
  setup(ctx) {
    const state = ctx.state({ opens: 0 });
    ctx.routes.add({ name: 'example-rewards', previous: 'foryou', heading: 'Rewards', load: async () => ({ default: () => <p>Your rewards</p> }) });
    ctx.slots.fill('forYou.points', { when: (c) => c.isCustomer, component: () => <a href="#status-example-rewards">120 Acme points</a> });
    ctx.hooks.open.tap(() => void state.opens++);
  },
});

/** A store-specific tweak: a gift-guide page linked from For you, and page views sent to its analytics. */
export const storeTweakExample = definePlugin({
  apiVersion: 1,
  id: 'store-tweaks',
  name: 'Store tweaks',
  version: '1.0.0',
  provider: 'The store',
  slots: ['forYou.collections.before'],
  routes: ['gift-guide'],
  hooks: ['routeChange'],
  setup(ctx) {
    ctx.routes.add({ name: 'gift-guide', authRequired: false, heading: 'Gift guide', load: async () => ({ default: () => <p>Gift ideas</p> }) });
    ctx.slots.fill('forYou.collections.before', { component: () => <a href="#status-gift-guide">Browse the gift guide</a> });
    ctx.hooks.routeChange.tap((route) => ctx.track('store_page_viewed', { page: route.name }), { stage: STAGE.store });
  },
});
