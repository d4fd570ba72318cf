// ID tokens for tests (API tests, e2e), through the Auth emulator's REST API — the same calls the web SDK
// makes. Any API key works against the emulator.

export interface SignedIn {
  idToken: string;
  refreshToken: string;
  uid: string;
}

async function identityToolkit(host: string, method: string, body: Record<string, unknown>): Promise<SignedIn> {
  const request = () =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=devstore-test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
  // A kept-alive socket the emulator closed as this request left ("other side closed") is tried once more on a new
  // one: nothing reached the emulator. The one emulator a test process shares keeps sockets long enough to meet it.
  const response = await request().catch((error: Error & { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return request();
  });
  const json = (await response.json()) as { idToken?: string; refreshToken?: string; localId?: string; error?: { message?: string } };
  if (!response.ok || !json.idToken) {
    throw new Error(`Auth emulator accounts:${method} failed (${response.status}): ${json.error?.message ?? 'no idToken'}`);
  }
  // signInWithCustomToken answers without localId; the uid is the token's subject.
  const uid = json.localId ?? (JSON.parse(Buffer.from(json.idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return { idToken: json.idToken, refreshToken: json.refreshToken ?? '', uid };
}

/** A new anonymous user, as the widget creates on first load. */
export function signInAnonymously(authEmulatorHost: string): Promise<SignedIn> {
  return identityToolkit(authEmulatorHost, 'signUp', {});
}

/** Exchanges a custom token (from validate-otc / validate-magic-link) for an ID token. */
export function signInWithCustomToken(authEmulatorHost: string, customToken: string): Promise<SignedIn> {
  return identityToolkit(authEmulatorHost, 'signInWithCustomToken', { token: customToken });
}

/** Removes every user of the project from the emulator. */
export async function clearAuthEmulator(authEmulatorHost: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Auth emulator failed (${response.status})`);
}

export interface EmailSignInOptions {
  apiUrl: string;
  authEmulatorHost: string;
  shopId: string;
  email: string;
  /** Reads the code the API emailed (e.g. from listInbox or an onEmail spy). */
  readCode(email: string): Promise<string>;
  /** The anonymous session to sign in from; a new one by default. */
  anonymous?: SignedIn;
}

/**
 * The widget's code sign-in end to end: anonymous user → create-otc → code from the inbox → validate-otc →
 * custom token → ID token with the email. Does not call check-customer (tests decide about merging).
 */
export async function signInWithEmailCode(opts: EmailSignInOptions): Promise<SignedIn & { anonymous: SignedIn }> {
  const anonymous = opts.anonymous ?? (await signInAnonymously(opts.authEmulatorHost));
  const call = async (path: string, payload: Record<string, unknown>) => {
    const response = await fetch(`${opts.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.idToken}` },
      body: JSON.stringify({ data: { shopId: opts.shopId, ...payload } }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} failed (${response.status}): ${JSON.stringify(json)}`);
    return json;
  };
  const { codeId } = (await call('/authentication/create-otc', { email: opts.email, statusId: anonymous.uid })) as { codeId: string };
  const otp = await opts.readCode(opts.email);
  const { token } = (await call('/authentication/validate-otc', { otp, ids: { codeId } })) as { token: string };
  return { ...(await signInWithCustomToken(opts.authEmulatorHost, token)), anonymous };
}
