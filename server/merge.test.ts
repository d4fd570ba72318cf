// The proof check-customer needs before it moves a guest's things, without an emulator.
import { describe, expect, it, vi } from 'vitest';
import { IdentityUnavailableError, type VerifiedUser } from './auth/admin';
import { provenAnonymousUid } from './merge';

const user = (uid: string, isAnonymous: boolean): VerifiedUser => ({ uid, email: isAnonymous ? null : `${uid}@example.com`, isAnonymous, signInProvider: isAnonymous ? 'anonymous' : 'custom' });
const verifier = (answer: VerifiedUser | Error) => ({
  verifyIdToken: vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  }),
});

describe('provenAnonymousUid', () => {
  it("answers the anonymous token's own uid, checked against the claimed one", async () => {
    expect(await provenAnonymousUid(verifier(user('guest-1', true)), 'token')).toBe('guest-1');
    expect(await provenAnonymousUid(verifier(user('guest-1', true)), 'token', 'guest-1')).toBe('guest-1');
    expect(await provenAnonymousUid(verifier(user('guest-1', true)), 'token', 'victim-9')).toBeNull();
  });

  it('proves nothing without a token, with an identified one or a bad one', async () => {
    const auth = verifier(user('guest-1', true));
    for (const token of [undefined, null, '', 'x'.repeat(8193)]) expect(await provenAnonymousUid(auth, token, 'guest-1')).toBeNull();
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
    expect(await provenAnonymousUid(verifier(user('someone', false)), 'token')).toBeNull();
    expect(await provenAnonymousUid(verifier(Object.assign(new Error('bad'), { code: 'auth/argument-error' })), 'token')).toBeNull();
  });

  it('answers 503 when the identity service cannot say, instead of silently merging nothing', async () => {
    await expect(provenAnonymousUid(verifier(new IdentityUnavailableError('down')), 'token')).rejects.toMatchObject({ status: 503, code: 'identity_unavailable' });
  });
});
