// One OpenID Connect client per shop: the relying party is the shop's Shopify customer accounts (or the devstore
// playing it). Its secret is kept sealed (secret-box.ts); the merchant pastes the id and secret into Shopify.
import { randomBytes } from 'node:crypto';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/types';
import { open, seal } from '../secret-box';

export interface ShopClient {
  shopId: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

interface ClientRow {
  shop_id: string;
  client_id: string;
  client_secret_sealed: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
}

const secretContext = (clientId: string) => `oidc_clients.client_secret:${clientId}`;

function checkUris(uris: string[], what: string): string[] {
  for (const uri of uris) {
    const url = URL.canParse(uri) ? new URL(uri) : null;
    // https only, except a loopback address (the devstore and tests); no fragment (OAuth 2.0 §3.1.2).
    const loopback = url?.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
    if (!url || (url.protocol !== 'https:' && !loopback) || url.hash) throw new Error(`${what}: ${JSON.stringify(uri)} is not an https URL without a fragment`);
  }
  return uris;
}

function toClient(key: Buffer, row: ClientRow): ShopClient {
  return {
    shopId: row.shop_id,
    clientId: row.client_id,
    clientSecret: open(key, row.client_secret_sealed, secretContext(row.client_id)),
    redirectUris: row.redirect_uris,
    postLogoutRedirectUris: row.post_logout_redirect_uris,
  };
}

/** The shop's client, or null when it has none yet. */
export async function getShopClient(deps: { db: Db; encryptionKey: Buffer }, shopId: string): Promise<ShopClient | null> {
  const [row] = await deps.db.query<ClientRow>('select * from oidc_clients where shop_id = $1', [shopId]);
  return row ? toClient(deps.encryptionKey, row) : null;
}

/**
 * Creates the shop's client, or updates its redirect URIs (the ones Shopify's admin shows the merchant) when it
 * has one; `rotateSecret` gives it a new secret (the old one stops working at once).
 */
export async function saveShopClient(
  deps: { db: Db; encryptionKey: Buffer },
  shopId: string,
  opts: { redirectUris: string[]; postLogoutRedirectUris?: string[]; rotateSecret?: boolean },
): Promise<ShopClient> {
  const redirectUris = checkUris(opts.redirectUris, 'redirectUris');
  const postLogout = checkUris(opts.postLogoutRedirectUris ?? [], 'postLogoutRedirectUris');
  const existing = await getShopClient(deps, shopId);
  const clientId = existing?.clientId ?? `status_${randomBytes(12).toString('base64url')}`;
  const secret = !existing || opts.rotateSecret ? randomBytes(32).toString('base64url') : existing.clientSecret;
  await deps.db.query(
    `insert into oidc_clients (shop_id, client_id, client_secret_sealed, redirect_uris, post_logout_redirect_uris)
     values ($1, $2, $3, $4, $5)
     on conflict (shop_id) do update set client_secret_sealed = excluded.client_secret_sealed, redirect_uris = excluded.redirect_uris,
       post_logout_redirect_uris = excluded.post_logout_redirect_uris, updated_at = now()`,
    [shopId, clientId, seal(deps.encryptionKey, secret, secretContext(clientId)), JSON.stringify(redirectUris), JSON.stringify(postLogout)],
  );
  return { shopId, clientId, clientSecret: secret, redirectUris, postLogoutRedirectUris: postLogout };
}

/** The shop a client id belongs to. */
export async function shopOfClient(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db.query<{ shop_id: string }>('select shop_id from oidc_clients where client_id = $1', [clientId]);
  return row?.shop_id ?? null;
}

/** The client's metadata as oidc-provider wants it (its Client model's adapter). */
export async function findClientMetadata(deps: { db: Db; encryptionKey: Buffer }, clientId: string): Promise<AdapterPayload | undefined> {
  const [row] = await deps.db.query<ClientRow>('select * from oidc_clients where client_id = $1', [clientId]);
  if (!row) return undefined;
  const client = toClient(deps.encryptionKey, row);
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
    subject_type: 'pairwise',
  };
}
