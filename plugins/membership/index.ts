// Membership (signed-in customers; membership_button_clicked; the link with ?customerId={id},
// default /community/membership): a card on For you leading to the membership provider's page
// for this customer. `membership.isActive` turns it on. Deferred: it arrives once the first open settled.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'membership-card',
  name: 'Membership',
  version: '1.0.0',
  provider: 'Status',
  description: 'A card on For you linking to the membership page with the customer’s id.',
  activeBy: 'membership',
  deferred: true,
  settings: ['membership'],
  slots: ['forYou.membership'],
});

export const membershipPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
