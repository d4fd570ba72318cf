// After an identified sign-in: check-customer (with the guest's anonUserId and its ID
// token as proof, so the guest's saved items and favorites move to the customer), the login hook, the shop
// login strategy with retries and its alerts, then the stored redirect, the returning-customer open and the
// reload rules.
import { shopLoginReturnUrl, shouldReloadAfterLogin } from './after-login.ts';
import { EMAIL_MISMATCH_MESSAGE, emailsMismatch } from './email-mismatch.ts';
import { clearLoginReturn, markLoginReturn } from './auth-record.ts';
import { AUTH_NAMESPACE } from './messages.ts';
import type { AuthUser } from './service.ts';
import type { CompleteSignInOptions, SessionDeps, SignInResult } from './session-types.ts';
import { runShopLogin } from './shop-login-run.ts';
import { showToast } from '../toasts.ts';

export type { CompleteSignInOptions, SignInResult } from './session-types.ts';

interface CheckCustomerResponse {
  customerId?: string | number | null;
  email?: string | null;
}

export const ALERT_IDS = { keyMissing: 'shop-login-key-missing', notLoggedIn: 'shop-login-failed' } as const;
const FORYOU_HASH = '#status-foryou';

export async function completeSignIn(deps: SessionDeps, user: AuthUser, options: CompleteSignInOptions): Promise<SignInResult> {
  const { store, api, hooks, env } = deps;
  const t = (key: string) => deps.i18n.t(`${AUTH_NAMESPACE}.${key}`);
  const report = (error: unknown, where: string) => deps.report({ error, where: `session: ${where}` });
  const email = user.email ?? '';
  const pageCustomer = store.config.customer;

  let customerId: string | null = null;
  try {
    const found = await api.post<CheckCustomerResponse>('/member/check-customer', {
      shopId: store.config.shopId,
      customerEmail: email,
      statusId: user.uid,
      anonUserId: options.anonUserId,
      // The proof check-customer needs to move the guest's things (none on a resumed session).
      ...(options.anonIdToken ? { anonIdToken: options.anonIdToken } : {}),
      acceptsMarketing: options.acceptsMarketing,
    });
    if (found?.customerId !== undefined && found.customerId !== null && found.customerId !== '') customerId = String(found.customerId);
    if (customerId) {
      const samePage = pageCustomer?.customerId === customerId ? pageCustomer : null;
      store.customer = { ...samePage, customerId, email: found.email ?? email };
    }
  } catch (error) {
    report(error, 'check-customer');
  }
  if (emailsMismatch(email, pageCustomer?.email)) report(new Error(EMAIL_MISMATCH_MESSAGE), 'email mismatch');
  // A plugin may ask for the reload (a points plugin on its rewards page); the core's own rules are loginRefresh's.
  let reloadAsked = false;
  if (customerId) await hooks.login.promise({ customerId, email, loginType: options.loginType, reloadPage: () => void (reloadAsked = true) });

  const redirect = deps.router.takeRedirect();
  const alreadyInShop = customerId !== null && pageCustomer?.customerId === customerId;
  const strategy = alreadyInShop ? null : deps.shopLogin.current();
  const returning = (store.settings.openForReturningCustomer as { isActive?: unknown } | undefined)?.isActive === true;
  const returnHash = redirect ?? (returning ? (options.returnTo ?? '#status') : null);

  if (strategy) markLoginReturn(env, user.uid);
  const shop = await runShopLogin({
    strategy,
    request: { customerId, email, returnUrl: shopLoginReturnUrl(env.href(), returnHash) },
    sleep: env.sleep,
    onAttemptFailed: (error, attempt) => report(error, `shop login attempt ${attempt}`),
  });
  if (shop.status === 'redirecting') return { customerId, shopLogin: shop.status, next: null };
  clearLoginReturn(env);

  if (shop.status === 'key-missing') {
    report(shop.error, 'shop login key missing');
    addAlert(deps, ALERT_IDS.keyMissing, 'warning', t('shopLoginKeyMissing'));
  } else if (shop.status === 'failed') {
    // After the retries, a toast, the alert, and back to foryou.
    showToast(store, { message: t('shopLoginFailed'), tone: 'destructive' });
    addAlert(deps, ALERT_IDS.notLoggedIn, 'warning', t('notLoggedIntoShop'));
    return { customerId, shopLogin: shop.status, next: { hash: FORYOU_HASH, openTo: null } };
  }

  if (options.interactive && shouldReloadAfterLogin(store.settings, env.href(), reloadAsked)) {
    env.reload();
    return { customerId, shopLogin: shop.status, next: null };
  }
  const hash = redirect ?? options.returnTo ?? null;
  const openTo = redirect || (options.interactive && returning) ? (hash ?? '#status') : null;
  return { customerId, shopLogin: shop.status, next: hash || openTo ? { hash, openTo } : null };
}

function addAlert(deps: SessionDeps, id: string, tone: 'warning' | 'destructive', message: string) {
  const alerts = deps.store.ui.alerts;
  if (!alerts.some((a) => a.id === id)) alerts.push({ id, tone, message });
}
