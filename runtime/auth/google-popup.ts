// Google sign-in through the firebase SDK's popup flow: the only path that needs the SDK (the popup talks to
// the authDomain's auth handler), so it is imported here, lazily, when the shopper picks Google. Each call
// uses a throw-away app with in-memory persistence; identity-rest.ts adopts the resulting tokens.
import type { FirebaseConfig } from './firebase-config.ts';
import { AuthError } from './service.ts';

export interface GoogleSession {
  idToken: string;
  refreshToken: string;
  uid: string;
  email: string | null;
}

let calls = 0;

export async function signInWithGooglePopup(config: FirebaseConfig): Promise<GoogleSession> {
  let dispose: () => Promise<void> = async () => {};
  try {
    const [{ initializeApp, deleteApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    // A fresh name per call: initializeAuth may run only once per app.
    // The popup requires an authDomain; against the emulator any value does (its handler serves the popup).
    const authDomain = config.authDomain ?? `${config.projectId}.firebaseapp.com`;
    const app = initializeApp({ apiKey: config.apiKey, authDomain, projectId: config.projectId }, `status-google-${++calls}`);
    dispose = () => deleteApp(app);
    const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence, popupRedirectResolver: sdk.browserPopupRedirectResolver });
    if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
    return { idToken: await user.getIdToken(), refreshToken: user.refreshToken, uid: user.uid, email: user.email };
  } catch (error) {
    const code = (error as { code?: string }).code === 'auth/popup-blocked' ? 'popup-blocked' : 'failed';
    throw new AuthError(code, `Google sign-in ${code}: ${(error as Error).message}`);
  } finally {
    // Our session owns the tokens from here; the SDK's copy must not live on (or refresh on its own).
    await dispose().catch(() => undefined);
  }
}
