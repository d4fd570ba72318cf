// The subscription provider (Retextion) as the card sees it: its login on the shop's origin, the token it gives
// kept one hour under the local key login-integration, its login page when no token comes back,
// and the countries rule.
import type { PluginHttp } from '../../runtime/public.ts';

export const LOGIN_PATH = '/apps/retextion/login';
/** Provider token lifetime 3,600,000 ms. */
export const PROVIDER_TOKEN_MS = 3_600_000;
/** The local key login-integration, under the widget's prefix. */
export const TOKEN_KEY = 'status:login-integration';
/** The subscription link is cached 60 s. */
export const LINK_MAX_AGE_MS = 60_000;

interface StoredToken {
  customerId: string;
  token: string;
  expiresAt: number;
}

/** The shop's country among `countries`, case-insensitively; no list means everywhere. */
export function inCountries(countries: readonly string[] | undefined, country: string | null | undefined): boolean {
  if (!countries) return true;
  const mine = (country ?? '').trim().toLowerCase();
  return !!mine && countries.some((c) => c.trim().toLowerCase() === mine);
}

/** The token kept for this customer, unless it expired (or the storage is unusable). */
export function storedToken(storage: Storage | null, customerId: string, now = Date.now()): string | null {
  try {
    const saved = JSON.parse(storage?.getItem(TOKEN_KEY) ?? 'null') as Partial<StoredToken> | null;
    if (saved && saved.customerId === customerId && typeof saved.token === 'string' && saved.token && typeof saved.expiresAt === 'number' && saved.expiresAt > now) return saved.token;
    if (saved) storage?.removeItem(TOKEN_KEY);
  } catch {
    // unreadable: as if none
  }
  return null;
}

function keepToken(storage: Storage | null, customerId: string, token: string, now = Date.now()): void {
  try {
    storage?.setItem(TOKEN_KEY, JSON.stringify({ customerId, token, expiresAt: now + PROVIDER_TOKEN_MS } satisfies StoredToken));
  } catch {
    // a full or refused storage: the token is asked for again next time
  }
}

/** POST /apps/retextion/login { customerId } → the token (kept one hour), or null when none came back. */
export async function providerLogin(http: PluginHttp, storage: Storage | null, customerId: string, base: string): Promise<string | null> {
  try {
    const { data } = await http.post<{ token?: unknown }>(new URL(LOGIN_PATH, base).href, { customerId });
    const token = typeof data?.token === 'string' && data.token.length <= 4096 ? data.token : null;
    if (token) keepToken(storage, customerId, token);
    return token;
  } catch {
    return null;
  }
}

/** The provider's login page, for the shop's store at the provider (`storeIdHash`). */
export function providerLoginPage(base: string, storeIdHash: string | undefined): string {
  const url = new URL(LOGIN_PATH, base);
  if (storeIdHash) url.searchParams.set('store', storeIdHash);
  return url.href;
}

/** The subscription link with the provider's token. */
export function withToken(link: string, token: string, base: string): string {
  const url = new URL(link, base);
  url.searchParams.set('token', token);
  return url.href;
}

/** Where the card goes (the page's location; replaced in tests). */
export const navigation = { assign: (url: string) => window.location.assign(url) };
