// An in-memory AuthService for unit tests: deterministic uids and tokens, no network.
import { AuthError, type AuthService, type AuthUser } from '../auth/service.ts';

export interface FakeAuthService extends AuthService {
  /** Makes the next Google sign-in fail the given way. */
  failNextGoogle(code: 'popup-blocked' | 'failed'): void;
}

export function createFakeAuthService(initial: AuthUser | null = null): FakeAuthService {
  let user = initial;
  let googleFailure: 'popup-blocked' | 'failed' | null = null;
  let counter = 0;
  const listeners = new Set<(u: AuthUser | null) => void>();
  const set = (next: AuthUser | null) => {
    user = next;
    listeners.forEach((l) => l(user));
    return next;
  };
  return {
    currentUser: () => user,
    onChange(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (user ? `token-${user.uid}` : null),
    signInAnonymously: async () => set({ uid: `anon-${++counter}`, email: null, isAnonymous: true })!,
    // The fake's custom token is the email itself.
    signInWithCustomToken: async (token) => set({ uid: `user-${token}`, email: token, isAnonymous: false })!,
    async signInWithGoogle() {
      if (googleFailure) {
        const code = googleFailure;
        googleFailure = null;
        throw new AuthError(code, `google sign-in ${code}`);
      }
      return set({ uid: 'google-user', email: 'google.user@example.com', isAnonymous: false })!;
    },
    signOut: async () => void set(null),
    failNextGoogle(code) {
      googleFailure = code;
    },
  };
}
