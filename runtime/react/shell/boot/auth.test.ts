// @vitest-environment node
// The identity services the panel picks in mount (runtime/react/shell/boot/auth.ts).
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../auth/service.ts';
import { createSignedOutAuthService } from './auth.ts';
import { createTestRuntime } from '../../../testing/runtime.ts';

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
});
