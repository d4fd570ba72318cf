// The magic-link route (#status-magic-link:<token>, no login): validates the emailed link and signs in;
// on failure 'Could not log into your account' with 'Back to Login'.
import { useEffect, useState } from 'react';
import type { PageProps } from '../../runtime/router/routes.ts';
import { useNavigate, useT } from '../../runtime/public.ts';
import { useLogin } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

export function MagicLinkPage({ route }: PageProps) {
  const login = useLogin();
  useT();
  const navigate = useNavigate();
  const token = route.params[0] ?? '';
  const [failed, setFailed] = useState(token === '');

  useEffect(() => {
    if (!token) return;
    let live = true;
    login.signInWithMagicLink(token).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [login, token]);

  if (failed) {
    return (
      <div className="status-login">
        <LoginStyles />
        <p className="status-login-error" role="alert">
          {login.t('magicLinkFailed')}
        </p>
        <button type="button" className="status-button" data-variant="primary" onClick={() => navigate('#status-foryou')}>
          {login.t('backToLogin')}
        </button>
      </div>
    );
  }
  return (
    <div className="status-login" aria-busy="true">
      <LoginStyles />
      <p className="status-wait" role="status">
        <Spinner />
        <span>{login.t('magicLinkSigningIn')}</span>
      </p>
    </div>
  );
}
