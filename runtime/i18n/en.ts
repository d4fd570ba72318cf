// Core (shell) messages in English. Feature plugins carry their own.
export const en = {
  'panel.close': 'Close',
  'panel.back': 'Back',
  'panel.loading': 'Loading',
  'panel.loadError': 'This page could not be loaded. Please try again.',
  'panel.newTab': '(opens in a new tab)',
  'nav.label': 'Account navigation',
  'nav.foryou': 'For you',
  'nav.orders': 'Orders',
  'nav.profile': 'Profile',
  'toast.dismiss': 'Dismiss',
  'actionPanel.done': 'Done',
  'sharePreview.heading': 'Heads up!',
  'sharePreview.body': "Status doesn't work with Shopify's share preview feature. Open the store in a new window to try it.",
  'sharePreview.help': 'Visit help center',
  'slot.error': 'This section could not be shown.',
  'api.identityUnavailable': 'Sign-in is unavailable right now. Please try again in a few minutes.',
};
