// The loading view after a magic link was emailed (SPEC §4 "a loading magic-link view"): the shopper opens
// the link from the inbox, which brings the store up on the magic-link route.
import { useNavigate } from '../../runtime/public.ts';
import type { LoginController, PendingLogin } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

export function MagicLinkSent({ login, pending }: { login: LoginController; pending: Readonly<PendingLogin> }) {
  const navigate = useNavigate();
  const { t } = login;
  return (
    <div className="status-login">
      <LoginStyles />
      <p role="status">{t('magicLinkSent', { email: pending.email })}</p>
      <p className="status-muted" aria-busy="true">
        <Spinner /> {t('magicLinkWaiting')}
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
