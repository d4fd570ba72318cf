// The saved-from-cart strip on For you (at most 10, 4 skeletons):
// the newest saved items as product cards, "View all" to #status-saved-from-cart. Like the other strips it is
// hidden when the list is empty (ProductStrip renders nothing for an empty list) and when the list cannot be
// loaded (reported; the page itself offers the retry). It reloads when cart sync recorded items (`version`).
import { createElement } from 'react';
import { loadProductUi, useIdentity, useResource, useSnapshot, type PluginContext, type ProductRef } from '../../runtime/public.ts';
import { listSaved, type SavedItem } from './api.ts';

/** The saved-from-cart strip shows 10. */
export const SAVED_STRIP_MAX = 10;

/** The card's product: the saved variant when there is one (its title, image and price), else the product. */
export const productRef = (item: SavedItem): ProductRef =>
  item.variantId !== null ? { id: item.variantId, type: 'variant' } : { id: item.productId };

export async function createSavedStrip(ctx: PluginContext, state: { version: number }): Promise<() => void> {
  const ui = await loadProductUi();

  function SavedStrip() {
    const { version } = useSnapshot(state);
    const identity = useIdentity();
    // The list is the shopper's: asked once they have an identity. None coming, or a failure: hidden, as an empty list.
    const list = useResource((signal) => listSaved(ctx.api, signal), [version, identity], {
      enabled: identity === 'present',
      keep: true,
      onError: (error) => ctx.report(error, 'saved strip: POST /saved/cart/items'),
    });
    const products = list.data?.slice(0, SAVED_STRIP_MAX).map(productRef) ?? (identity === 'none' || list.status === 'error' ? [] : null);
    const heading = ctx.i18n.t('heading');
    return createElement(ui.ProductStrip, {
      heading,
      products,
      max: SAVED_STRIP_MAX,
      viewAllHash: '#status-saved-from-cart',
      viewAllLabel: ctx.i18n.t('viewAll'),
      viewAllAccessibleLabel: ctx.i18n.t('viewAllOf', { heading }),
      loadingLabel: ctx.i18n.t('loadingProducts'),
    });
  }

  return ctx.slots.fill('forYou.savedFromCart', { component: SavedStrip });
}
