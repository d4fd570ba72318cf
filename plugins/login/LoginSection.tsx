// The login section that fills forYou.login, orders.login and profile.login (visible unless the
// shopper is a signed-in customer, hidden while logging out).
import { useId } from 'react';
import { useStore } from '../../runtime/public.ts';
import { useLogin } from './controller.ts';
import { LoginForm } from './LoginForm.tsx';

export { createLoginController } from './controller.ts';

export function LoginSection({ returnTo }: { returnTo: string }) {
  const login = useLogin();
  const { auth } = useStore();
  const id = useId();
  if (auth.isLoggingOut) return null;
  return (
    <section className="status-card" aria-labelledby={id} data-section="login">
      <h2 id={id}>{login.t('sectionHeading')}</h2>
      <p className="status-muted">{login.t('sectionText')}</p>
      <LoginForm login={login} returnTo={returnTo} />
    </section>
  );
}
