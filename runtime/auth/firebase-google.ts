// The Google popup sign-in, in its own lazy chunk: the popup and redirect resolver is a large part of the
// firebase auth SDK and only shoppers who pick Google need it (DESIGN §4 Auth service).
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type Auth, type User } from 'firebase/auth';

export async function signInWithGooglePopup(auth: Auth): Promise<User> {
  const result = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return result.user;
}
