// The devstore installs the Status app in one of its shops as Shopify's admin would: it mints the shop's session
// token (App Bridge's JWT, signed with the devstore app's secret) and sends it to the API's POST /shopify/install,
// which exchanges it at the stand-in for the shop's offline token and stores it sealed.
import { mintSessionToken, type SessionTokenOptions } from './oauth';

export interface InstallReply {
  status: number;
  /** The API's answer: { shopId, shopDomain, firstInstall, scopes, missingScopes } or { error }. */
  body: any;
}

export async function installApp(options: { apiUrl: string } & SessionTokenOptions): Promise<InstallReply> {
  const { apiUrl, ...token } = options;
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/shopify/install`, {
    method: 'POST',
    headers: { authorization: `Bearer ${mintSessionToken(token)}` },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text is the answer
  }
  return { status: response.status, body };
}
