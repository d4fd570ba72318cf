// The login card's texts in English: the section's heading and text, the field, the buttons, the opt-in, the
// Google row and the privacy line. Spread into en.ts; the card the loader's frame draws (app/frame-login.ts)
// takes only these.
export const card = {
  sectionHeading: 'Sign in',
  sectionText: 'Sign in to see your orders and keep your saved items and favorites on every device.',
  emailLabel: 'Email',
  getCode: 'Get login code',
  getLink: 'Get login link',
  marketing: 'Email me with news and offers',
  or: 'or',
  google: 'Sign in with Google',
  privacyText: 'By signing in, you agree to our {terms} and {privacy}.',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};
