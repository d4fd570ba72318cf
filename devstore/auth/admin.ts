// firebase-admin, pointed at the Auth emulator: verifies ID tokens, mints custom tokens, keeps email users.
// Each API server gets its own named app, so two servers in one process (tests) never share an Auth instance.
// Caveat: firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the (process-wide) environment, so every
// server in one process must talk to the same emulator; we refuse a second, different host loudly.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { normalizeEmail, uidForEmail } from './uid';

export interface VerifiedUser {
  uid: string;
  /** Lower-cased email of the user, when it has one. */
  email: string | null;
  isAnonymous: boolean;
  signInProvider: string;
}

export interface AuthAdmin {
  readonly projectId: string;
  /** Throws when the token is not a valid ID token of this project. */
  verifyIdToken(idToken: string): Promise<VerifiedUser>;
  createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string>;
  /** The uid of the user with this email, created (with our stable uid) when there is none. */
  ensureEmailUser(email: string): Promise<string>;
  close(): Promise<void>;
}

// Live admins per emulator host: the env var may change only when no live admin uses the old host.
const liveByHost = new Map<string, number>();

export function createAuthAdmin(opts: { projectId: string; emulatorHost: string }): AuthAdmin {
  const current = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (current && current !== opts.emulatorHost && (liveByHost.get(current) ?? 0) > 0) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is ${current} for a running server; firebase-admin cannot also talk to ${opts.emulatorHost} in this process`,
    );
  }
  liveByHost.set(opts.emulatorHost, (liveByHost.get(opts.emulatorHost) ?? 0) + 1);
  // Must be set before getAuth(): it decides then to sign tokens as the emulator expects (unsigned).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
  const app: App = initializeApp({ projectId: opts.projectId }, `status-devstore-${randomUUID()}`);
  const auth: Auth = getAuth(app);
  let closed = false;

  return {
    projectId: opts.projectId,
    async verifyIdToken(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      const provider = decoded.firebase?.sign_in_provider ?? 'unknown';
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? normalizeEmail(decoded.email) : null,
        isAnonymous: provider === 'anonymous',
        signInProvider: provider,
      };
    },
    createCustomToken(uid, claims) {
      return auth.createCustomToken(uid, claims);
    },
    async ensureEmailUser(rawEmail) {
      const email = normalizeEmail(rawEmail);
      try {
        // An existing user (e.g. from Google sign-in) keeps its uid: one person, one identity.
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      const uid = uidForEmail(email);
      try {
        await auth.createUser({ uid, email, emailVerified: true });
      } catch (error) {
        // The emulator was restarted with other data, or a race with a parallel request: set the email.
        if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
        await auth.updateUser(uid, { email, emailVerified: true });
      }
      return uid;
    },
    async close() {
      if (closed) return;
      closed = true;
      liveByHost.set(opts.emulatorHost, (liveByHost.get(opts.emulatorHost) ?? 1) - 1);
      await deleteApp(app).catch(() => undefined);
    },
  };
}
