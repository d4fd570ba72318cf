// The login plugin's texts in English (namespace `login`). The product's texts are verbatim.
import { card } from './card-en.ts';

export const en = {
  ...card,
  emailRequired: 'Please enter a valid email address',
  emailInvalid: 'Please enter a valid email address.',
  emailSuggestion: 'Did you mean {emailAddress}?',
  sending: 'Sending…',
  emailFailed: "We weren't able to email you a login code. Please try again later.",
  googleFailed: 'Unable to sign in with Google. Please try again later.',
  googleBlocked: 'Unable to sign in with Google. Please use an email to get a login code.',
  verifyHeading: 'Verify your identity',
  codeSentTo: 'Enter the 4-digit code we sent to {email}.',
  codeLabel: 'Login code',
  digitLabel: 'Digit {position} of {length}',
  codeIncorrect: 'The code you entered is incorrect',
  retry: 'Try again',
  verifying: 'Checking your code…',
  sendAnother: 'Send another code',
  codeResent: 'We sent a new code to {email}.',
  differentEmail: 'Use a different email',
  signInFailed: 'Unable to sign in. Please try again later.',
  signedIn: 'Signed in. Taking you to your account…',
  magicLinkSentHeading: 'Check your email',
  magicLinkSent: 'We sent a login link to {email}. Open it on this device to sign in.',
  magicLinkWaiting: 'Waiting for you to open the link…',
  magicLinkHeading: 'Signing in',
  magicLinkSigningIn: 'Signing you in…',
  magicLinkFailed: 'Could not log into your account',
  backToLogin: 'Back to Login',
  saveProgressHeading: 'Save your progress',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutQuestion: 'Do you want to sign out of your account?',
  signOutCancel: 'Stay signed in',
};

export type LoginMessages = typeof en;
export default en;
