// Loop Rewards (a sample points provider, GET /points/{shopId}): the
// shopper's points card on For you (the program's name, the balance, a link to the rewards page) for signed-in
// customers, and the reload of the rewards page after a sign-in there (refreshOnRewardsPage).
// Written as an outside provider writes a plugin: it imports runtime/public.ts only, and its settings group
// `loopPoints` (schemas/settings/points.json; one points group per points plugin) turns it on.
// Deferred: its card arrives once the first open settled, so the first open carries only this manifest.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'loop-points',
  name: 'Loop Rewards',
  version: '1.0.0',
  provider: 'Loop Rewards',
  description: 'Points card on For you from Loop Rewards, and the rewards page reload after a sign-in there.',
  activeBy: 'loopPoints',
  deferred: true,
  settings: ['loopPoints'],
  slots: ['forYou.points'],
  hooks: ['login'],
});

export const loopPointsPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
