// The Firebase user a proven address signs in as (validate-otc, validate-magic-link). When an unverified user
// held the address (a password sign-up by someone who never proved it), auth.ensureEmailUser deletes it; its
// customer links go too, so nothing it was linked to stays reachable with a token it still holds.
import type { ApiDeps } from './context';

export async function emailUserFor(deps: Pick<ApiDeps, 'auth' | 'db'>, email: string): Promise<string> {
  const { uid, replacedUid } = await deps.auth.ensureEmailUser(email);
  if (replacedUid) await deps.db.query('delete from customer_logins where uid = $1', [replacedUid]);
  return uid;
}
