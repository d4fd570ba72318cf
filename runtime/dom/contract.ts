// The contract between the loader (classic script on every page, no React) and the lazily imported panel
// chunk (runtime + React UI). Types only: the loader must not pull runtime code in through this file.

/** Page init data the theme writes to `window.StatusInitData`. */
export interface InitData {
  shopId?: string;
  customerId?: string | null;
  customer?: { customerId?: string; email?: string; firstName?: string; personalizations?: Record<string, unknown> } | null;
  shopifyDomain?: string;
  page?: { productId?: string | number | null; collectionId?: string | number | null; cartStatusId?: string | null };
  routes?: { root?: string };
  locale?: { language?: string; countryCode?: string; currency?: string; currencyMultiplier?: number };
  /** Settings groups keyed by group name, e.g. `{ wishlist: { isActive: true } }`. */
  settings?: Record<string, unknown>;
  /**
   * Theme settings: `{ widget: { position }, vars, customCss }`; `vars` are the look's CSS custom properties
   * (runtime/dom/look.ts), set on the panel's host.
   */
  theme?: { widget?: { position?: 'bottom' | 'left' | 'right' | 'centred' | 'standalone' }; vars?: string; customCss?: string };
  /** Merchant content blocks. */
  content?: unknown[];
  /** API base URL; defaults to the production host. */
  apiBaseUrl?: string;
  /** Firebase web config (the devstore points it at the auth emulator). */
  firebase?: { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string };
  /** Shopify share-preview mode: the widget shows the 'Heads up!' notice instead. */
  sharePreview?: boolean;
  /** Global enabled flag. */
  enabled?: boolean;
}

/** Names of the typed DOM events the widget dispatches on `window` (detail types below). */
export interface StatusEventMap {
  'status:ready': { version: string };
  'status:open': { route: string };
  'status:close': Record<string, never>;
  'status:route': { route: string };
  'status:login': { customerId: string | null; email: string | null };
  'status:logout': Record<string, never>;
  'status:saved-change': { productId: string; variantId: string | null; saved: boolean };
  'status:error': { message: string };
}

export type StatusEventName = keyof StatusEventMap;

/** Page type from the URL path: /products/ product, /collections/ collection, /pages/ page. */
export type PageType = 'product' | 'collection' | 'page' | 'unknown';

/**
 * Records a tracked event in the loader's queue (runtime/loader/tracking.ts): an event name (`[a-z][a-z0-9_]*`,
 * docs/behaviour.md, "Tracking"), its data, and the customer it is about (default: the page's customer).
 */
export type TrackFn = (event: string, data?: Record<string, unknown>, customerId?: string | null) => void;

/** What the loader hands the panel chunk when it first mounts it. */
export interface MountOptions {
  initData: InitData & { shopId: string };
  /**
   * Element on the host page the panel renders into: its open shadow root already holds the frame's stylesheet
   * (`<style data-status="frame">`, runtime/dom/styles/frame.ts), which the loader puts there; the
   * panel adds the rest of the shell's CSS.
   */
  host: HTMLElement;
  /** Dispatches a typed DOM event on window. */
  emit<K extends StatusEventName>(name: K, detail: StatusEventMap[K]): void;
  /** Called when the panel finished closing; the loader clears the hash and restores focus. */
  onClosed(): void;
  /** Plugins to register before the runtime starts (the loader passes none: it registers the page's through
   * `PanelHandle.registerPlugin`, which answers each one's outcome). */
  plugins: unknown[];
  /** Type of the page the shopper was on before this one, null on a first visit. */
  previousPageType: PageType | null;
  /** The loader's tracking queue: the panel forwards its `track` hook here. */
  track?: TrackFn;
}

/**
 * What the panel chunk's `mount` resolves to, once the closed panel is rendered. The loader may mount on a
 * shopper's intent (hover, focus) before any open: the panel does nothing visible or networked (no sign-in)
 * until the first `open` or `navigate`. The loader owns `hashchange`/`popstate` and forwards them, and
 * both events fire for one history step, so `navigate` to the route already shown and `close` while closed or
 * closing must do nothing.
 */
export interface PanelHandle {
  open(hash?: string): void;
  close(): void;
  navigate(hash: string): void;
  isOpen(): boolean;
  /** Registers and starts a plugin; resolves with what became of it (runtime/registry.ts PluginOutcome). */
  registerPlugin(plugin: unknown): Promise<{ status: 'loaded' } | { status: 'skipped'; reason: string }>;
  /** Starts the session (the stored identity, else an anonymous one). */
  initUserAuth(): Promise<StatusUser | null>;
  /** The signed-in or anonymous user, without signing anyone in; null when there is none. */
  getUser(): StatusUser | null;
  /** The widget's sign-out: clears its caches and recently viewed, signs out, goes to the shop's logout page. */
  logout(): Promise<void>;
  /** Empties the panel's in-memory product cache (the loader removes the stored caches). */
  clearCache(): void;
}

/** The widget's user as the page's JavaScript API gives it. */
export interface StatusUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** The shop's customer id once the widget knows it (a signed-in customer), else null. */
  customerId: string | null;
}

/** The panel chunk's module shape: `export async function mount(options): Promise<PanelHandle>`. */
export interface PanelModule {
  mount(options: MountOptions): Promise<PanelHandle>;
}

/**
 * `window.Status`, the public JS API the loader installs. Routes are given as `'orders'`,
 * `'status-orders'` or `'#status-orders'`; none means the widget's home (`#status`).
 */
export interface StatusApi {
  readonly version: string;
  /**
   * Resolves once init finished (`status:ready`); rejects when init failed or init data disabled the widget.
   * The local flags (`status:state`, `status:timeout`) are read on first use, not at init: with them off,
   * `ready` resolves and opens do nothing.
   */
  readonly ready: Promise<StatusApi>;
  open(route?: string): void;
  close(): void;
  navigate(route: string): void;
  /** Listens to a typed `status:*` event; returns the function that stops listening. */
  on<K extends StatusEventName>(name: K, listener: (detail: StatusEventMap[K]) => void): () => void;
  /**
   * Registers an outside plugin through the panel (`PanelHandle.registerPlugin`) and resolves with what became
   * of it: `{ status: 'loaded' }` or `{ status: 'skipped', reason }`. Settles once the panel's code is there
   * (loaded on the shopper's first intent or open, or an auth action); rejects when init failed or the widget is off.
   */
  registerPlugin(plugin: unknown): Promise<{ status: 'loaded' } | { status: 'skipped'; reason: string }>;
  /**
   * Saves a product (and variant) to the shopper's favorites, signing a guest in anonymously first (an
   * invalid id logs a warning and saves nothing). Resolves true once saved (`status:saved-change`
   * follows), false when the ids were invalid or the save failed (a toast told the shopper).
   */
  saveItem(item: SaveItemDetail): Promise<boolean>;
  /** Removes a product from the favorites; same rules and answer as `saveItem`. */
  removeItem(item: SaveItemDetail): Promise<boolean>;
  /**
   * Sign-in actions. Each loads the panel's code (closed) when it is not there yet, and rejects when init
   * failed or the widget is off. `initUserAuth` starts the widget's session: the stored identity, or a new
   * anonymous one; resolves the user.
   */
  initUserAuth(): Promise<StatusUser | null>;
  /** The current user (signed in or anonymous) without signing anyone in; null when there is none. */
  getUser(): Promise<StatusUser | null>;
  /** Signs the shopper out as the panel's sign-out does, ending on the shop's logout page. */
  logout(): Promise<void>;
  /** The stored product data and settings, and the panel's in-memory products; nothing else. */
  clearCache(): void;
}

/** What `Status.saveItem`/`removeItem` and the `status:save-item`/`status:remove-item` events carry. */
export interface SaveItemDetail {
  productId: string | number;
  variantId?: string | number | null;
}

/** Events the host page dispatches (on window or document) to save or remove an item; detail as above. */
export interface StatusCommandEventMap {
  'status:save-item': SaveItemDetail;
  'status:remove-item': SaveItemDetail;
}

/** Ids after the id check (item-ids.ts), as strings. */
export interface SavedItemIds {
  productId: string;
  variantId: string | null;
}

/** What the loader hands the elements chunk (runtime/elements/index.ts) when it first loads it. */
export interface ElementsStartOptions {
  initData: InitData & { shopId: string };
  /** Dispatches a typed DOM event on window (`status:saved-change`). */
  emit<K extends StatusEventName>(name: K, detail: StatusEventMap[K]): void;
  /** The loader's tracking queue (the hearts' and save buttons' wishlist events). */
  track?: TrackFn;
}

/**
 * The elements chunk's controller. The loader defines the custom elements as stubs that reserve their size;
 * each connected (or changed) element is handed to `connect`, which renders it.
 */
export interface ElementsHandle {
  connect(element: HTMLElement): void;
  disconnect(element: HTMLElement): void;
  /** The JS API and page events: save or remove, then `status:saved-change`. */
  setSaved(ids: SavedItemIds, saved: boolean): Promise<boolean>;
  /** A site toast that is not an error (notification triggers), with an optional link. */
  notify(message: string, action?: { label: string; href: string }): void;
}

/** The elements chunk's module shape. */
export interface ElementsModule {
  start(options: ElementsStartOptions): ElementsHandle;
}

/** What a page pushes to `window.StatusQueue` (before or after the loader arrived). */
export type StatusQueueCallback = (api: StatusApi) => void;
