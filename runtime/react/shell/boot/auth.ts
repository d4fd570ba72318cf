// Which identity service the panel runs on. With `initData.firebase` it is the firebase service, imported
// lazily (its own chunk) behind a forwarding wrapper so mounting the panel never waits for firebase to
// download. Without it the panel runs on the "signed-out" service below.
import { AuthError, type AuthService, type AuthUser } from '../../../auth/service.ts';
import type { InitData } from '../../../loader/contract.ts';

type FirebaseInit = NonNullable<InitData['firebase']>;

export function createAuthService(firebase: InitData['firebase'], report: (error: unknown) => void): AuthService {
  if (!firebase) return createSignedOutAuthService();
  return createLazyAuthService(() => import('../../../auth/firebase.ts').then((m) => m.createFirebaseAuthService(firebase as FirebaseInit)), report);
}

/**
 * For shops without identity config (and pages that must not talk to an identity provider): nobody is ever
 * signed in, not even anonymously. `currentUser` is null, `getIdToken` resolves null (API calls go out
 * without a Bearer token), and every sign-in rejects with AuthError 'unavailable'. The shell treats that
 * code as "no identity here", not as an error.
 */
export function createSignedOutAuthService(): AuthService {
  const unavailable = () => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured for this shop.'));
  return {
    currentUser: () => null,
    onChange(listener) {
      listener(null);
      return () => {};
    },
    getIdToken: async () => null,
    signInAnonymously: unavailable,
    signInWithCustomToken: unavailable,
    signInWithGoogle: unavailable,
    signOut: async () => {},
  };
}

/** Forwards to the service once `load` resolved; listeners added before that are attached then. */
export function createLazyAuthService(load: () => Promise<AuthService>, report: (error: unknown) => void): AuthService {
  let service: AuthService | null = null;
  const loading = load().then(
    (loaded) => (service = loaded),
    (error: unknown) => {
      report(error);
      service = createSignedOutAuthService();
      return service;
    },
  );
  const ready = () => loading;
  return {
    currentUser: (): AuthUser | null => service?.currentUser() ?? null,
    onChange(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void ready().then((s) => {
        if (!stopped) stop = s.onChange(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    getIdToken: async () => (await ready()).getIdToken(),
    signInAnonymously: async () => (await ready()).signInAnonymously(),
    signInWithCustomToken: async (token) => (await ready()).signInWithCustomToken(token),
    signInWithGoogle: async () => (await ready()).signInWithGoogle(),
    signOut: async () => (await ready()).signOut(),
  };
}
