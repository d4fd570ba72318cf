// Shopify Multipass, exactly as Shopify documents it (shopify.dev "Multipass"):
//   keys   = SHA-256(secret): bytes 0-15 encrypt (AES-128-CBC), bytes 16-31 sign (HMAC-SHA256)
//   token  = urlsafe_base64( iv(16) + ciphertext + HMAC(iv + ciphertext) )
//   JSON   = customer data with `created_at` (ISO 8601); Shopify refuses tokens older than 15 minutes.
// The API writes tokens with it and the demo storefront reads them at /account/login/multipass/{token}.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const MULTIPASS_MAX_AGE_MS = 15 * 60 * 1000;
const BLOCK = 16;

export interface MultipassCustomer {
  email: string;
  created_at?: string;
  return_to?: string;
  first_name?: string;
  last_name?: string;
  identifier?: string;
  remote_ip?: string;
  tag_string?: string;
  [field: string]: unknown;
}

export class MultipassError extends Error {
  override readonly name = 'MultipassError';
  constructor(
    readonly reason: 'malformed' | 'signature' | 'expired' | 'payload',
    message: string,
  ) {
    super(message);
  }
}

function keys(secret: string): { encryption: Buffer; signing: Buffer } {
  if (typeof secret !== 'string' || secret.length === 0) throw new Error('Multipass secret must be a non-empty string');
  const hash = createHash('sha256').update(secret, 'utf8').digest();
  return { encryption: hash.subarray(0, BLOCK), signing: hash.subarray(BLOCK, 32) };
}

/** Shopify's reference code (Ruby urlsafe_encode64) keeps the '=' padding; so do we. */
const toUrlSafe = (data: Buffer): string => data.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

export function createMultipassToken(secret: string, customerJson: MultipassCustomer, now: Date = new Date()): string {
  const { encryption, signing } = keys(secret);
  const payload = JSON.stringify({ ...customerJson, created_at: now.toISOString() });
  const iv = randomBytes(BLOCK);
  const cipher = createCipheriv('aes-128-cbc', encryption, iv);
  const ciphertext = Buffer.concat([iv, cipher.update(payload, 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signing).update(ciphertext).digest();
  return toUrlSafe(Buffer.concat([ciphertext, signature]));
}

/**
 * Verifies and decrypts a token. Throws MultipassError when it is malformed, the signature does not match
 * (wrong secret or tampering), `created_at` is missing or more than 15 minutes old (or in the future beyond a
 * minute of clock skew).
 */
export function readMultipassToken(secret: string, token: string, now: Date = new Date()): MultipassCustomer {
  const { encryption, signing } = keys(secret);
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(token)) {
    throw new MultipassError('malformed', 'Multipass token is not URL-safe base64');
  }
  const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  // At least iv + one cipher block + signature, and whole cipher blocks.
  if (raw.length < BLOCK * 2 + 32 || (raw.length - 32) % BLOCK !== 0) {
    throw new MultipassError('malformed', 'Multipass token has the wrong length');
  }
  const ciphertext = raw.subarray(0, raw.length - 32);
  const signature = raw.subarray(raw.length - 32);
  const expected = createHmac('sha256', signing).update(ciphertext).digest();
  if (!timingSafeEqual(signature, expected)) throw new MultipassError('signature', 'Multipass signature does not match');

  let customer: MultipassCustomer;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryption, ciphertext.subarray(0, BLOCK));
    const json = Buffer.concat([decipher.update(ciphertext.subarray(BLOCK)), decipher.final()]).toString('utf8');
    customer = JSON.parse(json) as MultipassCustomer;
  } catch {
    throw new MultipassError('payload', 'Multipass payload cannot be decrypted');
  }
  if (typeof customer !== 'object' || customer === null || typeof customer.email !== 'string') {
    throw new MultipassError('payload', 'Multipass payload has no email');
  }
  const createdAt = Date.parse(String(customer.created_at));
  if (Number.isNaN(createdAt)) throw new MultipassError('payload', 'Multipass payload has no valid created_at');
  const age = now.getTime() - createdAt;
  if (age > MULTIPASS_MAX_AGE_MS) throw new MultipassError('expired', 'Multipass token is older than 15 minutes');
  if (age < -60_000) throw new MultipassError('expired', 'Multipass token was created in the future');
  return customer;
}
