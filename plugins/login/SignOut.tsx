// Sign-out (the `sign-out` route, the profile's sign-out button showing loading while logging out).
import { useEffect, useId, useRef } from 'react';
import { useNavigate, useStore, useT } from '../../runtime/public.ts';
import { useLogin } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

/** Fills profile.signOut. While logging out it stays in place, busy, until the page leaves. */
export function SignOutButton() {
  const login = useLogin();
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

/**
 * #status-sign-out: a signed-in shopper confirms (a link someone followed, or a stale tab, must not sign them
 * out on its own); a guest has nothing to sign out of and goes to For you, like on any protected route.
 */
export function SignOutPage() {
  const login = useLogin();
  useT();
  const { auth } = useStore();
  const navigate = useNavigate();
  const question = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const present = auth.isSignedIn || auth.isLoggingOut;
  useEffect(() => {
    if (!present) navigate('#status-foryou');
  }, [present, navigate]);
  useEffect(() => cancel.current?.focus(), []);
  if (!present) return null;
  return (
    <div className="status-login" role="group" aria-labelledby={question}>
      <LoginStyles />
      <p id={question}>{login.t('signOutQuestion')}</p>
      <div className="status-login__actions">
        <SignOutButton />
        {auth.isLoggingOut ? null : (
          <button ref={cancel} type="button" className="status-button" onClick={() => navigate('#status-profile')}>
            {login.t('signOutCancel')}
          </button>
        )}
      </div>
    </div>
  );
}
