// The wishlist strip on For you and Profile (at most 10): the newest
// favorites with "View all" to the favorites page. Hidden while the shopper has none (or has no identity yet).
import { createElement, useEffect } from 'react';
import { useSnapshot, useStore, type loadProductUi } from '../../runtime/public.ts';
import { productRef, type Ctx, type Favorites } from './model.ts';

type Ui = Awaited<ReturnType<typeof loadProductUi>>;

export function createStrip(ctx: Ctx, favorites: Favorites, ui: Ui, max: number) {
  return function WishlistStrip() {
    const uid = useStore().auth.user?.uid ?? null;
    const { items, status } = useSnapshot(favorites.state);
    useEffect(() => favorites.ensure(), [uid]);
    if (!uid || status === 'error' || status === 'idle') return null;
    const heading = ctx.i18n.t('heading');
    return createElement(ui.ProductStrip, {
      heading,
      products: items ? items.slice(0, max).map(productRef) : null,
      max,
      viewAllHash: '#status-favorites',
      viewAllLabel: ctx.i18n.t('viewAll'),
      viewAllAccessibleLabel: ctx.i18n.t('viewAllOf', { heading }),
      loadingLabel: ctx.i18n.t('loadingProducts'),
    });
  };
}
