// The login flow as plain TypeScript: the form, then on success the one-time-code
// form (or a loading magic-link view); back returns to the form. The React parts only render its state and
// show the LoginError messages it throws; the session (runtime/auth/session.ts) does everything after the
// identity provider said yes.
import { AuthError, usePlugin, type PluginContext, type SignInResult } from '../../runtime/public.ts';
import { createLoginCode, createMagicLink, validateLoginCode, validateMagicLink } from './api.ts';
import { serverEmailError } from './email.ts';
import { readLoginSettings, type LoginSettings } from './settings.ts';

export interface PendingLogin {
  method: 'otp' | 'magicLink';
  email: string;
  /** The code's id from create-otc (otp only). */
  codeId: string | null;
  acceptsMarketing: boolean;
  /** The page the form was on: the widget returns there after the sign-in. */
  returnTo: string | null;
}

export interface LoginState {
  /** Set between the form and the sign-in: the verify route shows the code boxes or the magic-link wait. */
  pending: PendingLogin | null;
  /** The last address typed, so going back to the form keeps it. */
  email: string;
}

/** Where a message belongs: the email field's inline error, the code boxes, or the form as a whole. */
export class LoginError extends Error {
  override name = 'LoginError';
  constructor(
    readonly target: 'email' | 'code' | 'form',
    message: string,
    options?: { cause?: unknown; retry?: boolean },
  ) {
    super(message, options);
    this.retry = options?.retry === true;
  }
  /** The same attempt may work if tried again (network, server, identity outage, rate limit). */
  readonly retry: boolean;
}

/** The marketing opt-in of a magic-link request, for the page the link opens (maybe another tab). */
export const MAGIC_LINK_CONSENT_KEY = 'status:magic-link-consent';

export type LoginController = ReturnType<typeof createLoginController>;

/** What the setup provides its pages and fills: the controller, set before any of them loads. */
export interface LoginProvided {
  controller: LoginController | null;
}

/** The login controller, in a page or fill of the login plugin. */
export const useLogin = (): LoginController => usePlugin<unknown, LoginProvided>().provided.controller!;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createLoginController(
  ctx: PluginContext,
  storage: KeyValueStorage | null = lazyStorage('localStorage'),
  tabStorage: KeyValueStorage | null = lazyStorage('sessionStorage'),
) {
  const state = ctx.state<LoginState>({ pending: null, email: '' });
  const t = (key: string, vars?: Record<string, string | number>) => ctx.i18n.t(key, vars);
  const magicLinkRuns = new Map<string, Promise<SignInResult>>();
  let restoring: Promise<boolean> | null = null;
  // The failure texts and the reload restore are fetched when needed: they are not in the first open.
  const codeErrors = () =>
    import('./code-errors.ts').then(async (m) => (await ctx.i18n.load(m.codeErrorMessages), m));

  const statusId = async () => {
    await ctx.session.start();
    return ctx.session.statusId();
  };

  const sendFailure = async (error: unknown, where: string, method: PendingLogin['method']) => {
    const inline = serverEmailError(error, t);
    if (inline) return new LoginError('email', inline, { cause: error });
    const errors = await codeErrors().catch(() => null);
    const limited = errors?.rateLimitMessage(error, t);
    if (limited) return new LoginError('form', limited, { cause: error, retry: true });
    const service = errors?.serviceErrorKey(error);
    if (service) return new LoginError('form', t(service), { cause: error, retry: true });
    // The text for a code; the same sentence about a link for a magic link.
    const message = method === 'magicLink' && errors ? t('linkEmailFailed') : t('emailFailed');
    // The API's mail server down or refusing: the same request may work in a moment, and there is nothing to report.
    if (errors?.isMailUnavailable(error)) return new LoginError('form', message, { cause: error, retry: true });
    ctx.report(error, where);
    return new LoginError('form', message, { cause: error });
  };

  const signInFailure = async (error: unknown, where: string) => {
    // The identity service down (the API's 503, or its own sign-in unreachable) is an outage, not a failure.
    const errors = await codeErrors().catch(() => null);
    const outage = errors?.serviceErrorKey(error) ?? (error instanceof AuthError && error.code === 'unavailable' ? 'api.identityUnavailable' : null);
    if (outage) return new LoginError('form', t(outage), { cause: error, retry: true });
    ctx.report(error, where);
    return new LoginError('form', t('signInFailed'), { cause: error });
  };

  // What a reload of #status-verify needs besides the API's answer (restore.ts), kept in this tab.
  const rememberPending = (pending: PendingLogin | null) =>
    void import('./restore.ts').then((m) => m.rememberPending(tabStorage, pending)).catch(() => {});

  const controller = {
    state,
    t,
    settings: (): LoginSettings => readLoginSettings(ctx.store.settings),

    /** The form's submit: a login code (otp) or a magic link, per settings.authMethod. */
    async request(email: string, options: { acceptsMarketing: boolean; returnTo: string | null }): Promise<PendingLogin> {
      const method = controller.settings().method;
      const address = email.trim();
      state.email = address;
      ctx.track('login_initiated', { method });
      try {
        const id = await statusId();
        const codeId = method === 'otp' ? (await createLoginCode(ctx.api, address, id)).codeId : null;
        if (method === 'magicLink') {
          await createMagicLink(ctx.api, address, id);
          writeConsent(storage, address, options.acceptsMarketing);
        }
        state.pending = { method, email: address, codeId, ...options };
        rememberPending(state.pending);
        return state.pending;
      } catch (error) {
        throw await sendFailure(error, 'login request', method);
      }
    },

    /** 'Send another code': a new code replaces the pending one. */
    async resend(): Promise<void> {
      const pending = state.pending;
      if (!pending) return;
      try {
        const { codeId } = await createLoginCode(ctx.api, pending.email, await statusId());
        state.pending = { ...pending, codeId };
        rememberPending(state.pending);
      } catch (error) {
        throw await sendFailure(error, 'login code resend', 'otp');
      }
    },

    /** The fourth digit: validate-otc, then the session signs in with the custom token. */
    async verify(otp: string): Promise<SignInResult> {
      const pending = state.pending;
      if (!pending?.codeId) throw new LoginError('form', t('signInFailed'));
      let token: string;
      try {
        ({ token } = await validateLoginCode(ctx.api, otp, pending.codeId));
      } catch (error) {
        const errors = await codeErrors().catch(() => null);
        const failure = errors?.codeFailure(error, t) ?? { message: t('signInFailed'), clearCode: false, retry: true };
        // A server fault or an answer without a token is worth a report; a wrong code or an outage is not.
        if (errors?.worthReporting(error) !== false) ctx.report(error, 'code check');
        throw new LoginError(failure.clearCode ? 'code' : 'form', failure.message, { cause: error, retry: failure.retry });
      }
      try {
        const result = await ctx.session.signInWithToken(token, 'otp', { acceptsMarketing: pending.acceptsMarketing, returnTo: pending.returnTo });
        if (result.shopLogin !== 'redirecting') state.pending = null;
        rememberPending(null);
        return result;
      } catch (error) {
        throw await signInFailure(error, 'code sign-in');
      }
    },

    /** The magic-link route (#status-magic-link:<token>); runs once per token however often it renders. */
    signInWithMagicLink(token: string): Promise<SignInResult> {
      let run = magicLinkRuns.get(token);
      if (!run) {
        run = (async () => {
          let validated: { token: string; email: string | null };
          try {
            await ctx.session.start();
            validated = await validateMagicLink(ctx.api, token);
          } catch (error) {
            ctx.report(error, 'magic link');
            throw new LoginError('form', t('magicLinkFailed'), { cause: error });
          }
          try {
            const acceptsMarketing = takeConsent(storage, validated.email);
            const result = await ctx.session.signInWithToken(validated.token, 'magicLink', { acceptsMarketing, returnTo: '#status-foryou' });
            state.pending = null;
            return result;
          } catch (error) {
            ctx.report(error, 'magic link sign-in');
            throw new LoginError('form', t('magicLinkFailed'), { cause: error });
          }
        })();
        magicLinkRuns.set(token, run);
      }
      return run;
    },

    async signInWithGoogle(options: { acceptsMarketing: boolean; returnTo: string | null }): Promise<SignInResult> {
      ctx.track('login_initiated', { method: 'google' });
      try {
        return await ctx.session.signInWithGoogle(options);
      } catch (error) {
        const blocked = error instanceof AuthError && error.code === 'popup-blocked';
        if (!blocked) ctx.report(error, 'google sign-in');
        throw new LoginError('form', t(blocked ? 'googleBlocked' : 'googleFailed'), { cause: error });
      }
    },

    /**
     * After a reload of #status-verify: the code this shopper is still to enter, from GET
     * /authentication/create-otc (its cached state). Resolves true when a code is pending.
     */
    restore(): Promise<boolean> {
      if (state.pending) return Promise.resolve(true);
      restoring ??= import('./restore.ts')
        .then((m) => m.restorePending(ctx, state, tabStorage))
        .finally(() => (restoring = null));
      return restoring;
    },

    /** Back to the form: the pending code or link is dropped, the address stays. */
    cancel(): void {
      state.pending = null;
      rememberPending(null);
    },

    signOut: () => ctx.session.signOut(),
  };
  return controller;
}

function writeConsent(storage: Pick<Storage, 'setItem'> | null, email: string, acceptsMarketing: boolean) {
  try {
    storage?.setItem(MAGIC_LINK_CONSENT_KEY, JSON.stringify({ email: email.toLowerCase(), acceptsMarketing }));
  } catch {
    // without storage the opt-in is simply not carried over to the link's page
  }
}

function takeConsent(storage: Pick<Storage, 'getItem' | 'removeItem'> | null, email: string | null): boolean {
  try {
    const raw = storage?.getItem(MAGIC_LINK_CONSENT_KEY);
    storage?.removeItem(MAGIC_LINK_CONSENT_KEY);
    const saved = raw ? (JSON.parse(raw) as { email?: unknown; acceptsMarketing?: unknown }) : null;
    return saved?.acceptsMarketing === true && !!email && saved.email === email.toLowerCase();
  } catch {
    return false;
  }
}

function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[name] === 'undefined' ? null : globalThis[name];
  } catch {
    return null;
  }
}

/**
 * The page's storage, looked up when first used: a guest's first open creates the controller but uses neither,
 * and a page's first look at sessionStorage asks the browser for it (~3 ms at 4× CPU, profiled in a tap).
 */
function lazyStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  let storage: Storage | null | undefined;
  const get = () => (storage === undefined ? (storage = safeStorage(name)) : storage);
  return {
    getItem: (key) => get()?.getItem(key) ?? null,
    setItem: (key, value) => get()?.setItem(key, value),
    removeItem: (key) => get()?.removeItem(key),
  };
}
