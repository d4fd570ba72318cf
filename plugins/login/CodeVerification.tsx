// The verification code screen: the code boxes validate on the
// fourth digit; a wrong code shows 'The code you entered is incorrect' and stops loading; 'Send another
// code'; back to the form keeps the address. Each other failure has its own message (code-errors.ts): one
// that is not the shopper's (offline, server, outage, rate limit) keeps the typed code and offers 'Try again'.
import { useId, useState } from 'react';
import { useNavigate } from '../../runtime/public.ts';
import { CODE_LENGTH, CodeInput } from './CodeInput.tsx';
import { LoginError, type LoginController, type PendingLogin } from './controller.ts';
import { LoginStyles, Spinner } from './styles.tsx';

export function CodeVerification({ login, pending }: { login: LoginController; pending: Readonly<PendingLogin> }) {
  const navigate = useNavigate();
  const { t } = login;
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<{ message: string; code: boolean; retry?: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [clearSignal, setClearSignal] = useState(0);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onComplete = async (code: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await login.verify(code);
      // The shop login is taking the browser away: keep the loading state until the page changes.
      if (result.shopLogin === 'redirecting') setNotice(t('signedIn'));
      else setBusy(false);
    } catch (failure) {
      setBusy(false);
      const isCode = failure instanceof LoginError && failure.target === 'code';
      const retry = failure instanceof LoginError && failure.retry ? code : undefined;
      setError({ message: failure instanceof LoginError ? failure.message : t('signInFailed'), code: isCode, ...(retry ? { retry } : {}) });
      if (isCode) setClearSignal((n) => n + 1);
    }
  };

  const onResend = async () => {
    if (busy || resending) return;
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      await login.resend();
      setNotice(t('codeResent', { email: pending.email }));
      setClearSignal((n) => n + 1);
    } catch (failure) {
      setError({ message: failure instanceof LoginError ? failure.message : t('emailFailed'), code: false });
    } finally {
      setResending(false);
    }
  };

  const onBack = () => {
    login.cancel();
    navigate(pending.returnTo ?? '#status-foryou');
  };

  return (
    <div className="status-login" aria-busy={busy || undefined}>
      <LoginStyles />
      <p id={hintId}>{t('codeSentTo', { email: pending.email })}</p>
      <p id={labelId} className="status-visually-hidden">
        {t('codeLabel')}
      </p>
      <CodeInput
        labelledBy={labelId}
        describedBy={error?.code ? `${hintId} ${errorId}` : hintId}
        invalid={error?.code === true}
        busy={busy}
        digitLabel={(position) => t('digitLabel', { position, length: CODE_LENGTH })}
        onComplete={(code) => void onComplete(code)}
        onInput={() => setError((e) => (e?.code ? null : e))}
        clearSignal={clearSignal}
        autoFocus
      />
      {error && (
        <p id={errorId} className="status-login-error" role="alert">
          {error.message}
        </p>
      )}
      {error?.retry && (
        <button type="button" className="status-button" data-variant="primary" onClick={() => void onComplete(error.retry!)}>
          {t('retry')}
        </button>
      )}
      <p className="status-muted" role="status">
        {busy && <Spinner />} {busy && !notice ? t('verifying') : notice}
      </p>
      <button type="button" className="status-button" onClick={() => void onResend()} aria-disabled={busy || resending || undefined}>
        {resending && <Spinner />} {t('sendAnother')}
      </button>
      <button type="button" className="status-login-link" onClick={onBack}>
        {t('differentEmail')}
      </button>
    </div>
  );
}
