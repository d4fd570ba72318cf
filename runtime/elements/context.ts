// What every theme element shares on one page: the identity (the panel's REST auth service and its stored
// session), the API client (the `data` wrapper with shopId and customerId from init data), the favorites list, one POST /init/for-you, the settings the elements follow, texts and toasts.
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createIdentityRestAuthService } from '../auth/identity-rest.ts';
import { AuthError, type AuthService } from '../auth/service.ts';
import type { ElementsStartOptions, InitData } from '../dom/contract.ts';
import type { ShopLocale } from '../types.ts';
import { createFavorites, type Favorites } from './favorites.ts';
import { createTranslate, type Translate } from './messages.ts';
import { createToasts, type Toasts } from './toast.ts';
import { pluginOn, readPageData, type PageData } from '../dom/page-data.ts';

type Id = string | number;
export type Destination = 'widget' | 'site' | 'button';

export interface ForYouLists {
  recentlyViewed: Id[];
  popularToday: Id[];
}

export interface ElementsContext {
  initData: ElementsStartOptions['initData'];
  /** The page's data as read once (runtime/dom/page-data.ts). */
  page: PageData;
  emit: ElementsStartOptions['emit'];
  api: ApiClient;
  auth(): AuthService;
  /** The page's localStorage, when it can be used (the strips' product cache). */
  storage: Storage | undefined;
  favorites: Favorites;
  t: Translate;
  locale: ShopLocale;
  toasts: Toasts;
  /** The favorite button is active when the wishlist is (theme elements are "always active"). */
  wishlistActive: boolean;
  notificationDestination: Destination;
  settingActive(group: string, byDefault: boolean): boolean;
  /** A signed-in customer (init data's customer id), not a guest. */
  isCustomer: boolean;
  hasSession(): boolean;
  /** POST /init/for-you once per page (without a session: popular today only); null on failure. */
  forYou(): Promise<ForYouLists | null>;
  /** POST /saved/cart/items once per page, only with a session. */
  savedFromCart(): Promise<Id[]>;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** No identity config: nobody can sign in, saving fails with the error toast. */
const signedOut: AuthService = {
  currentUser: () => null,
  onChange: (listener) => (listener(null), () => {}),
  getIdToken: async () => null,
  signInAnonymously: () => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured for this shop.')),
  signInWithCustomToken: () => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured for this shop.')),
  signInWithGoogle: () => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured for this shop.')),
  signOut: async () => {},
};

export function createElementsContext({ initData, emit, track }: ElementsStartOptions, doc: Document): ElementsContext {
  const page = readPageData(initData);
  const settings = page.settings as Record<string, { isActive?: unknown; notificationDestination?: unknown } | undefined>;
  const makeAuth = (): AuthService => (initData.firebase ? createIdentityRestAuthService(initData.firebase) : signedOut);
  let auth: AuthService | null = null;
  const currentAuth = (): AuthService => (auth ??= makeAuth());
  const api = createApiClient({
    ...(page.apiBaseUrl ? { baseUrl: page.apiBaseUrl } : {}),
    getShopId: () => page.shopId,
    getCustomerId: () => page.customerId,
    getToken: () => currentAuth().getIdToken(),
  });
  const storage = safeStorage();
  const language = page.locale.language;
  const t = createTranslate(language);
  const favorites = createFavorites({ api, auth: currentAuth, emit, track });
  const destination = settings.wishlist?.notificationDestination;

  let forYou: Promise<ForYouLists | null> | null = null;
  let saved: Promise<Id[]> | null = null;
  const ids = (value: unknown): Id[] => (Array.isArray(value) ? value.filter((id): id is Id => typeof id === 'string' || typeof id === 'number') : []);

  const context: ElementsContext = {
    initData,
    page,
    emit,
    api,
    auth: currentAuth,
    storage,
    favorites,
    t,
    locale: page.locale as InitData['locale'] & ShopLocale,
    toasts: createToasts(doc, t),
    wishlistActive: settings.wishlist?.isActive === true,
    notificationDestination: destination === 'widget' || destination === 'button' ? destination : 'site',
    settingActive: (group, byDefault) => pluginOn({ activeBy: group, activeByDefault: byDefault }, page.settings),
    isCustomer: !page.isGuest,
    hasSession: () => currentAuth().currentUser() !== null,
    forYou() {
      // No session needed: the API answers a visitor without one popular today (no login).
      return (forYou ??= api
        .post<{ recentlyViewed?: unknown; popularToday?: unknown }>('/init/for-you')
        .then((answer) => ({ recentlyViewed: ids(answer?.recentlyViewed), popularToday: ids(answer?.popularToday) }))
        .catch(() => null));
    },
    savedFromCart() {
      if (!context.hasSession()) return Promise.resolve([]);
      return (saved ??= api
        .post<{ items?: { productId?: unknown }[] }>('/saved/cart/items')
        .then((answer) => ids((Array.isArray(answer?.items) ? answer.items : []).map((item) => item?.productId)))
        .catch(() => []));
    },
  };

  // Sign-in and sign-out in the panel (same page): its session replaced ours in storage; read it again.
  const renew = (): void => {
    auth = null;
    forYou = null;
    saved = null;
    favorites.reset();
    void favorites.ensure();
  };
  globalThis.addEventListener?.('status:login', renew);
  globalThis.addEventListener?.('status:logout', renew);
  globalThis.addEventListener?.('status:saved-change', (event) => {
    const detail = (event as CustomEvent<{ productId: string; variantId: string | null; saved: boolean }>).detail;
    if (detail && typeof detail.saved === 'boolean' && detail.productId !== undefined) favorites.apply(detail);
  });
  return context;
}
