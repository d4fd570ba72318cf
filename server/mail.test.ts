// Login codes and magic links as real e-mail: composed (text and HTML, English and German, the shop's name as the
// sender, a hostile shop name escaped), sent over SMTP to the devstore's mail server on 127.0.0.1 and parsed
// into the inbox; a mail server that is down answers 503 mail_unavailable and costs the shopper nothing, one
// that refuses for now (451) is tried again, one that never answers is given up on within the deadline.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listInbox } from './inbox';
import { createMailSender, escapeHtml, loginCodeMail, magicLinkMail, MailNotSentError, MAIL_UNAVAILABLE_MESSAGES } from './mail';
import { type Harness, startHarness, storefrontUrl, TEST_MAIL_FROM } from './test-harness';
import { signInParts, startSmtpInbox } from '../devstore/mail/smtp-inbox';
import { openDevstoreDatabase } from '../devstore/seed/index';

const en = { shopId: 'demo-store', name: 'Status Demo Store', locale: 'en' };
const de = { shopId: 'demo-store-de', name: 'Status Demo Laden', locale: 'de' };
const HOSTILE = `<script>alert("x")</script> & 'Co'\r\nBcc: victim@example.com`;

describe('composing', () => {
  it('a login code in English: the sentence as the text part, the code in a short HTML page, the shop as sender', () => {
    const mail = loginCodeMail(en, 'jane@example.com', '0427');
    expect(mail).toMatchObject({ shopId: 'demo-store', shopName: 'Status Demo Store', to: 'jane@example.com', code: '0427' });
    expect(mail.subject).toBe('0427 is your Status Demo Store login code');
    expect(mail.text.split('\n')[0]).toBe('Your login code is 0427. It expires in 10 minutes.');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('>0427</p>');
    expect(mail.html).toContain('It expires in 10 minutes.');
    expect(mail.html).toContain('>Status Demo Store</td>');
  });

  it('German for a German shop', () => {
    const code = loginCodeMail(de, 'klara@example.com', '1234');
    expect(code.subject).toBe('1234 ist dein Anmeldecode für Status Demo Laden');
    expect(code.text.split('\n')[0]).toBe('Dein Anmeldecode lautet 1234. Er ist 10 Minuten gültig.');
    expect(code.html).toContain('<html lang="de">');
    expect(code.html).toContain('Er ist 10 Minuten gültig.');
    const link = magicLinkMail(de, 'klara@example.com', 'http://127.0.0.1:3000/#status-magic-link:abc_DEF-1');
    expect(link.subject).toBe('Dein Anmeldelink für Status Demo Laden');
    expect(link.text.split('\n')[0]).toBe('Öffne diesen Link, um dich anzumelden (15 Minuten gültig, nur einmal): http://127.0.0.1:3000/#status-magic-link:abc_DEF-1');
    expect(link.html).toContain('>Anmelden</a>');
  });

  it('a magic link as a button and as the address itself', () => {
    const url = 'http://127.0.0.1:3000/#status-magic-link:tok&en';
    const mail = magicLinkMail(en, 'jane@example.com', url);
    expect(mail.subject).toBe('Your Status Demo Store sign-in link');
    expect(mail.text.split('\n')[0]).toBe(`Open this link to sign in (valid for 15 minutes, once): ${url}`);
    const anchors = [...mail.html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(anchors).toEqual([
      ['http://127.0.0.1:3000/#status-magic-link:tok&amp;en', 'Sign in'],
      ['http://127.0.0.1:3000/#status-magic-link:tok&amp;en', 'http://127.0.0.1:3000/#status-magic-link:tok&amp;en'],
    ]);
  });

  it('a hostile shop name is text in the HTML and one line in the headers', () => {
    const mail = loginCodeMail({ ...en, name: HOSTILE }, 'jane@example.com', '1234');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml(`<script>alert("x")</script> & 'Co' Bcc: victim@example.com`));
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.shopName).toBe(`<script>alert("x")</script> & 'Co' Bcc: victim@example.com`);
    const link = magicLinkMail({ ...en, name: HOSTILE }, 'jane@example.com', 'http://127.0.0.1/#status-magic-link:a');
    expect(link.html).not.toContain('<script>');
  });

  it('the inbox reads the code from the subject (or the text) and the link from the text', () => {
    expect(signInParts('0427 is your Shop 2024 login code', 'Your login code is 0427. It expires in 10 minutes.')).toEqual({ code: '0427' });
    expect(signInParts('Dein Code', 'Dein Anmeldecode lautet 0815. Er ist 10 Minuten gültig.')).toEqual({ code: '0815' });
    expect(signInParts('Your Shop sign-in link', 'Open this link to sign in (valid for 15 minutes, once): http://127.0.0.1:3000/#status-magic-link:a-b_C\n\nfooter')).toEqual({
      link: 'http://127.0.0.1:3000/#status-magic-link:a-b_C',
    });
  });
});

describe('over SMTP', () => {
  let h: Harness;
  /** Recipients whose next mails the mail server refuses, and with what. */
  const refusals = new Map<string, { responseCode: number; message: string }[]>();
  const offered: string[] = [];

  beforeAll(async () => {
    h = await startHarness({
      // Two mails per address in 15 minutes: enough to see that a mail not sent takes no slot.
      api: { rateLimits: { mailPerAddress: { limit: 2, windowMs: 15 * 60_000 } } },
      refuseMail: (mail) => {
        offered.push(mail.to);
        return refusals.get(mail.to)?.shift() ?? null;
      },
    });
  });
  afterAll(async () => {
    await h?.stop();
  });

  const requestCode = async (email: string, shopId = 'demo-store', token?: string) =>
    h.call('POST', '/authentication/create-otc', { token: token ?? (await h.anonymous()).idToken, data: { shopId, email, statusId: 'status-mail' } });
  const requestLink = async (email: string, shopId = 'demo-store', token?: string) =>
    h.call('POST', '/authentication/create-magic-link', { token: token ?? (await h.anonymous()).idToken, data: { shopId, email, statusId: 'status-mail' } });
  const shopName = async (shopId: string) => (await h.db.query<{ name: string }>('select name from shops where id = $1', [shopId]))[0]!.name;

  it('a code lands in the inbox: parsed from the received mail, from the shop at MAIL_FROM, text and HTML', async () => {
    const reply = await requestCode('Smtp.Code@Example.com');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mail = h.mails.at(-1)!;
    expect(mail.to).toBe('smtp.code@example.com');
    expect(mail.from).toEqual({ name: await shopName('demo-store'), address: TEST_MAIL_FROM });
    expect(mail.code).toMatch(/^\d{4}$/);
    expect(mail.text).toContain(`Your login code is ${mail.code}. It expires in 10 minutes.`);
    expect(mail.html).toContain(`>${mail.code}</p>`);
    const [row] = await listInbox(h.db, { to: 'smtp.code@example.com' });
    expect(row).toMatchObject({ shopId: 'demo-store', subject: mail.subject, code: mail.code });
    expect(row!.link).toBeUndefined();
  });

  it('a German magic link lands in the inbox with its link, and it signs in', async () => {
    const anon = await h.anonymous();
    const reply = await requestLink('smtp.link@example.com', 'demo-store-de', anon.idToken);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mail = h.mails.at(-1)!;
    expect(mail.subject).toBe(`Dein Anmeldelink für ${await shopName('demo-store-de')}`);
    expect(mail.link).toMatch(new RegExp(`^${storefrontUrl('demo-store-de').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#status-magic-link:[\\w-]+$`));
    expect(mail.html).toContain(`href="${escapeHtml(mail.link!)}"`);
    const [row] = await listInbox(h.db, { to: 'smtp.link@example.com' });
    expect(row).toMatchObject({ shopId: 'demo-store-de', link: mail.link });
    const token = mail.link!.split('#status-magic-link:')[1]!;
    const opened = await h.call('POST', '/authentication/validate-magic-link', { token: anon.idToken, data: { shopId: 'demo-store-de', token } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  });

  it('a hostile shop name arrives as the display name only: no extra header, no recipient, escaped HTML', async () => {
    const original = await shopName('demo-store-nokey');
    await h.db.query('update shops set name = $1 where id = $2', [HOSTILE, 'demo-store-nokey']);
    try {
      const reply = await requestCode('smtp.hostile@example.com', 'demo-store-nokey');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    } finally {
      await h.db.query('update shops set name = $1 where id = $2', [original, 'demo-store-nokey']);
    }
    const mail = h.mails.at(-1)!;
    expect(mail.to).toBe('smtp.hostile@example.com');
    expect(mail.from).toEqual({ name: `<script>alert("x")</script> & 'Co' Bcc: victim@example.com`, address: TEST_MAIL_FROM });
    expect(h.mails.some((m) => m.to === 'victim@example.com')).toBe(false);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('the mail server down: 503 mail_unavailable in seconds, no pending code, no slot used; back up: codes arrive', async () => {
    const email = 'smtp.down@example.com';
    const anon = await h.anonymous();
    const first = await requestCode(email, 'demo-store', anon.idToken);
    expect(first.status).toBe(200);
    const firstCode = h.lastCode(email);
    await h.smtp.stop();
    try {
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const down = await requestCode(email, 'demo-store', anon.idToken);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ error: { code: 'mail_unavailable', message: MAIL_UNAVAILABLE_MESSAGES.code } });
      }
      const link = await requestLink(email, 'demo-store', anon.idToken);
      expect(link.status).toBe(503);
      expect(link.body).toEqual({ error: { code: 'mail_unavailable', message: MAIL_UNAVAILABLE_MESSAGES.link } });
    } finally {
      await h.smtp.start();
    }
    // The failed code is gone and the earlier one stays replaced: nothing is pending for the requester.
    expect((await h.call('GET', '/authentication/create-otc', { token: anon.idToken })).body).toEqual({});
    expect(await h.db.query('select 1 from login_codes where email = $1 and expires_at > now()', [email])).toHaveLength(0);
    expect(await h.db.query('select 1 from magic_links where email = $1', [email])).toHaveLength(0);
    const stale = await h.call('POST', '/authentication/validate-otc', { token: anon.idToken, data: { shopId: 'demo-store', otp: firstCode, ids: { codeId: first.body.codeId } } });
    expect(stale.body.error.code).toBe('expired_code');
    // Four mails not sent took none of the address's two slots: the second code is sent, the third is refused
    // (before the sign-in below, which would make this requester one the address trusts, with slots of its own).
    const again = await requestCode(email, 'demo-store', anon.idToken);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const code = h.lastCode(email);
    expect((await requestCode(email)).status).toBe(429);
    const valid = await h.call('POST', '/authentication/validate-otc', { token: anon.idToken, data: { shopId: 'demo-store', otp: code, ids: { codeId: again.body.codeId } } });
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
  });

  it('a 451 (try later) is tried again and the code arrives; a 550 is not, and answers 503 at once', async () => {
    const later = 'smtp.later@example.com';
    refusals.set(later, [{ responseCode: 451, message: 'Try again later' }]);
    const reply = await requestCode(later);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(offered.filter((to) => to === later)).toHaveLength(2);
    expect(h.mails.filter((m) => m.to === later)).toHaveLength(1); // the refused one was not stored
    expect(h.lastCode(later)).toMatch(/^\d{4}$/);

    const never = 'smtp.never@example.com';
    refusals.set(never, [{ responseCode: 550, message: 'No such mailbox' }]);
    const refused = await requestCode(never);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('mail_unavailable');
    expect(offered.filter((to) => to === never)).toHaveLength(1);
    expect(h.mails.filter((m) => m.to === never)).toHaveLength(0);
  });
});

describe('the API with a mail server that accepts and never answers', () => {
  it('answers 503 mail_unavailable within the send deadline and leaves no code pending', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket)); // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const api = await startHarness({ api: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: TEST_MAIL_FROM } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const email = 'smtp.silent@example.com';
      const anon = await api.anonymous();
      const started = Date.now();
      const reply = await api.call('POST', '/authentication/create-otc', { token: anon.idToken, data: { shopId: 'demo-store', email } });
      const took = Date.now() - started;
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ error: { code: 'mail_unavailable', message: MAIL_UNAVAILABLE_MESSAGES.code } });
      expect(took).toBeLessThan(8_000); // the sender's 5 s deadline, not the shopper's patience
      expect(await api.db.query('select 1 from login_codes where email = $1', [email])).toHaveLength(0);
      expect(sockets.size).toBeGreaterThan(0); // the API did reach the silent server
    } finally {
      warn.mockRestore();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await api.stop();
    }
  });
});

describe('the sender on its own', () => {
  it('a mail server that never greets is given up on within the deadline (5 s), after its attempts', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket)); // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const lines: string[] = [];
    try {
      const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Status <login@api-test.test>', log: (line) => lines.push(line) });
      const started = Date.now();
      const error = await sender.send(loginCodeMail(en, 'jane@example.com', '1234')).catch((e: unknown) => e);
      const took = Date.now() - started;
      expect(error).toBeInstanceOf(MailNotSentError);
      expect(took).toBeGreaterThan(4_000);
      expect(took).toBeLessThan(6_500);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatch(/attempt 1 of 3, trying again/);
      expect(lines.join('\n')).not.toContain('1234'); // the code is never logged
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a MAIL_FROM that is no address is refused when the sender is made', () => {
    expect(() => createMailSender({ smtpUrl: 'smtp://127.0.0.1:1', from: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => createMailSender({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Shop <login@shop.example>' })).not.toThrow();
  });

  it('the devstore mail server alone: start, stop, start again on the same port', async () => {
    const seen: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'status-smtp-test-'));
    const db = await openDevstoreDatabase({ dataDir: dir, databaseUrl: null });
    const inbox = await startSmtpInbox({ db: () => db, onMail: (mail) => seen.push(mail.code ?? '') });
    const sender = createMailSender({ smtpUrl: inbox.url, from: 'login@api-test.test', attempts: 1, log: () => undefined });
    try {
      await sender.send(loginCodeMail(en, 'solo@example.com', '1111'));
      await inbox.stop();
      await expect(sender.send(loginCodeMail(en, 'solo@example.com', '2222'))).rejects.toBeInstanceOf(MailNotSentError);
      await inbox.start();
      expect(inbox.url).toBe(`smtp://127.0.0.1:${inbox.port}`);
      await sender.send(loginCodeMail(en, 'solo@example.com', '3333'));
      expect(seen).toEqual(['1111', '3333']);
      expect((await listInbox(db, { to: 'solo@example.com' })).map((m) => m.code)).toEqual(['3333', '1111']);
    } finally {
      await inbox.stop();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
