// The shop's own customer session (what Shopify keeps after a Multipass login): a signed cookie per shop, so
// it is stateless and survives a restart when the secret does (startStorefront keeps it in the data dir).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ShopSession {
  shopId: string;
  customerId: string;
  email: string;
  firstName?: string | null;
}

export interface SessionCodec {
  encode(session: ShopSession): string;
  /** The session, or null when the value is missing, malformed or not signed by us. */
  decode(value: string | undefined): ShopSession | null;
}

/** Cookie holding the customer session of one shop (shops switch on one origin, sessions stay apart). */
export function sessionCookieName(shopId: string): string {
  return `customer_session_${shopId.replace(/[^a-z0-9_-]/gi, '_')}`;
}

export function createSessionCodec(secret: string): SessionCodec {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    encode(session) {
      const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    decode(value) {
      if (!value) return null;
      const [payload, signature] = value.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ShopSession;
        return typeof session.customerId === 'string' && typeof session.email === 'string' ? session : null;
      } catch {
        return null;
      }
    },
  };
}

/** A random secret, kept in `dataDir` when given so sessions outlive a restart. */
export async function loadSessionSecret(dataDir?: string): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'storefront-session.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
