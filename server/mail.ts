// Login codes and magic links as e-mail: composed here in the shop's language (English or German)
// with a text and an HTML part and the shop's name as the sender's display name, and sent over SMTP with
// nodemailer. A mail server that is down or refuses for now is tried again a few times within a few seconds;
// after that the route answers 503 mail_unavailable (mailUnavailable) instead of leaving the shopper waiting.
import { createTransport } from 'nodemailer';
import { HttpError } from './errors';

/** One mail of the API: what goes over SMTP, plus the code or link for the inbox table when there is no SMTP. */
export interface OutgoingMail {
  shopId: string;
  /** The sender's display name. */
  shopName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
  link?: string;
}

interface MailShop {
  shopId: string;
  name: string;
  locale: string;
}

/** The header the receiving devstore reads the shop from; a mail server keeps it for bounces and support too. */
export const SHOP_HEADER = 'X-Status-Shop';

const TEXTS = {
  en: {
    codeSubject: (code: string, shop: string) => `${code} is your ${shop} login code`,
    codeIntro: 'Your login code is',
    codeNote: 'It expires in 10 minutes.',
    linkSubject: (shop: string) => `Your ${shop} sign-in link`,
    linkIntro: 'Open this link to sign in (valid for 15 minutes, once):',
    linkButton: 'Sign in',
    linkFallback: 'Or copy this address into your browser:',
    footer: (shop: string) => `You received this email because someone asked to sign in to ${shop} with this address. If that wasn't you, you can ignore it.`,
  },
  de: {
    codeSubject: (code: string, shop: string) => `${code} ist dein Anmeldecode für ${shop}`,
    codeIntro: 'Dein Anmeldecode lautet',
    codeNote: 'Er ist 10 Minuten gültig.',
    linkSubject: (shop: string) => `Dein Anmeldelink für ${shop}`,
    linkIntro: 'Öffne diesen Link, um dich anzumelden (15 Minuten gültig, nur einmal):',
    linkButton: 'Anmelden',
    linkFallback: 'Oder kopiere diese Adresse in deinen Browser:',
    footer: (shop: string) => `Du erhältst diese E-Mail, weil jemand mit dieser Adresse eine Anmeldung bei ${shop} angefordert hat. Warst du das nicht, kannst du sie ignorieren.`,
  },
};

const textsFor = (shop: MailShop) => (shop.locale === 'de' ? { lang: 'de', ...TEXTS.de } : { lang: 'en', ...TEXTS.en });

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The shop's name for headers (From, Subject): line breaks and other control characters become spaces. */
function headerText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() || 'Shop';
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** One narrow white card on a grey page: the shop's name, the message, a footer line. Inline styles: mail clients drop <style>. */
function layout(lang: string, title: string, shop: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;">
<tr><td style="padding:32px 32px 8px;font-size:14px;font-weight:600;color:#52525b;">${escapeHtml(shop)}</td></tr>
<tr><td style="padding:0 32px 24px;">
${body}
</td></tr>
<tr><td style="padding:16px 32px 32px;border-top:1px solid #e4e4e7;font-size:13px;color:#71717a;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The 4-digit login code; the text part is the sentence the API always sent. */
export function loginCodeMail(shop: MailShop, to: string, code: string): OutgoingMail {
  const t = textsFor(shop);
  const name = headerText(shop.name);
  const subject = t.codeSubject(code, name);
  const body = [
    `<p style="margin:0 0 12px;">${escapeHtml(t.codeIntro)}</p>`,
    `<p style="margin:0 0 12px;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;">${escapeHtml(code)}</p>`,
    `<p style="margin:0;">${escapeHtml(t.codeNote)}</p>`,
  ].join('\n');
  return {
    shopId: shop.shopId,
    shopName: name,
    to,
    subject,
    text: `${t.codeIntro} ${code}. ${t.codeNote}\n\n${t.footer(name)}\n`,
    html: layout(t.lang, subject, name, body, t.footer(name)),
    code,
  };
}

/** The magic link, as a button and as the address itself (for clients that show no button). */
export function magicLinkMail(shop: MailShop, to: string, link: string): OutgoingMail {
  const t = textsFor(shop);
  const name = headerText(shop.name);
  const subject = t.linkSubject(name);
  const href = escapeHtml(link);
  const body = [
    `<p style="margin:0 0 20px;">${escapeHtml(t.linkIntro)}</p>`,
    `<p style="margin:0 0 20px;"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#18181b;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(t.linkButton)}</a></p>`,
    `<p style="margin:0;font-size:13px;color:#52525b;">${escapeHtml(t.linkFallback)}<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>`,
  ].join('\n');
  return {
    shopId: shop.shopId,
    shopName: name,
    to,
    subject,
    text: `${t.linkIntro} ${link}\n\n${t.footer(name)}\n`,
    html: layout(t.lang, subject, name, body, t.footer(name)),
    link,
  };
}

/** The widget's wording for a code; the same sentence for a link. */
export const MAIL_UNAVAILABLE_MESSAGES = {
  code: "We weren't able to email you a login code. Please try again later.",
  link: "We weren't able to email you a login link. Please try again later.",
};

/** What create-otc and create-magic-link answer when the mail could not be handed to the mail server. */
export function mailUnavailable(kind: 'code' | 'link'): HttpError {
  return new HttpError(503, 'mail_unavailable', MAIL_UNAVAILABLE_MESSAGES[kind]);
}

export interface MailSenderOptions {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered; `?requireTLS=true` insists) or `smtps://` (TLS from the start). */
  smtpUrl: string;
  /** The sender's address (`MAIL_FROM`): `login@shop.example` or `Name <login@shop.example>`, whose address is used. */
  from: string;
  /** Attempts in all (default 3). */
  attempts?: number;
  /** Waits before the second, third, … attempt (default 250 and 750 ms). */
  backoffMs?: number[];
  /** The longest one mail may take, attempts and waits included (default 5 s): then it counts as failed. */
  deadlineMs?: number;
  /** Timeouts of one attempt: connecting, the server's greeting, silence on the socket (default 2, 2 and 3 s). */
  timeoutsMs?: { connection?: number; greeting?: number; socket?: number };
  /** One line per failed attempt and per mail given up on (default console.warn). */
  log?: (line: string) => void;
}

export interface MailSender {
  /** Resolves once the mail server took the mail; rejects (MailNotSentError) after the last attempt. */
  send(mail: OutgoingMail): Promise<void>;
}

export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

/** `Name <address>` or a bare address → the address; refused when it is not one. */
export function senderAddress(from: string): string {
  const address = (/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim();
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(address)) {
    throw new Error(`mail.from (MAIL_FROM): '${from}' is not an email address (login@shop.example or Name <login@shop.example>)`);
  }
  return address;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * Worth another attempt: the server could not be reached or timed out, or refused for now (4xx). A 5xx answer,
 * failed authentication or a bad configuration will answer the same again.
 */
function transient(error: SmtpFailure): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode >= 400 && error.responseCode < 500;
  return !['EAUTH', 'ENOAUTH', 'ECONFIG', 'EABORT', 'EENVELOPE', 'EMESSAGE'].includes(error.code ?? '');
}

function describe(error: SmtpFailure): string {
  return [error.code, error.responseCode, error.message?.split('\n')[0]].filter((part) => part !== undefined && part !== '').join(' ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One connection per mail (no pool: nothing is held open between sign-ins, and a retry always starts on a fresh
 * connection). The same message, code and all, is sent again on a retry.
 */
export function createMailSender(opts: MailSenderOptions): MailSender {
  const address = senderAddress(opts.from);
  const attempts = Math.max(1, opts.attempts ?? 3);
  const backoff = opts.backoffMs ?? [250, 750];
  const deadlineMs = opts.deadlineMs ?? 5_000;
  const log = opts.log ?? ((line: string) => console.warn(line));
  const transport = createTransport({
    url: opts.smtpUrl,
    connectionTimeout: opts.timeoutsMs?.connection ?? 2_000,
    greetingTimeout: opts.timeoutsMs?.greeting ?? 2_000,
    socketTimeout: opts.timeoutsMs?.socket ?? 3_000,
    dnsTimeout: opts.timeoutsMs?.connection ?? 2_000,
    // The mail is plain strings: no attachment may make the server read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return {
    async send(mail) {
      const deadline = AbortSignal.timeout(deadlineMs);
      let last: SmtpFailure = {};
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await transport.sendMail({
            from: { name: mail.shopName, address },
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: { [SHOP_HEADER]: mail.shopId },
            signal: deadline,
          });
          return;
        } catch (error) {
          last = error as SmtpFailure;
          const again = attempt < attempts && transient(last) && !deadline.aborted;
          log(`[api] ${mail.shopId}: a sign-in mail was not sent (attempt ${attempt} of ${attempts}${again ? ', trying again' : ''}): ${describe(last)}`);
          if (!again) break;
          await sleep(backoff[Math.min(attempt - 1, backoff.length - 1)] ?? 0);
          if (deadline.aborted) break;
        }
      }
      throw new MailNotSentError(`mail not sent: ${describe(last)}`, { cause: last });
    },
  };
}
