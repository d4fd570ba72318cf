// The profile's page links (preferences only when personalization is on and has data, icon
// magic; personal info; addresses), above them a summary of whose account it is (initial, first name, e-mail), and its support heading (only when a
// merchant content link targets forYou.actions.after: those links, under "Support"). Loaded with the profile page.
import { lazy, Suspense } from 'react';
import { loadEmail, safeUrl, usePlugin, useStore } from '../../runtime/public.ts';

// The address wraps only at its @ (as plain text for the moment its code takes to arrive).
const Email = lazy(loadEmail);

const CSS = /* css */ `
.status-profile-links { list-style: none; margin: 0; padding: 0; border: 1px solid var(--status-border); border-radius: var(--status-radius); overflow: hidden; }
.status-profile-links li + li { border-top: 1px solid var(--status-border); }
.status-profile-links a { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 0 16px; color: inherit; text-decoration: none; font-weight: 600; }
@media (hover: hover) { .status-profile-links a:hover { background: var(--status-surface); } }
.status-profile-links a:focus-visible { outline: 3px solid var(--status-focus); outline-offset: -3px; }
.status-profile-links svg { flex: none; }
.status-profile-links .status-profile-chevron { margin-left: auto; color: var(--status-text-muted); }
.status-profile-summary { display: flex; align-items: center; gap: 12px; margin: 0 0 16px; padding: 14px; border-radius: var(--status-radius); background: var(--status-surface); }
.status-profile-avatar { flex: none; display: grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; background: var(--status-accent); color: var(--status-accent-text); font-size: 20px; font-weight: 700; }
.status-profile-summary > div { min-width: 0; }
.status-profile-name { margin: 0; font-size: 17px; font-weight: 700; }
.status-profile-who { margin: 0; color: var(--status-text-muted); }
.status-profile-who strong { display: block; color: var(--status-text); font-weight: 600; }
`;

const ICONS: Record<string, string> = {
  // A magic wand with sparkles: preferences use the icon "magic".
  magic: 'M4 20L15 9M13 7l4 4M18 3v3M16.5 4.5h3M7 3v2M6 4h2M20 12v2M19 13h2',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
};

function Icon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const group = (settings: Readonly<Record<string, unknown>>, key: string) => (settings[key] ?? {}) as Record<string, unknown>;

/** The preferences page exists only when personalization is active and has data. */
export function hasPreferences(settings: Readonly<Record<string, unknown>>): boolean {
  const personalization = group(settings, 'personalization');
  return personalization.isActive === true && Array.isArray(personalization.data) && personalization.data.length > 0;
}

export function PageLinks() {
  const { settings, auth, customer } = useStore();
  const { t } = usePlugin();
  const email = auth.user?.email;
  const name = customer?.firstName?.trim();
  // Each link's route is also its text's key.
  const links: [route: string, icon: string][] = [
    ...(hasPreferences(settings) ? [['preferences', 'magic'] as [string, string]] : []),
    ['info', 'person'],
    ['addresses', 'pin'],
  ];
  return (
    <nav aria-label={t('pages')}>
      <style data-status="profile">{CSS}</style>
      {/* Whose account this is, so a shared device does not leave the shopper guessing. */}
      {email ? (
        <div className="status-profile-summary">
          <span className="status-profile-avatar" aria-hidden="true">
            {(name || email).charAt(0).toUpperCase()}
          </span>
          <div>
            {name ? <p className="status-profile-name">{name}</p> : null}
            <p className="status-profile-who">
              {t('signedInAs')}{' '}
              <strong>
                <Suspense fallback={email}>
                  <Email address={email} />
                </Suspense>
              </strong>
            </p>
          </div>
        </div>
      ) : null}
      <ul className="status-profile-links">
        {links.map(([route, icon]) => (
          <li key={route}>
            <a href={`#status-${route}`}>
              <Icon name={icon} />
              {t(route)}
              <svg className="status-profile-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ContentLinkBlock {
  slot?: string;
  requiresLogin?: boolean;
  links?: { label: string; url: string }[];
}

/** The links merchant content places in forYou.actions.after (login-only ones for customers only). */
export function supportLinks(content: unknown, isCustomer: boolean): { label: string; href: string }[] {
  const blocks = Array.isArray(content) ? (content as ContentLinkBlock[]) : [];
  return blocks
    .filter((b) => b.slot === 'forYou.actions.after' && (!b.requiresLogin || isCustomer))
    .flatMap((b) => b.links ?? [])
    .flatMap((l) => {
      const href = safeUrl(l.url);
      return href && typeof l.label === 'string' ? [{ label: l.label, href }] : [];
    });
}

export function Support() {
  const { settings, customer } = useStore();
  const { t } = usePlugin();
  const links = supportLinks(settings.content, !!customer?.customerId);
  if (links.length === 0) return null;
  return (
    <section className="status-content" aria-labelledby="status-profile-support">
      <style data-status="profile">{CSS}</style>
      <h2 id="status-profile-support">{t('support')}</h2>
      <ul className="status-profile-links">
        {links.map((l, i) => (
          <li key={`${i}:${l.href}`}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
