// The elements' identity service and API client, with the favorites list's calls (favorites-sync.ts): a chunk of
// its own (build/elements.ts) that context.ts imports on first need: a pointer down or focus on a button, a
// save, or a stored session whose lists are to be shown. A guest's page without a session shows its empty
// state and asks nothing, so it never downloads this.
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createIdentityRestAuthService } from '../auth/identity-rest.ts';
import { AuthError, type AuthService } from '../auth/service.ts';
import type { InitData } from '../dom/contract.ts';
import { readPageData } from '../dom/page-data.ts';
import { createFavoritesSync, type FavoritesSync, type SaveReports } from './favorites-sync.ts';

export interface Session {
  api: ApiClient;
  /** The current identity service (created again after a sign-in or sign-out in the panel: `renew`). */
  auth(): AuthService;
  renew(): void;
  /** The favorites list's calls, with whichever identity is current. */
  favorites: FavoritesSync;
}

const unavailable = (): Promise<never> => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured for this shop.'));

/** No identity config: nobody can sign in, saving fails with the error toast. */
const signedOut: AuthService = {
  currentUser: () => null,
  onChange: (listener) => (listener(null), () => {}),
  getIdToken: async () => null,
  signInAnonymously: unavailable,
  signInWithCustomToken: unavailable,
  signInWithGoogle: unavailable,
  signOut: async () => {},
};

export function createSession(initData: InitData & { shopId: string }, reports: SaveReports): Session {
  const { firebase } = initData;
  const page = readPageData(initData);
  let auth: AuthService | null = null;
  const current = (): AuthService => (auth ??= firebase ? createIdentityRestAuthService(firebase) : signedOut);
  const session: Omit<Session, 'favorites'> = {
    api: createApiClient({
      ...(page.apiBaseUrl ? { baseUrl: page.apiBaseUrl } : {}),
      getShopId: () => page.shopId,
      getCustomerId: () => page.customerId,
      getToken: () => current().getIdToken(),
    }),
    auth: current,
    renew: () => void (auth = null),
  };
  return { ...session, favorites: createFavoritesSync(session, reports) };
}
