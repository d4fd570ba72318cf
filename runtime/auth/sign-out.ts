// Sign-out: clears the cache and recently viewed, sets signed-out, signs out and goes to the
// shop's logout page. `isLoggingOut` stays true until the page leaves: the login section stays hidden
// and the sign-out button keeps its loading state.
import { readAuthRecord, writeAuthRecord, clearLoginReturn } from './auth-record.ts';
import { removeKeysWithPrefix } from './session-env.ts';
import type { SessionDeps } from './session-types.ts';

/**
 * Local keys cleared on sign-out: the product cache (also cleared through the product client) and recently
 * viewed products and collections. Plugins keeping other per-shopper data clean up in the logout hook.
 */
export const SIGN_OUT_KEY_PREFIXES = ['status:product:', 'status:recently-viewed', 'status:cache'] as const;

/** Runs after the session set `isLoggingOut` (at once, before this chunk loaded). */
export async function signOutFlow(deps: SessionDeps, announce: () => void): Promise<void> {
  const { store, env } = deps;
  deps.track('logout');
  await deps.hooks.logout.promise();

  deps.products.clearCache();
  removeKeysWithPrefix(env.localStorage, SIGN_OUT_KEY_PREFIXES);
  clearLoginReturn(env);
  // Whether the shopper ever logged in outlives the sign-out; how they logged in does not.
  writeAuthRecord(env, { loginType: null, acceptsMarketing: false, hasLoggedIn: readAuthRecord(env).hasLoggedIn || store.auth.hasLoggedIn, anonUserId: null });

  Object.assign(store.auth, { isSignedIn: false, loginType: null, acceptsMarketing: false, isInitialLoginSession: false, user: null });
  store.customer = null;
  announce();
  try {
    await deps.auth.signOut();
  } catch (error) {
    deps.report({ error, where: 'session: sign-out' });
  }
  const root = store.config.routes.root;
  env.assign(`${root.endsWith('/') ? root : `${root}/`}account/logout`);
}
