// Orders messages (English).
export const en = {
  'loginPrompt.heading': 'Sign in to see your orders',
  'loginPrompt.text': 'Track deliveries, view receipts and buy your favorites again, all in one place.',
};
