// The loading view after a magic link was emailed: the shopper opens
// the link from the inbox, which brings the store up on the magic-link route. When the link signs in from
// another tab, this tab hears it through localStorage and reloads on For you, signed in, instead of waiting.
import { useEffect } from 'react';
import { AUTH_RECORD_KEY, useNavigate } from '../../runtime/public.ts';
import type { LoginController, PendingLogin } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

export function MagicLinkSent({ login, pending }: { login: LoginController; pending: Readonly<PendingLogin> }) {
  const navigate = useNavigate();
  const { t } = login;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_RECORD_KEY || !event.newValue || !/"loginType":"\w+"/.test(event.newValue)) return;
      login.cancel();
      window.history.replaceState(window.history.state, '', '#status-foryou');
      window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [login]);
  return (
    <div className="status-login">
      <LoginStyles />
      <p role="status">{t('magicLinkSent', { email: pending.email })}</p>
      <p className="status-muted status-wait" aria-busy="true">
        <Spinner />
        <span>{t('magicLinkWaiting')}</span>
      </p>
      <button
        type="button"
        className="status-login-link"
        onClick={() => {
          login.cancel();
          navigate(pending.returnTo ?? '#status-foryou');
        }}
      >
        {t('differentEmail')}
      </button>
    </div>
  );
}
