// The verify route (SPEC §2 `verify`, no login): the code boxes, or the magic-link wait, for the pending
// login; without one (opened directly, or after a reload) it shows the login form.
import { useSnapshot } from 'valtio/react';
import type { PageProps } from '../../runtime/router/routes.ts';
import { useT } from '../../runtime/react/context.tsx';
import { CodeVerification } from './CodeVerification.tsx';
import type { LoginController } from './controller.ts';
import { LoginForm } from './LoginForm.tsx';
import { MagicLinkSent } from './MagicLinkSent.tsx';

export function VerifyPage({ login }: PageProps & { login: LoginController }) {
  useT();
  const { pending } = useSnapshot(login.state);
  if (!pending) return <LoginForm login={login} returnTo="#status-foryou" />;
  if (pending.method === 'magicLink') return <MagicLinkSent login={login} pending={pending} />;
  return <CodeVerification key={pending.email} login={login} pending={pending} />;
}
