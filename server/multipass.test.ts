// Our Multipass against an independent implementation (multipassify), both directions.
import { createDecipheriv } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createMultipassToken, MultipassError, readMultipassToken } from './multipass';

// multipassify is CommonJS without types; it only encodes, so decoding our token uses its derived keys.
interface Multipassify {
  encode(obj: Record<string, unknown>): string;
  sign(data: Buffer): Buffer;
  _encryptionKey: Buffer;
  _signingKey: Buffer;
}
const multipassify = createRequire(import.meta.url)('multipassify') as (secret: string) => Multipassify;

const SECRET = 'test-multipass-secret-1234567890';
const customer = { email: 'jane@example.com', return_to: 'http://127.0.0.1/account', first_name: 'Jane' };

function decodeWithMultipassify(secret: string, token: string): Record<string, unknown> {
  const mp = multipassify(secret);
  const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const ciphertext = raw.subarray(0, raw.length - 32);
  expect(mp.sign(ciphertext).equals(raw.subarray(raw.length - 32))).toBe(true);
  const decipher = createDecipheriv('aes-128-cbc', mp._encryptionKey, ciphertext.subarray(0, 16));
  const json = Buffer.concat([decipher.update(ciphertext.subarray(16)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}

function expectReason(fn: () => unknown, reason: MultipassError['reason']): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(MultipassError);
    expect((error as MultipassError).reason).toBe(reason);
    return;
  }
  throw new Error(`expected MultipassError(${reason})`);
}

describe('multipass', () => {
  it('writes tokens multipassify can verify and decrypt', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const token = createMultipassToken(SECRET, customer, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+=*$/);
    expect(decodeWithMultipassify(SECRET, token)).toEqual({ ...customer, created_at: now.toISOString() });
  });

  it('reads tokens written by multipassify', () => {
    const token = multipassify(SECRET).encode({ ...customer });
    const read = readMultipassToken(SECRET, token);
    expect(read).toMatchObject(customer);
    expect(Date.now() - Date.parse(read.created_at!)).toBeLessThan(60_000);
  });

  it('uses a random IV: the same data gives different tokens', () => {
    const now = new Date();
    expect(createMultipassToken(SECRET, customer, now)).not.toBe(createMultipassToken(SECRET, customer, now));
  });

  it('rejects tampered tokens and wrong secrets', () => {
    const token = createMultipassToken(SECRET, customer);
    const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    raw[20] = raw[20]! ^ 0x01; // flip one ciphertext bit
    const tampered = raw.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expectReason(() => readMultipassToken(SECRET, tampered), 'signature');
    expectReason(() => readMultipassToken('another-secret', token), 'signature');
    expectReason(() => readMultipassToken(SECRET, 'not a token!'), 'malformed');
    expectReason(() => readMultipassToken(SECRET, 'abcd'), 'malformed');
    expectReason(() => readMultipassToken(SECRET, token.slice(0, -8)), 'malformed');
  });

  it('honours the 15 minute lifetime', () => {
    const created = new Date('2026-01-02T03:00:00.000Z');
    const token = createMultipassToken(SECRET, customer, created);
    const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
    expect(readMultipassToken(SECRET, token, at(14.9)).email).toBe('jane@example.com');
    expectReason(() => readMultipassToken(SECRET, token, at(15.1)), 'expired');
    expectReason(() => readMultipassToken(SECRET, token, at(-5)), 'expired');
  });

  it('refuses an empty secret', () => {
    expect(() => createMultipassToken('', customer)).toThrow(/secret/);
  });
});
