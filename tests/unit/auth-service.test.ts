// The identity services the panel picks in mount (runtime/react/shell/boot/auth.ts).
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthService } from '../../runtime/auth/fake.ts';
import { AuthError } from '../../runtime/auth/service.ts';
import { createLazyAuthService, createSignedOutAuthService } from '../../runtime/react/shell/boot/auth.ts';
import { createTestRuntime } from '../runtime-harness.ts';

describe('panel identity services', () => {
  it('signed-out service: nobody signs in, tokens are null, sign-ins reject as unavailable', async () => {
    const auth = createSignedOutAuthService();
    const listener = vi.fn();
    auth.onChange(listener);
    expect(listener).toHaveBeenCalledWith(null);
    expect(await auth.getIdToken()).toBeNull();
    await expect(auth.signInAnonymously()).rejects.toMatchObject({ code: 'unavailable' });
    await expect(auth.signInAnonymously()).rejects.toBeInstanceOf(AuthError);
  });

  it('the session starts on the signed-out service without reporting an error', async () => {
    const report = vi.fn();
    const runtime = createTestRuntime({ auth: createSignedOutAuthService(), onError: report });
    await runtime.session.start();
    expect(runtime.store.auth.user).toBeNull();
    expect(runtime.store.auth.isSignedIn).toBe(false);
    expect(report).not.toHaveBeenCalled();
  });

  it('lazy service: forwards once loaded and attaches listeners added before', async () => {
    const fake = createFakeAuthService();
    let resolve!: (s: typeof fake) => void;
    const lazy = createLazyAuthService(() => new Promise((r) => (resolve = r)), vi.fn());
    const listener = vi.fn();
    lazy.onChange(listener);
    expect(lazy.currentUser()).toBeNull();
    const signIn = lazy.signInAnonymously();
    resolve(fake);
    expect((await signIn).isAnonymous).toBe(true);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ isAnonymous: true }));
    expect(await lazy.getIdToken()).toBe('token-anon-1');
  });

  it('lazy service: a failed load is reported and falls back to signed-out', async () => {
    const report = vi.fn();
    const lazy = createLazyAuthService(() => Promise.reject(new Error('chunk failed')), report);
    await expect(lazy.signInAnonymously()).rejects.toMatchObject({ code: 'unavailable' });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }));
  });
});
