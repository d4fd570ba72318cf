// @vitest-environment node
import { createApiClient } from './client';
import { EMAIL_MESSAGES, emailErrorMessage, extractEmail } from './email-errors';
import { ApiError } from './errors';
import { jsonError, jsonHandler } from '../../tests/msw/handlers';
import { createTestServer, TEST_API } from '../../tests/msw/server';

const server = createTestServer();

const api = createApiClient({ baseUrl: TEST_API, getShopId: () => 'shop-1', getCustomerId: () => null, getToken: async () => null });

/** The error the client produces for a given server answer to create-otc. */
async function serverError(status: number, code: number | string, message: string): Promise<unknown> {
  server.use(jsonHandler('post', '/authentication/create-otc', () => jsonError(status, code, message)));
  return api.post('/authentication/create-otc', { email: 'jane@gmial.com' }).catch((e: unknown) => e);
}

describe('emailErrorMessage', () => {
  it.each([100, 102])('maps code %i to the invalid-address message', async (code) => {
    expect(emailErrorMessage(await serverError(400, code, 'Invalid email'))).toBe('Please enter a valid email address.');
  });

  it('maps code 101 to a suggestion using the address from the server message', async () => {
    const error = await serverError(400, 101, 'Did you mean jane@gmail.com?');
    expect(emailErrorMessage(error)).toBe('Did you mean jane@gmail.com?');
  });

  it('takes the first email-like token from other 101 message shapes', () => {
    const error = new ApiError('x', { status: 400, kind: 'http', code: 101, serverMessage: 'Typo detected, suggestion: jane.doe@mail.co.uk.' });
    expect(emailErrorMessage(error)).toBe('Did you mean jane.doe@mail.co.uk?');
  });

  it('accepts codes sent as numeric strings and plain error bodies', () => {
    expect(emailErrorMessage(new ApiError('x', { status: 400, kind: 'http', code: '102' }))).toBe(EMAIL_MESSAGES.invalid);
    expect(emailErrorMessage({ error: { code: 101, message: 'Did you mean a@b.io?' } })).toBe('Did you mean a@b.io?');
  });

  it('falls back to the invalid-address message when a 101 carries no address', async () => {
    expect(emailErrorMessage(await serverError(400, 101, 'Did you mean something else?'))).toBe(EMAIL_MESSAGES.invalid);
  });

  it('returns null for other errors', async () => {
    expect(emailErrorMessage(await serverError(500, 'internal', 'boom'))).toBeNull();
    expect(emailErrorMessage(await serverError(400, 103, 'other'))).toBeNull();
    expect(emailErrorMessage(new Error('network'))).toBeNull();
    expect(emailErrorMessage(undefined)).toBeNull();
  });
});

describe('extractEmail', () => {
  it('strips trailing punctuation and returns null without an address', () => {
    expect(extractEmail('Did you mean jane@gmail.com?')).toBe('jane@gmail.com');
    expect(extractEmail('no address here')).toBeNull();
    expect(extractEmail(null)).toBeNull();
  });
});
