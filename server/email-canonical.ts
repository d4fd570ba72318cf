// The mailbox an address reaches, for rate limits and sign-in trust only: the variants one mailbox accepts
// (`Jane.Doe+shop@googlemail.com` and `janedoe@gmail.com`) count as one address, so an attacker cannot get a
// fresh allowance by rewriting it. Mail still goes to the address as typed (checkEmail's normalised form).
// Erring towards merging is safe here: two mailboxes that share a key merely share an allowance.
import { normalizeEmail } from './auth/uid';

/** Domains that are one mailbox provider's aliases, mapped to one name. */
const DOMAIN_ALIASES: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

/** Characters a provider ignores in the local part: Gmail ignores dots; Proton dots, hyphens and underscores. */
const IGNORED_IN_LOCAL: Record<string, RegExp> = {
  'gmail.com': /\./g,
  'proton.me': /[._-]/g,
};

/**
 * The canonical key of an address: trimmed and lower-cased, the domain's aliases folded (googlemail.com →
 * gmail.com), a `+tag` dropped (Gmail, Outlook, iCloud, Fastmail, Proton and most servers deliver it to the
 * untagged mailbox), and what the provider ignores removed from the local part (Gmail's dots).
 */
export function canonicalEmail(raw: string): string {
  const email = normalizeEmail(raw);
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const domain = email.slice(at + 1).replace(/\.$/, '');
  const canonicalDomain = DOMAIN_ALIASES[domain] ?? domain;
  let local = email.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that is all tag ('+news@…') is kept whole rather than reduced to nothing.
  if (plus > 0) local = local.slice(0, plus);
  const ignored = IGNORED_IN_LOCAL[canonicalDomain];
  if (ignored) local = local.replace(ignored, '') || local;
  return `${local}@${canonicalDomain}`;
}
