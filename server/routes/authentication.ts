// Sign-in by emailed 4-digit code (OTC) and by magic link.
// Both end in a Firebase custom token for the stable uid of the email; the widget signs in with it.
// Against guessing: a code works only for the user (uid) who requested it, only that user's newest code works,
// and requests are rate-limited per address, per user and per client IP (rate-limit.ts). Against lock-out: the
// address's shared allowance binds strangers only; a uid or IP that signed in as the address has its own
// (sign-in-trust.ts), and nobody's request voids or uses up another requester's code.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { type ApiDeps, readData, requireShop, requireUser } from '../context';
import { canonicalEmail } from '../email-canonical';
import { checkEmail } from '../email-check';
import { emailUserFor } from '../email-user';
import { badRequest, HttpError } from '../errors';
import { loginCodeMail, magicLinkMail, mailUnavailable, type OutgoingMail } from '../mail';
import { type Check, clientIp } from '../rate-limit';
import { safeReturnUrl } from '../return-url';
import { rememberSignIn, trustedRequester } from '../sign-in-trust';

export const CODE_TTL_MS = 10 * 60_000;
export const LINK_TTL_MS = 15 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

interface CodeRow {
  id: string;
  shop_id: string;
  email: string;
  code: string;
  requested_by: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

interface LinkRow {
  email: string;
  shop_id: string;
  return_url: string | null;
  expires_at: Date;
  used_at: Date | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Codes and links e-mailed: per address (15 min and a day), per requesting user, per client IP, plus the write
 * limit. The address is counted in its canonical form (plus tags, Gmail dots), so its spellings share one
 * allowance; a requester that signed in as it uses an allowance of its own, which strangers cannot use up.
 */
async function mailChecks(c: Context, deps: ApiDeps, uid: string, email: string): Promise<Check[]> {
  const ip = clientIp(c, deps.trustProxy);
  const address = canonicalEmail(email);
  const trusted = await trustedRequester(deps.db, address, { uid, ip }, deps.now());
  const perAddress: Check[] = trusted
    ? [
        { rule: 'mailPerTrustedRequester', key: `${address} ${trusted}` },
        { rule: 'mailPerTrustedRequesterDay', key: `${address} ${trusted}` },
      ]
    : [
        { rule: 'mailPerAddress', key: address },
        { rule: 'mailPerAddressDay', key: address },
      ];
  return [
    ...perAddress,
    { rule: 'mailPerUser', key: uid },
    { rule: 'mailPerIp', key: ip },
    { rule: 'writesPerUser', key: uid },
  ];
}

/**
 * Sends the mail; when it cannot be sent, the code or link it carried is deleted (nobody got it, so it must not
 * be left as the requester's pending one) and the mail limits' slots are given back (the general write limit
 * keeps its slot: it bounds how fast a requester can retry against a mail server that is down). Then 503.
 */
async function sendOrUndo(deps: ApiDeps, mail: OutgoingMail, taken: { checks: Check[]; at: Date }, undo: () => Promise<unknown>): Promise<void> {
  try {
    await deps.sendMail(mail);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'MailNotSentError')) console.error('[api] sending a sign-in mail failed:', error);
    try {
      await undo();
      await deps.limiter.release(taken.checks.filter((check) => check.rule !== 'writesPerUser'), taken.at);
    } catch (cleanup) {
      console.error('[api] undoing an unsent sign-in mail failed:', cleanup);
    }
    throw mailUnavailable(mail.code ? 'code' : 'link');
  }
}

export function authenticationRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.post('/authentication/create-otc', async (c) => {
    const data = await readData<{ email: string; statusId?: string | null }>(c, deps, 'authentication-create-otc');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const email = checkEmail(data.email);
    const checks = await mailChecks(c, deps, user.uid, email);
    const takenAt = await deps.limiter.take(checks);
    const now = deps.now();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    // A new code replaces the requester's pending ones: only its newest code works. Other requesters' codes for
    // the address stay valid, so asking for a code cannot void the shopper's.
    await db.query('update login_codes set expires_at = $2 where requested_by = $1 and used_at is null and expires_at > $2', [user.uid, now]);
    const [row] = await db.query<{ id: string }>(
      `insert into login_codes (shop_id, email, code, status_id, requested_by, expires_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [shop.shopId, email, code, data.statusId ?? null, user.uid, expiresAt],
    );
    // The requester's earlier codes stay void when this one cannot be sent: the new request replaced them.
    await sendOrUndo(deps, loginCodeMail(shop, email, code), { checks, at: takenAt }, () =>
      db.query('delete from login_codes where id = $1', [row!.id]),
    );
    return c.json({ codeId: row!.id, expiresAt: expiresAt.toISOString() });
  });

  app.get('/authentication/create-otc', async (c) => {
    const user = await requireUser(c, deps);
    const shopId = c.req.query('shopId');
    const rows = await db.query<CodeRow>(
      `select * from login_codes where requested_by = $1 and used_at is null and expires_at > $2 and attempts < $3
         and ($4::text is null or shop_id = $4) order by created_at desc limit 1`,
      [user.uid, deps.now(), MAX_CODE_ATTEMPTS, shopId ?? null],
    );
    const row = rows[0];
    return c.json(row ? { codeId: row.id, email: row.email, expiresAt: row.expires_at.toISOString() } : {});
  });

  app.post('/authentication/validate-otc', async (c) => {
    const data = await readData<{ otp: string | number; ids: { codeId: string } }>(c, deps, 'authentication-validate-otc');
    const user = await requireUser(c, deps);
    const otp = String(data.otp).padStart(4, '0');
    const codeId = data.ids.codeId.toLowerCase();
    const [row] = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(codeId)
      ? await db.query<CodeRow>('select * from login_codes where id = $1 and shop_id = $2', [codeId, data.shopId])
      : [];
    const checks: Check[] = [
      { rule: 'validatePerUser', key: user.uid },
      { rule: 'validatePerIp', key: clientIp(c, deps.trustProxy) },
      { rule: 'writesPerUser', key: user.uid },
    ];
    // Only a code of this user names an address, and the count is the address's tries by this user: another
    // user's guesses, on the owner's code or on codes of his own for the address, cannot use up the owner's.
    if (row && row.requested_by === user.uid) checks.push({ rule: 'validatePerAddress', key: `${canonicalEmail(row.email)} uid:${user.uid}` });
    await deps.limiter.take(checks);
    // A code works only for the user who requested it; anyone else is told what a wrong guess is told.
    if (!row || row.requested_by !== user.uid) throw badRequest('invalid_code', 'The code you entered is incorrect');
    if (row.used_at) throw badRequest('used_code', 'This code was already used; request a new one');
    if (row.attempts >= MAX_CODE_ATTEMPTS) throw tooManyAttempts();
    if (row.expires_at.getTime() <= deps.now().getTime()) throw badRequest('expired_code', 'This code has expired; request a new one');
    if (otp !== row.code) {
      // Counted atomically, so parallel guesses cannot get past the limit.
      const [counted] = await db.query<{ attempts: number }>(
        'update login_codes set attempts = attempts + 1 where id = $1 returning attempts',
        [codeId],
      );
      if ((counted?.attempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS) throw tooManyAttempts();
      throw badRequest('invalid_code', 'The code you entered is incorrect');
    }
    const used = await db.query(
      'update login_codes set used_at = $2 where id = $1 and used_at is null and attempts < $3 returning id',
      [codeId, deps.now(), MAX_CODE_ATTEMPTS],
    );
    if (used.length === 0) throw badRequest('used_code', 'This code was already used; request a new one');
    const uid = await emailUserFor(deps, row.email);
    const token = await deps.auth.createCustomToken(uid);
    await rememberSignIn(db, canonicalEmail(row.email), { uid: user.uid, ip: clientIp(c, deps.trustProxy) }, deps.now());
    return c.json({ token });
  });

  app.post('/authentication/create-magic-link', async (c) => {
    const data = await readData<{ email: string; statusId?: string | null; returnUrl?: string | null }>(
      c,
      deps,
      'authentication-create-magic-link',
    );
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const email = checkEmail(data.email);
    const storefront = deps.storefrontUrl(shop.shopId).replace(/\/+$/, '');
    const returnUrl = safeReturnUrl(storefront, data.returnUrl);
    const checks = await mailChecks(c, deps, user.uid, email);
    const takenAt = await deps.limiter.take(checks);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(deps.now().getTime() + LINK_TTL_MS);
    await db.query(
      `insert into magic_links (token_hash, shop_id, email, status_id, return_url, requested_by, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256(token), shop.shopId, email, data.statusId ?? null, returnUrl, user.uid, expiresAt],
    );
    const link = `${storefront}/#status-magic-link:${token}`;
    await sendOrUndo(deps, magicLinkMail(shop, email, link), { checks, at: takenAt }, () =>
      db.query('delete from magic_links where token_hash = $1', [sha256(token)]),
    );
    return c.json({ sent: true, expiresAt: expiresAt.toISOString() });
  });

  app.post('/authentication/validate-magic-link', async (c) => {
    const data = await readData<{ token: string }>(c, deps, 'authentication-validate-magic-link');
    const user = await requireUser(c, deps);
    // A link is 256 random bits: nothing to guess, so only the general write limit applies.
    await deps.limiter.take([{ rule: 'writesPerUser', key: user.uid }]);
    const hash = sha256(data.token);
    const [row] = await db.query<LinkRow>('select * from magic_links where token_hash = $1 and shop_id = $2', [hash, data.shopId]);
    if (!row) throw badRequest('invalid_link', 'This sign-in link is not valid');
    if (row.used_at) throw badRequest('used_link', 'This sign-in link was already used; request a new one');
    if (row.expires_at.getTime() <= deps.now().getTime()) throw badRequest('expired_link', 'This sign-in link has expired; request a new one');
    const claimed = await db.query('update magic_links set used_at = $2 where token_hash = $1 and used_at is null returning token_hash', [
      hash,
      deps.now(),
    ]);
    if (claimed.length === 0) throw badRequest('used_link', 'This sign-in link was already used; request a new one');
    const uid = await emailUserFor(deps, row.email);
    const token = await deps.auth.createCustomToken(uid);
    // The browser that opened the link proved the mailbox: its uid and IP are trusted, not the link's requester.
    await rememberSignIn(db, canonicalEmail(row.email), { uid: user.uid, ip: clientIp(c, deps.trustProxy) }, deps.now());
    return c.json({ token, email: row.email, returnUrl: row.return_url });
  });
}

function tooManyAttempts(): HttpError {
  return new HttpError(429, 'too_many_attempts', 'Too many wrong codes: this code no longer works; request a new one');
}
