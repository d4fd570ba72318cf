// The REST AuthService against msw stand-ins for Identity Toolkit and Secure Token; the firebase SDK (only
// used for the Google popup) is mocked. devstore/auth/identity-rest.test.ts runs it against the real emulator.
import { delay, http, HttpResponse } from 'msw';
import { createTestServer } from '../../tests/msw/server';
import { createIdentityRestAuthService, REFRESH_MARGIN_MS, type SessionStorage, type StoredSession } from './identity-rest.ts';
import { AuthError, type AuthUser } from './service.ts';

const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((_options: unknown, name: string) => ({ name })),
  deleteApp: vi.fn(async () => {}),
  initializeAuth: vi.fn(() => ({ auth: true })),
  connectAuthEmulator: vi.fn(),
  signInWithPopup: vi.fn(),
}));
vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, deleteApp: sdk.deleteApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithPopup: sdk.signInWithPopup,
  inMemoryPersistence: 'memory',
  browserPopupRedirectResolver: 'resolver',
  GoogleAuthProvider: class GoogleAuthProvider {},
}));

const CONFIG = { apiKey: 'test-key', projectId: 'demo-status', authDomain: 'demo-status.firebaseapp.com' };
const IDT = 'https://identitytoolkit.googleapis.com/v1/accounts';
const STS = 'https://securetoken.googleapis.com/v1/token';
const KEY = 'status:auth';
const T0 = 1_700_000_000_000;

const server = createTestServer();

function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

function memoryStorage(initial: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(opts: { storage?: ReturnType<typeof memoryStorage>; emulatorUrl?: string } = {}) {
  const clock = { now: T0 };
  const storage = opts.storage ?? memoryStorage();
  const auth = createIdentityRestAuthService({ ...CONFIG, emulatorUrl: opts.emulatorUrl }, { storage, now: () => clock.now });
  const stored = () => JSON.parse(storage.data.get(KEY) ?? 'null') as StoredSession | null;
  return { auth, storage, clock, stored };
}

function storedEntry(session: Partial<StoredSession> = {}): Record<string, string> {
  const s: StoredSession = { uid: 'u-1', email: 'ann@example.com', isAnonymous: false, idToken: 'id-1', refreshToken: 'rt-1', expiresAt: T0 + 3600_000, ...session };
  return { [KEY]: JSON.stringify(s) };
}

const calls = { signUp: 0, custom: 0, lookup: 0, token: 0 };
const bodies: Record<string, unknown[]> = { signUp: [], custom: [], lookup: [], token: [] };

// msw reads ':name' in a path as a parameter, hence the escaped colons.
function handlers(base = { idt: IDT, sts: STS }) {
  let n = 0;
  return [
    http.post(`${base.idt}\\:signUp`, async ({ request }) => {
      calls.signUp++;
      expect(new URL(request.url).searchParams.get('key')).toBe('test-key');
      bodies.signUp!.push(await request.json());
      await delay(5);
      n++;
      return HttpResponse.json({ kind: 'identitytoolkit#SignupNewUserResponse', idToken: `anon-id-${n}`, refreshToken: `anon-rt-${n}`, expiresIn: '3600', localId: `anon-${n}` });
    }),
    http.post(`${base.idt}\\:signInWithCustomToken`, async ({ request }) => {
      calls.custom++;
      const body = (await request.json()) as { token: string };
      bodies.custom!.push(body);
      if (body.token === 'bad') return HttpResponse.json({ error: { code: 400, message: 'INVALID_CUSTOM_TOKEN : bad token' } }, { status: 400 });
      return HttpResponse.json({ idToken: `custom-id-${body.token}`, refreshToken: `custom-rt-${body.token}`, expiresIn: '3600', isNewUser: false });
    }),
    http.post(`${base.idt}\\:lookup`, async ({ request }) => {
      calls.lookup++;
      const { idToken } = (await request.json()) as { idToken: string };
      bodies.lookup!.push({ idToken });
      const token = idToken.replace('custom-id-', '');
      const user = token === 'no-email' ? { localId: 'u-bare' } : { localId: `u-${token}`, email: `${token}@example.com`, providerUserInfo: [] };
      return HttpResponse.json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [user] });
    }),
    http.post(base.sts, async ({ request }) => {
      calls.token++;
      expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(await request.text());
      bodies.token!.push(Object.fromEntries(form));
      await delay(10);
      const rt = form.get('refresh_token')!;
      if (rt === 'dead') return HttpResponse.json({ error: { code: 400, message: 'INVALID_REFRESH_TOKEN', status: 'INVALID_ARGUMENT' } }, { status: 400 });
      if (rt === 'flaky') return HttpResponse.json({ error: { code: 503, message: 'UNAVAILABLE' } }, { status: 503 });
      return HttpResponse.json({ id_token: `refreshed-${rt}`, refresh_token: `${rt}+`, expires_in: '3600', user_id: 'u-1', token_type: 'Bearer' });
    }),
  ];
}

beforeEach(() => {
  server.use(...handlers());
  for (const k of Object.keys(calls) as (keyof typeof calls)[]) calls[k] = 0;
  for (const k of Object.keys(bodies)) bodies[k] = [];
  vi.clearAllMocks();
});

describe('createIdentityRestAuthService', () => {
  it('signs up anonymously and persists the session', async () => {
    const { auth, stored } = setup();
    expect(auth.currentUser()).toBeNull();
    expect(await auth.getIdToken()).toBeNull();
    const user = await auth.signInAnonymously();
    expect(user).toEqual({ uid: 'anon-1', email: null, isAnonymous: true });
    expect(bodies.signUp).toEqual([{ returnSecureToken: true }]);
    expect(auth.currentUser()).toEqual(user);
    expect(stored()).toEqual({ ...user, idToken: 'anon-id-1', refreshToken: 'anon-rt-1', expiresAt: T0 + 3600_000 });
    expect(await auth.getIdToken()).toBe('anon-id-1');
  });

  it('keeps an anonymous user and creates only one for concurrent calls', async () => {
    const { auth } = setup();
    const [a, b] = await Promise.all([auth.signInAnonymously(), auth.signInAnonymously()]);
    expect(a).toBe(b);
    expect(await auth.signInAnonymously()).toBe(a);
    expect(calls.signUp).toBe(1);
  });

  it('two services on one page (the elements and the panel) end with one anonymous user when they sign up at once', async () => {
    const storage = memoryStorage();
    const elements = setup({ storage });
    const panel = setup({ storage });
    const [a, b] = await Promise.all([elements.auth.signInAnonymously(), panel.auth.signInAnonymously()]);
    expect(calls.signUp).toBe(2);
    expect(a.uid).toBe(b.uid);
    expect(elements.auth.currentUser()!.uid).toBe(panel.auth.currentUser()!.uid);
    expect(JSON.parse(storage.data.get(KEY)!).uid).toBe(a.uid);
    expect(await elements.auth.getIdToken()).toBe(await panel.auth.getIdToken());
  });

  it('takes a session the other service stored after it was made, without signing up again', async () => {
    const storage = memoryStorage();
    const panel = setup({ storage });
    const elements = setup({ storage });
    const user = await elements.auth.signInAnonymously();
    expect(await panel.auth.signInAnonymously()).toEqual(user);
    expect(calls.signUp).toBe(1);
  });

  it('restores the session from storage without a request', async () => {
    const { auth } = setup({ storage: memoryStorage(storedEntry()) });
    expect(auth.currentUser()).toEqual({ uid: 'u-1', email: 'ann@example.com', isAnonymous: false });
    expect(await auth.getIdToken()).toBe('id-1');
    expect(calls.token).toBe(0);
  });

  it('ignores a corrupt or foreign storage entry', () => {
    expect(setup({ storage: memoryStorage({ [KEY]: '{not json' }) }).auth.currentUser()).toBeNull();
    expect(setup({ storage: memoryStorage({ [KEY]: '{"uid":1}' }) }).auth.currentUser()).toBeNull();
  });

  it('signs in with a custom token and learns the email from accounts:lookup', async () => {
    const { auth, stored } = setup();
    await auth.signInAnonymously();
    const user = await auth.signInWithCustomToken('ann');
    expect(bodies.custom).toEqual([{ token: 'ann', returnSecureToken: true }]);
    expect(bodies.lookup).toEqual([{ idToken: 'custom-id-ann' }]);
    expect(user).toEqual({ uid: 'u-ann', email: 'ann@example.com', isAnonymous: false });
    expect(stored()).toMatchObject({ ...user, idToken: 'custom-id-ann', refreshToken: 'custom-rt-ann' });
  });

  it('treats an account without email and providers as anonymous', async () => {
    const { auth } = setup();
    expect(await auth.signInWithCustomToken('no-email')).toEqual({ uid: 'u-bare', email: null, isAnonymous: true });
  });

  it('refreshes the ID token within 5 minutes of expiry', async () => {
    const { auth, clock, stored } = setup({ storage: memoryStorage(storedEntry()) });
    clock.now = T0 + 3600_000 - REFRESH_MARGIN_MS - 1;
    expect(await auth.getIdToken()).toBe('id-1');
    expect(calls.token).toBe(0);

    clock.now += 2;
    expect(await auth.getIdToken()).toBe('refreshed-rt-1');
    expect(bodies.token).toEqual([{ grant_type: 'refresh_token', refresh_token: 'rt-1' }]);
    expect(stored()).toMatchObject({ uid: 'u-1', idToken: 'refreshed-rt-1', refreshToken: 'rt-1+', expiresAt: clock.now + 3600_000 });
    expect(await auth.getIdToken()).toBe('refreshed-rt-1');
    expect(calls.token).toBe(1);
  });

  it('refreshes a restored, already expired token', async () => {
    const { auth } = setup({ storage: memoryStorage(storedEntry({ expiresAt: T0 - 1000 })) });
    expect(await auth.getIdToken()).toBe('refreshed-rt-1');
  });

  it('shares one refresh between concurrent getIdToken calls', async () => {
    const { auth } = setup({ storage: memoryStorage(storedEntry({ expiresAt: T0 + 60_000 })) });
    const tokens = await Promise.all([auth.getIdToken(), auth.getIdToken(), auth.getIdToken()]);
    expect(tokens).toEqual(['refreshed-rt-1', 'refreshed-rt-1', 'refreshed-rt-1']);
    expect(calls.token).toBe(1);
  });

  it('signs out when the refresh token is rejected', async () => {
    const { auth, stored } = setup({ storage: memoryStorage(storedEntry({ refreshToken: 'dead', expiresAt: T0 })) });
    const error = await auth.getIdToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'failed', message: 'INVALID_REFRESH_TOKEN' });
    expect(auth.currentUser()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('hands out a still valid token when the refresh fails for other reasons', async () => {
    const { auth } = setup({ storage: memoryStorage(storedEntry({ refreshToken: 'flaky', expiresAt: T0 + 60_000 })) });
    expect(await auth.getIdToken()).toBe('id-1');
    expect(auth.currentUser()?.uid).toBe('u-1');
  });

  it('does not let a refresh overwrite a session that was signed out meanwhile', async () => {
    const { auth, stored } = setup({ storage: memoryStorage(storedEntry({ expiresAt: T0 })) });
    const pending = auth.getIdToken();
    await auth.signOut();
    expect(await pending).toBeNull();
    expect(stored()).toBeNull();
  });

  it('notifies listeners initially and on every user change, not on token refresh', async () => {
    const { auth, clock } = setup();
    const seen: (AuthUser | null)[] = [];
    const stop = auth.onChange((u) => seen.push(u));
    expect(seen).toEqual([null]);
    await auth.signInAnonymously();
    await auth.signInWithCustomToken('ann');
    clock.now += 3600_000;
    await auth.getIdToken();
    await auth.signOut();
    expect(seen).toEqual([
      null,
      { uid: 'anon-1', email: null, isAnonymous: true },
      { uid: 'u-ann', email: 'ann@example.com', isAnonymous: false },
      null,
    ]);
    stop();
    await auth.signInAnonymously();
    expect(seen).toHaveLength(4);

    const late: (AuthUser | null)[] = [];
    auth.onChange((u) => late.push(u));
    expect(late).toEqual([{ uid: 'anon-2', email: null, isAnonymous: true }]);
  });

  it('signOut clears the stored session', async () => {
    const { auth, storage } = setup({ storage: memoryStorage(storedEntry()) });
    await auth.signOut();
    expect(storage.data.has(KEY)).toBe(false);
    expect(auth.currentUser()).toBeNull();
    expect(await auth.getIdToken()).toBeNull();
    expect(setup({ storage }).auth.currentUser()).toBeNull();
  });

  it('rejects with AuthError "failed" carrying the server message and keeps the session', async () => {
    const { auth } = setup({ storage: memoryStorage(storedEntry()) });
    await expect(auth.signInWithCustomToken('bad')).rejects.toMatchObject({ name: 'AuthError', code: 'failed', message: 'INVALID_CUSTOM_TOKEN : bad token' });
    server.use(http.post(`${IDT}\\:signUp`, () => HttpResponse.json({ error: { code: 400, message: 'ADMIN_ONLY_OPERATION' } }, { status: 400 })));
    await auth.signOut();
    await expect(auth.signInAnonymously()).rejects.toMatchObject({ code: 'failed', message: 'ADMIN_ONLY_OPERATION' });
    server.use(http.post(`${IDT}\\:signUp`, () => HttpResponse.error()));
    await expect(auth.signInAnonymously()).rejects.toMatchObject({ code: 'failed', message: expect.stringContaining('Auth request failed') });
    expect(auth.currentUser()).toBeNull();
  });

  it('uses the emulator endpoints when emulatorUrl is set', async () => {
    const emulator = 'http://127.0.0.1:9099';
    server.use(...handlers({ idt: `${emulator}/identitytoolkit.googleapis.com/v1/accounts`, sts: `${emulator}/securetoken.googleapis.com/v1/token` }));
    const { auth, clock } = setup({ emulatorUrl: `${emulator}/` });
    await auth.signInAnonymously();
    clock.now += 3600_000;
    expect(await auth.getIdToken()).toBe('refreshed-anon-rt-1');
  });

  it('follows sign-in and sign-out in another tab (storage event)', async () => {
    const { auth } = setup({ storage: memoryStorage() });
    const seen: (AuthUser | null)[] = [];
    auth.onChange((u) => seen.push(u));
    localStorage.setItem(KEY, storedEntry()[KEY]!);
    const other = createIdentityRestAuthService(CONFIG, { now: () => T0 }); // default storage: localStorage
    expect(other.currentUser()?.uid).toBe('u-1');
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
    expect(other.currentUser()).toBeNull();
    expect(seen).toEqual([null]); // a different storage area is not ours
  });

  describe('signInWithGoogle', () => {
    it('loads the SDK, signs in with a popup and adopts the tokens', async () => {
      const idToken = jwt({ sub: 'g-1', iat: 100, exp: 100 + 1800 });
      const getIdToken = vi.fn(async () => idToken);
      sdk.signInWithPopup.mockResolvedValue({ user: { uid: 'g-1', email: 'g@example.com', refreshToken: 'g-rt', getIdToken } });
      const { auth, stored } = setup({ emulatorUrl: 'http://127.0.0.1:9099' });
      expect(await auth.signInWithGoogle()).toEqual({ uid: 'g-1', email: 'g@example.com', isAnonymous: false });
      expect(stored()).toMatchObject({ idToken, refreshToken: 'g-rt', expiresAt: T0 + 1800_000 });
      expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'test-key', authDomain: 'demo-status.firebaseapp.com', projectId: 'demo-status' }, expect.any(String));
      expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: 'memory', popupRedirectResolver: 'resolver' });
      expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
      expect(sdk.deleteApp).toHaveBeenCalledTimes(1);
      expect(await auth.getIdToken()).toBe(idToken);
    });

    it('maps auth/popup-blocked to "popup-blocked" and anything else to "failed"', async () => {
      const { auth } = setup({ storage: memoryStorage(storedEntry()) });
      sdk.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' }));
      await expect(auth.signInWithGoogle()).rejects.toMatchObject({ name: 'AuthError', code: 'popup-blocked' });
      sdk.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
      await expect(auth.signInWithGoogle()).rejects.toMatchObject({ code: 'failed' });
      expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
      expect(sdk.deleteApp).toHaveBeenCalledTimes(2);
      expect(auth.currentUser()?.uid).toBe('u-1');
    });
  });
});
