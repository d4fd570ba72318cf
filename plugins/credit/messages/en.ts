// Store credit's texts (keys `credit.<key>`).
export default {
  defaultName: 'Store credit',
  available: 'available',
  expires: 'Expires {date}',
  codeLabel: 'Gift card code',
  copy: 'Copy code',
  copied: 'Copied',
  useHint: 'Enter the code at checkout to use your credit.',
  appliedHint: 'Applied at checkout when you’re signed in.',
  loading: 'Loading your store credit…',
  loadError: 'We couldn’t load your store credit right now.',
  retry: 'Try again',
};
