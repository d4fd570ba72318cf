// Sealed secrets open only with their key and for their row; an altered one never opens as something else.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, parseEncryptionKey, seal, SecretBoxError } from './secret-box';

const key = randomBytes(32);

describe('secret box', () => {
  it('opens what it sealed, and two seals of one value differ', () => {
    const a = seal(key, 'shpat_0123456789abcdef', 'demo-store');
    const b = seal(key, 'shpat_0123456789abcdef', 'demo-store');
    expect(a).not.toBe(b);
    expect(a).not.toContain('shpat_');
    expect(open(key, a, 'demo-store')).toBe('shpat_0123456789abcdef');
  });

  it('refuses another key, another row, an altered value and a malformed one', () => {
    const sealed = seal(key, 'shpat_secret', 'demo-store');
    expect(() => open(randomBytes(32), sealed, 'demo-store')).toThrow(SecretBoxError);
    expect(() => open(key, sealed, 'other-store')).toThrow(/does not open/);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'demo-store')).toThrow(SecretBoxError);
    expect(() => open(key, 'shpat_secret', 'demo-store')).toThrow(/not a sealed value/);
  });

  it('takes a 32-byte base64 key and says what is wrong with another', () => {
    expect(parseEncryptionKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow(/must be 32 bytes in base64 .*16 bytes/);
  });
});
