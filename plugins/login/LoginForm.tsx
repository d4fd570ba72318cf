// The login form: email field, 'Get login code' (or the
// magic-link button), the 'or' divider, 'Sign in with Google' where it works, and the opt-in checkbox or the
// privacy text. A sent code or link moves on to the verify route. On a guest's first open it takes over the
// card the loader's frame drew (app/frame-login.ts): the address typed there, the opt-in and a submit.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { FRAME_FORM, FRAME_TAKE_EVENT, FRAME_TAKEN, useNavigate, useT, type FrameFormState } from '../../runtime/public.ts';
import { MarketingOptIn, PolicyText } from './Consent.tsx';
import { LoginError, type LoginController } from './controller.ts';
import { checkEmail } from './email.ts';
import { currentBrowser, isGoogleSignInSupported } from './google-support.ts';
import { LoginStyles, Spinner } from './styles.tsx';

export interface LoginFormProps {
  login: LoginController;
  /** The page the form is on: the widget comes back to it after the sign-in. */
  returnTo: string | null;
}

export function LoginForm({ login, returnTo }: LoginFormProps) {
  useT(); // re-render when the language changes
  const navigate = useNavigate();
  const { email: rememberedEmail } = useSnapshot(login.state);
  const { t } = login;
  const settings = login.settings();
  const showGoogle = settings.google && isGoogleSignInSupported(currentBrowser());
  const [email, setEmail] = useState(rememberedEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const [acceptsMarketing, setAcceptsMarketing] = useState(settings.marketing.enabledByDefault);
  const id = useId();
  const emailId = `${id}-email`;
  const emailErrorId = `${id}-email-error`;
  const form = useRef<HTMLFormElement>(null);
  const [submitTaken, setSubmitTaken] = useState(false);

  // In the commit that first shows this form, before it paints: what the shopper did in the frame's card.
  useLayoutEffect(() => {
    const taken: FrameFormState = { values: {}, submitted: false };
    // The card fills `taken` while the event is dispatched (app/frame-login.ts).
    const card = (form.current?.getRootNode() as ParentNode | undefined)?.querySelector?.(`form[${FRAME_FORM}="login"]:not([${FRAME_TAKEN}])`);
    card?.dispatchEvent(new CustomEvent(FRAME_TAKE_EVENT, { detail: taken }));
    const { email: typed, acceptsMarketing: optedIn } = taken.values;
    if (typeof typed === 'string' && typed) setEmail(typed);
    if (typeof optedIn === 'boolean') setAcceptsMarketing(optedIn);
    if (taken.submitted) setSubmitTaken(true);
  }, []);
  useEffect(() => {
    if (submitTaken) form.current?.requestSubmit();
  }, [submitTaken]);

  const fail = (error: unknown) => {
    const message = error instanceof LoginError ? error.message : t('signInFailed');
    if (error instanceof LoginError && error.target === 'email') setEmailError(message);
    else setFormError(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = checkEmail(email, t);
    if (invalid) {
      setEmailError(invalid);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy('email');
    try {
      await login.request(email, { acceptsMarketing: settings.marketing.isActive && acceptsMarketing, returnTo });
      navigate('#status-verify');
    } catch (error) {
      fail(error);
      setBusy(null);
    }
  };

  const onGoogle = async () => {
    if (busy) return;
    setFormError(null);
    setBusy('google');
    try {
      await login.signInWithGoogle({ acceptsMarketing: settings.marketing.isActive && acceptsMarketing, returnTo });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="status-login">
      <LoginStyles />
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy !== null || undefined} {...{ [FRAME_FORM]: 'login', [FRAME_TAKEN]: '' }}>
        <div className="status-login-field">
          <label htmlFor={emailId}>{t('emailLabel')}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            className="status-login-input"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? emailErrorId : undefined}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setEmailError(null); // the inline error clears when the email changes
            }}
          />
          {emailError && (
            <p id={emailErrorId} className="status-login-error" role="alert">
              {emailError}
            </p>
          )}
        </div>
        {settings.marketing.isActive && <MarketingOptIn checked={acceptsMarketing} onChange={setAcceptsMarketing} t={t} />}
        <button type="submit" className="status-button" data-variant="primary" aria-disabled={busy !== null || undefined}>
          {busy === 'email' ? (
            <>
              <Spinner /> {t('sending')}
            </>
          ) : (
            t(settings.method === 'magicLink' ? 'getLink' : 'getCode')
          )}
        </button>
      </form>
      {formError && (
        <p className="status-login-error" role="alert">
          {formError}
        </p>
      )}
      {showGoogle && (
        <>
          <p className="status-login-divider">{t('or')}</p>
          <button type="button" className="status-button" onClick={onGoogle} aria-disabled={busy !== null || undefined}>
            {busy === 'google' && <Spinner />} {t('google')}
          </button>
        </>
      )}
      {settings.policyText && <PolicyText settings={settings} t={t} />}
    </div>
  );
}
