// Profile messages (English).
export const en = {
  'loginPrompt.heading': 'Sign in to see your profile',
  'loginPrompt.text': 'Manage your personal info, saved addresses and preferences once you are signed in.',
};
