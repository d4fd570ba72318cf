// Sign-out (SPEC §2 `sign-out` route, the profile's sign-out button showing loading while logging out).
import { useEffect } from 'react';
import type { PageProps } from '../../runtime/router/routes.ts';
import { useStore, useT } from '../../runtime/react/context.tsx';
import type { LoginController } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

/** Fills profile.signOut. While logging out it stays in place, busy, until the page leaves. */
export function SignOutButton({ login }: { login: LoginController }) {
  useT();
  const { auth } = useStore();
  const busy = auth.isLoggingOut;
  return (
    <div className="status-login">
      <LoginStyles />
      <button
        type="button"
        className="status-button"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) void login.signOut();
        }}
      >
        {busy ? (
          <>
            <Spinner /> {login.t('signingOut')}
          </>
        ) : (
          login.t('signOut')
        )}
      </button>
    </div>
  );
}

/** #status-sign-out: signs out as soon as it shows. */
export function SignOutPage({ login }: PageProps & { login: LoginController }) {
  useT();
  useEffect(() => {
    void login.signOut();
  }, [login]);
  return (
    <div className="status-login" aria-busy="true">
      <LoginStyles />
      <p role="status">
        <Spinner /> {login.t('signingOut')}
      </p>
    </div>
  );
}
