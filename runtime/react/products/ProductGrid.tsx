// A grid of product cards: the `collection:{name}` pages. Shows at most `max` cards; the rest are
// summed up in a "+N" tile. 4 skeleton cards while loading.
import type { ReactNode } from 'react';
import type { ProductRef } from '../../api/product-types.ts';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import { STRIP_MAX_ITEMS, STRIP_SKELETONS } from './ProductStrip.tsx';
import { PRODUCT_CSS } from './styles.ts';

export interface ProductGridProps {
  /** The products, or null while they load. */
  products: readonly (ProductRef | string | number)[] | null;
  /** At most this many cards before the "+N" tile (default 12). */
  max?: number;
  /** Accessible text of the "+N" tile; `{count}` is replaced (default '{count} more products'). */
  moreLabel?: string;
  loadingLabel?: string;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /**
   * Controls under each card (a plugin's remove or "Add to collection" buttons), outside the card's link so
   * they stay separate tab stops; rendered even when the API no longer knows the product, so it can be removed.
   */
  actions?: (product: ProductRef | string | number, index: number) => ReactNode;
  /** The `product.card` slot over each card (default true; off where `actions` already do its job). */
  cardExtras?: boolean;
  /** Leaves out products the API says are not available (showAllProducts off). */
  hideUnavailable?: boolean;
}

export function ProductGrid({ products, max = STRIP_MAX_ITEMS, moreLabel = '{count} more products', loadingLabel = 'Loading', empty = null, actions, cardExtras = true, hideUnavailable = false }: ProductGridProps) {
  if (products && products.length === 0) return <>{empty}</>;
  const shown = products?.slice(0, Math.max(0, max));
  const overflow = products ? products.length - (shown?.length ?? 0) : 0;
  return (
    <>
      <style>{PRODUCT_CSS}</style>
      {!shown ? (
        <ul className="status-products-list" data-layout="grid" aria-label={loadingLabel} aria-busy="true">
          {Array.from({ length: STRIP_SKELETONS }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="status-products-list" data-layout="grid">
          {shown.map((product, index) => (
            <li key={typeof product === 'object' ? `${product.type ?? ''}:${String(product.id)}` : String(product)}>
              {actions ? (
                <div className="status-product-item">
                  <ProductCard product={product} extras={cardExtras} hideUnavailable={hideUnavailable} />
                  <div className="status-product-actions">{actions(product, index)}</div>
                </div>
              ) : (
                <ProductCard product={product} extras={cardExtras} hideUnavailable={hideUnavailable} />
              )}
            </li>
          ))}
          {overflow > 0 ? (
            <li>
              <span className="status-products-more" role="img" aria-label={moreLabel.replace('{count}', String(overflow))}>
                +{overflow}
              </span>
            </li>
          ) : null}
        </ul>
      )}
    </>
  );
}
