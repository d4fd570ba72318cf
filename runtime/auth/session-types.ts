// The session's types, in a file of their own so session.ts, complete-sign-in.ts and sign-out.ts import
// them without importing each other.
import type { ApiClient } from '../api/client.ts';
import type { ProductClient } from '../api/products.ts';
import type { Hooks } from '../hooks.ts';
import type { I18n } from '../i18n/index.ts';
import type { Router } from '../router/index.ts';
import type { Store } from '../store.ts';
import type { ErrorReport, LoginType } from '../types.ts';
import type { AuthService } from './service.ts';
import type { SessionEnvironment } from './session-env.ts';
import type { ShopLoginRegistry } from './shop-login.ts';
import type { ShopLoginResult } from './shop-login-run.ts';

export interface SignInResult {
  /** The customer check-customer answered with; null when it failed. */
  customerId: string | null;
  /** What the shop login did; 'redirecting' means the page is about to leave for the shop's login. */
  shopLogin: ShopLoginResult['status'];
  /** Where the widget goes now; null when it stays (or the page is leaving). The runtime follows it. */
  next: SignInNext | null;
}

/** Where a finished sign-in leads. Auth only decides it; the runtime's core moves the panel (`followSignIn`). */
export interface SignInNext {
  /** The page to show when the panel is open; null keeps the current one. */
  hash: string | null;
  /** Opens a closed panel on this page (a remembered redirect, a returning customer); null leaves it closed. */
  openTo: string | null;
}

export interface CompleteSignInOptions {
  loginType: LoginType | null;
  acceptsMarketing: boolean;
  anonUserId: string | null;
  /**
   * The guest's own ID token, read before the identified sign-in replaced it: check-customer merges the
   * guest's things only with this proof (a bare uid merges nothing). Absent on a resumed session (reload).
   */
  anonIdToken?: string | null;
  /** A sign-in made in this page's widget (not a restored session): the reload rules apply. */
  interactive: boolean;
  /** Where the widget goes afterwards when no redirect was remembered (the page the login form was on). */
  returnTo?: string | null;
}


export interface SessionDeps {
  store: Store;
  hooks: Hooks;
  api: ApiClient;
  auth: AuthService;
  router: Pick<Router, 'takeRedirect'>;
  shopLogin: ShopLoginRegistry;
  products: Pick<ProductClient, 'clearCache'>;
  i18n: I18n;
  track(event: string, data?: Record<string, unknown>): void;
  report(report: ErrorReport): void;
  env: SessionEnvironment;
  /** Called with every finished sign-in's `next` (one in this widget, or a resumed one): the core follows it. */
  follow(next: SignInNext): void;
}

export interface SignInOptions {
  /** The marketing opt-in of the login form, sent with check-customer. */
  acceptsMarketing?: boolean;
  /** Hash the widget shows afterwards when no remembered route is waiting (e.g. the tab the form was on). */
  returnTo?: string | null;
}

export interface Session {
  /** Starts the automatic anonymous sign-in; idempotent. Resolves once the first user is known. */
  start(): Promise<void>;
  /** The current user's id (the `statusId` of API calls), or null before the first sign-in. */
  statusId(): string | null;
  /** Code and magic-link sign-in: the API's custom token (validate-otc, validate-magic-link). */
  signInWithToken(token: string, loginType: Exclude<LoginType, 'google'>, options?: SignInOptions): Promise<SignInResult>;
  /** Google popup; rejects with the AuthService's AuthError ('popup-blocked' | 'failed'). */
  signInWithGoogle(options?: SignInOptions): Promise<SignInResult>;
  signOut(): Promise<void>;
  dispose(): void;
}

