// Which identity service the panel runs on. With `initData.firebase` it is the Firebase Auth REST service
// (../../../auth/identity-rest.ts, ~2 KB gzip, bundled into the panel chunk; the firebase SDK is loaded only
// for the Google popup). Without it the panel runs on the "signed-out" service below.
import { createIdentityRestAuthService } from '../../../auth/identity-rest.ts';
import { AuthError, type AuthService } from '../../../auth/service.ts';
import type { InitData } from '../../../dom/contract.ts';

export function createAuthService(firebase: InitData['firebase']): AuthService {
  return firebase ? createIdentityRestAuthService(firebase) : createSignedOutAuthService();
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
