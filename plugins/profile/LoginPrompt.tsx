// Guests' prompt on the Profile tab. A stand-in: the real login form (a later issue) replaces this fill.
import { useId } from 'react';
import { useStore, useT } from '../../runtime/react/context.tsx';

export function LoginPrompt() {
  const t = useT();
  const { auth } = useStore();
  const id = useId();
  if (auth.isLoggingOut) return null;
  return (
    <section className="status-card" aria-labelledby={id}>
      <h2 id={id}>{t('profile.loginPrompt.heading')}</h2>
      <p className="status-muted">{t('profile.loginPrompt.text')}</p>
    </section>
  );
}
