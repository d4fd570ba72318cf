// useIdentity: whether what needs the shopper's identity asks the API, waits, or gives up.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../testing/runtime.ts';
import { NO_IDENTITY_WAIT_MS, RuntimeProvider, useIdentity } from './context.tsx';

afterEach(() => vi.useRealTimers());

function render() {
  const runtime = createTestRuntime();
  const wrapper = ({ children }: { children: ReactNode }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>;
  return { runtime, hook: renderHook(() => useIdentity(), { wrapper }) };
}

describe('useIdentity', () => {
  it('waits for an identity, gives up after NO_IDENTITY_WAIT_MS, and is present once a user arrives', async () => {
    vi.useFakeTimers();
    const { runtime, hook } = render();
    expect(hook.result.current).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(NO_IDENTITY_WAIT_MS - 1));
    expect(hook.result.current).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current).toBe('none');
    await act(async () => void (runtime.store.auth.user = { uid: 'anon-1', email: null, isAnonymous: true }));
    expect(hook.result.current).toBe('present');
    // Gone again (signed out): a new wait, not an old verdict.
    await act(async () => void (runtime.store.auth.user = null));
    expect(hook.result.current).toBe('waiting');
  });

  it('gives up at once when the anonymous sign-in failed', async () => {
    const { runtime, hook } = render();
    await act(async () => void (runtime.store.auth.identityFailed = true));
    expect(hook.result.current).toBe('none');
  });
});
