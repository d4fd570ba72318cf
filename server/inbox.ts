// The dev inbox: every login code and magic link the devstore's mail server received over SMTP
// (devstore/mail/smtp-inbox.ts), or, from an API started without a mail server, every one it would have sent
// (then handed to the onEmail callback too). The storefront lists it at /devstore/inbox.
import type { Db } from './db/types';

export interface Mail {
  id: number;
  shopId: string | null;
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  createdAt: Date;
}

export type OnEmail = (mail: { to: string; subject: string; text: string; link?: string; code?: string }) => void;

export async function storeMail(db: Db, mail: Omit<Mail, 'id' | 'createdAt'>): Promise<void> {
  await db.query('insert into inbox (shop_id, to_email, subject, body, link, code) values ($1, $2, $3, $4, $5, $6)', [
    mail.shopId,
    mail.to.toLowerCase(),
    mail.subject,
    mail.text,
    mail.link ?? null,
    mail.code ?? null,
  ]);
}

interface InboxRow {
  id: number;
  shop_id: string | null;
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  created_at: Date;
}

/** Newest first; `to` filters by recipient (case-insensitive); `limit` defaults to 100. */
export async function listInbox(db: Db, opts: { to?: string; limit?: number } = {}): Promise<Mail[]> {
  const limit = Math.max(1, Math.min(opts.limit ?? 100, 1000));
  const rows = opts.to
    ? await db.query<InboxRow>('select * from inbox where to_email = $1 order by id desc limit $2', [opts.to.trim().toLowerCase(), limit])
    : await db.query<InboxRow>('select * from inbox order by id desc limit $1', [limit]);
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shop_id,
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    ...(row.link ? { link: row.link } : {}),
    ...(row.code ? { code: row.code } : {}),
    createdAt: row.created_at,
  }));
}
