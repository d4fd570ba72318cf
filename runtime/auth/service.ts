// The identity provider behind an interface: a firebase implementation in the browser (loaded lazily, its
// own chunk) and a fake for unit tests. Shop login strategies (Multipass today) sit on top of it.

export interface AuthUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
}

export interface AuthService {
  /** The current user, or null before the first sign-in resolves. */
  currentUser(): AuthUser | null;
  /** Called with the user whenever it changes (including the initial state). Returns an unsubscribe. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  /** The Bearer identity token for API calls; null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  signInAnonymously(): Promise<AuthUser>;
  /** Signs in with a custom token minted by the API (login code and magic link). */
  signInWithCustomToken(token: string): Promise<AuthUser>;
  /** Popup sign-in; rejects with code 'popup-blocked' or 'failed'. */
  signInWithGoogle(): Promise<AuthUser>;
  signOut(): Promise<void>;
}

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(readonly code: 'popup-blocked' | 'failed' | 'unavailable', message: string) {
    super(message);
  }
}
