// The shopper's session (docs/behaviour.md, Sign-in): plain TypeScript over the AuthService and the store.
//
// - start(): the automatic anonymous sign-in. It never blocks: the identity service may still be loading
//   (its own lazy chunk) and the store's auth slice simply fills in when it answers. A restored identified
//   user without a customer id gets check-customer and the shop login; one coming back from the shop login
//   is this tab's "initial login session".
// - signInWithToken / signInWithGoogle: an identified sign-in, then complete-sign-in.ts (check-customer with
//   the guest's anonUserId and, as proof, its ID token read before the sign-in, so nothing is lost; login hook,
//   shop login strategy, redirect, reload rules).
// - signOut(): sign-out.ts.
// Only the session writes `store.auth`; plugins read it (and the authChange hook reports every change).
import { snapshot } from 'valtio/vanilla';
import type { LoginType } from '../types.ts';
import { EMAIL_MISMATCH_MESSAGE, emailsMismatch } from './email-mismatch.ts';
import { readAuthRecord, takeLoginReturn, writeAuthRecord } from './auth-record.ts';
import { linkCartToUser, shouldLinkCart } from './cart-link.ts';
import type { CompleteSignInOptions, Session, SessionDeps, SignInOptions } from './session-types.ts';
import { AUTH_NAMESPACE, authMessageBundle } from './messages.ts';
import { AuthError, type AuthUser } from './service.ts';

export type { Session, SessionDeps, SignInNext, SignInOptions, SignInResult } from './session-types.ts';

// What runs only when someone signs in or out loads then (its own chunk), not with every panel.
// The result says where the widget goes; the core follows it (deps.follow), auth never drives the panel.
const completeSignIn = (deps: SessionDeps, user: AuthUser, options: CompleteSignInOptions) =>
  import('./complete-sign-in.ts')
    .then((m) => m.completeSignIn(deps, user, options))
    .then((result) => {
      if (result.next) deps.follow(result.next);
      return result;
    });

export function createSession(deps: SessionDeps): Session {
  const { store, hooks, auth, env } = deps;
  void deps.i18n.add(AUTH_NAMESPACE, authMessageBundle);
  const report = (error: unknown, where: string) => deps.report({ error, where: `session: ${where}` });

  let started: Promise<void> | null = null;
  let stop: (() => void) | null = null;
  let anonymousInFlight: Promise<unknown> | null = null;
  /** Set while a widget sign-in runs: its own flow completes the customer, not the listener. */
  let signingIn = false;
  const linkedCarts = new Set<string>();

  const announce = () => hooks.authChange.call(snapshot(store.auth));

  function signInAnonymously(): void {
    anonymousInFlight ??= auth.signInAnonymously().catch((error: unknown) => {
      // 'unavailable': the shop has no identity service; nobody signs in and that is not an error.
      if (!(error instanceof AuthError && error.code === 'unavailable')) report(error, 'anonymous sign-in');
      if (!store.auth.user) {
        store.auth.identityFailed = true;
        announce();
      }
    }).finally(() => (anonymousInFlight = null));
  }

  function linkCart(uid: string): void {
    if (linkedCarts.has(uid) || !shouldLinkCart(store.settings, store.config, uid)) return;
    linkedCarts.add(uid);
    linkCartToUser(env, store.config.routes.root, uid).catch((error: unknown) => report(error, 'cart attribute'));
  }

  /** A persisted identified user came back (new page load): restore the state the provider doesn't keep. */
  function resume(user: AuthUser): void {
    const record = readAuthRecord(env);
    Object.assign(store.auth, {
      loginType: record.loginType,
      acceptsMarketing: record.acceptsMarketing,
      hasLoggedIn: true,
      anonUserId: record.anonUserId,
      isInitialLoginSession: takeLoginReturn(env, user.uid),
    });
    if (store.customer?.customerId) {
      if (emailsMismatch(user.email, store.customer.email)) report(new Error(EMAIL_MISMATCH_MESSAGE), 'email mismatch');
      // The panel may have opened on a protected route before the user was known.
      const redirect = deps.router.takeRedirect();
      if (redirect) deps.follow({ hash: redirect, openTo: null });
      return;
    }
    // An identified user without a customer id gets a shop login, and a stored redirect is followed.
    completeSignIn(deps, user, {
      loginType: record.loginType,
      acceptsMarketing: record.acceptsMarketing,
      anonUserId: record.anonUserId,
      interactive: false,
    }).catch((error: unknown) => report(error, 'resume'));
  }

  function onUser(user: AuthUser | null, first: boolean): void {
    store.auth.user = user ? { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous } : null;
    store.auth.isSignedIn = user !== null && !user.isAnonymous;
    if (user) store.auth.identityFailed = false;
    if (first) store.auth.hasLoggedIn = readAuthRecord(env).hasLoggedIn;
    if (user?.isAnonymous) {
      store.auth.anonUserId = user.uid;
      linkCart(user.uid);
    }
    if (user && !user.isAnonymous && first && !signingIn) resume(user);
    announce();
    if (!user && !store.auth.isLoggingOut) signInAnonymously();
  }

  async function identified(loginType: LoginType, signIn: () => Promise<AuthUser>, options: SignInOptions = {}) {
    await session.start();
    // The guest whose saved items and favorites move to the customer (check-customer).
    const anonUserId = store.auth.user?.isAnonymous ? store.auth.user.uid : store.auth.anonUserId;
    // Its proof, read now: the identified sign-in below replaces the anonymous session and its token.
    const anonIdToken = await guestIdToken();
    const acceptsMarketing = options.acceptsMarketing === true;
    signingIn = true;
    let user: AuthUser;
    try {
      user = await signIn();
    } finally {
      signingIn = false;
    }
    if (user.isAnonymous) throw new AuthError('failed', 'The identity provider returned an anonymous user.');
    Object.assign(store.auth, {
      user: { uid: user.uid, email: user.email, isAnonymous: false },
      isSignedIn: true,
      loginType,
      acceptsMarketing,
      anonUserId,
      hasLoggedIn: true,
      isInitialLoginSession: true,
    });
    writeAuthRecord(env, { loginType, acceptsMarketing, hasLoggedIn: true, anonUserId });
    announce();
    return completeSignIn(deps, user, { loginType, acceptsMarketing, anonUserId, anonIdToken, interactive: true, returnTo: options.returnTo ?? null });
  }

  /** The current anonymous user's ID token, or null (no guest, or the identity service failed to give one). */
  async function guestIdToken(): Promise<string | null> {
    if (!(auth.currentUser()?.isAnonymous ?? store.auth.user?.isAnonymous)) return null;
    try {
      return await auth.getIdToken();
    } catch (error) {
      report(error, 'guest token');
      return null;
    }
  }

  const session: Session = {
    start() {
      started ??= new Promise<void>((resolve) => {
        let first = true;
        let resolved = false;
        const settle = () => {
          if (!resolved) (resolved = true), resolve();
        };
        stop = auth.onChange((user) => {
          const wasFirst = first;
          first = false;
          try {
            onUser(user, wasFirst);
          } catch (error) {
            report(error, 'auth change');
          }
          if (user) settle();
          else if (wasFirst) void Promise.resolve(anonymousInFlight).then(settle);
        });
      });
      return started;
    },
    statusId: () => store.auth.user?.uid ?? auth.currentUser()?.uid ?? null,
    signInWithToken: (token, loginType, options) => identified(loginType, () => auth.signInWithCustomToken(token), options),
    signInWithGoogle: (options) => identified('google', () => auth.signInWithGoogle(), options),
    async signOut() {
      // Set at once: the sign-out button shows its loading state and the login section hides.
      if (store.auth.isLoggingOut) return;
      store.auth.isLoggingOut = true;
      announce();
      const { signOutFlow } = await import('./sign-out.ts');
      return signOutFlow(deps, announce);
    },
    dispose() {
      stop?.();
      stop = null;
    },
  };
  return session;
}
