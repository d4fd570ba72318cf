// Sign-out from the profile button and the #status-sign-out route.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createFakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { renderLogin, settleLogin, setupAuthServer } from './testing.tsx';

setupAuthServer();

const customer = {
  auth: createFakeAuthService({ uid: 'user-1', email: 'jane@example.com', isAnonymous: false }),
  initData: { customer: { customerId: 'cust-7', email: 'jane@example.com' } },
};

describe('sign-out', { timeout: 20_000 }, () => {
  it('the profile button shows loading while signing out, then the shop logout page loads', async () => {
    const { user, runtime, env, tracked } = await renderLogin({ ...customer, auth: createFakeAuthService({ uid: 'user-1', email: 'jane@example.com', isAnonymous: false }), hash: '#status-profile' });
    let release!: () => void;
    runtime.hooks.logout.tapPromise('test', () => new Promise<void>((resolve) => (release = resolve)));
    const button = screen.getByRole('button', { name: 'Sign out' });
    await user.click(button);
    const busy = screen.getByRole('button', { name: 'Signing out…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(env.assigned).toEqual([]);
    await vi.waitFor(() => expect(release).toBeTypeOf('function')); // the logout hook runs, and waits
    expect(env.assigned).toEqual([]);
    await act(async () => release());
    await settleLogin();
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
    expect(runtime.store.auth.isSignedIn).toBe(false);
    expect(tracked.map((e) => e.event)).toContain('logout');
    expect(env.assigned).toEqual(['/account/logout']);
  });

  it('shows no sign-out button to guests', async () => {
    await renderLogin({ hash: '#status-profile' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('#status-sign-out asks a signed-in shopper first: "Stay signed in" keeps them, "Sign out" signs out', async () => {
    const { env, runtime, user } = await renderLogin({ ...customer, auth: createFakeAuthService({ uid: 'user-1', email: 'jane@example.com', isAnonymous: false }), hash: '#status-sign-out' });
    await settleLogin();
    expect(screen.getByRole('group', { name: 'Do you want to sign out of your account?' })).toBeVisible();
    expect(runtime.store.auth.isLoggingOut).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await settleLogin();
    expect(runtime.store.ui.route?.name).toBe('profile');
    expect(runtime.store.auth.isSignedIn).toBe(true);

    await act(async () => void runtime.open('#status-sign-out'));
    await settleLogin();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await settleLogin();
    expect(runtime.store.auth.isLoggingOut).toBe(true);
    expect(env.assigned).toEqual(['/account/logout']);
  });

  it('#status-sign-out sends a guest to For you without signing anything out', async () => {
    const { env, runtime } = await renderLogin({ hash: '#status-sign-out' });
    await settleLogin();
    expect(runtime.store.ui.route?.name).toBe('foryou');
    expect(runtime.store.auth.isLoggingOut).toBe(false);
    expect(env.assigned).toEqual([]);
  });
});
