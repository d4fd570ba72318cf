// Core (shell) messages in English. Feature plugins carry their own.
import { TABS_EN } from './tabs.ts';

export const en = {
  'panel.close': 'Close',
  'panel.back': 'Back',
  'panel.loading': 'Loading',
  'panel.loadError': 'This page could not be loaded. Please try again.',
  'panel.newTab': '(opens in a new tab)',
  'nav.label': 'Account navigation',
  ...TABS_EN,
  'toast.dismiss': 'Dismiss',
  'actionPanel.done': 'Done',
  'sharePreview.heading': 'Heads up!',
  'sharePreview.body': "Status doesn't work with Shopify's share preview feature. Open the store in a new window to try it.",
  'sharePreview.help': 'Visit help center',
  'slot.error': 'This section could not be shown.',
  'rail.previous': 'Previous',
  'rail.next': 'Next',
  'api.identityUnavailable': 'Sign-in is unavailable right now. Please try again in a few minutes.',
};
