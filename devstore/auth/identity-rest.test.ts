// The widget's REST AuthService (runtime/auth/identity-rest.ts) against the real Auth emulator: its tokens
// must be ones the API (firebase-admin) accepts, and the custom-token sign-in must see the admin's email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityRestAuthService, type SessionStorage, type StoredSession } from '../../runtime/auth/identity-rest';
import type { AuthUser } from '../../runtime/auth/service';
import { type AuthAdmin, createAuthAdmin } from '../../server/auth/admin';
import { type AuthEmulator, startAuthEmulator } from './emulator';

let emulator: AuthEmulator;
let admin: AuthAdmin;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  admin = createAuthAdmin({ projectId: emulator.projectId, emulatorHost: emulator.host });
});

afterAll(async () => {
  await admin?.close();
  await emulator?.stop();
});

function memoryStorage(): SessionStorage & { session(): StoredSession | null } {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    session: () => JSON.parse(data.get('status:auth') ?? 'null') as StoredSession | null,
  };
}

function service(storage = memoryStorage(), now: () => number = Date.now) {
  const auth = createIdentityRestAuthService(
    { apiKey: 'devstore-test', projectId: emulator.projectId, emulatorUrl: `http://${emulator.host}` },
    { storage, now },
  );
  return { auth, storage };
}

describe('identity-rest against the Auth emulator', () => {
  it('signs up anonymously with a token firebase-admin verifies', async () => {
    const { auth, storage } = service();
    const user = await auth.signInAnonymously();
    expect(user).toMatchObject({ email: null, isAnonymous: true });
    const token = await auth.getIdToken();
    expect(token).toBe(storage.session()?.idToken);
    const verified = await admin.verifyIdToken(token!);
    expect(verified).toMatchObject({ uid: user.uid, isAnonymous: true, signInProvider: 'anonymous' });
  });

  it('signs in with a custom token as the admin user, with its email', async () => {
    const { uid } = await admin.ensureEmailUser('Rest.Shopper@Example.com');
    const { auth } = service();
    const seen: (AuthUser | null)[] = [];
    auth.onChange((u) => seen.push(u));
    await auth.signInAnonymously();
    const user = await auth.signInWithCustomToken(await admin.createCustomToken(uid));
    expect(user).toEqual({ uid, email: 'rest.shopper@example.com', isAnonymous: false });
    expect(seen.map((u) => u?.uid)).toEqual([undefined, expect.any(String), uid]);
    const verified = await admin.verifyIdToken((await auth.getIdToken())!);
    expect(verified).toMatchObject({ uid, email: 'rest.shopper@example.com', isAnonymous: false, signInProvider: 'custom' });
  });

  it('refreshes a token near expiry into a new one that still verifies, and a reload keeps the session', async () => {
    let clock = Date.now();
    const { auth, storage } = service(memoryStorage(), () => clock);
    const user = await auth.signInAnonymously();
    const first = await auth.getIdToken();
    clock += 56 * 60_000; // 4 minutes before the hour is up
    await new Promise((r) => setTimeout(r, 1100)); // a new token differs only when its iat (seconds) does
    const second = await auth.getIdToken();
    expect(second).not.toBe(first);
    expect(storage.session()?.idToken).toBe(second);
    expect((await admin.verifyIdToken(second!)).uid).toBe(user.uid);

    const reloaded = service(storage, () => clock).auth;
    expect(reloaded.currentUser()).toEqual(user);
    expect(await reloaded.getIdToken()).toBe(second);
  });

  it('fails with the server message for a bad custom token', async () => {
    const { auth } = service();
    await expect(auth.signInWithCustomToken('not-a-token')).rejects.toMatchObject({ name: 'AuthError', code: 'failed', message: expect.stringMatching(/INVALID_CUSTOM_TOKEN/) });
    expect(auth.currentUser()).toBeNull();
  });
});
