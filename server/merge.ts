// Moving an anonymous shopper's things to their customer after sign-in (POST /member/check-customer):
// saved-from-cart items, favorites, collections and views. Nothing is lost and nothing is doubled:
// entries the customer already has are dropped from the source, and a collection whose name the customer
// already uses is merged into it item by item.
import { type AuthAdmin, IdentityUnavailableError } from './auth/admin';
import type { QueryFn } from './db/types';
import { IDENTITY_UNAVAILABLE_MESSAGE } from './context';
import { HttpError } from './errors';

/**
 * The anonymous uid whose things may move to the caller, or null. A merge needs proof that the caller held
 * the anonymous session: that session's own ID token, verified like every Bearer token, anonymous, and (when
 * the widget names the uid too) for that very uid. A bare uid proves nothing: anyone who learnt it (a shared
 * link, a log) could otherwise take a stranger's saved items. No proof, no merge; the call still answers.
 */
export async function provenAnonymousUid(
  auth: Pick<AuthAdmin, 'verifyIdToken'>,
  anonIdToken: string | null | undefined,
  claimedUid?: string | null,
): Promise<string | null> {
  if (typeof anonIdToken !== 'string' || anonIdToken === '' || anonIdToken.length > 8192) return null;
  try {
    const anon = await auth.verifyIdToken(anonIdToken);
    if (!anon.isAnonymous) return null;
    if (claimedUid && claimedUid !== anon.uid) return null;
    return anon.uid;
  } catch (error) {
    // The identity service could not say (down, slow): 503 like any token check, never a silent loss.
    if (error instanceof IdentityUnavailableError) throw new HttpError(503, 'identity_unavailable', IDENTITY_UNAVAILABLE_MESSAGE);
    return null;
  }
}

export interface MergeResult {
  saved: number;
  collections: number;
}

export async function mergeOwner(
  query: QueryFn,
  /** toUid: the creator recorded on the collections that move (null keeps each one's creator). */
  opts: { shopId: string; from: string; to: string; toUid: string | null },
): Promise<MergeResult> {
  const { shopId, from, to, toUid } = opts;
  if (from === to) return { saved: 0, collections: 0 };

  const moved = await query(
    `insert into saved_items (shop_id, owner, list, product_id, variant_id, created_at)
     select shop_id, $2, list, product_id, variant_id, created_at from saved_items where shop_id = $3 and owner = $1
     on conflict do nothing returning id`,
    [from, to, shopId],
  );
  await query('delete from saved_items where shop_id = $2 and owner = $1', [from, shopId]);

  const sourceCollections = await query<{ uuid: string; name: string }>(
    'select uuid, name from wishlist_collections where shop_id = $2 and owner = $1 order by created_at',
    [from, shopId],
  );
  let collections = 0;
  for (const source of sourceCollections) {
    const [existing] = await query<{ uuid: string }>(
      'select uuid from wishlist_collections where shop_id = $1 and owner = $2 and lower(name) = lower($3) limit 1',
      [shopId, to, source.name],
    );
    if (existing) {
      await query(
        `insert into wishlist_collection_items (collection_uuid, product_id, variant_id, created_at)
         select $2, product_id, variant_id, created_at from wishlist_collection_items where collection_uuid = $1
         on conflict do nothing`,
        [source.uuid, existing.uuid],
      );
      await query('update wishlist_collections set updated_at = now() where uuid = $1', [existing.uuid]);
      await query('delete from wishlist_collections where uuid = $1', [source.uuid]);
    } else {
      // Same uuid: links shared while anonymous keep working.
      await query('update wishlist_collections set owner = $2, user_id = coalesce($3, user_id) where uuid = $1', [source.uuid, to, toUid]);
    }
    collections += 1;
  }

  await query('update product_views set owner = $2 where shop_id = $3 and owner = $1', [from, to, shopId]);
  await query('update collection_views set owner = $2 where shop_id = $3 and owner = $1', [from, to, shopId]);
  return { saved: moved.length, collections };
}
