// The plugin's code, run when the merchant's settings turn it on: its fills and its page, talking to Acme's
// backend through ctx.http (the shopper's ID token is added for the backend to verify). The components reach
// the store made here with usePlugin().provided.
import { defineSetup } from '@status/sdk';
import { createAcmeApi } from './api.ts';
import { HowYouEarn } from './HowYouEarn.tsx';
import type { manifest } from './manifest.ts';
import { PointsCard } from './PointsCard.tsx';
import { createAcmeStore, initialState } from './store.ts';

export default defineSetup<typeof manifest>((ctx) => {
  const api = createAcmeApi(() => ctx.http, ctx.settings.own.apiUrl, document.baseURI);
  ctx.provide(createAcmeStore(ctx.state(initialState()), api));
  const cleanups = [
    ctx.slots.fill('forYou.points', { when: (c) => c.isCustomer, component: PointsCard }),
    ctx.slots.fill('acme-loyalty.rewardsInfo', { component: HowYouEarn }),
    ctx.routes.add({ name: 'acme-rewards', previous: 'foryou', heading: () => ctx.i18n.t('rewardsHeading'), load: () => import('./RewardsPage.tsx') }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
});
