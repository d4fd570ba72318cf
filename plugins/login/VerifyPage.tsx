// The verify route (`verify`, no login): the code boxes, or the magic-link wait, for the pending
// login. Without one in memory (a reload of #status-verify, or opened directly) the pending code is asked
// of the API (GET /authentication/create-otc); when there is none the shopper goes to the login
// form on For you, rather than a "Verify your identity" heading over an empty form.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useNavigate, useT } from '../../runtime/public.ts';
import { CodeVerification } from './CodeVerification.tsx';
import { useLogin } from './controller.ts';
import { MagicLinkSent } from './MagicLinkSent.tsx';
import { LoginStyles, Spinner } from './styles.tsx';

export function VerifyPage() {
  const login = useLogin();
  useT();
  const navigate = useNavigate();
  const { pending } = useSnapshot(login.state);
  const [restoring, setRestoring] = useState(!pending);

  useEffect(() => {
    if (login.state.pending) return;
    let live = true;
    void login.restore().then((found) => {
      if (!live) return;
      setRestoring(false);
      if (!found) navigate('#status-foryou', { replace: true });
    });
    return () => void (live = false);
  }, []);

  if (pending?.method === 'magicLink') return <MagicLinkSent login={login} pending={pending} />;
  if (pending) return <CodeVerification key={pending.email} login={login} pending={pending} />;
  return (
    <div className="status-login">
      <LoginStyles />
      <p className="status-muted status-wait" role="status">
        {restoring && (
          <>
            <Spinner /> {login.t('panel.loading')}
          </>
        )}
      </p>
    </div>
  );
}
