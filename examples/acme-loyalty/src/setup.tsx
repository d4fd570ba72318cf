// The plugin's code, run when the merchant's settings turn it on: its fills and its page, talking to Acme's
// backend through ctx.http (the shopper's ID token is added for the backend to verify).
import { defineSetup } from '@status/sdk';
import { createAcmeApi } from './api.ts';
import type { manifest } from './index.tsx';
import { HowYouEarn } from './HowYouEarn.tsx';
import { PointsCard } from './PointsCard.tsx';
import { RewardsPage } from './RewardsPage.tsx';
import { createAcmeStore, initialState } from './store.ts';

export default defineSetup<typeof manifest>((ctx) => {
  const settings = ctx.settings.own;
  const api = createAcmeApi(() => ctx.http, settings.apiUrl, document.baseURI);
  const store = createAcmeStore(ctx.state(initialState()), api);

  const cleanups = [
    ctx.slots.fill('forYou.points', {
      when: (c) => c.isCustomer,
      component: () => <PointsCard store={store} />,
    }),
    ctx.slots.fill('acme-loyalty.rewardsInfo', { component: HowYouEarn }),
    ctx.routes.add({
      name: 'acme-rewards',
      previous: 'foryou',
      heading: () => ctx.i18n.t('rewardsHeading'),
      load: async () => ({ default: (props) => <RewardsPage {...props} store={store} settings={settings} /> }),
    }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
});
