// Subscriptions' texts (keys `subscriptions-card.<key>`).
export default {
  text: 'Change your next delivery, skip one or swap products.',
  manage: 'Manage subscriptions',
  loading: 'Loading your subscriptions…',
  loadError: 'We couldn’t reach your subscriptions right now.',
  retry: 'Try again',
};
