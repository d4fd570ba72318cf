// The API's return URLs (magic links, Multipass login) with every hostile spelling of server/return-url-rule.cases.ts:
// each is 400 invalid_return_url, against a storefront on one origin (as startDevstore runs it) and one whose
// shops live under a path prefix (as the harness and api-process run it). Store paths keep working. One Auth
// emulator for both APIs; the mail and write limits are raised so every case reaches the return-URL check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from './db/shops';
import { readMultipassToken } from './multipass';
import { acceptedReturnUrls, hostileReturnUrls } from './return-url-rule.cases';
import type { RateLimits } from './rate-limit';
import { type Harness, STOREFRONT, startHarness, storefrontUrl } from './test-harness';

const roomy = { limit: 100_000, windowMs: 60_000 };
const rateLimits: Partial<RateLimits> = {
  mailPerAddress: roomy,
  mailPerAddressDay: roomy,
  mailPerUser: roomy,
  mailPerIp: roomy,
  writesPerUser: roomy,
};
const shopId = 'demo-store';

let prefixed: Harness;
let plain: Harness;
beforeAll(async () => {
  prefixed = await startHarness({ api: { rateLimits } });
  plain = await startHarness({ emulator: prefixed.emulator, api: { rateLimits, storefrontUrl: () => STOREFRONT } });
});
afterAll(async () => {
  await plain?.stop();
  await prefixed?.stop();
});

const setups = [
  { name: 'one origin', h: () => plain, base: () => STOREFRONT },
  { name: 'path prefix', h: () => prefixed, base: () => storefrontUrl(shopId) },
];

/**
 * Sends every hostile value through `call`; the ones not refused, as readable lines. Refused: 400
 * invalid_return_url, or 400 invalid_request about data.returnUrl for what the request schema already
 * stops (a NUL, more than 2000 characters).
 */
async function tryAll(what: string, call: (value: string) => Promise<{ status: number; body: any }>): Promise<string[]> {
  const cases = hostileReturnUrls(STOREFRONT);
  const wrong: string[] = [];
  for (const { name, value } of cases) {
    const reply = await call(value);
    const error = reply.body?.error;
    const refused = error?.code === 'invalid_return_url' || (error?.code === 'invalid_request' && String(error.message).startsWith('data.returnUrl:'));
    if (reply.status !== 400 || !refused) {
      wrong.push(`${name}: ${JSON.stringify(value.slice(0, 80))} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
    }
  }
  console.info(`[return-url] API ${what}: ${cases.length} hostile return URLs tried, ${cases.length - wrong.length} refused 400`);
  return wrong;
}

describe.each(setups)('return URLs in the API ($name)', ({ name, h, base }) => {
  it('create-magic-link refuses every hostile returnUrl', async () => {
    const anon = await h().anonymous();
    let n = 0;
    const wrong = await tryAll(`create-magic-link (${name})`, (returnUrl) =>
      h().call('POST', '/authentication/create-magic-link', {
        token: anon.idToken,
        data: { shopId, email: `return.${n++}@example.com`, statusId: anon.uid, returnUrl },
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('shopify/login (Multipass) refuses every hostile returnUrl', async () => {
    const jane = await h().signIn('jane@example.com');
    const wrong = await tryAll(`shopify/login (${name})`, (returnUrl) =>
      h().call('POST', `/member/${shopId}/shopify/login`, { token: jane.idToken, data: { shopId, returnUrl } }),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps store paths: the magic link and the Multipass token carry them as URLs on the storefront', async () => {
    const anon = await h().anonymous();
    const jane = await h().signIn('jane@example.com');
    const secret = (await getShop(h().db, shopId))!.multipassSecret!;
    const root = new URL(base());
    const prefix = root.pathname.replace(/\/+$/, '');
    for (const { value, path } of acceptedReturnUrls(STOREFRONT)) {
      // A same-origin URL outside the prefix is refused under a prefix; a path gets the prefix.
      if (prefix && /^https?:/i.test(value)) continue;
      const expected = `${root.origin}${prefix}${path}`;
      const made = await h().call('POST', '/authentication/create-magic-link', {
        token: anon.idToken,
        data: { shopId, email: 'return.ok@example.com', statusId: anon.uid, returnUrl: value },
      });
      expect([value, made.status]).toEqual([value, 200]);
      const token = h().mails.at(-1)!.link!.split('#status-magic-link:')[1]!;
      const opened = await h().call('POST', '/authentication/validate-magic-link', { token: anon.idToken, data: { shopId, token } });
      expect([value, opened.body.returnUrl]).toEqual([value, expected]);

      const login = await h().call('POST', `/member/${shopId}/shopify/login`, { token: jane.idToken, data: { shopId, returnUrl: value } });
      expect([value, login.status]).toEqual([value, 200]);
      const multipassToken = (login.body.url as string).split('/account/login/multipass/')[1]!;
      expect([value, readMultipassToken(secret, multipassToken).return_to]).toEqual([value, expected]);
    }
  });
});
