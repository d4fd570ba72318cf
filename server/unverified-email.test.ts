// An e-mail claim counts only when it is verified. Anyone can sign up with a password for a shopper's address
// (the emulator allows it, and so would a production project with that provider on); such a user must not link
// her store customer, reach her orders, log in to the store as her, pass the app proxy, or be handed to her when
// she later proves the address with a code or a link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../devstore/auth/test-tokens';
import { JANE_ID } from '../devstore/seed/seed-customers';
import { signedProxyQuery } from '../devstore/storefront/app-proxy';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { type Harness, startHarness } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const shopId = 'demo-store';
const jane = 'jane@example.com';

/** The emulator's REST sign-up and password sign-in, as the web SDK calls them. */
async function identity(method: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const response = await fetch(`http://${h.emulator.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=attacker`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await response.json()) as { idToken?: string; localId?: string; refreshToken?: string; error?: { message?: string } };
  return { ok: response.ok, idToken: json.idToken ?? '', uid: json.localId ?? '', refreshToken: json.refreshToken ?? '', error: json.error?.message };
}

async function refresh(refreshToken: string) {
  const response = await fetch(`http://${h.emulator.host}/securetoken.googleapis.com/v1/token?key=attacker`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  return response.ok;
}

const linksOf = async (uid: string) => h.db.query<{ customer_id: string }>('select customer_id from customer_logins where uid = $1', [uid]);

describe('an unverified e-mail claim', () => {
  let attacker: Awaited<ReturnType<typeof identity>>;
  beforeAll(async () => {
    attacker = await identity('signUp', jane, 'attacker-password-1');
    expect(attacker.ok, attacker.error).toBe(true);
  });

  it('is no e-mail: init shows none and check-customer refuses to link the customer', async () => {
    const init = await h.call('GET', `/init/${shopId}/user`, { token: attacker.idToken });
    expect(init.status).toBe(200);
    expect(init.body.user).toMatchObject({ uid: attacker.uid, email: null, customerId: null });

    const link = await h.call('POST', '/member/check-customer', {
      token: attacker.idToken,
      data: { shopId, customerEmail: jane, statusId: attacker.uid, anonUserId: null, anonIdToken: null, acceptsMarketing: false },
    });
    expect([link.status, link.body.error?.code]).toEqual([403, 'sign_in_required']);
    expect(link.body.error.message).toMatch(/verified email/);
    expect(await linksOf(attacker.uid)).toEqual([]);

    const orders = await h.call('POST', `/orders/${shopId}/orders`, { token: attacker.idToken, data: { shopId } });
    expect(orders.body.items ?? []).toEqual([]);
    const customer = await h.call('GET', `/customer/${shopId}/${JANE_ID}`, { token: attacker.idToken });
    expect(customer.status).toBe(403);
    expect(JSON.stringify(customer.body)).not.toContain(jane);
  });

  it('gets no store login (Multipass) and no app-proxy link', async () => {
    const multipass = await h.call('POST', `/member/${shopId}/shopify/login`, { token: attacker.idToken, data: { shopId, returnUrl: null } });
    expect([multipass.status, multipass.body.error?.code]).toEqual([403, 'sign_in_required']);

    const query = signedProxyQuery(new URLSearchParams({ source: 'widget' }), { shop: `${shopId}.myshopify.com`, customerId: JANE_ID, now: Date.now() }, DEV_APP_PROXY_SECRET);
    const proxy = await h.call('POST', `/proxy/link?${query}`, { body: JSON.stringify({ idToken: attacker.idToken }) });
    expect([proxy.status, proxy.body.error?.code]).toEqual([403, 'sign_in_required']);
    expect(await linksOf(attacker.uid)).toEqual([]);
  });

  it('is never adopted by a code sign-in: the shopper gets a user of her own and the password stops working', async () => {
    // A link made before verified e-mails were required must not survive either.
    await h.db.query('insert into customer_logins (uid, shop_id, customer_id) values ($1, $2, $3)', [attacker.uid, shopId, JANE_ID]);
    const anon = await h.anonymous();
    const requested = await h.call('POST', '/authentication/create-otc', { token: anon.idToken, data: { shopId, email: jane, statusId: anon.uid } });
    expect(requested.status).toBe(200);
    const validated = await h.call('POST', '/authentication/validate-otc', {
      token: anon.idToken,
      data: { shopId, otp: h.lastCode(jane), ids: { codeId: requested.body.codeId } },
    });
    expect(validated.status).toBe(200);
    const shopper = await signInWithCustomToken(h.emulator.host, validated.body.token);
    expect(shopper.uid).not.toBe(attacker.uid);

    const again = await identity('signInWithPassword', jane, 'attacker-password-1');
    expect(again.ok).toBe(false);
    expect(await refresh(attacker.refreshToken)).toBe(false);
    expect(await linksOf(attacker.uid)).toEqual([]);

    // Hers is a verified identity: she links her customer and sees her orders.
    const link = await h.call('POST', '/member/check-customer', {
      token: shopper.idToken,
      data: { shopId, customerEmail: jane, statusId: anon.uid, anonUserId: anon.uid, anonIdToken: anon.idToken, acceptsMarketing: false },
    });
    expect([link.status, link.body.customerId]).toEqual([200, JANE_ID]);
    const orders = await h.call('POST', `/orders/${shopId}/orders`, { token: shopper.idToken, data: { shopId } });
    expect(orders.status).toBe(200);
    expect(orders.body.items.length).toBeGreaterThan(0);
  });

  it('is never adopted by a magic-link sign-in either', async () => {
    const sam = 'sam@example.com';
    const squatter = await identity('signUp', sam, 'attacker-password-2');
    expect(squatter.ok, squatter.error).toBe(true);
    const anon = await h.anonymous();
    const made = await h.call('POST', '/authentication/create-magic-link', { token: anon.idToken, data: { shopId, email: sam, statusId: anon.uid } });
    expect(made.status).toBe(200);
    const mail = [...h.mails].reverse().find((m) => m.to === sam && m.link)!;
    const opened = await h.call('POST', '/authentication/validate-magic-link', {
      token: anon.idToken,
      data: { shopId, token: mail.link!.split('#status-magic-link:')[1] },
    });
    expect(opened.status).toBe(200);
    const shopper = await signInWithCustomToken(h.emulator.host, opened.body.token);
    expect(shopper.uid).not.toBe(squatter.uid);
    expect((await identity('signInWithPassword', sam, 'attacker-password-2')).ok).toBe(false);
    const init = await h.call('GET', `/init/${shopId}/user`, { token: shopper.idToken });
    expect(init.body.user).toMatchObject({ email: sam, isAnonymous: false });
  });

  it('a verified user of the address keeps its uid (a second code sign-in signs in as the same user)', async () => {
    const first = await h.signIn('verified.twice@example.com');
    const second = await h.signIn('verified.twice@example.com');
    expect(second.uid).toBe(first.uid);
  });
});
