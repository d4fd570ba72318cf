// Start-up data of the panel: countries, the For you lists, and the user init (saved lists, settings,
// theme, content). Sections and limits: docs/behaviour.md, For you.
import type { Hono } from 'hono';
import { publicSettings, visibleContent } from '../public-settings';
import { networkKey, takeWriteSlots } from '../client-network';
import { type ApiDeps, readData, optionalUser, requireShop, requireUser } from '../context';
import { countries } from '../countries';
import { pruneViews } from '../limits';
import { ownerFor } from '../owner';
import { clientIp } from '../rate-limit';
import { cachedAvailableProductIds, knownProductIds, toNumericId } from '../products';
import { listSaved } from '../saved';
import { pageTheme } from '../../runtime/dom/look';

const COUNTRIES_MAX_AGE_S = 5 * 365 * 24 * 3600; // countries cached about 5 years
const RECENTLY_VIEWED = 8; // 8 shown
const POPULAR = 12; // collection strips at most 12
/** Networks (IPv4 /24, IPv6 /48) a product must be viewed from in 24 hours to count as popular. */
export const POPULAR_MIN_NETWORKS = 3;

/** When the shop saw few views today, staff picks fill "popular today": every third buyable product, by id. */
async function staffPicks(deps: ApiDeps, shopId: string): Promise<number[]> {
  return (await cachedAvailableProductIds(deps.db, shopId)).filter((_, i) => i % 3 === 0).slice(0, POPULAR);
}

interface Block {
  requiresLogin?: boolean;
}

export function initRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.get('/init/countries', (c) => {
    c.header('Cache-Control', `public, max-age=${COUNTRIES_MAX_AGE_S}, immutable`);
    return c.json({ countries });
  });

  app.post('/init/for-you', async (c) => {
    const data = await readData<{ viewed?: (number | string)[] }>(c, deps, 'init-for-you');
    // No login needed (popular today follows its settings only): a visitor without an identity yet
    // (a theme's strip before any sign-in) gets popular today; views are recorded and answered per user only.
    const user = await optionalUser(c, deps);
    const shop = await requireShop(deps, data.shopId);
    const recording = user !== null && (data.viewed?.length ?? 0) > 0;
    // A fresh anonymous uid also takes a slot of its client address's (client-network.ts).
    if (recording) await takeWriteSlots(c, deps, user, [{ rule: 'writesPerUser', key: user.uid }]);
    const owner = user ? await ownerFor(db, user.uid, shop.shopId) : null;
    const now = deps.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    // Popular today counts the viewer's network (a keyed hash, never the address).
    const network = recording ? await networkKey(db, clientIp(c, deps.trustProxy)) : null;
    // Unknown ids are skipped quietly: the widget records what pages show, stale ids included. A view counts
    // once per owner, product and (UTC) day: seeing it again only moves its time (recently viewed order).
    const viewed = owner && recording ? new Set(data.viewed ?? []) : new Set<number | string>();
    const known = viewed.size ? await knownProductIds(db.query, shop.shopId, [...viewed]) : new Set<number>();
    for (const id of viewed) {
      const productId = toNumericId(id);
      if (productId === null || !known.has(productId)) continue;
      await db.query(
        `with seen as (
           update product_views set viewed_at = $4, network = $6
            where shop_id = $1 and owner = $2 and product_id = $3 and viewed_at >= $5 and viewed_at < $5::timestamptz + interval '1 day'
            returning 1)
         insert into product_views (shop_id, owner, product_id, viewed_at, network) select $1, $2, $3, $4, $6 where not exists (select 1 from seen)`,
        [shop.shopId, owner!.key, productId, now, dayStart, network],
      );
    }
    if (owner && recording) {
      // An owner keeps its newest productViewsPerOwner views; every view goes after viewRetentionDays.
      await db.query(
        `delete from product_views where ctid in (
           select ctid from product_views where shop_id = $1 and owner = $2 order by viewed_at desc offset $3)`,
        [shop.shopId, owner.key, deps.storage.productViewsPerOwner],
      );
      await pruneViews(deps, shop.shopId);
    }
    const recent = owner
      ? await db.query<{ product_id: number }>(
          `select product_id from product_views where shop_id = $1 and owner = $2
           group by product_id order by max(viewed_at) desc limit $3`,
          [shop.shopId, owner.key, RECENTLY_VIEWED],
        )
      : [];
    // Popular = viewed from the most networks in the last 24 hours: one network is one vote, however many users
    // (fresh anonymous ones cost nothing) view from it, and a product needs POPULAR_MIN_NETWORKS of them. A view
    // stored without a network counts as its owner's own. A product the store deleted is not listed.
    const popular = await db.query<{ product_id: number }>(
      `select product_id from product_views where shop_id = $1 and viewed_at > $2
         and exists (select 1 from products p where p.shop_id = $1 and p.id = product_views.product_id)
       group by product_id having count(distinct coalesce(network, owner)) >= $4
       order by count(distinct coalesce(network, owner)) desc, max(viewed_at) desc limit $3`,
      [shop.shopId, new Date(now.getTime() - 86_400_000), POPULAR, POPULAR_MIN_NETWORKS],
    );
    const picks = popular.length < POPULAR ? await staffPicks(deps, shop.shopId) : [];
    const popularToday = [...new Set([...popular.map((r) => r.product_id), ...picks])].slice(0, POPULAR);
    return c.json({ recentlyViewed: recent.map((r) => r.product_id), popularToday });
  });

  app.get('/init/:shopId/user', async (c) => {
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, c.req.param('shopId'));
    const owner = await ownerFor(db, user.uid, shop.shopId);
    const now = deps.now();
    // Browsers get no secret (writeOnly settings) and, unless the caller is a signed-in customer (a
    // customer, not just any uid), no login-only content: not in settings, content nor allContent.
    const audience = { customer: owner.customerId !== null };
    const settings = publicSettings(shop.settings, audience);
    const content = visibleContent<Block>(shop.settings.content, audience);
    return c.json({
      saved: {
        cart: await listSaved(db.query, shop.shopId, owner.key, 'cart', now),
        wishlist: await listSaved(db.query, shop.shopId, owner.key, 'wishlist', now),
      },
      settings,
      customizations: {
        theme: pageTheme(shop.theme, shop.settings.look),
        content,
      },
      // Every block the caller may see (the widget filters again by slot and state).
      allContent: content,
      locale: {
        language: shop.locale,
        countryCode: shop.countryCode,
        currency: shop.currency,
        currencyMultiplier: shop.currencyMultiplier,
      },
      user: { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous, customerId: owner.customerId },
    });
  });
}
