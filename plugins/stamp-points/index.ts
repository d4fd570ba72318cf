// Stamp Club (a second sample points provider beside Loop Rewards: a shop may have several): its own
// points card on For you for signed-in customers: the program's name, the balance, the way to the next
// reward and a link to the rewards page; and the reload of that page after a sign-in there. Its
// backend is an app proxy on the shop's own origin (`/apps/stamp-club/points`, the devstore's sample provider),
// which answers for the customer logged in to the shop (its session cookie): no ID token goes there, so the
// plugin asks for `http` only. Settings group `stampPoints` (a points group, one per points plugin).
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'stamp-points',
  name: 'Stamp Club',
  version: '1.0.0',
  provider: 'Stamp Club',
  description: 'Points card on For you from the shop’s Stamp Club app, with the way to the next reward.',
  activeBy: 'stampPoints',
  deferred: true,
  settings: ['stampPoints'],
  slots: ['forYou.points'],
  hooks: ['login'],
  capabilities: ['http'],
});

export const stampPointsPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
