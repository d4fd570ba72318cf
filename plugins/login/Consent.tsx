// Under the login form: the marketing opt-in checkbox when the shop turned the toggle on
// (acceptsMarketingToggle), otherwise, when the privacyPolicy group is active, the privacy and terms text with
// the shop's policy links (default paths). A link the URL policy refused (settings.ts) shows as plain text.
import { useId } from 'react';
import type { LoginSettings } from './settings.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function MarketingOptIn({ checked, onChange, t }: { checked: boolean; onChange(checked: boolean): void; t: Translate }) {
  const id = useId();
  return (
    <div className="status-login-check">
      <input id={id} name="acceptsMarketing" type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{t('marketing')}</label>
    </div>
  );
}

/** 'By signing in, you agree to our {terms} and {privacy}.' with the placeholders as links. */
export function PolicyText({ settings, t }: { settings: LoginSettings; t: Translate }) {
  const links: Record<string, { href: string | null; label: string }> = {
    '{terms}': { href: settings.termsOfService, label: t('terms') },
    '{privacy}': { href: settings.privacyPolicy, label: t('privacy') },
  };
  const parts = t('privacyText').split(/(\{terms\}|\{privacy\})/);
  return (
    <p className="status-login-legal">
      {parts.map((part, i) => {
        const link = links[part];
        if (!link) return part;
        return link.href ? (
          <a key={i} href={link.href}>
            {link.label}
          </a>
        ) : (
          link.label
        );
      })}
    </p>
  );
}
