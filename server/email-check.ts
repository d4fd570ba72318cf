// Server-side email checks with the API's codes: 100 invalid format, 101 likely typo (the message carries
// the suggestion, which the widget shows as "Did you mean …?"), 102 disposable or blocked domain.
import { normalizeEmail } from './auth/uid';
import { badRequest } from './errors';

// Local part and domain as browsers' type=email accept them, plus a dotted domain with a real-looking TLD.
const FORMAT = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outloo.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.co': 'icloud.com',
  'icoud.com': 'icloud.com',
};

const BLOCKED_DOMAINS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'throwawaymail.com',
  'maildrop.cc',
  'fakeinbox.com',
  'mailnesia.com',
]);

/** Returns the normalised (trimmed, lower-case) address or throws a 400 with code 100, 101 or 102. */
export function checkEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email.length > 254 || !FORMAT.test(email) || email.includes('..')) {
    throw badRequest(100, `'${raw.slice(0, 100)}' is not a valid email address`);
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const fixed = DOMAIN_TYPOS[domain];
  if (fixed) throw badRequest(101, `Did you mean ${local}@${fixed}?`);
  if (/\.(con|cmo|ocm|comm)$/.test(domain)) throw badRequest(101, `Did you mean ${local}@${domain.replace(/\.[a-z]+$/, '.com')}?`);
  if (BLOCKED_DOMAINS.has(domain) || [...BLOCKED_DOMAINS].some((blocked) => domain.endsWith(`.${blocked}`))) {
    throw badRequest(102, `Addresses at ${domain} are not accepted`);
  }
  return email;
}
