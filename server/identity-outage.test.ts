// Identity service down: with the Auth emulator stopped, a call with a token answers
// 503 identity_unavailable (the shopper is not signed out), a broken token still 401, and the API keeps answering.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthEmulator, startAuthEmulator } from '../devstore/auth/emulator';
import { IDENTITY_UNAVAILABLE_MESSAGE } from './context';
import { type Harness, startHarness } from './test-harness';

let h: Harness;
let emulator: AuthEmulator;
beforeAll(async () => {
  // An emulator of its own: the test stops it (the shared one serves the process's other files).
  emulator = await startAuthEmulator({ own: true });
  h = await startHarness({ emulator });
});
afterAll(async () => {
  await h?.stop();
  await emulator?.stop();
});

describe('identity service down', () => {
  it('answers 503 identity_unavailable for a good token, 401 for a bad one, and keeps answering', async () => {
    const anon = await h.anonymous();
    const before = await h.call('GET', '/init/demo-store/user', { token: anon.idToken });
    expect(before.status).toBe(200);

    await h.emulator.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const [method, path, data] of [
        ['GET', '/init/demo-store/user', undefined],
        ['POST', '/authentication/create-otc', { shopId: 'demo-store', email: 'down@example.com' }],
        ['POST', '/init/for-you', { shopId: 'demo-store', viewed: [7400000001] }],
      ] as const) {
        const started = Date.now();
        const reply = await h.call(method, path, { token: anon.idToken, ...(data ? { data } : {}) });
        expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(503);
        expect(reply.body).toEqual({ error: { code: 'identity_unavailable', message: IDENTITY_UNAVAILABLE_MESSAGE } });
        h.expectSchema('error', reply.body);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      // The outage is logged, once, not per request.
      expect(warn.mock.calls.filter(([line]) => String(line).includes('identity service unavailable'))).toHaveLength(1);

      // A token that is broken in itself is still the caller's problem.
      const garbage = await h.call('GET', '/init/demo-store/user', { token: 'not.a.token' });
      expect([garbage.status, garbage.body.error.code]).toEqual([401, 'invalid_token']);
      const forged = `${anon.idToken.split('.').slice(0, 1).join('.')}.${Buffer.from('{"sub":1}').toString('base64url')}.`;
      expect((await h.call('GET', '/init/demo-store/user', { token: forged })).status).toBe(401);
      // Calls without identity still work, and the server answers as before.
      expect((await h.call('GET', '/init/countries')).status).toBe(200);
      expect((await h.call('GET', '/init/demo-store/user', { token: anon.idToken })).status).toBe(503);
    } finally {
      warn.mockRestore();
    }
  });
});
