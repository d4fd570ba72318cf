// A reload of #status-verify (issue 12, item 10): the code this shopper still has to enter, from GET
// /authentication/create-otc (SPEC §7 "cached state"; devstore/api/README.md authentication-create-otc-state),
// and what the API does not keep (the opt-in, the return page) from this tab's sessionStorage. Loaded by the
// verify page only, not in the first open.
import type { ApiClient } from '../../runtime/api/client.ts';

/** The caller's code still waiting to be entered (GET create-otc, SPEC §7 "cached state"), or null. */
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

