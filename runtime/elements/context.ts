// What every theme element shares on one page: the identity and the API client (session.ts, imported on first
// need: a click, or a stored session's lists), the favorites list, the settings the elements follow, texts (the
// page language's table) and toasts (toast.ts, imported when one is shown).
import type { ElementsStartOptions, SavedItemIds } from '../dom/contract.ts';
import { createFavorites, type Favorites } from './favorites.ts';
import { createTranslate, en, ownTable, type MessageTable, type Translate } from './messages.ts';
import type { Session } from './session.ts';
import type { Toasts } from './toast.ts';
import type { PageReading } from '../dom/page-data.ts';
import { SESSION_KEY } from '../dom/storage.ts';

export type Destination = 'widget' | 'site' | 'button';

/**
 * What the loader hands the elements chunk: the contract's options, and its reading of the page data and its id
 * check, not carried twice.
 */
export interface ElementsOptions extends ElementsStartOptions, PageReading {
  /** The ids as strings by the rule of runtime/dom/item-ids.ts, or null (and a console warning) when they break it. */
  idsOf(item: unknown): SavedItemIds | null;
}

export interface ElementsContext {
  initData: ElementsStartOptions['initData'];
  /**
   * The page's settings groups (runtime/dom/page-data.ts). The parts that need more of the page data (the
   * session, the strips, the login block) read it with readPageData in their own chunks.
   */
  settings: Record<string, unknown>;
  /** The `wishlist` settings group (the heart's and the badge's icon), undefined when the page has none. */
  wishlist: Record<string, unknown> | undefined;
  idsOf: ElementsOptions['idsOf'];
  emit: ElementsStartOptions['emit'];
  /** The identity and the API client (session.ts), imported on the first call. */
  session(): Promise<Session>;
  /** Imports the identity and the API client ahead of a likely use (a pointer down or focus on a button). */
  warm(): void;
  favorites: Favorites;
  t: Translate;
  /** A part's English texts, as it loads (a German page's table has them all already). */
  addTexts(texts: Partial<MessageTable>): void;
  /** Settles when the page language's texts are there (null on an English page: they always are). */
  textsReady: Promise<void> | null;
  toasts: Toasts;
  /** The favorite button is active when the wishlist is (theme elements are "always active"). */
  wishlistActive: boolean;
  notificationDestination: Destination;
  /** A signed-in customer (init data's customer id), not a guest. */
  isCustomer: boolean;
  hasSession(): boolean;
}

/** A module imported once; a failed import is tried again at the next call. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load().catch((error: unknown) => ((loading = null), Promise.reject(error))));
}

export function createElementsContext({ initData, emit, track, idsOf, settings, customerId, settingsGroup }: ElementsOptions, doc: Document): ElementsContext {
  const wishlist = settingsGroup(settings, 'wishlist');
  const language = (initData.locale as { language?: unknown } | undefined)?.language;
  let session: Session | null = null;
  const loadSession = lazy(() => import('./session.ts').then((module) => (session = module.createSession(initData, { emit, track, toasts: context.toasts, t, addTexts: context.addTexts, isCustomer: context.isCustomer }))));
  // Before the identity service is loaded, a stored session is read as the service would find it.
  const storedSession = (): boolean => {
    try {
      // Storage that throws (privacy modes, sandboxed frames) is no session.
      const stored = JSON.parse(globalThis.localStorage?.getItem(SESSION_KEY) ?? 'null') as { uid?: unknown } | null;
      return !!initData.firebase && typeof stored?.uid === 'string';
    } catch {
      return false;
    }
  };
  const hasSession = (): boolean => (session ? session.auth().currentUser() !== null : storedSession());
  const english: Partial<MessageTable> = { ...en };
  let table: Partial<MessageTable> = english;
  const t = createTranslate(() => table);
  const textsReady = ownTable(typeof language === 'string' ? language : '') ? import('./messages-de.ts').then((module) => void (table = module.de), () => {}) : null;
  const loadToasts = lazy(() => import('./toast.ts').then((module) => module.createToasts(doc, t, context.addTexts)));
  /** A toast's call, made once their chunk is there. */
  const toast = <K extends keyof Toasts>(name: K) => (...args: Parameters<Toasts[K]>): void =>
    void loadToasts().then(
      (toasts) => (toasts[name] as (...args: Parameters<Toasts[K]>) => void)(...args),
      (error: unknown) => console.error('Status: a message could not be shown', error),
    );
  const favorites = createFavorites({ sync: () => loadSession().then((loaded) => loaded.favorites), hasSession });
  const destination = wishlist?.notificationDestination;

  const context: ElementsContext = {
    initData,
    settings,
    wishlist,
    idsOf,
    emit,
    session: loadSession,
    warm: () => void loadSession().catch(() => {}),
    favorites,
    t,
    addTexts: (texts) => void Object.assign(english, texts),
    textsReady,
    toasts: {
      show: toast('show'),
      attach: toast('attach'),
      failed: toast('failed'),
    },
    wishlistActive: wishlist?.isActive === true,
    notificationDestination: destination === 'widget' || destination === 'button' ? destination : 'site',
    isCustomer: customerId !== null,
    hasSession,
  };

  // Sign-in and sign-out in the panel (same page): its session replaced ours in storage; read it again.
  const renew = (): void => {
    session?.renew();
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
