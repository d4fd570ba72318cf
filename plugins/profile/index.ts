// The Profile tab (SPEC §2 Profile): the login section (filled by the login plugin for guests), then the
// profile regions: page links (preferences, personal info, addresses), collections (favorites fills them),
// the support heading, and sign-out (the login plugin's button). Also the personal info page (`info`).
// Only this manifest is in the panel chunk; the setup is a few lines, the links and pages are chunks of their
// own, with their own English and German texts (messages.ts), so nothing of them weighs on the first open.
import { definePlugin } from '../../runtime/public.ts';

export const profilePlugin = definePlugin({
  apiVersion: 1,
  id: 'profile',
  name: 'Profile',
  version: '1.0.0',
  provider: 'Status',
  description: 'The Profile tab: page links, personal info and the support links (SPEC §2 Profile).',
  routes: ['profile', 'info'],
  slots: ['profile.pageLinks', 'profile.support'],
  load: () => import('./setup.ts'),
});
