// Brute force and flooding, tried as an attacker would: codes requested for one
// address, by one user, from one IP; guesses with other users' codes; views posted to game "popular today".
// One Auth emulator and one PGlite; the API trusts X-Forwarded-For here (trustProxy) so every test plays from
// its own client IP; a second API without trustProxy shows the header is ignored by default.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAnonymously } from '../devstore/auth/test-tokens';
import { DEFAULT_LIMITS } from './rate-limit';
import { type ApiServer, startApi } from './server';
import { type Harness, type Reply, STOREFRONT, startHarness, storefrontUrl } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ api: { trustProxy: true } });
});
afterAll(async () => {
  await h?.stop();
});

const shopId = 'demo-store';
let ipCounter = 0;
/** A client IP of its own (TEST-NET-3), sent as the proxy would. */
const newIp = () => `203.0.113.${++ipCounter}`;
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const anonymous = () => signInAnonymously(h.emulator.host);
const anonymousMany = (n: number) => Promise.all(Array.from({ length: n }, anonymous));

function createOtc(user: SignedIn, email: string, ip: string): Promise<Reply> {
  return h.call('POST', '/authentication/create-otc', { token: user.idToken, data: { shopId, email }, headers: { 'x-forwarded-for': ip } });
}

function validateOtc(user: SignedIn, codeId: string, otp: string, ip: string): Promise<Reply> {
  return h.call('POST', '/authentication/validate-otc', { token: user.idToken, data: { shopId, otp, ids: { codeId } }, headers: { 'x-forwarded-for': ip } });
}

function createLink(user: SignedIn, email: string, ip: string): Promise<Reply> {
  return h.call('POST', '/authentication/create-magic-link', { token: user.idToken, data: { shopId, email }, headers: { 'x-forwarded-for': ip } });
}

function validateLink(user: SignedIn, link: string, ip: string): Promise<Reply> {
  const token = link.split('#status-magic-link:')[1]!;
  return h.call('POST', '/authentication/validate-magic-link', { token: user.idToken, data: { shopId, token }, headers: { 'x-forwarded-for': ip } });
}

const DAY = 24 * 3600_000;

/** Runs `steps` with the API's clock moved by `offsetMs`, then puts it back. */
async function atOffset<T>(offsetMs: number, steps: () => Promise<T>): Promise<T> {
  h.setClockOffset(offsetMs);
  try {
    return await steps();
  } finally {
    h.setClockOffset(0);
  }
}

/** `user` signs in as `email` from `ip` with an e-mailed code. */
async function signInWithCode(user: SignedIn, email: string, ip: string): Promise<void> {
  const made = await createOtc(user, email, ip);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const done = await validateOtc(user, made.body.codeId, h.lastCode(email), ip);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** Asserts a 429 rate_limited with a Retry-After (seconds) that matches the body and lies within `maxSeconds`. */
function expectRateLimited(reply: Reply, maxSeconds: number): number {
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  expect(reply.body.error.code).toBe('rate_limited');
  h.expectSchema('error', reply.body);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(reply.body.error.retryAfter).toBe(retryAfter);
  expect(reply.body.error.message).toMatch(/^Too many requests; try again in /);
  return retryAfter;
}

describe('login codes for one address', () => {
  it('refuses the 6th code within 15 minutes with 429 and Retry-After, from any user and IP, then lets one through', async () => {
    const victim = unique('victim');
    const attackers = await anonymousMany(7);
    for (const attacker of attackers.slice(0, 5)) expect((await createOtc(attacker, victim, newIp())).status).toBe(200);
    const refused = await createOtc(attackers[5]!, victim, newIp());
    const retryAfter = expectRateLimited(refused, 15 * 60);
    // The storefront's widget may read the header cross-origin.
    const fromStore = await h.call('POST', '/authentication/create-otc', { token: attackers[5]!.idToken, data: { shopId, email: victim }, headers: { origin: STOREFRONT, 'x-forwarded-for': newIp() } });
    expect(fromStore.status).toBe(429);
    expect(fromStore.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
    expect(retryAfter).toBeGreaterThan(14 * 60); // the first code was just sent
    expect(h.mails.filter((m) => m.to === victim)).toHaveLength(5); // no sixth e-mail: no mail bombing either
    // The window slides: a minute before Retry-After it is still closed; once the first code is 15 minutes
    // old, one more may be sent.
    try {
      h.setClockOffset((retryAfter - 60) * 1000);
      expect(expectRateLimited(await createOtc(attackers[6]!, victim, newIp()), 61)).toBeGreaterThanOrEqual(59);
      h.setClockOffset((retryAfter + 1) * 1000);
      expect((await createOtc(attackers[6]!, victim, newIp())).status).toBe(200);
    } finally {
      h.setClockOffset(0);
    }
  });

  it('counts codes and magic links together against one address', async () => {
    const victim = unique('mixed');
    const [user] = await anonymousMany(1);
    for (let i = 0; i < 3; i++) expect((await createOtc(user!, victim, newIp())).status).toBe(200);
    const link = (ip: string) =>
      h.call('POST', '/authentication/create-magic-link', { token: user!.idToken, data: { shopId, email: victim }, headers: { 'x-forwarded-for': ip } });
    expect((await link(newIp())).status).toBe(200);
    expect((await link(newIp())).status).toBe(200);
    expectRateLimited(await link(newIp()), 15 * 60);
    expectRateLimited(await createOtc(user!, victim, newIp()), 15 * 60);
  });

  it('lets 20 parallel attackers get exactly 5 codes', async () => {
    const victim = unique('parallel');
    const attackers = await anonymousMany(20);
    const replies = await Promise.all(attackers.map((attacker) => createOtc(attacker, victim, newIp())));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.mailPerAddress.limit);
    for (const reply of replies.filter((r) => r.status !== 200)) expectRateLimited(reply, 15 * 60);
  });

  it('caps an address at 20 codes a day, however the requests are spread', async () => {
    const victim = unique('daily');
    const users = await anonymousMany(5);
    let sent = 0;
    for (let quarter = 0; quarter < 5; quarter++) {
      h.setClockOffset(quarter * 16 * 60_000);
      try {
        for (const user of users) {
          const reply = await createOtc(user, victim, newIp());
          if (reply.status === 200) sent++;
          else expectRateLimited(reply, 24 * 3600);
        }
      } finally {
        h.setClockOffset(0);
      }
    }
    expect(sent).toBe(DEFAULT_LIMITS.mailPerAddressDay.limit);
  });
});

describe('codes bound to their newest request and their requester', () => {
  it("voids a requester's earlier code when it asks again, never another requester's code", async () => {
    const email = unique('replaced');
    const [first, second] = await anonymousMany(2);
    const ip = newIp();
    const a = await createOtc(first!, email, ip);
    const codeA = h.lastCode(email);
    const a2 = await createOtc(first!, email, ip);
    const codeA2 = h.lastCode(email);
    const b = await createOtc(second!, email, newIp());
    const codeB = h.lastCode(email);
    expect([a.status, a2.status, b.status]).toEqual([200, 200, 200]);
    const stale = await validateOtc(first!, a.body.codeId, codeA, ip);
    expect([stale.status, stale.body.error.code]).toEqual([400, 'expired_code']);
    // The second requester's code, sent later to the same address, left the first requester's newest one alone.
    expect((await validateOtc(first!, a2.body.codeId, codeA2, ip)).status).toBe(200);
    expect((await validateOtc(second!, b.body.codeId, codeB, ip)).status).toBe(200);
  });

  it('refuses the right code from another user as a wrong code, and it stays usable by its owner', async () => {
    const email = unique('bound');
    const [owner, thief] = await anonymousMany(2);
    const ip = newIp();
    const made = await createOtc(owner!, email, ip);
    const code = h.lastCode(email);
    for (let i = 0; i < 6; i++) {
      const stolen = await validateOtc(thief!, made.body.codeId, code, newIp());
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toEqual({ code: 'invalid_code', message: 'The code you entered is incorrect' });
    }
    // The thief's tries did not burn the code (5 wrong tries would).
    const mine = await validateOtc(owner!, made.body.codeId, code, ip);
    expect(mine.status).toBe(200);
  });

  it('keeps an attacker who re-requests codes for one address to 25 guesses at most (the 93-second takeover)', async () => {
    const victim = unique('takeover');
    const workers = await anonymousMany(8);
    let guesses = 0;
    let signedIn = false;
    for (const worker of workers) {
      const ip = newIp();
      const made = await createOtc(worker, victim, ip);
      if (made.status !== 200) {
        expectRateLimited(made, 15 * 60);
        continue;
      }
      const code = h.lastCode(victim);
      // Guess every code but the right one, as a real attacker's first five guesses would mostly be.
      for (let n = 0; n < 10; n++) {
        const guess = String((Number(code) + 1 + n) % 10_000).padStart(4, '0');
        const reply = await validateOtc(worker, made.body.codeId, guess, ip);
        if (reply.status === 200) signedIn = true;
        if (reply.status === 400) guesses++;
        if (reply.status === 429) break;
      }
    }
    expect(signedIn).toBe(false);
    // 5 codes × 5 wrong tries (the 5th answers 429 too_many_attempts): 4 × 5 counted as 400 here.
    expect(guesses).toBeLessThanOrEqual(DEFAULT_LIMITS.mailPerAddress.limit * 5);
  });
});

describe('a shopper cannot be locked out of sign-in by others', () => {
  it('keeps sending her codes and links at the IP and the user she signed in with while 10 IPs × 2 users exhaust her address', async () => {
    const victim = unique('shopper');
    const [local, domain] = victim.split('@') as [string, string];
    const home = newIp();
    const [shopper] = await anonymousMany(1);
    await atOffset(-2 * DAY, () => signInWithCode(shopper!, victim, home));

    const attackers = await anonymousMany(20);
    const attackIps = Array.from({ length: 10 }, newIp);
    const replies: Reply[] = [];
    for (const [i, attacker] of attackers.entries()) {
      // Every other request adds a plus tag, which once made it a new address with an allowance of its own.
      const address = i % 2 ? `${local}+${i}@${domain}` : victim;
      replies.push(await createOtc(attacker, address, attackIps[i % 10]!));
    }
    expect(replies.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.mailPerAddress.limit);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(expectRateLimited(reply, 15 * 60)).toBeGreaterThan(14 * 60);

    // Her browser at home after signing out: a new anonymous user at the IP she signed in from.
    const [afterSignOut] = await anonymousMany(1);
    const mine = await createOtc(afterSignOut!, victim, home);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((await validateOtc(afterSignOut!, mine.body.codeId, h.lastCode(victim), home)).status).toBe(200);
    // The user she signed in with, on another network: a magic link.
    expect((await createLink(shopper!, victim, newIp())).status).toBe(200);
    // Everyone else is still held to the shared allowance.
    expectRateLimited(await createOtc(attackers[0]!, victim, newIp()), 15 * 60);
    expectRateLimited(await createLink((await anonymousMany(1))[0]!, victim, attackIps[0]!), 15 * 60);
  });

  it('gives a trusted IP an allowance of its own (5 per 15 minutes) and leaves the shared one alone', async () => {
    const victim = unique('own-bucket');
    const home = newIp();
    const [shopper, stranger, later] = await anonymousMany(3);
    // Signed in by magic link two days ago: the IP that opened the link is trusted.
    await atOffset(-2 * DAY, async () => {
      expect((await createLink(shopper!, victim, home)).status).toBe(200);
      const opened = await validateLink(shopper!, [...h.mails].reverse().find((m) => m.to === victim && m.link)!.link!, home);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    });
    for (let i = 0; i < DEFAULT_LIMITS.mailPerAddress.limit; i++) expect((await createOtc(later!, victim, home)).status).toBe(200);
    expectRateLimited(await createOtc(later!, victim, home), 15 * 60);
    expect((await createOtc(stranger!, victim, newIp())).status).toBe(200);
  });

  it('trusts a sign-in for 90 days', async () => {
    const victim = unique('ninety');
    const home = newIp();
    const [shopper, ...strangers] = await anonymousMany(1 + DEFAULT_LIMITS.mailPerAddress.limit);
    await signInWithCode(shopper!, victim, home);
    const afterStrangersAt = (offsetMs: number) =>
      atOffset(offsetMs, async () => {
        for (const stranger of strangers) expect((await createOtc(stranger, victim, newIp())).status).toBe(200);
        return (await createOtc(shopper!, victim, home)).status;
      });
    expect(await afterStrangersAt(89 * DAY)).toBe(200);
    expect(await afterStrangersAt(91 * DAY)).toBe(429);
  });

  it('counts plus-tagged, dotted and googlemail spellings against one allowance, and mails each as typed', async () => {
    const id = randomUUID().slice(0, 8);
    const spellings = [`shop.per${id}@gmail.com`, `shopper${id}+news@gmail.com`, `S.H.O.P.P.E.R${id}@GMAIL.com`, `SHOP.PER${id}@GoogleMail.com`, `shopper${id}+a.b@googlemail.com`];
    for (const spelling of spellings) {
      const reply = await createOtc((await anonymousMany(1))[0]!, spelling, newIp());
      expect(reply.status, spelling).toBe(200);
      expect(h.mails.at(-1)!.to).toBe(spelling.toLowerCase());
    }
    expectRateLimited(await createOtc((await anonymousMany(1))[0]!, `s.hopper${id}+x@gmail.com`, newIp()), 15 * 60);
    // Another mailbox is not affected.
    expect((await createOtc((await anonymousMany(1))[0]!, `shopper${id}x@gmail.com`, newIp())).status).toBe(200);
  });

  it("does not let an attacker's wrong guesses on his own code lock the address's validation", async () => {
    const victim = unique('guessed');
    const [attacker, shopper] = await anonymousMany(2);
    const attackerIp = newIp();
    const theirs = await createOtc(attacker!, victim, attackerIp);
    expect(theirs.status).toBe(200);
    const wrong = h.lastCode(victim) === '0000' ? '1111' : '0000';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.validatePerAddress.limit; i++) {
      statuses.push((await validateOtc(attacker!, theirs.body.codeId, wrong, attackerIp)).status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(4); // the 5th wrong try burns the code (429 too_many_attempts)
    // He is throttled himself.
    expectRateLimited(await validateOtc(attacker!, theirs.body.codeId, wrong, attackerIp), 15 * 60);
    // Her code, asked for from a browser the address has never signed in from, still works.
    const home = newIp();
    const mine = await createOtc(shopper!, victim, home);
    expect(mine.status).toBe(200);
    const signedIn = await validateOtc(shopper!, mine.body.codeId, h.lastCode(victim), home);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('holds requesters the address does not know to 20 codes and 100 guesses a day', async () => {
    const victim = unique('day-bound');
    const attackers = await anonymousMany(20);
    const ips = Array.from({ length: 10 }, newIp);
    let turn = 0;
    let signedIn = false;
    let refused = 0;
    // Six quarters of an hour with five code requests each, every code guessed wrong six times.
    const nextAttacker = () => ({ attacker: attackers[turn % attackers.length]!, ip: ips[turn++ % ips.length]! });
    for (let q = 0; q < 6; q++) {
      await atOffset(q * 16 * 60_000, async () => {
        for (let i = 0; i < 5; i++) {
          const { attacker, ip } = nextAttacker();
          const made = await createOtc(attacker, victim, ip);
          if (made.status !== 200) {
            expectRateLimited(made, 24 * 3600);
            refused++;
            continue;
          }
          const code = h.lastCode(victim);
          for (let n = 0; n < 6; n++) {
            const guess = String((Number(code) + 1 + n) % 10_000).padStart(4, '0');
            if ((await validateOtc(attacker, made.body.codeId, guess, ip)).status === 200) signedIn = true;
          }
        }
      });
    }
    // Late in the day the address is still closed to them; a day after the first code it opens again.
    await atOffset(23 * 3600_000 + 50 * 60_000, async () => expectRateLimited(await createOtc(attackers[0]!, victim, newIp()), 24 * 3600));
    await atOffset(DAY + 60_000, async () => expect((await createOtc(attackers[1]!, victim, newIp())).status).toBe(200));
    // expires_at follows the API's clock (created_at the database's): the codes of the first day.
    const [tally] = await h.db.query<{ codes: number; guesses: number }>(
      `select count(*)::int as codes, coalesce(sum(attempts), 0)::int as guesses from login_codes where email = $1 and expires_at < $2`,
      [victim, new Date(Date.now() + DAY)],
    );
    expect(signedIn).toBe(false);
    expect(refused).toBe(10);
    expect(tally).toEqual({ codes: DEFAULT_LIMITS.mailPerAddressDay.limit, guesses: DEFAULT_LIMITS.mailPerAddressDay.limit * 5 });
  });
});

describe('limits per user and per client IP', () => {
  it('refuses an 11th code to one user within 15 minutes, whatever the addresses', async () => {
    const [user] = await anonymousMany(1);
    for (let i = 0; i < DEFAULT_LIMITS.mailPerUser.limit; i++) expect((await createOtc(user!, unique('spray'), newIp())).status).toBe(200);
    expectRateLimited(await createOtc(user!, unique('spray'), newIp()), 15 * 60);
  });

  it('refuses a 31st code from one IP within 15 minutes, with fresh users and addresses each time', async () => {
    const ip = newIp();
    const users = await anonymousMany(DEFAULT_LIMITS.mailPerIp.limit + 1);
    for (const user of users.slice(0, -1)) expect((await createOtc(user, unique('from-ip'), ip)).status).toBe(200);
    expectRateLimited(await createOtc(users.at(-1)!, unique('from-ip'), ip), 15 * 60);
    // Another client is not affected.
    expect((await createOtc(users.at(-1)!, unique('from-ip'), newIp())).status).toBe(200);
  });

  it('refuses the 51st validate-otc from one IP (unknown codes count too)', async () => {
    const ip = newIp();
    const users = await anonymousMany(3); // 17 tries each stays under the per-user limit of 25
    let tries = 0;
    for (const user of users) {
      for (let i = 0; i < 17 && tries < DEFAULT_LIMITS.validatePerIp.limit; i++, tries++) {
        expect((await validateOtc(user, randomUUID(), '1234', ip)).body.error.code).toBe('invalid_code');
      }
    }
    expectRateLimited(await validateOtc(users[0]!, randomUUID(), '1234', ip), 15 * 60);
  });

  it('ignores X-Forwarded-For unless trustProxy is set: the socket address is the client', async () => {
    let plain: ApiServer | undefined;
    try {
      plain = await startApi({
        db: h.db,
        storefrontOrigins: [STOREFRONT],
        authEmulatorHost: h.emulator.host,
        projectId: h.emulator.projectId,
        storefrontUrl,
        log: () => undefined,
        rateLimits: { mailPerIp: { limit: 3, windowMs: 60_000 } },
      });
      const users = await anonymousMany(4);
      const call = (user: SignedIn, i: number) =>
        fetch(`${plain!.url}/authentication/create-otc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}`, 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ data: { shopId, email: unique('xff') } }),
        });
      const statuses: number[] = [];
      for (const [i, user] of users.entries()) statuses.push((await call(user, i)).status);
      expect(statuses).toEqual([200, 200, 200, 429]); // four "different" forwarded IPs, one real one
    } finally {
      await plain?.close();
    }
  });
});

describe('popular today and writes', () => {
  it('counts 40 views of one product by one user once: it does not top "popular today"', async () => {
    const gamed = 7400000004;
    const liked = 7400000007;
    const [attacker, shopperA, shopperB, shopperC] = await anonymousMany(4);
    // Each on a network (IPv4 /24) of its own: popular today counts networks, and a product needs 3 of them.
    const forYou = (user: SignedIn, viewed: number[], network: number) =>
      h.call('POST', '/init/for-you', { token: user.idToken, data: { shopId, viewed }, headers: { 'x-forwarded-for': `10.99.${network}.1` } });
    for (let i = 0; i < 40; i++) expect((await forYou(attacker!, [gamed], 0)).status).toBe(200);
    expect((await forYou(shopperA!, [liked], 1)).status).toBe(200);
    expect((await forYou(shopperB!, [liked], 2)).status).toBe(200);
    const last = await forYou(shopperC!, [liked], 3);
    h.expectSchema('init-for-you', last.body);
    const popular: number[] = last.body.popularToday;
    expect(popular[0]).toBe(liked); // three shoppers beat one shopper's 40 views
    expect(popular.indexOf(gamed)).toBeGreaterThan(0); // a staff pick: listed after the popular ones
    const [rows] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from product_views where shop_id = $1 and owner = $2 and product_id = $3`,
      [shopId, `user:${attacker!.uid}`, gamed],
    );
    expect(rows!.n).toBe(1);
    // Seen again, it is still first in the user's own recently viewed.
    expect((await forYou(attacker!, [], 0)).body.recentlyViewed[0]).toBe(gamed);
  });

  it('limits one user to 60 writes a minute', async () => {
    const [user] = await anonymousMany(1);
    const post = () => h.call('POST', '/init/for-you', { token: user!.idToken, data: { shopId, viewed: [7400000001] } });
    for (let i = 0; i < DEFAULT_LIMITS.writesPerUser.limit; i++) expect((await post()).status).toBe(200);
    expectRateLimited(await post(), 60);
    // Reading (no views posted) is not a write.
    expect((await h.call('POST', '/init/for-you', { token: user!.idToken, data: { shopId } })).status).toBe(200);
    // The same budget covers the sign-in calls and every other shopper write; POSTs that only read are not writes.
    expectRateLimited(await createOtc(user!, unique('writer'), newIp()), 60);
    const as = { token: user!.idToken };
    expectRateLimited(await h.call('POST', '/saved/cart', { ...as, data: { shopId, items: [{ productId: 7400000001, variantId: null }] } }), 60);
    expectRateLimited(await h.call('POST', '/saved/wishlist-collection', { ...as, data: { shopId, collection: { name: 'Spam', visibility: 'private' } } }), 60);
    expectRateLimited(await h.call('DELETE', '/saved/cart/1', { ...as, data: { shopId } }), 60);
    expect((await h.call('POST', '/saved/cart/items', { ...as, data: { shopId } })).status).toBe(200);
  });

  it('limits wrong order passes from one IP, and a right pass costs nothing', async () => {
    const [order] = await h.db.query<{ id: string; pass: string }>("select id, pass from orders where customer_id = '6000000001' limit 1");
    const ip = newIp();
    const open = (pass: string) => h.call('GET', `/orders/${shopId}/order-with-pass/${order!.id}/${pass}`, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await open(order!.pass)).status).toBe(200);
    for (let i = 0; i < DEFAULT_LIMITS.orderPassPerIp.limit; i++) expect((await open(`guess${i}`)).status).toBe(404);
    expectRateLimited(await open('guess-more'), 15 * 60);
    // The buyer's own pass is refused too while the IP is over; another IP is not.
    expectRateLimited(await open(order!.pass), 15 * 60);
    const other = await h.call('GET', `/orders/${shopId}/order-with-pass/${order!.id}/${order!.pass}`, { headers: { 'x-forwarded-for': newIp() } });
    expect(other.status).toBe(200);
  });
});
