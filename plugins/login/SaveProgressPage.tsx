// The save-progress page (`save-progress`, no login; POST /member/unverified): a guest
// leaves an email without verifying it, so what they saved here is kept with it. The address is checked as the
// login form checks it ('Please enter a valid email address', the server's codes 100–102); any other
// failure says 'Unable to save email address. Try again later.' with the address kept for another try.
// Its texts (messages/save-progress-*.ts) load with this chunk: no first open carries them.
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { loadEmail, usePlugin } from '../../runtime/public.ts';
import { saveUnverifiedEmail } from './api.ts';
import { checkEmail, serverEmailError } from './email.ts';
import { LoginStyles, Spinner } from './styles.tsx';

const SAVE_PROGRESS_CSS = /* css */ `
.status-save-progress-done { display: flex; flex-direction: column; gap: 12px; }
.status-save-progress-done h2 { font-size: 20px; font-weight: 700; }
.status-save-progress-done h2:focus { outline: none; }
`;

// The saved address in the confirmation wraps only at its @ (its code loads beside the save).
const Email = lazy(loadEmail);

export default function SaveProgressPage() {
  const { ctx } = usePlugin();
  const t = ctx.i18n.t;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    const invalid = checkEmail(email, t);
    if (invalid) {
      setEmailError(invalid);
      input?.focus();
      return;
    }
    setBusy(true);
    try {
      await ctx.session.start(); // the call is made as the shopper's (anonymous) identity
      await Promise.all([saveUnverifiedEmail(ctx.api, email.trim()), loadEmail()]);
      setSaved(email.trim());
      requestAnimationFrame(() => done.current?.focus());
    } catch (error) {
      const inline = serverEmailError(error, t);
      if (inline) {
        setEmailError(inline);
        input?.focus();
      } else {
        ctx.report(error, 'login: POST /member/unverified');
        setFormError(t('saveProgressFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ctx.navigate('#status-foryou', { replace: true });
  };

  if (saved) {
    return (
      <div className="status-card status-save-progress-done" role="status">
        <style>{SAVE_PROGRESS_CSS}</style>
        <h2 ref={done} tabIndex={-1}>{t('saveProgressSavedHeading')}</h2>
        <p>
          {t('saveProgressSavedText')
            .split(/(\{email\})/)
            .map((part, i) =>
              part === '{email}' ? (
                <Suspense key={i} fallback={saved}>
                  <Email address={saved} />
                </Suspense>
              ) : (
                part
              ),
            )}
        </p>
        <a className="status-button" data-variant="primary" href="#status-foryou" onClick={back}>
          {t('saveProgressBack')}
        </a>
      </div>
    );
  }
  return (
    <div className="status-login">
      <LoginStyles />
      <p className="status-muted">{t('saveProgressIntro')}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className="status-login-field">
          <label htmlFor={`${id}-email`}>{t('emailLabel')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="status-login-input"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null); // the inline error clears when the email changes
            }}
          />
          {emailError && (
            <p id={`${id}-email-error`} className="status-login-error" role="alert">
              {emailError}
            </p>
          )}
        </div>
        <button type="submit" className="status-button" data-variant="primary" aria-disabled={busy || undefined}>
          {busy ? (
            <>
              <Spinner /> {t('saveProgressSaving')}
            </>
          ) : (
            t('saveProgressSave')
          )}
        </button>
      </form>
      {formError && (
        <p className="status-login-error" role="alert">
          {formError}
        </p>
      )}
    </div>
  );
}
