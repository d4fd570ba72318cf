// The firebase implementation of AuthService (modular SDK). Loaded lazily in its own chunk; the Google popup
// resolver is imported only when the shopper picks Google (DESIGN §4 Auth service).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInAnonymously,
  signInWithCustomToken,
  signOut,
  type User,
} from 'firebase/auth';
import { AuthError, type AuthService, type AuthUser } from './service.ts';

export interface FirebaseConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 in the devstore. */
  emulatorUrl?: string;
}

export function createFirebaseAuthService(config: FirebaseConfig, appName = 'status'): AuthService {
  // The popup sign-in requires an authDomain; against the emulator any value does (its handler serves the popup).
  const authDomain = config.authDomain ?? `${config.projectId}.firebaseapp.com`;
  const app: FirebaseApp = initializeApp({ apiKey: config.apiKey, authDomain, projectId: config.projectId }, appName);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const toUser = (u: User | null): AuthUser | null => (u ? { uid: u.uid, email: u.email, isAnonymous: u.isAnonymous } : null);

  return {
    currentUser: () => toUser(auth.currentUser),
    onChange: (listener) => onAuthStateChanged(auth, (u) => listener(toUser(u))),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    signInAnonymously: async () => toUser((await signInAnonymously(auth)).user)!,
    signInWithCustomToken: async (token) => toUser((await signInWithCustomToken(auth, token)).user)!,
    async signInWithGoogle() {
      try {
        const { signInWithGooglePopup } = await import('./firebase-google.ts');
        return toUser(await signInWithGooglePopup(auth))!;
      } catch (error) {
        const code = (error as { code?: string }).code === 'auth/popup-blocked' ? 'popup-blocked' : 'failed';
        throw new AuthError(code, `Google sign-in ${code}: ${(error as Error).message}`);
      }
    },
    signOut: () => signOut(auth),
  };
}
