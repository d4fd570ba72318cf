// The gift-card provider as the reference API calls it (a GET with customer_id,
// shop_url and an access token header): server to server, with the shop's access token (credit.accessToken, a
// writeOnly setting no browser ever receives). The devstore's provider is the storefront's sample one
// (devstore/storefront/providers.ts); tests may hand the API another (StartApiOptions.giftCards).
import { HttpError } from './errors';

/** The provider's answer: amount, gift_card_id, expires_on, code. */
export interface ProviderGiftCard {
  amount: string | number;
  gift_card_id: string;
  expires_on: string | null;
  code: string;
}

export interface GiftCardRequest {
  shopId: string;
  /** The shop's storefront, sent as shop_url. */
  shopUrl: string;
  customerId: string;
  accessToken: string;
}

/** null: the provider has no card for this customer. Throws HttpError 502 when it cannot answer. */
export type GiftCardProvider = (request: GiftCardRequest) => Promise<ProviderGiftCard | null>;

const TIMEOUT_MS = 5000;
const MAX_BYTES = 16_000;

const unavailable = (why: string) => new HttpError(502, 'provider_unavailable', `The gift-card provider could not answer: ${why}`);

function readCard(value: unknown): ProviderGiftCard {
  const card = (value ?? {}) as Record<string, unknown>;
  const amount = typeof card.amount === 'string' ? Number(card.amount) : card.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || typeof card.code !== 'string' || !card.code || card.code.length > 200) {
    throw unavailable('an answer without an amount and a code');
  }
  return {
    amount: amount,
    gift_card_id: typeof card.gift_card_id === 'string' ? card.gift_card_id.slice(0, 200) : '',
    expires_on: typeof card.expires_on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(card.expires_on) ? card.expires_on : null,
    code: card.code,
  };
}

/** The storefront's sample provider over HTTP: `${storefront}/devstore/providers/gift-card`. */
export function httpGiftCardProvider(storefrontUrl: (shopId: string) => string): GiftCardProvider {
  return async ({ shopId, shopUrl, customerId, accessToken }) => {
    const url = new URL(`${storefrontUrl(shopId).replace(/\/+$/, '')}/devstore/providers/gift-card`);
    url.searchParams.set('customer_id', customerId);
    url.searchParams.set('shop_url', shopUrl);
    url.searchParams.set('shop', shopId); // one storefront origin serves every devstore shop
    let response: Response;
    try {
      response = await fetch(url, { headers: { 'x-access-token': accessToken, accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw unavailable(error instanceof Error ? error.name : 'no answer');
    }
    if (response.status === 404) return null;
    if (!response.ok) throw unavailable(`status ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_BYTES) throw unavailable('an answer too large');
    try {
      return readCard(JSON.parse(text));
    } catch (error) {
      throw error instanceof HttpError ? error : unavailable('an answer that is not JSON');
    }
  };
}

