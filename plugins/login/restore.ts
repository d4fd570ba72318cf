// A reload of #status-verify: the code this shopper still has to enter, from GET
// /authentication/create-otc (its cached state; server/README.md authentication-create-otc-state),
// and what the API does not keep (the opt-in, the return page) from this tab's sessionStorage. Loaded by the
// verify page only, not in the first open.
import type { ApiClient } from '../../runtime/api/client.ts';
import type { PluginContext } from '../../runtime/public.ts';
import type { LoginState, PendingLogin } from './controller.ts';

/** The entry in sessionStorage: the pending code's opt-in and return page. */
export const PENDING_CODE_KEY = 'status:login-pending';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** Written when a code is requested, removed when it was used or dropped. */
export function rememberPending(storage: TabStorage, pending: PendingLogin | null): void {
  try {
    if (pending?.codeId) storage?.setItem(PENDING_CODE_KEY, JSON.stringify({ codeId: pending.codeId, acceptsMarketing: pending.acceptsMarketing, returnTo: pending.returnTo }));
    else storage?.removeItem(PENDING_CODE_KEY);
  } catch {
    // without storage a reload restores the code with the opt-in off and the default return page
  }
}

/** Sets `state.pending` from the API's pending code; resolves true when a code is pending. */
export async function restorePending(ctx: PluginContext, state: LoginState, storage: TabStorage): Promise<boolean> {
  try {
    await ctx.session.start();
    if (!ctx.session.statusId()) return false;
    const found = await readPendingCode(ctx.api, ctx.store.config.shopId);
    if (state.pending) return true;
    if (!found) return false;
    let raw: string | null = null;
    try {
      raw = storage?.getItem(PENDING_CODE_KEY) ?? null;
    } catch {
      // no storage: the defaults
    }
    const saved = readSaved(raw, found.codeId);
    state.email = found.email;
    state.pending = { method: 'otp', email: found.email, codeId: found.codeId, acceptsMarketing: saved.acceptsMarketing, returnTo: saved.returnTo };
    return true;
  } catch (error) {
    ctx.report(error, 'login code restore');
    return false;
  }
}

/** The caller's code still waiting to be entered (GET create-otc, its cached state), or null. */
export async function readPendingCode(api: Pick<ApiClient, 'get'>, shopId: string): Promise<{ codeId: string; email: string } | null> {
  const response = await api.get<{ codeId?: unknown; email?: unknown }>(`/authentication/create-otc?shopId=${encodeURIComponent(shopId)}`);
  const { codeId, email } = response ?? {};
  return typeof codeId === 'string' && codeId && typeof email === 'string' && email ? { codeId, email } : null;
}

/** The opt-in and return page saved for `codeId` (the controller's `status:login-pending` entry), else the defaults. */
export function readSaved(raw: string | null | undefined, codeId: string): { acceptsMarketing: boolean; returnTo: string | null } {
  try {
    const saved = JSON.parse(raw ?? 'null') as { codeId?: unknown; acceptsMarketing?: unknown; returnTo?: unknown } | null;
    if (saved?.codeId === codeId) {
      const returnTo = typeof saved.returnTo === 'string' && saved.returnTo.startsWith('#status') ? saved.returnTo : null;
      return { acceptsMarketing: saved.acceptsMarketing === true, returnTo };
    }
  } catch {
    // unreadable: the defaults
  }
  return { acceptsMarketing: false, returnTo: null };
}

