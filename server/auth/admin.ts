// firebase-admin: verifies ID tokens, mints custom tokens, keeps email users. Two modes:
// - emulator (emulatorHost set): the Auth emulator's tokens are unsigned and firebase-admin accepts them; the
//   API only starts like this on 127.0.0.1 (server.ts) and says so in its log.
// - production (no emulatorHost, a real project id): signatures are verified against Google's public keys,
//   fetched by our own fetcher (a timeout, and a failure we can tell from a bad token: 503, not 401).
// Each API server gets its own named app, so two servers in one process (tests) never share an Auth instance.
// Caveat: firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the (process-wide) environment on every call,
// so every server in one process must talk to the same emulator, and an emulator server and a production one
// never live in one process (either would change how the other verifies); both are refused loudly.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { normalizeEmail, uidForEmail } from './uid';

/** Where Google publishes the certificates that sign Firebase ID tokens. */
export const GOOGLE_ID_TOKEN_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** The identity service could not say whether a token is good (down, unreachable, too slow): not the caller's fault. */
export class IdentityUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityUnavailableError';
  }
}

// Codes firebase-admin gives for a token that is bad in itself (malformed, forged, expired, of another project,
// of a user that was deleted or disabled). Every other failure means the identity service could not answer.
const TOKEN_FAULTS = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);
// Our key fetcher's failures reach us only as a message inside firebase-admin's 'auth/argument-error'.
const KEYS_UNAVAILABLE = 'identity-keys-unavailable:';

export interface VerifiedUser {
  uid: string;
  /**
   * Lower-cased email of the user, only when the identity service says it is verified (`email_verified`): an
   * unverified claim (an e-mail/password sign-up for someone else's address) is no email at all.
   */
  email: string | null;
  isAnonymous: boolean;
  signInProvider: string;
}

export interface AuthAdmin {
  readonly projectId: string;
  /** 'host:port' of the Auth emulator whose unsigned tokens are accepted, or null (signatures verified). */
  readonly emulatorHost: string | null;
  /**
   * Throws IdentityUnavailableError when the identity service cannot be asked (or takes longer than
   * verifyTimeoutMs), anything else when the token is not a valid ID token of this project.
   */
  verifyIdToken(idToken: string): Promise<VerifiedUser>;
  createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string>;
  /**
   * The user of this email, created (with our stable uid) when there is none. Called once the address is proven
   * (a code or link). An existing user whose email is not verified is never adopted: it is deleted (its tokens
   * stop refreshing) and `replacedUid` names it, so the caller can drop what that uid was linked to.
   */
  ensureEmailUser(email: string): Promise<{ uid: string; replacedUid: string | null }>;
  close(): Promise<void>;
}

export interface AuthAdminOptions {
  projectId: string;
  /** 'host:port' of the Auth emulator; null or absent verifies real tokens (production). */
  emulatorHost?: string | null;
  /** Production: where the signing certificates are (default Google's; tests serve their own). */
  publicKeysUrl?: string;
  /** Longest wait for the identity service during one verification (default 5 s), then 503. */
  verifyTimeoutMs?: number;
  /**
   * Production: the service account's `cert()`, which mints custom tokens and manages users. Absent,
   * firebase-admin falls back to Application Default Credentials (the emulator needs none).
   */
  credential?: Credential;
}

// Live admins per emulator host: the env var may change only when no live admin uses the old host.
const liveByHost = new Map<string, number>();
let liveProduction = 0;
const liveEmulators = () => [...liveByHost.values()].reduce((a, b) => a + b, 0);

export function createAuthAdmin(opts: AuthAdminOptions): AuthAdmin {
  const emulatorHost = opts.emulatorHost ?? null;
  const verifyTimeoutMs = opts.verifyTimeoutMs ?? 5000;
  const current = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) {
    if (liveProduction > 0) {
      throw new Error('An API verifying real tokens runs in this process; an emulator one would make it accept unsigned tokens');
    }
    if (current && current !== emulatorHost && (liveByHost.get(current) ?? 0) > 0) {
      throw new Error(
        `FIREBASE_AUTH_EMULATOR_HOST is ${current} for a running server; firebase-admin cannot also talk to ${emulatorHost} in this process`,
      );
    }
  } else {
    if (/^demo-/.test(opts.projectId)) {
      throw new Error(`Project '${opts.projectId}' exists only in the Auth emulator: give authEmulatorHost, or a real project id`);
    }
    if (current || liveEmulators() > 0) {
      throw new Error(
        `FIREBASE_AUTH_EMULATOR_HOST is set (${current ?? 'by a running emulator server'}): firebase-admin would accept unsigned tokens; unset it to verify real ones`,
      );
    }
  }
  const app: App = initializeApp(
    { projectId: opts.projectId, ...(opts.credential ? { credential: opts.credential } : {}) },
    `status-devstore-${randomUUID()}`,
  );
  if (emulatorHost) {
    // Must be set before getAuth(): it decides then to sign tokens as the emulator expects (unsigned).
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  }
  const auth: Auth = getAuth(app);
  if (!emulatorHost) {
    try {
      injectKeyFetcher(auth, new PublicKeyFetcher(opts.publicKeysUrl ?? GOOGLE_ID_TOKEN_KEYS_URL, Math.min(verifyTimeoutMs, 3000)));
    } catch (error) {
      void deleteApp(app).catch(() => undefined);
      throw error;
    }
    liveProduction++;
  } else {
    liveByHost.set(emulatorHost, (liveByHost.get(emulatorHost) ?? 0) + 1);
  }
  let closed = false;

  return {
    projectId: opts.projectId,
    emulatorHost,
    async verifyIdToken(idToken) {
      if (!emulatorHost && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
        // Never reached through createAuthAdmin's checks; if someone sets it later, refuse instead of trusting.
        throw new Error('FIREBASE_AUTH_EMULATOR_HOST was set after start: refusing to verify tokens without signatures');
      }
      const decoded = await withTimeout(auth.verifyIdToken(idToken), verifyTimeoutMs).catch((error: unknown) => {
        throw classify(error);
      });
      const provider = decoded.firebase?.sign_in_provider ?? 'unknown';
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' && decoded.email_verified === true ? normalizeEmail(decoded.email) : null,
        isAnonymous: provider === 'anonymous',
        signInProvider: provider,
      };
    },
    createCustomToken(uid, claims) {
      return auth.createCustomToken(uid, claims);
    },
    async ensureEmailUser(rawEmail) {
      const email = normalizeEmail(rawEmail);
      let replacedUid: string | null = null;
      try {
        const existing = await auth.getUserByEmail(email);
        // A verified user (e.g. from Google sign-in) keeps its uid: one person, one identity.
        if (existing.emailVerified) return { uid: existing.uid, replacedUid };
        // Anyone can sign up with a password for an address they do not own; whoever holds that password must
        // not become the shopper who just proved the address. Deleting the user also voids its refresh tokens.
        await auth.deleteUser(existing.uid);
        replacedUid = existing.uid;
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
      return { uid, replacedUid: replacedUid === uid ? null : replacedUid };
    },
    async close() {
      if (closed) return;
      closed = true;
      if (emulatorHost) {
        liveByHost.set(emulatorHost, (liveByHost.get(emulatorHost) ?? 1) - 1);
        // The last one out takes the variable with it, so a later production server in this process can start.
        if (liveEmulators() === 0 && process.env.FIREBASE_AUTH_EMULATOR_HOST === emulatorHost) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      } else {
        liveProduction--;
      }
      await deleteApp(app).catch(() => undefined);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IdentityUnavailableError(`The identity service did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A bad token stays what firebase-admin threw; anything the identity service is to blame for becomes IdentityUnavailableError. */
function classify(error: unknown): unknown {
  if (error instanceof IdentityUnavailableError) return error;
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (message.includes(KEYS_UNAVAILABLE)) {
    return new IdentityUnavailableError(`Could not fetch the identity service's signing keys (${message.split(KEYS_UNAVAILABLE).pop()!.trim()})`, { cause: error });
  }
  if (TOKEN_FAULTS.has(code)) return error;
  // Network errors (app/network-error: the emulator is down), auth/internal-error (it answered 5xx), timeouts…
  return new IdentityUnavailableError(`The identity service failed: ${code || 'no code'} ${message}`.trim(), { cause: error });
}

/**
 * Google's signing certificates, fetched with a timeout and cached as long as their Cache-Control says (the
 * same contract as firebase-admin's own fetcher, which has no timeout and whose failures look like bad tokens).
 */
class PublicKeyFetcher {
  private keys: Record<string, string> | null = null;
  private expiresAt = 0;
  private pending: Promise<Record<string, string>> | null = null;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  fetchPublicKeys(): Promise<Record<string, string>> {
    if (this.keys && Date.now() < this.expiresAt) return Promise.resolve(this.keys);
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<Record<string, string>> {
    let response: Response;
    try {
      response = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : describeCause(error);
      throw new Error(`${KEYS_UNAVAILABLE} ${reason}`);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok || !body || typeof body !== 'object' || Array.isArray(body) || 'error' in body) {
      throw new Error(`${KEYS_UNAVAILABLE} ${this.url} answered ${response.status}`);
    }
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    this.keys = body as Record<string, string>;
    this.expiresAt = Date.now() + (maxAge ? Number(maxAge) * 1000 : 0);
    return this.keys;
  }
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** firebase-admin has no option for its key fetcher; this is the one place that reaches into its internals. */
function injectKeyFetcher(auth: Auth, fetcher: PublicKeyFetcher): void {
  const verifier = (auth as unknown as { idTokenVerifier?: { signatureVerifier?: { keyFetcher?: unknown } } }).idTokenVerifier?.signatureVerifier;
  if (!verifier || typeof (verifier.keyFetcher as { fetchPublicKeys?: unknown } | undefined)?.fetchPublicKeys !== 'function') {
    throw new Error('firebase-admin changed: Auth.idTokenVerifier.signatureVerifier.keyFetcher not found (server/auth/admin.ts)');
  }
  verifier.keyFetcher = fetcher;
}
