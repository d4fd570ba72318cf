// The Profile tab (SPEC §2 Profile): the login section (filled by the login plugin for guests), then the
// profile regions (page links, collections, support, sign-out) that features fill.
import { definePlugin } from '../../runtime/public.ts';

export const profilePlugin = definePlugin({
  apiVersion: 1,
  id: 'profile',
  name: 'Profile',
  version: '1.0.0',
  provider: 'Status',
  description: 'The Profile tab: personal info, addresses, preferences and sign-out (SPEC §2 Profile).',
  routes: ['profile'],
  load: () => import('./setup.ts'),
});
