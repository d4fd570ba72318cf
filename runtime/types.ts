// Plain data types shared across the runtime core. Feature data types live with their plugins.

export type LoginType = 'otp' | 'magicLink' | 'google';

/** Auth state, kept in the store's `auth` slice. */
export interface AuthState {
  isSignedIn: boolean;
  loginType: LoginType | null;
  acceptsMarketing: boolean;
  anonUserId: string | null;
  isInitialLoginSession: boolean;
  hasLoggedIn: boolean;
  /** The identity provider's user. */
  user: { uid: string; email: string | null; isAnonymous: boolean } | null;
  /** True while sign-out runs: the login section hides and the sign-out button shows loading. */
  isLoggingOut: boolean;
  /**
   * The automatic anonymous sign-in failed (the identity service is unreachable, blocked or not configured) and
   * nobody is signed in: no identity is coming, so what waits for one uses what this browser has instead.
   * Cleared when a user arrives.
   */
  identityFailed: boolean;
}

/** The store customer, from page config or the API. */
export interface Customer {
  customerId: string;
  email?: string;
  firstName?: string;
  personalizations?: Record<string, unknown>;
}

export interface ShopLocale {
  language: string;
  countryCode?: string;
  currency?: string;
  currencyMultiplier?: number;
}

/** The merged shop config and settings. */
export interface ShopConfig {
  shopId: string;
  customerId: string | null;
  customer: Customer | null;
  shopifyDomain: string | null;
  page: { productId?: string | number | null; collectionId?: string | number | null; cartStatusId?: string | null };
  routes: { root: string };
  locale: ShopLocale;
  theme: { widget: { position: 'bottom' | 'left' | 'right' | 'centred' | 'standalone' }; customCss: string };
  apiBaseUrl: string | null;
  sharePreview: boolean;
}

/** A tracked event (docs/behaviour.md, Tracking). */
export interface TrackEvent {
  event: string;
  data?: Record<string, unknown>;
}

/** A reported error: logged and sent to the error reporter, with the plugin it came from when known. */
export interface ErrorReport {
  error: unknown;
  pluginId?: string;
  where: string;
}

export type Reporter = (report: ErrorReport) => void;
