// The Profile tab: the login section (filled by the login plugin for guests), then the
// profile regions: page links (preferences, personal info, addresses), collections (favorites fills them),
// the support heading, and sign-out (the login plugin's button). Only these manifests are in the panel chunk.
// The tab's setup is a few lines (it is in every first open); its fills come with the page's chunk, and
// their English and German texts (messages/pages-*.ts) join the catalogue beside it.
import { definePlugin } from '../../runtime/public.ts';

export const profileManifest = definePlugin({
  apiVersion: 1,
  id: 'profile',
  name: 'Profile',
  version: '1.0.0',
  provider: 'Status',
  routes: ['profile'],
  slots: ['profile.pageLinks', 'profile.support'],
});

export const profilePlugin = definePlugin({
  ...profileManifest,
  load: () => import('./setup.ts'),
});

/** Personal info (`info`, previous profile): deferred, as nothing of it is on the opening screen; asking for
 *  #status-info starts it at once. */
export const personalInfoManifest = definePlugin({
  apiVersion: 1,
  id: 'personal-info',
  name: 'Personal info',
  version: '1.0.0',
  provider: 'Status',
  deferred: true,
  settings: ['acceptsMarketingToggle'],
  routes: ['info'],
});

export const personalInfoPlugin = definePlugin({
  ...personalInfoManifest,
  load: () => import('./info-setup.ts'),
});
