// The For you product sections: recently viewed products and popular
// today (their slot fills), plus the `collection:{name}` page their "View all" opens, and recent collections
// (collections.tsx). Loaded 300 ms after
// the panel's first open (setup.ts), or by that page.
//
// Data: one POST /init/for-you per visit (at most one every 30 s), shared by both sections and the
// page. It carries the product ids this browser viewed since the last call (`viewed`; the loader writes them
// on pagehide, and the page the panel is open on counts as viewed), and answers the shopper's recently viewed
// and the shop's popular today. Recently viewed shows this browser's list first, then the API's (views on
// other devices of a signed-in shopper), 8 at most; popular today at most 12. Neither needs a login;
// popular today follows its settings group (active by default). Products that are not available
// (sold out) are left out of both unless the merchant turned on `showAllProducts` (docs/decisions.md).
import { createElement, useEffect, type ComponentType } from 'react';
import { loadProductUi, useIdentity, useSnapshot, type PageProps, type PluginContext } from '../../runtime/public.ts';
import { createRecentCollections, type RecentCollectionsState } from './collections.tsx';

type Id = string | number;
type Ui = Awaited<ReturnType<typeof loadProductUi>>;

export interface ForYouLists {
  /** null until the first answer (or the local list, if the call failed). */
  recentlyViewed: Id[] | null;
  popularToday: Id[] | null;
}

export interface ForYouSections {
  CollectionPage: ComponentType<PageProps>;
  /** Removes the fills. */
  dispose(): void;
}

const REFRESH_AFTER_MS = 30_000;
export const POPULAR_SHOWN = 12; // collection strips at most 12
const LISTS = { recentlyViewed: 'recentlyViewed', popularToday: 'popularToday' } as const;

export async function createSections(ctx: PluginContext): Promise<ForYouSections> {
  // The sections' texts join the plugin's messages with the sections, not with the first open.
  const [ui] = await Promise.all([loadProductUi(), ctx.i18n.load({ en: () => import('./messages/sections-en.ts'), de: () => import('./messages/sections-de.ts') })]);
  const state = ctx.state<ForYouLists & RecentCollectionsState>({ recentlyViewed: null, popularToday: null, recentCollections: null });
  const t = ctx.i18n.t;
  let inflight: Promise<void> | null = null;
  let fetchedAt = -Infinity;

  /** This browser's views, the open page's product first. */
  const localViews = (): Id[] => {
    const list = ui.readRecentlyViewed(window);
    const current = ctx.store.config.page.productId;
    return current === null || current === undefined || current === '' ? list : ui.withView(list, current);
  };

  const refresh = (): Promise<void> => {
    if (inflight || Date.now() - fetchedAt < REFRESH_AFTER_MS) return inflight ?? Promise.resolve();
    const local = localViews();
    const viewed = ui.unsentViews(window, local);
    inflight = ctx.api
      .post<{ recentlyViewed?: Id[]; popularToday?: Id[] }>('/init/for-you', viewed.length ? { viewed } : {})
      .then(
        (answer) => {
          ui.markViewsSent(window, local);
          fetchedAt = Date.now();
          state.recentlyViewed = merge(local, answer?.recentlyViewed).slice(0, ui.RECENTLY_VIEWED_SHOWN);
          state.popularToday = (Array.isArray(answer?.popularToday) ? answer.popularToday : []).slice(0, POPULAR_SHOWN);
        },
        (error: unknown) => {
          ctx.report(error, 'POST /init/for-you');
          state.recentlyViewed = local.slice(0, ui.RECENTLY_VIEWED_SHOWN);
          state.popularToday ??= [];
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  /** The list, asked for once the shopper has an identity; with none coming, the local list at least. */
  const useList = (name: keyof ForYouLists): Id[] | null => {
    const identity = useIdentity();
    useEffect(() => {
      if (identity !== 'waiting') void refresh();
    }, [identity]);
    return useSnapshot(state)[name] as Id[] | null;
  };

  /** showAllProducts: off (the default) leaves sold-out products out of these suggestions. */
  const hideUnavailable = (): boolean => (ctx.store.settings.showAllProducts as { isActive?: unknown } | undefined)?.isActive !== true;

  const strip = (name: keyof ForYouLists, max: number) => () => {
    const products = useList(name);
    const heading = t(name);
    return createElement(ui.ProductStrip, {
      heading,
      products,
      max,
      viewAllHash: `#status-collection:${LISTS[name]}`,
      viewAllLabel: t('viewAll'),
      viewAllAccessibleLabel: t('viewAllOf', { heading }),
      loadingLabel: t('loadingProducts'),
      hideUnavailable: hideUnavailable(),
    });
  };

  function CollectionPage({ route }: PageProps) {
    const name = route.params[0] ?? '';
    const known = name in LISTS ? (name as keyof ForYouLists) : null;
    const products = useList(known ?? 'recentlyViewed');
    return createElement(ui.ProductGrid, {
      products: known ? products : [],
      max: POPULAR_SHOWN,
      moreLabel: t('moreProducts'),
      loadingLabel: t('loadingProducts'),
      empty: createElement('p', { className: 'status-muted' }, t('emptyCollection')),
      hideUnavailable: hideUnavailable(),
    });
  }

  const fills = [
    createRecentCollections(ctx, ui, state, t),
    ctx.slots.fill('forYou.recentlyViewed', { component: strip('recentlyViewed', ui.RECENTLY_VIEWED_SHOWN) }),
    ctx.slots.fill('forYou.popularToday', {
      when: () => (ctx.store.settings.popularToday as { isActive?: unknown } | undefined)?.isActive !== false,
      component: strip('popularToday', POPULAR_SHOWN),
    }),
  ];
  return { CollectionPage, dispose: () => fills.forEach((remove) => remove()) };
}

/** `first`, then the ids of `then` it lacks (ids compare as strings). */
function merge(first: readonly Id[], then: unknown): Id[] {
  const seen = new Set(first.map(String));
  const extra = Array.isArray(then) ? (then as Id[]).filter((id) => !seen.has(String(id)) && seen.add(String(id))) : [];
  return [...first, ...extra];
}
