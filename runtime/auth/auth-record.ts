// What the session remembers across page loads. The identity provider persists the user itself; the rest
// of the auth state would be lost on every navigation (and the shop login is one), so it lives here.
import type { LoginType } from '../types.ts';
import { readJson, removeKey, writeJson, type SessionEnvironment } from './session-env.ts';

/** localStorage: the last sign-in's details; survives sign-out only as `hasLoggedIn`. */
export const AUTH_RECORD_KEY = 'status:auth-state';
/** sessionStorage: set just before the shop login leaves the page, read once by the page it returns to. */
export const LOGIN_RETURN_KEY = 'status:login-return';

export interface AuthRecord {
  loginType: LoginType | null;
  acceptsMarketing: boolean;
  hasLoggedIn: boolean;
  /** The guest the last sign-in came from (check-customer moves the guest's data). */
  anonUserId: string | null;
}

const LOGIN_TYPES: readonly string[] = ['otp', 'magicLink', 'google'];

export function readAuthRecord(env: SessionEnvironment): AuthRecord {
  const raw = readJson<Partial<AuthRecord>>(env.localStorage, AUTH_RECORD_KEY) ?? {};
  return {
    loginType: typeof raw.loginType === 'string' && LOGIN_TYPES.includes(raw.loginType) ? raw.loginType : null,
    acceptsMarketing: raw.acceptsMarketing === true,
    hasLoggedIn: raw.hasLoggedIn === true,
    anonUserId: typeof raw.anonUserId === 'string' ? raw.anonUserId : null,
  };
}

export function writeAuthRecord(env: SessionEnvironment, record: AuthRecord): void {
  writeJson(env.localStorage, AUTH_RECORD_KEY, record);
}

/** Marks that the next page load comes back from the shop login of a sign-in made on this one. */
export function markLoginReturn(env: SessionEnvironment, uid: string): void {
  writeJson(env.sessionStorage, LOGIN_RETURN_KEY, { uid, at: Date.now() });
}

/** Reads and clears the marker: true when it belongs to `uid` and is recent (10 minutes). */
export function takeLoginReturn(env: SessionEnvironment, uid: string, now = Date.now()): boolean {
  const marker = readJson<{ uid?: unknown; at?: unknown }>(env.sessionStorage, LOGIN_RETURN_KEY);
  if (!marker) return false;
  removeKey(env.sessionStorage, LOGIN_RETURN_KEY);
  return marker.uid === uid && typeof marker.at === 'number' && now - marker.at < 10 * 60_000;
}

export function clearLoginReturn(env: SessionEnvironment): void {
  removeKey(env.sessionStorage, LOGIN_RETURN_KEY);
}
