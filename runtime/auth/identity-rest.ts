// AuthService on Firebase Auth's REST API (Identity Toolkit v1 + Secure Token) instead of the modular SDK:
// `firebase/auth` alone is ~45 KB gzip, this is ~2 KB, which keeps the panel's first open in budget
// (docs/performance.md). Only the Google popup needs the SDK; it is loaded then (./google-popup.ts)
// and its session adopted. The session lives in localStorage under 'status:auth' like firebase's local
// persistence, so a reload keeps it; other tabs' sign-in/out is picked up through the `storage` event.
import type { FirebaseConfig } from './firebase-config.ts';

export type { FirebaseConfig } from './firebase-config.ts';
import { AuthError, type AuthService, type AuthUser } from './service.ts';
import { SESSION_KEY } from '../dom/storage.ts';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface IdentityRestOptions {
  /** Where the session is kept; localStorage by default (memory when that is unavailable). */
  storage?: SessionStorage;
  fetch?: typeof fetch;
  now?: () => number;
  storageKey?: string;
}

/** What is persisted. `expiresAt` is the ID token's expiry in ms of `now()`. */
export interface StoredSession extends AuthUser {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** An ID token this close to expiry is refreshed before it is handed out. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
// Answers of the token endpoint after which the refresh token is dead: sign out, like the SDK does.
const INVALIDATED = /^(TOKEN_EXPIRED|USER_DISABLED|USER_NOT_FOUND|INVALID_REFRESH_TOKEN)\b/;

interface TokenReply {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  localId?: string;
}
interface LookupReply {
  users?: { localId: string; email?: string; providerUserInfo?: unknown[] }[];
}

export function createIdentityRestAuthService(config: FirebaseConfig, options: IdentityRestOptions = {}): AuthService {
  const storage = options.storage ?? defaultStorage();
  const key = options.storageKey ?? SESSION_KEY;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const root = config.emulatorUrl ? `${config.emulatorUrl.replace(/\/+$/, '')}/` : 'https://';
  const query = `?key=${encodeURIComponent(config.apiKey)}`;
  const toolkit = (method: string) => `${root}identitytoolkit.googleapis.com/v1/accounts:${method}${query}`;
  const listeners = new Set<(user: AuthUser | null) => void>();
  let session: StoredSession | null = null;
  let user: AuthUser | null = null;
  let refreshing: Promise<string | null> | null = null;
  let anonymous: Promise<AuthUser> | null = null;

  async function post<T>(url: string, body: Record<string, unknown> | string): Promise<T> {
    const form = typeof body === 'string';
    let response: Response;
    let json: { error?: { message?: string } } | undefined;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: form ? body : JSON.stringify(body),
      });
      json = await response.json().catch(() => undefined);
    } catch (error) {
      throw new AuthError('failed', `Auth request failed: ${(error as Error).message}`);
    }
    if (!response.ok || !json) throw new AuthError('failed', json?.error?.message ?? `Auth request failed (${response.status})`);
    return json as T;
  }

  /** Replaces the session; listeners hear about it when the user (not just the token) changed. */
  function set(next: StoredSession | null, persist = true): void {
    session = next;
    if (persist) {
      try {
        if (next) storage.setItem(key, JSON.stringify(next));
        else storage.removeItem(key);
      } catch {
        // Quota or privacy mode: the session still works until reload.
      }
    }
    const nextUser = next && { uid: next.uid, email: next.email, isAnonymous: next.isAnonymous };
    if (nextUser?.uid === user?.uid && nextUser?.email === user?.email && nextUser?.isAnonymous === user?.isAnonymous) return;
    user = nextUser;
    listeners.forEach((listener) => listener(user));
  }

  function readRaw(): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  function restore(): StoredSession | null {
    try {
      const s = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredSession> | null;
      const ok = s && typeof s.uid === 'string' && typeof s.idToken === 'string' && typeof s.refreshToken === 'string';
      return ok && typeof s.expiresAt === 'number' ? { ...(s as StoredSession), email: s.email ?? null, isAnonymous: !!s.isAnonymous } : null;
    } catch {
      return null;
    }
  }

  function adopt(tokens: { idToken: string; refreshToken: string; expiresAt: number }, who: AuthUser): AuthUser {
    set({ ...who, ...tokens });
    return user!;
  }

  async function refresh(s: StoredSession): Promise<string | null> {
    try {
      const body = `grant_type=refresh_token&refresh_token=${encodeURIComponent(s.refreshToken)}`;
      const r = await post<{ id_token: string; refresh_token: string; expires_in: string }>(`${root}securetoken.googleapis.com/v1/token${query}`, body);
      // Signed out or signed in as someone else meanwhile: that newer session wins.
      if (session?.refreshToken !== s.refreshToken) return session?.idToken ?? null;
      set({ ...session, idToken: r.id_token, refreshToken: r.refresh_token, expiresAt: now() + Number(r.expires_in) * 1000 });
      return r.id_token;
    } catch (error) {
      const sameSession = session?.refreshToken === s.refreshToken;
      if (sameSession && INVALIDATED.test((error as Error).message)) set(null);
      else if (sameSession && s.expiresAt > now()) return s.idToken; // still valid: a flaky network is no reason to fail
      throw error;
    }
  }

  const expiry = (reply: TokenReply) => now() + Number(reply.expiresIn) * 1000;

  set(restore(), false);
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key === key && event.storageArea === storage) set(restore(), false);
  });

  return {
    currentUser: () => user,
    onChange(listener) {
      listeners.add(listener);
      listener(user);
      return () => void listeners.delete(listener);
    },
    getIdToken() {
      const s = session;
      if (!s) return Promise.resolve(null);
      if (s.expiresAt - now() > REFRESH_MARGIN_MS) return Promise.resolve(s.idToken);
      return (refreshing ??= refresh(s).finally(() => (refreshing = null)));
    },
    signInAnonymously() {
      // The theme elements and the panel each have a service over one stored session, and the `storage` event
      // does not reach the page that wrote it: a session the other one stored meanwhile is this page's user.
      if (!session) set(restore(), false);
      // Like the SDK: an anonymous user stays the same user; concurrent calls create only one.
      if (user?.isAnonymous) return Promise.resolve(user);
      const before = readRaw();
      return (anonymous ??= post<TokenReply>(toolkit('signUp'), { returnSecureToken: true })
        .then((r) => {
          // Both signed up at once (a heart pressed as the panel opened): the session stored first wins, so
          // what one of them saved is not left under a user nobody signs in as again.
          const stored = readRaw() !== before ? restore() : null;
          if (stored) return set(stored, false), user!;
          return adopt({ idToken: r.idToken, refreshToken: r.refreshToken, expiresAt: expiry(r) }, { uid: r.localId!, email: null, isAnonymous: true });
        })
        .finally(() => (anonymous = null)));
    },
    async signInWithCustomToken(token) {
      const r = await post<TokenReply>(toolkit('signInWithCustomToken'), { token, returnSecureToken: true });
      // The answer has no uid or email: ask for the account.
      const account = (await post<LookupReply>(toolkit('lookup'), { idToken: r.idToken })).users?.[0];
      if (!account) throw new AuthError('failed', 'USER_NOT_FOUND');
      const email = account.email || null;
      const isAnonymous = !email && !account.providerUserInfo?.length;
      return adopt({ idToken: r.idToken, refreshToken: r.refreshToken, expiresAt: expiry(r) }, { uid: account.localId, email, isAnonymous });
    },
    async signInWithGoogle() {
      const { signInWithGooglePopup } = await import('./google-popup.ts');
      const g = await signInWithGooglePopup(config);
      const claims = decodeClaims(g.idToken);
      const lifetime = claims.exp && claims.iat ? (claims.exp - claims.iat) * 1000 : 3600_000;
      return adopt({ idToken: g.idToken, refreshToken: g.refreshToken, expiresAt: now() + lifetime }, { uid: g.uid, email: g.email, isAnonymous: false });
    },
    async signOut() {
      set(null);
    },
  };
}

function decodeClaims(jwt: string): { exp?: number; iat?: number } {
  try {
    return JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; iat?: number };
  } catch {
    return {};
  }
}

function defaultStorage(): SessionStorage {
  try {
    const local = globalThis.localStorage;
    if (local) return local;
  } catch {
    // Sandboxed iframe or blocked storage.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}
