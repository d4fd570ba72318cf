// The devstore's mail server: a real SMTP server (smtp-server) on 127.0.0.1 that the API sends its login codes
// and magic links to, as it would to a provider in production. Each message is parsed (mailparser) and stored in
// the inbox table, once per recipient, with the code and link read from the mail itself (subject and text part),
// before the server answers 250: when the API's request returns, the mail is in the inbox.
// No authentication and no STARTTLS: it listens on the loopback interface only.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../../server/db/types.ts';
import { storeMail } from '../../server/inbox.ts';

/** What the inbox keeps of one received mail (one per recipient). */
export interface ReceivedMail {
  shopId: string | null;
  to: string;
  /** The From header's display name and address (the shop's name and MAIL_FROM), or null without one. */
  from: { name: string; address: string } | null;
  subject: string;
  text: string;
  html: string | null;
  code?: string;
  link?: string;
}

/** An SMTP error reply instead of taking the mail (tests: a mail server that refuses for now). */
export interface SmtpRefusal {
  responseCode: number;
  message: string;
}

export interface SmtpInboxOptions {
  /** The database of the inbox table; a function, for callers that reopen it (the API tests' restart). */
  db: () => Db;
  /** Port on 127.0.0.1 (default 0: a free one). */
  port?: number;
  /** Sees every mail stored (the console line, the API tests' `mails`). */
  onMail?: (mail: ReceivedMail) => void;
  /** Asked before a mail is stored: a refusal is answered instead (and nothing stored). */
  refuse?: (mail: ReceivedMail) => SmtpRefusal | null | undefined;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, the API's `mail.smtpUrl`. */
  url: string;
  port: number;
  /** Stops listening: senders get "connection refused" until start(). */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 1_000_000;

/**
 * The code and link of a sign-in mail: the code is the 4 digits the subject starts with (both languages put it
 * first), else the ones after "login code is" / "Anmeldecode lautet" in the text; the link is the text's
 * `…#status-magic-link:<token>` URL.
 */
export function signInParts(subject: string, text: string): { code?: string; link?: string } {
  const code = /^(\d{4})\b/.exec(subject.trim())?.[1] ?? /(?:login code is|Anmeldecode lautet)\s+(\d{4})\b/i.exec(text)?.[1];
  const link = /https?:\/\/[^\s<>"]+#status-magic-link:[A-Za-z0-9_-]+/.exec(text)?.[0];
  return { ...(code ? { code } : {}), ...(link ? { link } : {}) };
}

function smtpError(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession, opts: SmtpInboxOptions): Promise<void> {
  const parsed = await simpleParser(stream, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  if (stream.sizeExceeded) throw smtpError(552, `Message larger than ${MAX_MESSAGE_BYTES} bytes`);
  const subject = parsed.subject ?? '';
  const text = parsed.text ?? '';
  const shop = parsed.headers.get('x-status-shop');
  const base = {
    shopId: typeof shop === 'string' && shop.trim() ? shop.trim() : null,
    from: parsed.from?.value[0] ? { name: parsed.from.value[0].name, address: parsed.from.value[0].address ?? '' } : null,
    subject,
    text,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    ...signInParts(subject, text),
  };
  const mails: ReceivedMail[] = session.envelope.rcptTo.map((rcpt) => ({ ...base, to: rcpt.address.toLowerCase() }));
  for (const mail of mails) {
    const refusal = opts.refuse?.(mail);
    if (refusal) throw smtpError(refusal.responseCode, refusal.message);
  }
  for (const mail of mails) {
    await storeMail(opts.db(), { shopId: mail.shopId, to: mail.to, subject, text, ...(mail.code ? { code: mail.code } : {}), ...(mail.link ? { link: mail.link } : {}) });
  }
  for (const mail of mails) {
    try {
      opts.onMail?.(mail);
    } catch (error) {
      console.error('[devstore smtp] onMail failed:', error); // a broken listener must not refuse the mail
    }
  }
}

export async function startSmtpInbox(opts: SmtpInboxOptions): Promise<SmtpInbox> {
  let port = opts.port ?? 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const smtp = new SMTPServer({
      name: '127.0.0.1',
      banner: 'Status devstore inbox',
      disabledCommands: ['AUTH', 'STARTTLS'],
      hideSTARTTLS: true,
      logger: false,
      size: MAX_MESSAGE_BYTES,
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        receive(stream, session, opts).then(
          () => callback(),
          (error: Error & { responseCode?: number }) => {
            stream.resume(); // a parse error may leave the rest unread; the reply waits for the stream's end
            // A failure of ours (the database) is a 451: the sender tries again.
            callback(error.responseCode ? error : smtpError(451, `Local error: ${error.message}`));
          },
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        smtp.off('error', reject);
        resolve();
      });
    });
    // A client that drops its connection is no reason to stop (or to print a stack).
    smtp.on('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('[devstore smtp]', error.message);
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
