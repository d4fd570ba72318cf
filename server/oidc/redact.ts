// The provider's rows about one customer of a shop, for customers/redact (server/compliance.ts), and of a whole
// shop, for shop/redact. For a customer: the account
// (it holds the e-mail), the shopper's provider sessions and sign-ins under way (they name the account; the
// shopper just signs in again), and the grants, codes and tokens issued to this shop's client. Grants of other
// shops' clients stay: they are those shops' customer relationships, and carry no e-mail.
import { uidForEmail } from '../auth/uid';
import type { QueryFn } from '../db/types';

export async function redactProviderRows(query: QueryFn, shopId: string, emails: string[]): Promise<number> {
  const accounts = [...new Set(emails.map(uidForEmail))];
  if (accounts.length === 0) return 0;
  const rows = await query(
    `delete from oidc_models
      where (model = 'Account' and id = any($1::text[]))
         or (model in ('Session', 'Interaction') and (payload->>'accountId' = any($1::text[])
              or payload->'session'->>'accountId' = any($1::text[])
              or payload->'result'->'login'->>'accountId' = any($1::text[])
              or payload->'lastSubmission'->'login'->>'accountId' = any($1::text[])))
         or (payload->>'accountId' = any($1::text[]) and payload->>'clientId' in (select client_id from oidc_clients where shop_id = $2))
      returning 1`,
    [accounts, shopId],
  );
  return rows.length;
}

/** For shop/redact: every row issued to the shop's client (grants, codes, tokens), before the client goes. */
export async function redactShopProviderRows(query: QueryFn, shopId: string): Promise<number> {
  const rows = await query(
    "delete from oidc_models where payload->>'clientId' in (select client_id from oidc_clients where shop_id = $1) returning 1",
    [shopId],
  );
  return rows.length;
}
