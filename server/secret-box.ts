// Secrets kept at rest (a shop's Admin API token): AES-256-GCM under one 32-byte key from the environment
// (STATUS_ENCRYPTION_KEY), a fresh 12-byte IV per value, and a context string (the row's id) bound in as
// associated data, so a ciphertext moved to another row, altered or opened with another key fails loudly.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBoxError extends Error {}

/** The key from its base64 (or base64url) text: exactly 32 bytes, or an error that says what is wrong. */
export function parseEncryptionKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new SecretBoxError(`must be 32 bytes in base64 (openssl rand -base64 32); this is ${key.length} bytes`);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new SecretBoxError('not a sealed value of this version');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('does not open with this key (another key, another row, or altered)');
  }
}
