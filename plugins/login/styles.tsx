// The login plugin's style element and spinner; the rules are in login-css.ts.
import { LOGIN_CSS } from './login-css.ts';

export function LoginStyles() {
  return <style data-status="login">{LOGIN_CSS}</style>;
}

/** Decorative: the text next to it (or the busy control) says what is going on. */
export function Spinner() {
  return <span className="status-spinner" aria-hidden="true" />;
}
